import PDFDocument from 'pdfkit';
import type { InvoiceDetail } from '@haulstop/shared/contracts';
import { PRODUCT_NAME } from '@haulstop/shared/constants';

/** Minor units as text with the currency: 123456, 'CAD' → "1234.56 CAD" (sign kept for refund lines). */
const money = (minor: number, currency: string) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')} ${currency}`;

/**
 * An invoice as a PDF: the product name, both parties (the platform issuing it and the
 * organisation billed), period and due date, one row per line, the total and the status.
 */
export function invoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `${PRODUCT_NAME} ${invoice.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text(PRODUCT_NAME);
  doc.fontSize(14).text(`Invoice ${invoice.invoiceNumber}`);
  doc.moveDown();
  doc.fontSize(10);
  doc.text(`From: ${PRODUCT_NAME}`);
  doc.text(`Billed to: ${invoice.orgName}`);
  doc.text(`Period: ${invoice.periodStart} to ${invoice.periodEnd}`);
  doc.text(`Due date: ${invoice.dueDate}`);
  doc.text(`Status: ${invoice.status}`);
  doc.moveDown();
  for (const line of invoice.lines) doc.text(`${line.description}    ${money(line.amountMinor, invoice.currency)}`);
  doc.moveDown();
  doc.fontSize(12).text(`Total: ${money(invoice.totalMinor, invoice.currency)}`);
  doc.fontSize(10).text(`Paid: ${money(invoice.paidMinor, invoice.currency)}`);
  doc.text(`Balance due: ${money(invoice.balanceMinor, invoice.currency)}`);
  doc.end();
  return done;
}
