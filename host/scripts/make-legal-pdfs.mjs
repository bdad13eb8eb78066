// Writes the two legal documents the footer links to as small, valid PDF files.
// Run once after editing the text: `node host/scripts/make-legal-pdfs.mjs`; the PDFs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'documents');

const DOCUMENTS = {
  'terms-and-conditions.pdf': [
    'Haulstop - Terms & Conditions',
    '',
    '1. The service. Haulstop lets parking lot owners, carriers and brokers list truck parking,',
    '   reserve slots, manage drivers, assets and carrier networks, and settle payments.',
    '2. Accounts. You keep your login private and are responsible for what is done with it.',
    '   Organisations are approved by Haulstop before they can trade on the platform.',
    '3. Reservations. A reservation holds capacity at a lot for the chosen duration. Gate codes',
    '   are valid only for the reserved window and are revoked on cancellation.',
    '4. Payments. Card payments settle at once; bank payments take 3 to 4 days. Carrier network',
    '   payment and invoicing happen on the last day of the month.',
    '5. Cancellations and refunds follow the policy shown at booking time.',
    '6. Liability. Lot owners are responsible for their premises; Haulstop provides the booking',
    '   platform and is not a party to the parking agreement beyond it.',
    '7. Changes. We may update these terms; the version in force is the one linked in the console.',
  ],
  'privacy-policy.pdf': [
    'Haulstop - Privacy Policy',
    '',
    'What we collect: your name, e-mail address, organisation, role, and the reservations,',
    'drivers, assets, invoices and payments you record in the console.',
    '',
    'Why: to run your account, take and settle bookings, bill you, and keep the platform secure.',
    'If your organisation enables analytics, page views and sign-ins are measured in aggregate.',
    '',
    'Sharing: booking details are shared with the lot owner and the booking organisation only.',
    'Payment data is handled by our payment gateway; we never store full card numbers.',
    '',
    'Retention: records are kept while your account is active and as long as tax law requires.',
    '',
    'Your rights: ask us to see, correct or delete your personal data at privacy@haulstop.test.',
  ],
};

/** PDF string literal: backslash, parentheses escaped; Latin-1 text only. */
const literal = (text) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

function pdf(lines) {
  const content = ['BT', '/F1 16 Tf', '56 780 Td', `${literal(lines[0])} Tj`, '/F1 10 Tf', '14 TL']
    .concat(lines.slice(1).flatMap((line) => ['T*', `${literal(line)} Tj`]))
    .concat(['ET'])
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

fs.mkdirSync(out, { recursive: true });
for (const [name, lines] of Object.entries(DOCUMENTS)) fs.writeFileSync(path.join(out, name), pdf(lines));
console.log(`wrote ${Object.keys(DOCUMENTS).join(', ')} to ${out}`);
