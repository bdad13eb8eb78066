import type { MonthEndOwnerDocument } from '@haulstop/shared/contracts';
import { PLATFORM_FEE_RATE } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import { orgTimeZone } from '../../lib/accounting-zone';
import { discountCodeRows, statementDrifts, statementRows, type StatementKinds } from '../ledger/queries';
import { recordEntries, settleBookingEntries } from '../ledger/service';
import { STATEMENT_AMOUNTS, totalsByCurrency } from '../statements/service';
import { invoiceNumber, nextInvoiceSequence } from './invoice-numbers';
import { periodBounds, periodHasEnded } from './period';
import { documentIssued, insertInvoice, insertInvoiceLine } from './repository';

/** Days after the period's end an owner document is due. */
const DUE_DAYS = 15;

type Line = { description: string; amountMinor: number; kind: keyof StatementKinds };

const PREFIX = { statement_of_income: 'SOI', discount_code: 'DCI', credit_note: 'CN' } as const;

async function writeDocument(
  tx: Queryable,
  doc: {
    orgId: number;
    kind: MonthEndOwnerDocument['kind'] | 'credit_note';
    period: string;
    currency: string;
    status: string;
    lines: Line[];
    adjustsInvoiceId?: number;
    dueDays?: number;
    /** The instants the period ran between in the owner's accounting zone. */
    from: Date;
    to: Date;
  },
): Promise<{ invoiceId: number; invoiceNumber: string; totalMinor: number }> {
  const { start, end } = periodBounds(doc.period);
  const sequence = await nextInvoiceSequence(tx, doc.orgId);
  const number = invoiceNumber(PREFIX[doc.kind], doc.orgId, sequence);
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
    dueDays: doc.dueDays ?? DUE_DAYS,
    sequence,
    adjustsInvoiceId: doc.adjustsInvoiceId,
    periodFrom: doc.from,
    periodTo: doc.to,
  });
  for (const line of doc.lines) await insertInvoiceLine(tx, invoiceId, line);
  return { invoiceId, invoiceNumber: number, totalMinor };
}

/** What a statement's line of each kind says. */
const LINE_TEXT: Record<Line['kind'], string> = {
  charge: 'Parking revenue',
  discount: 'Discount codes',
  tax: 'Taxes collected',
  refund: 'Refunds',
  overstay: 'Overstay charges (before taxes)',
  no_show_fee: 'No-show fees kept',
  fee: `Haulstop platform fee (${PLATFORM_FEE_RATE / 10_000}%)`,
};

/** Has the owner's document of this kind, month and currency been issued? (Each is issued once.) */
const issued = (tx: Queryable, orgId: number, kind: string, period: string, currency: string) =>
  documentIssued(tx, orgId, kind, periodBounds(period).start, currency);

/**
 * The lot owners' documents of an ended month, from the ledger, each once per owner,
 * month and currency: the statement of income as an invoice whose lines are the statement's
 * totals (gross, discounts, taxes, refunds, overstay, no-show fees kept, platform fee; its total the net payout, recorded as the
 * payout entry of the ledger) and the discount-code invoice (a line per code, the discount page's
 * figures). Each owner's month is cut in its accounting zone and issued once it has ended there.
 * `statuses` are the documents' statuses (the seed issues paid ones).
 */
export async function issueOwnerDocuments(
  tx: Queryable,
  period: string,
  statuses: { statement: string; discountCodes: string } = { statement: 'Payment Pending', discountCodes: 'Unpaid' },
  now = new Date(),
): Promise<MonthEndOwnerDocument[]> {
  await settleBookingEntries(tx);
  const documents: MonthEndOwnerDocument[] = [];
  const monthOf = async (orgId: number) => {
    const zone = await orgTimeZone(tx, orgId);
    return periodHasEnded(period, now, zone) ? periodBounds(period, zone) : null;
  };
  const rows = await statementRows(tx, { kind: 'platform' }, period);
  const owners = [...new Map(rows.map((row) => [row.ownerOrgId, row.ownerOrgName])).entries()];
  for (const [orgId, orgName] of owners) {
    const month = await monthOf(orgId);
    if (!month) continue;
    const { from, to } = month;
    for (const total of totalsByCurrency(
      rows.filter((row) => row.ownerOrgId === orgId),
      STATEMENT_AMOUNTS,
    )) {
      if (await issued(tx, orgId, 'statement_of_income', period, total.currency)) continue;
      const lines: Line[] = [
        { description: `${LINE_TEXT.charge} (${total.bookings} reservations)`, amountMinor: total.grossMinor, kind: 'charge' },
        { description: LINE_TEXT.discount, amountMinor: -total.discountsMinor, kind: 'discount' },
        { description: LINE_TEXT.tax, amountMinor: total.taxesMinor, kind: 'tax' },
        { description: LINE_TEXT.refund, amountMinor: -total.refundsMinor, kind: 'refund' },
        { description: LINE_TEXT.overstay, amountMinor: total.overstayMinor, kind: 'overstay' },
        { description: LINE_TEXT.no_show_fee, amountMinor: total.noShowFeesMinor, kind: 'no_show_fee' },
        { description: LINE_TEXT.fee, amountMinor: -total.platformFeeMinor, kind: 'fee' },
      ].filter((line) => line.amountMinor !== 0 || line.kind === 'charge') as Line[];
      const written = await writeDocument(tx, {
        orgId,
        kind: 'statement_of_income',
        period,
        currency: total.currency,
        status: statuses.statement,
        lines,
        from,
        to,
      });
      await recordEntries(tx, [
        { kind: 'payout', amountMinor: -written.totalMinor, currency: total.currency, ownerOrgId: orgId, invoiceId: written.invoiceId, accruesAt: from },
      ]);
      documents.push({ ...written, orgId, orgName, kind: 'statement_of_income', currency: total.currency });
    }
  }
  const uses = await discountCodeRows(tx, { kind: 'platform' }, period);
  const codeOwners = [...new Map(uses.map((row) => [row.ownerOrgId, row.ownerOrgName])).entries()];
  for (const [orgId, orgName] of codeOwners) {
    const month = await monthOf(orgId);
    if (!month) continue;
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
      const written = await writeDocument(tx, { orgId, kind: 'discount_code', period, currency, status: statuses.discountCodes, lines, ...month });
      documents.push({ ...written, orgId, orgName, kind: 'discount_code', currency });
    }
  }
  return documents;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Credit notes: an issued statement of income is never changed. When the ledger of its
 * owner, month and currency changes afterwards (a booking of that month refunded after the
 * statement went out), a credit note is issued that names the statement: a line per kind that
 * changed (refunds, the platform fee given back, …) and, as its total, the signed change of the
 * net payout, recorded as a payout entry of the ledger like the statement's. So a month's
 * statement plus its credit notes is the month's ledger, to the cent.
 *
 * Why a credit note rather than an adjustment line on the next statement: it is what Stripe
 * (a finalized invoice is immutable; corrections are credit notes referencing it, each with its
 * own number and PDF) and QuickBooks (a credit memo against the original) users expect, and it
 * keeps every document about one month — the next month's statement stays that month's ledger,
 * and the corrected month reconciles as statement + notes without reading another month.
 *
 * Run by the hourly month-end job (and a manual month-end): a refund is on a credit note within
 * the hour. Idempotent: a note brings the statement level with the ledger, so a second run finds
 * nothing to adjust.
 */
export async function issueCreditNotes(tx: Queryable, now = new Date()): Promise<CreditNote[]> {
  await settleBookingEntries(tx);
  const notes: CreditNote[] = [];
  for (const drift of await statementDrifts(tx)) {
    const kinds = Object.keys(LINE_TEXT) as (keyof StatementKinds)[];
    const lines: Line[] = kinds
      .map((kind) => ({
        description: `${LINE_TEXT[kind]}: change after ${drift.statementNumber} was issued`,
        amountMinor: drift.ledger[kind] - drift.stated[kind],
        kind,
      }))
      .filter((line) => line.amountMinor !== 0);
    const { end } = periodBounds(drift.period);
    const month = { from: new Date(drift.periodFrom), to: new Date(drift.periodTo) };
    // Due like a statement, counted from the day the note is issued (its period ended long ago).
    const dueDays = DUE_DAYS + Math.max(0, Math.ceil((now.getTime() - new Date(`${end}T00:00:00Z`).getTime()) / DAY_MS));
    const written = await writeDocument(tx, {
      orgId: drift.orgId,
      kind: 'credit_note',
      period: drift.period,
      currency: drift.currency,
      status: 'Payment Pending',
      lines,
      adjustsInvoiceId: drift.statementId,
      dueDays,
      ...month,
    });
    await recordEntries(tx, [
      {
        kind: 'payout',
        amountMinor: -written.totalMinor,
        currency: drift.currency,
        ownerOrgId: drift.orgId,
        invoiceId: written.invoiceId,
        accruesAt: month.from,
      },
    ]);
    notes.push({ ...written, orgId: drift.orgId, currency: drift.currency, adjustsInvoiceId: drift.statementId });
  }
  return notes;
}

/** A credit note issueCreditNotes wrote: its total the change of the net payout of the statement it adjusts. */
export type CreditNote = { invoiceId: number; invoiceNumber: string; orgId: number; currency: string; totalMinor: number; adjustsInvoiceId: number };
