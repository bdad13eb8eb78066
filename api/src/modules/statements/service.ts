import { PLATFORM_FEE_RATE, PRODUCT_NAME, type Language } from '@haulstop/shared/constants';
import { Readable } from 'node:stream';
import type { Statement, StatementTotal } from '@haulstop/shared/contracts';
import { STATEMENT_COLUMNS, type StatementLine } from '@haulstop/shared/contracts/statement-columns';
import { periodRange, previousPeriod } from '@haulstop/shared/rules';
import { invoiceStatus } from '@haulstop/shared/status';
import type { Queryable } from '../../db/db';
import { orgTimeZone } from '../../lib/accounting-zone';
import { documentWords, moneyText, pdfDocument } from '../../lib/documents';
import { scopeFor } from '../../lib/tenancy';
import type { OrgContext } from '../../plugins/app/authorization';
import { issuedStatements, statementAdjustments, statementRows } from '../ledger/queries';
import { listCsv } from '../../lib/list-csv';

/** A statement's amounts, summed per currency in its totals (the page, the CSV and the month-end document alike). */
export const STATEMENT_AMOUNTS = [
  'bookings',
  'grossMinor',
  'discountsMinor',
  'refundsMinor',
  'platformFeeMinor',
  'taxesMinor',
  'overstayMinor',
  'noShowFeesMinor',
  'netPayoutMinor',
] as const;

/** The first and last day of a period, as text (the same days in every zone). */
export function periodDays(period: string): { periodStart: string; periodEnd: string } {
  const { start, end } = periodRange(period);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { periodStart: day(start), periodEnd: day(new Date(end.getTime() - 1)) };
}

/**
 * The zone an organisation's monthly documents are cut in, and its default month (the last one
 * there): an owner's own zone; the platform reads every owner's month in that owner's zone (null).
 */
export async function documentZone(db: Queryable, org: OrgContext, period?: string): Promise<{ timeZone: string | null; period: string }> {
  const timeZone = org.isPlatformOrg ? null : await orgTimeZone(db, org.orgId);
  return { timeZone, period: period ?? previousPeriod(new Date(), timeZone ?? 'UTC') };
}

/** Per currency, the sum of the rows' columns: USD and CAD are never added together. */
export function totalsByCurrency<Row extends { currency: string }, Key extends keyof Row & string>(rows: readonly Row[], keys: readonly Key[]) {
  const totals = new Map<string, { currency: string } & Record<Key, number>>();
  for (const row of rows) {
    const total =
      totals.get(row.currency) ??
      ({ currency: row.currency, ...Object.fromEntries(keys.map((key) => [key, 0])) } as { currency: string } & Record<Key, number>);
    for (const key of keys) (total as Record<Key, number>)[key] += row[key] as number;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * GET /api/statements: per lot and currency, the period's gross bookings, discounts, refunds,
 * taxes, the overstay charged (before taxes) and the no-show fees kept, the platform fee (PLATFORM_FEE_RATE of gross − discounts, rounded once per booking, none
 * on a booking cancelled in full, and of each overstay charge) and the net payout = gross − discounts + taxes − refunds
 * + overstay + no-show fees − fee,
 * all sums of the ledger's entries of the bookings that start in the month (in the owner's accounting zone);
 * once the month's statement is issued, a later refund is on a credit note, listed in
 * `adjustments` (the figures are the issued statement plus them). Default period: last month.
 */
export async function getStatement(db: Queryable, org: OrgContext, asked?: string): Promise<Statement> {
  const { timeZone, period } = await documentZone(db, org, asked);
  const { periodStart, periodEnd } = periodDays(period);
  const rows = await statementRows(db, scopeFor(org), period);
  const totals: StatementTotal[] = totalsByCurrency(rows, STATEMENT_AMOUNTS);
  const adjustments = await statementAdjustments(db, scopeFor(org), periodStart);
  const documents = await issuedStatements(db, scopeFor(org), periodStart);
  return { period, periodStart, periodEnd, timeZone, platformFeeRate: PLATFORM_FEE_RATE, rows, totals, adjustments, documents };
}

/**
 * The statement as CSV, headed in `language` by its table's column list (STATEMENT_COLUMNS): one
 * record per lot and currency, then one total record per currency (lot "Total", no owner); money in
 * major units, 2 decimals.
 */
export function statementCsv(statement: Statement, language: Language): Readable {
  const { period } = statement;
  const lines: StatementLine[] = [
    ...statement.rows.map((row) => ({ ...row, period })),
    ...statement.totals.map((total) => ({ ...total, period, ownerOrgName: '', parkingLotName: 'Total' })),
  ];
  return listCsv(Readable.from(lines), STATEMENT_COLUMNS, language, (line: StatementLine) => [line]);
}

/** The statement as a PDF in `language`: the product, both parties, the period, a block per lot, the totals and net payout per currency. */
export function statementPdf(statement: Statement, org: OrgContext, language: Language): Promise<Buffer> {
  const { t, status } = documentWords(language);
  return pdfDocument(t('statement', { period: statement.period }), (doc) => {
    doc.text(t('from', { name: PRODUCT_NAME }));
    doc.text(t('to', { name: org.isPlatformOrg ? t('allOwners') : org.orgName }));
    doc.text(t('periodZone', { from: statement.periodStart, to: statement.periodEnd, zone: statement.timeZone ?? t('eachOwnersZone') }));
    doc.text(t('platformFeeRate', { rate: statement.platformFeeRate / 10_000 }));
    doc.moveDown();
    if (statement.rows.length === 0) doc.text(t('noBookings'));
    for (const row of statement.rows) {
      const m = (minor: number) => moneyText(minor, row.currency);
      doc
        .font('Helvetica-Bold')
        .text(t('lotBookings', { lot: `${row.parkingLotName}${org.isPlatformOrg ? ` (${row.ownerOrgName})` : ''}`, count: row.bookings }));
      doc.font('Helvetica').text(
        t('statementRow', {
          gross: m(row.grossMinor),
          discounts: m(row.discountsMinor),
          refunds: m(row.refundsMinor),
          overstay: m(row.overstayMinor),
          noShowFees: m(row.noShowFeesMinor),
          fee: m(row.platformFeeMinor),
          taxes: m(row.taxesMinor),
          net: m(row.netPayoutMinor),
        }),
      );
      doc.moveDown(0.5);
    }
    doc.moveDown();
    for (const total of statement.totals) {
      const m = (minor: number) => moneyText(minor, total.currency);
      doc.font('Helvetica-Bold').text(
        t('statementTotals', {
          currency: total.currency,
          gross: m(total.grossMinor),
          discounts: m(total.discountsMinor),
          refunds: m(total.refundsMinor),
          overstay: m(total.overstayMinor),
          noShowFees: m(total.noShowFeesMinor),
          fee: m(total.platformFeeMinor),
          taxes: m(total.taxesMinor),
        }),
      );
      doc
        .fontSize(12)
        .text(t('netPayout', { amount: m(total.netPayoutMinor) }))
        .fontSize(10)
        .font('Helvetica');
      doc.moveDown(0.5);
    }
    // The issued statement's status as every screen shows it: Overdue past its due date while its payout is pending.
    for (const issued of statement.documents)
      doc.text(
        t('issuedStatement', {
          number: `${issued.invoiceNumber}${org.isPlatformOrg ? ` (${issued.ownerOrgName})` : ''}`,
          currency: issued.currency,
          dueDate: issued.dueDate ?? '—',
          status: status(invoiceStatus({ ...issued, kind: 'statement_of_income' })),
        }),
      );
    if (statement.adjustments.length > 0) {
      doc.moveDown();
      doc.font('Helvetica-Bold').text(t('adjusted')).font('Helvetica');
      for (const note of statement.adjustments)
        doc.text(
          t('creditNoteTo', {
            number: note.invoiceNumber,
            adjusts: `${note.adjustsInvoiceNumber}${org.isPlatformOrg ? ` (${note.ownerOrgName})` : ''}`,
            amount: moneyText(note.totalMinor, note.currency),
          }),
        );
    }
  });
}
