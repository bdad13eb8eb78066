import type { FinAiAnswer, FinAiRow } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { DEFAULT_LANGUAGE, type Language } from '@haulstop/shared/constants';
import { badRequest, text } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { INVOICE_PAID, INVOICE_TOTAL, REVENUE_BY_BOOKING } from '../ledger/queries';
import { understand, type Intent, type Period } from './question';

/** Invoice statuses with money still owed. */
const OWED = ['Unpaid', 'Partially Paid', 'To be Paid', 'Payment Failed', 'Recurring Failed'];
/** Reservation statuses of a payment that failed (with payment_status 'Payment Failed'). */
const FAILED = ['Payment Failed', 'Recurring Failed'];
const MAX_ROWS = 50;

/**
 * Questions the page offers when it did not understand one (and as examples), in the asker's
 * language: each reads back as its intent (question.test.ts asks every one of them).
 */
export const SUGGESTED_INTENTS: readonly Intent[] = ['revenueByLot', 'revenueByMonth', 'revenueByOwner', 'failedPayments', 'unpaidInvoices', 'topCustomers'];
export const suggestions = (language: Language) => SUGGESTED_INTENTS.map((intent) => translate(language, `apiErrors.finai.suggestions.${intent}`));

/**
 * Each question's SQL: `window` is a condition on its date column, bound to the period's
 * parameters, or TRUE for all time; `statuses`, when it has them, is $1. Revenue is the ledger's
 * (REVENUE_BY_BOOKING): gross less discounts and refunds, taxes included, before the platform fee,
 * in the month the booking starts (UTC) — the statement of income's figures, so they agree.
 */
type Query = { columns: string[]; dateColumn: string; statuses?: readonly string[]; sql: (window: string) => string };

const QUERIES: Record<Intent, Query> = {
  revenueByLot: {
    columns: ['lotName', 'ownerName', 'currency', 'reservations', 'amountMinor'],
    dateColumn: 'e.accrues_at',
    sql: (window) => `SELECT l.name AS "lotName", o.name AS "ownerName", b.currency, count(*)::int AS reservations, sum(b.revenue)::int AS "amountMinor"
        FROM (${REVENUE_BY_BOOKING(window)}) b JOIN parking_lots l ON l.id = b.lot_id JOIN organizations o ON o.id = l.owner_org_id
       GROUP BY l.id, l.name, o.name, b.currency ORDER BY sum(b.revenue) DESC, l.name`,
  },
  revenueByMonth: {
    columns: ['month', 'currency', 'reservations', 'amountMinor'],
    dateColumn: 'e.accrues_at',
    sql: (
      window,
    ) => `SELECT to_char(date_trunc('month', b.accrues_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, b.currency, count(*)::int AS reservations, sum(b.revenue)::int AS "amountMinor"
        FROM (${REVENUE_BY_BOOKING(window)}) b
       GROUP BY 1, b.currency ORDER BY 1, b.currency`,
  },
  revenueByOwner: {
    columns: ['ownerName', 'currency', 'lots', 'reservations', 'amountMinor'],
    dateColumn: 'e.accrues_at',
    sql: (
      window,
    ) => `SELECT o.name AS "ownerName", b.currency, count(DISTINCT l.id)::int AS lots, count(*)::int AS reservations, sum(b.revenue)::int AS "amountMinor"
        FROM (${REVENUE_BY_BOOKING(window)}) b JOIN parking_lots l ON l.id = b.lot_id JOIN organizations o ON o.id = l.owner_org_id
       GROUP BY o.id, o.name, b.currency ORDER BY sum(b.revenue) DESC, o.name`,
  },
  topCustomers: {
    columns: ['customerName', 'currency', 'reservations', 'amountMinor'],
    dateColumn: 'e.accrues_at',
    sql: (window) => `SELECT c.name AS "customerName", b.currency, count(*)::int AS reservations, sum(b.revenue)::int AS "amountMinor"
        FROM (${REVENUE_BY_BOOKING(window)}) b JOIN organizations c ON c.id = b.customer_org_id
       GROUP BY c.id, c.name, b.currency ORDER BY sum(b.revenue) DESC, c.name LIMIT 10`,
  },
  failedPayments: {
    columns: ['reservationId', 'lotName', 'customerName', 'startAt', 'status', 'currency', 'amountMinor'],
    dateColumn: 'r.start_at',
    statuses: FAILED,
    sql: (
      window,
    ) => `SELECT r.id AS "reservationId", l.name AS "lotName", c.name AS "customerName", to_char(r.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "startAt",
             r.status, r.currency, r.amount_minor AS "amountMinor"
        FROM reservations r JOIN parking_lots l ON l.id = r.lot_id JOIN organizations c ON c.id = r.org_id
       WHERE (r.payment_status = 'Payment Failed' OR r.status = ANY($1::text[])) AND ${window}
       ORDER BY r.start_at DESC, r.id`,
  },
  // What is still owed on each: its total less what the ledger holds of its payments.
  unpaidInvoices: {
    columns: ['invoiceNumber', 'orgName', 'status', 'dueDate', 'currency', 'amountMinor'],
    dateColumn: 'i.due_date',
    statuses: OWED,
    sql: (window) => `SELECT i.invoice_number AS "invoiceNumber", o.name AS "orgName", i.status, to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.currency,
             ${INVOICE_TOTAL('i')} - ${INVOICE_PAID('i.id')} AS "amountMinor"
        FROM invoices i JOIN organizations o ON o.id = i.org_id
       WHERE i.status = ANY($1::text[]) AND ${window}
       ORDER BY i.due_date, i.invoice_number`,
  },
};

/**
 * POST /api/finai/ask: the answer to a question about the platform's money, with the figures and
 * the table behind it. Amounts stay per currency (USD and CAD are never summed together).
 */
export async function ask(db: Queryable, question: string, language: Language = DEFAULT_LANGUAGE, now = new Date()): Promise<FinAiAnswer> {
  const trimmed = question.trim();
  if (trimmed.length === 0) throw badRequest(text('apiErrors.finai.askQuestion'), undefined, { field: 'question' });
  const understood = understand(trimmed, now);
  if (understood.intent === 'unknown')
    return { question: trimmed, intent: 'unknown', period: null, columns: [], rows: [], totalRows: 0, totals: [], suggestions: suggestions(language) };
  const { intent, period } = understood;
  const query = QUERIES[intent];
  const params: SqlParam[] = query.statuses ? [[...query.statuses]] : [];
  const window = period ? `${query.dateColumn} >= $${params.length + 1} AND ${query.dateColumn} < $${params.length + 2}` : 'TRUE';
  if (period) params.push(period.from.toISOString(), period.to.toISOString());
  const { rows } = await db.query<FinAiRow>(query.sql(window), params);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(String(row.currency), (totals.get(String(row.currency)) ?? 0) + Number(row.amountMinor ?? 0));
  return {
    question: trimmed,
    intent,
    period: period ? periodAnswer(period) : null,
    columns: query.columns,
    rows: rows.slice(0, MAX_ROWS),
    totalRows: rows.length,
    totals: [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amountMinor]) => ({ currency, amountMinor })),
    suggestions: [],
  };
}

const periodAnswer = (period: Period) => ({ from: period.from.toISOString(), to: period.to.toISOString(), label: period.label });
