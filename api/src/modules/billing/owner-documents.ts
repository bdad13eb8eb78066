import type { MonthEndOwnerDocument } from '@haulstop/shared/contracts';
import { PLATFORM_FEE_RATE } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import { discountCodeRows, statementRows } from '../ledger/queries';
import { recordEntries, settleBookingEntries } from '../ledger/service';
import { totalsByCurrency } from '../statements/service';
import { invoiceNumber, nextInvoiceSequence } from './invoice-numbers';
import { periodBounds } from './period';
import { documentIssued, insertInvoice, insertInvoiceLine } from './repository';

/** Days after the period's end an owner document is due. */
const DUE_DAYS = 15;

const STATEMENT_AMOUNTS = ['bookings', 'grossMinor', 'discountsMinor', 'refundsMinor', 'platformFeeMinor', 'taxesMinor', 'netPayoutMinor'] as const;

type Line = { description: string; amountMinor: number; kind: 'charge' | 'discount' | 'tax' | 'refund' | 'fee' };

async function writeDocument(
  tx: Queryable,
  doc: { orgId: number; kind: MonthEndOwnerDocument['kind']; period: string; currency: string; status: string; lines: Line[] },
): Promise<{ invoiceId: number; invoiceNumber: string; totalMinor: number }> {
  const { start, end } = periodBounds(doc.period);
  const sequence = await nextInvoiceSequence(tx, doc.orgId);
  const number = invoiceNumber(doc.kind === 'statement_of_income' ? 'SOI' : 'DCI', doc.orgId, sequence);
  const totalMinor = doc.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const invoiceId = await insertInvoice(tx, {
    invoiceNumber: number,
    orgId: doc.orgId,
    kind: doc.kind,
    periodStart: start,
    periodEnd: end,
    status: doc.status,
    totalMinor,
    currency: doc.currency,
    dueDays: DUE_DAYS,
    sequence,
  });
  for (const line of doc.lines) await insertInvoiceLine(tx, invoiceId, line);
  return { invoiceId, invoiceNumber: number, totalMinor };
}

/** Has the owner's document of this kind, month and currency been issued? (Each is issued once.) */
const issued = (tx: Queryable, orgId: number, kind: string, period: string, currency: string) =>
  documentIssued(tx, orgId, kind, periodBounds(period).start, currency);

/**
 * The lot owners' documents of an ended month, from the ledger (issue 25), each once per owner,
 * month and currency: the statement of income as an invoice whose lines are the statement's
 * totals (gross, discounts, taxes, refunds, platform fee; its total the net payout, recorded as the
 * payout entry of the ledger) and the discount-code invoice (a line per code, the discount page's
 * figures). `statuses` are the documents' statuses (the seed issues paid ones).
 */
export async function issueOwnerDocuments(
  tx: Queryable,
  period: string,
  statuses: { statement: string; discountCodes: string } = { statement: 'Payment Pending', discountCodes: 'Unpaid' },
): Promise<MonthEndOwnerDocument[]> {
  await settleBookingEntries(tx);
  const { from, to } = periodBounds(period);
  const documents: MonthEndOwnerDocument[] = [];
  const rows = await statementRows(tx, { kind: 'platform' }, from, to);
  const owners = [...new Map(rows.map((row) => [row.ownerOrgId, row.ownerOrgName])).entries()];
  for (const [orgId, orgName] of owners) {
    for (const total of totalsByCurrency(
      rows.filter((row) => row.ownerOrgId === orgId),
      STATEMENT_AMOUNTS,
    )) {
      if (await issued(tx, orgId, 'statement_of_income', period, total.currency)) continue;
      const lines: Line[] = [
        { description: `Parking revenue (${total.bookings} reservations)`, amountMinor: total.grossMinor, kind: 'charge' },
        { description: 'Discount codes', amountMinor: -total.discountsMinor, kind: 'discount' },
        { description: 'Taxes collected', amountMinor: total.taxesMinor, kind: 'tax' },
        { description: 'Refunds', amountMinor: -total.refundsMinor, kind: 'refund' },
        { description: `Haulstop platform fee (${PLATFORM_FEE_RATE / 10_000}%)`, amountMinor: -total.platformFeeMinor, kind: 'fee' },
      ].filter((line) => line.amountMinor !== 0 || line.kind === 'charge') as Line[];
      const written = await writeDocument(tx, { orgId, kind: 'statement_of_income', period, currency: total.currency, status: statuses.statement, lines });
      await recordEntries(tx, [
        { kind: 'payout', amountMinor: -written.totalMinor, currency: total.currency, ownerOrgId: orgId, invoiceId: written.invoiceId, accruesAt: from },
      ]);
      documents.push({ ...written, orgId, orgName, kind: 'statement_of_income', currency: total.currency });
    }
  }
  const uses = await discountCodeRows(tx, { kind: 'platform' }, from, to);
  const codeOwners = [...new Map(uses.map((row) => [row.ownerOrgId, row.ownerOrgName])).entries()];
  for (const [orgId, orgName] of codeOwners) {
    for (const currency of [...new Set(uses.filter((row) => row.ownerOrgId === orgId).map((row) => row.currency))].sort()) {
      if (await issued(tx, orgId, 'discount_code', period, currency)) continue;
      const perCode = new Map<string, { uses: number; discountMinor: number }>();
      for (const row of uses.filter((use) => use.ownerOrgId === orgId && use.currency === currency)) {
        const code = perCode.get(row.code) ?? { uses: 0, discountMinor: 0 };
        perCode.set(row.code, { uses: code.uses + row.uses, discountMinor: code.discountMinor + row.discountMinor });
      }
      const lines: Line[] = [...perCode].map(([code, sums]) => ({
        description: `Discount code ${code} redemptions (${sums.uses})`,
        amountMinor: sums.discountMinor,
        kind: 'charge',
      }));
      const written = await writeDocument(tx, { orgId, kind: 'discount_code', period, currency, status: statuses.discountCodes, lines });
      documents.push({ ...written, orgId, orgName, kind: 'discount_code', currency });
    }
  }
  return documents;
}
