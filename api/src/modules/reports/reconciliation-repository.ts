import type { PaidBy } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { COUNTS_AS_BOOKING, LEDGER_BOOKINGS } from '../ledger/queries';
import { hourly } from './aggregates';
import { lotScope, ownedBookings } from './report-sql';

/** Payment reconciliation: payments matched to the document they appear on, and the period's bookings with how each is paid. */

export interface ReconciliationRow {
  paymentId: number;
  reservationId: number;
  at: Date;
  method: string;
  status: string;
  amountMinor: number;
  currency: string;
  document: { kind: 'INVOICE' | 'CONSOLIDATED_INVOICE' | 'STATEMENT'; number: string } | null;
  matched: boolean;
}

/** The document a customer is billed on for a booking: its consolidated invoice, else an invoice that lists it. */
const CUSTOMER_DOCUMENT = `(SELECT json_build_object('kind', CASE WHEN i.kind = 'consolidated' THEN 'CONSOLIDATED_INVOICE' ELSE 'INVOICE' END, 'number', i.invoice_number)
     FROM invoices i
    WHERE i.kind IN ('invoice', 'consolidated') AND i.status <> 'Cancelled'
      AND (i.id IN (SELECT cb.invoice_id FROM consolidated_billing cb WHERE cb.reservation_id = r.id)
           OR i.id IN (SELECT il.invoice_id FROM invoice_lines il WHERE il.reservation_id = r.id))
    ORDER BY i.kind = 'consolidated' DESC, i.id LIMIT 1)`;

/** The owner's statement of income of the booking's month (in the owner's accounting zone, the instants it was issued for) and currency. */
const OWNER_DOCUMENT = `(SELECT json_build_object('kind', 'STATEMENT', 'number', i.invoice_number)
     FROM invoices i
    WHERE i.kind = 'statement_of_income' AND i.org_id = l.owner_org_id AND i.currency = r.currency AND i.status <> 'Cancelled'
      AND r.start_at >= COALESCE(i.period_from, i.period_start::timestamp AT TIME ZONE 'UTC')
      AND r.start_at < COALESCE(i.period_to, (i.period_end + 1)::timestamp AT TIME ZONE 'UTC')
    ORDER BY i.id DESC LIMIT 1)`;

export const RECONCILIATION_SORTS = { at: 'p.created_at', amountMinor: 'p.amount_minor', status: 'p.status', reservationId: 'p.reservation_id' } as const;

function reconciliationWhere(scope: Scope, range: { from: Date; to: Date }, status: string | undefined, parkingLotId?: number) {
  const params: SqlParam[] = [range.from.toISOString(), range.to.toISOString()];
  const where = [
    'p.created_at >= $1 AND p.created_at < $2',
    scopeSql(scope, params, {
      owner: (p) => `l.owner_org_id = ${p}`,
      fleet: (p) =>
        `r.org_id = ${p} OR r.booked_by_org_id = ${p} OR p.payer_org_id = ${p} OR r.org_id IN (SELECT c.id FROM organizations c WHERE c.parent_org_id = ${p})`,
    }),
  ];
  const document = scope.kind === 'owner' ? OWNER_DOCUMENT : scope.kind === 'fleet' ? CUSTOMER_DOCUMENT : `COALESCE(${CUSTOMER_DOCUMENT}, ${OWNER_DOCUMENT})`;
  if (parkingLotId !== undefined) {
    params.push(parkingLotId);
    where.push(`r.lot_id = $${params.length}`);
  }
  if (status === 'unmatched') where.push(`${document} IS NULL`);
  else if (status) {
    params.push(status);
    where.push(`p.status = $${params.length}`);
  }
  return { params, where: where.join(' AND '), document };
}

const RECONCILIATION_FROM = `payments p JOIN reservations r ON r.id = p.reservation_id JOIN parking_lots l ON l.id = r.lot_id`;

/**
 * The payment aggregate's rows matching a reconciliation filter, or null when it cannot answer it:
 * a carrier's payments are found through its bookings' organisations and "unmatched" through the
 * documents (both read live), as is a window that is not whole hours.
 */
function paymentHours(scope: Scope, range: { from: Date; to: Date }, status: string | undefined, parkingLotId: number | undefined, params: SqlParam[]) {
  if (scope.kind === 'fleet' || status === 'unmatched' || !hourly(range.from, range.to)) return null;
  const where = ['e.hour >= $1 AND e.hour < $2'];
  if (parkingLotId !== undefined) {
    params.push(parkingLotId);
    where.push(`e.lot_id = $${params.length} AND e.lot_id IN (SELECT l.id FROM parking_lots l WHERE ${lotScope(scope, params)})`);
  } else where.push(ownedBookings(scope, params));
  if (status) {
    params.push(status);
    where.push(`e.status = $${params.length}`);
  }
  return `SELECT e.* FROM report_payment_${parkingLotId === undefined ? 'owner' : 'lot'}_hours e WHERE ${where.join(' AND ')}`;
}

/** How many payments match a reconciliation filter: from the aggregate when it answers, else counted live. */
async function countPayments(db: Queryable, scope: Scope, range: { from: Date; to: Date }, filter: { status?: string; parkingLotId?: number }) {
  const params: SqlParam[] = [range.from.toISOString(), range.to.toISOString()];
  const hours = paymentHours(scope, range, filter.status, filter.parkingLotId, params);
  if (hours) return (await db.query<{ n: number }>(`SELECT COALESCE(sum(e.payments), 0)::int AS n FROM (${hours}) e`, params)).rows[0].n;
  const live = reconciliationWhere(scope, range, filter.status, filter.parkingLotId);
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${RECONCILIATION_FROM} WHERE ${live.where}`, live.params)).rows[0].n;
}

/** Each sortable column's type, for the CSV's walk: its bound is read back as text (exact to the microsecond). */
const RECONCILIATION_SORT_TYPES: Record<string, string> = {
  'p.created_at': 'timestamptz',
  'p.amount_minor': 'integer',
  'p.status': 'text',
  'p.reservation_id': 'integer',
};

/** Where a CSV's walk of the reconciliation stopped: the last row's sort value (as text) and id. */
export type ReconciliationCursor = { value: string; id: number };

/**
 * Every payment and refund in [from, to) of the bookings in scope, matched to the document it
 * appears on: the page's payments are found first (an index walk for the default order), then
 * matched, so a page reads its own rows, not the range's. `counted: false` (a CSV's batches) skips
 * the total; `after` (the CSV) continues from a row instead of skipping `offset` rows, so a CSV of
 * 100,000 rows reads each once.
 */
export async function reconciliationRows(
  db: Queryable,
  scope: Scope,
  range: { from: Date; to: Date },
  filter: { status?: string; parkingLotId?: number; orderBy: string; offset: number; size: number; counted?: boolean; after?: ReconciliationCursor | null },
): Promise<{ rows: (ReconciliationRow & { cursor: ReconciliationCursor })[]; total: number }> {
  const { params, where, document } = reconciliationWhere(scope, range, filter.status, filter.parkingLotId);
  // orderBy is one of RECONCILIATION_SORTS (NOT NULL columns) and a direction, from parseSort.
  const [column, direction] = filter.orderBy.split(' ');
  const conditions = [where];
  if (filter.after) {
    params.push(filter.after.value, filter.after.id);
    const bound = `$${params.length - 1}::${RECONCILIATION_SORT_TYPES[column]}`;
    conditions.push(`(${column} ${direction === 'DESC' ? '<' : '>'} ${bound} OR (${column} = ${bound} AND p.id > $${params.length}))`);
  }
  params.push(filter.size, filter.after ? 0 : filter.offset);
  const [{ rows }, total] = await Promise.all([
    db.query<ReconciliationRow & { cursor: string }>(
      `WITH page AS (SELECT p.id FROM ${RECONCILIATION_FROM} WHERE ${conditions.join(' AND ')}
                      ORDER BY ${filter.orderBy}, p.id LIMIT $${params.length - 1} OFFSET $${params.length})
       SELECT p.id AS "paymentId", p.reservation_id AS "reservationId", p.created_at AS at, p.method, p.status, p.amount_minor AS "amountMinor", p.currency,
              ${document} AS document, ${column}::text AS cursor
         FROM ${RECONCILIATION_FROM}
        WHERE p.id IN (SELECT id FROM page)
        ORDER BY ${filter.orderBy}, p.id`,
      params,
    ),
    filter.counted === false ? Promise.resolve(0) : countPayments(db, scope, range, filter),
  ]);
  return { rows: rows.map((row) => ({ ...row, matched: row.document !== null, cursor: { value: row.cursor, id: row.paymentId } })), total };
}

export interface ReconciliationTotal {
  currency: string;
  chargedMinor: number;
  refundedMinor: number;
  pendingMinor: number;
  failedMinor: number;
  netMinor: number;
}

/** The totals' sums over rows `p` with `status` and `amount` columns. */
const totalsSql = (status: string, amount: string) => `
            COALESCE(sum(${amount}) FILTER (WHERE ${status} = 'Payment Success'), 0)::float8 AS "chargedMinor",
            COALESCE(sum(${amount}) FILTER (WHERE ${status} = 'Payment Refunded'), 0)::float8 AS "refundedMinor",
            COALESCE(sum(${amount}) FILTER (WHERE ${status} IN ('Payment Pending', 'Payment Initiated', 'To be Paid')), 0)::float8 AS "pendingMinor",
            COALESCE(sum(${amount}) FILTER (WHERE ${status} = 'Payment Failed'), 0)::float8 AS "failedMinor",
            (COALESCE(sum(${amount}) FILTER (WHERE ${status} = 'Payment Success'), 0) - COALESCE(sum(${amount}) FILTER (WHERE ${status} = 'Payment Refunded'), 0))::float8 AS "netMinor"`;

/** Per currency over the whole filtered range (not one page): charged, refunded, pending, failed and net = charged − refunded. */
export async function reconciliationTotals(
  db: Queryable,
  scope: Scope,
  range: { from: Date; to: Date },
  filter: { status?: string; parkingLotId?: number },
): Promise<ReconciliationTotal[]> {
  const aggregated: SqlParam[] = [range.from.toISOString(), range.to.toISOString()];
  const hours = paymentHours(scope, range, filter.status, filter.parkingLotId, aggregated);
  if (hours) {
    const { rows } = await db.query<ReconciliationTotal>(
      `SELECT e.currency, ${totalsSql('e.status', 'e.amount')} FROM (${hours}) e GROUP BY e.currency HAVING sum(e.payments) > 0 ORDER BY e.currency`,
      aggregated,
    );
    return rows;
  }
  const { params, where } = reconciliationWhere(scope, range, filter.status, filter.parkingLotId);
  const { rows } = await db.query<ReconciliationTotal>(
    `SELECT p.currency, ${totalsSql('p.status', 'p.amount_minor')}
       FROM ${RECONCILIATION_FROM}
      WHERE ${where}
      GROUP BY p.currency ORDER BY p.currency`,
    params,
  );
  return rows;
}

// Reconciliation of the period's bookings --------------------------------------------------------

/**
 * How a booking was or will be paid, first match wins (PAID_BY): its consolidated invoice; the
 * method of its first payment; an invoice that lists it; else not billed yet. `r` the reservation.
 */
const PAID_BY_SQL = `COALESCE(
      (SELECT 'CONSOLIDATED_INVOICE' FROM consolidated_billing cb WHERE cb.reservation_id = r.id),
      (SELECT p.method FROM payments p WHERE p.reservation_id = r.id ORDER BY p.id LIMIT 1),
      (SELECT 'INVOICE' FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id
        WHERE il.reservation_id = r.id AND i.kind = 'invoice' AND i.status <> 'Cancelled' LIMIT 1),
      'NOT_BILLED')`;

/**
 * The bookings whose money accrues in [from, to) — the statement of income's bookings (the ledger's,
 * with a charge), cancelled ones included — in scope: an owner's lots, a fleet's bookings (its own,
 * booked by it, or its sub-carriers'), the platform's all. Columns: the statement's sums of each and
 * how it is paid (`paid_by`).
 */
function periodBookings(scope: Scope, range: { from: Date; to: Date }, params: SqlParam[]): string {
  params.push(range.from.toISOString(), range.to.toISOString());
  const window = `e.accrues_at >= $${params.length - 1} AND e.accrues_at < $${params.length}`;
  const owned = scopeSql(scope, params, { owner: (p) => `e.owner_org_id = ${p}`, fleet: 'TRUE' });
  const customer = scopeSql(scope, params, {
    owner: 'TRUE',
    fleet: (p) => `r.org_id = ${p} OR r.booked_by_org_id = ${p} OR r.org_id IN (SELECT c.id FROM organizations c WHERE c.parent_org_id = ${p})`,
  });
  return `
    SELECT b.reservation_id, b.currency, b.charge, b.discount, b.tax, b.refund, r.start_at, r.id AS rid, l.name AS lot_name, ${PAID_BY_SQL} AS paid_by
      FROM (${LEDGER_BOOKINGS(`${window} AND ${owned}`)}) b
      JOIN reservations r ON r.id = b.reservation_id
      JOIN parking_lots l ON l.id = b.lot_id
     WHERE b.charge <> 0 AND ${customer}`;
}

export interface ReconciliationBookingRow {
  reservationId: number;
  parkingLotName: string;
  startAt: Date;
  currency: string;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  taxesMinor: number;
  billedMinor: number;
  paidBy: PaidBy;
  document: { kind: 'INVOICE' | 'CONSOLIDATED_INVOICE'; number: string } | null;
}

/** A page of the period's bookings (periodBookings), by start, with the invoice that bills each (CUSTOMER_DOCUMENT). */
export async function reconciliationBookingRows(
  db: Queryable,
  scope: Scope,
  range: { from: Date; to: Date },
  window: { offset: number; size: number },
): Promise<{ rows: ReconciliationBookingRow[]; total: number }> {
  const params: SqlParam[] = [];
  const bookings = periodBookings(scope, range, params);
  params.push(window.size, window.offset);
  const [{ rows }, count] = await Promise.all([
    db.query<ReconciliationBookingRow>(
      `WITH b AS (${bookings})
       SELECT b.reservation_id AS "reservationId", b.lot_name AS "parkingLotName", b.start_at AS "startAt", b.currency,
              b.charge::float8 AS "grossMinor", (-b.discount)::float8 AS "discountsMinor", (-b.refund)::float8 AS "refundsMinor",
              b.tax::float8 AS "taxesMinor", (b.charge + b.discount + b.tax + b.refund)::float8 AS "billedMinor", b.paid_by AS "paidBy",
              (SELECT ${CUSTOMER_DOCUMENT} FROM reservations r WHERE r.id = b.reservation_id) AS document
         FROM b ORDER BY b.start_at, b.reservation_id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${bookings}) b`, params.slice(0, -2)),
  ]);
  return { rows, total: count.rows[0].n };
}

/** One currency's and way of paying's bookings of a period: the statement's count (COUNTS_AS_BOOKING) and sums. */
export interface ReconciliationBookingSum {
  currency: string;
  paidBy: PaidBy;
  bookings: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  taxesMinor: number;
  billedMinor: number;
}

/** Per currency and way of paying over every booking of the period: the statement's count (COUNTS_AS_BOOKING) and sums. */
export async function reconciliationBookingSums(db: Queryable, scope: Scope, range: { from: Date; to: Date }): Promise<ReconciliationBookingSum[]> {
  const params: SqlParam[] = [];
  const { rows } = await db.query<ReconciliationBookingSum>(
    `SELECT b.currency, b.paid_by AS "paidBy", (count(*) FILTER (WHERE ${COUNTS_AS_BOOKING('b')}))::int AS bookings, sum(b.charge)::float8 AS "grossMinor", (-sum(b.discount))::float8 AS "discountsMinor",
            (-sum(b.refund))::float8 AS "refundsMinor", sum(b.tax)::float8 AS "taxesMinor", sum(b.charge + b.discount + b.tax + b.refund)::float8 AS "billedMinor"
       FROM (${periodBookings(scope, range, params)}) b
      GROUP BY b.currency, b.paid_by ORDER BY b.currency, b.paid_by`,
    params,
  );
  return rows;
}
