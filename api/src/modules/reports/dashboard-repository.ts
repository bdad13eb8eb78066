import { CAPACITY_HOLDING_STATUSES } from '@haulstop/shared/constants';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { bookingHours, HOLDS_BOOKINGS, hourly, ledgerMoney, monthPieces, runningAcross, sqlPieces } from './aggregates';
import { CANCELLED, OCCUPYING, REVENUE, bookedSlotHours, list, lotScope, ownedBookings, percent } from './report-sql';

/** The dashboard's figures over the lots in scope: money per currency, occupancy, top lots, cancellations, arrivals. */

export interface MoneyRow {
  currency: string;
  bookings: number;
  revenueMinor: number;
  refundsMinor: number;
}

/**
 * Consecutive windows [bounds[i], bounds[i + 1]) (the dashboard's period and the one before it),
 * their instants appended to `params`: one statement answers them all, each window read exactly as
 * alone, a round trip and a pool connection fewer per window.
 */
function windowsOf(bounds: readonly Date[], params: SqlParam[]) {
  const first = params.length;
  params.push(...bounds.map((bound) => bound.toISOString()));
  return bounds.slice(0, -1).map((bound, period) => ({
    period,
    from: `$${first + period + 1}`,
    to: `$${first + period + 2}`,
    hourly: hourly(bound, bounds[period + 1]),
  }));
}

/** Each window's bookings, revenue and refunds per currency at the lots in scope (windowsOf). */
export async function moneyByCurrency(db: Queryable, scope: Scope, bounds: readonly Date[]): Promise<MoneyRow[][]> {
  const params: SqlParam[] = [];
  const windows = windowsOf(bounds, params);
  const owned = scopeSql(scope, params, { owner: (p) => `e.owner_org_id = ${p}`, fleet: 'FALSE' });
  const { rows } = await db.query<MoneyRow & { period: number }>(
    windows
      .map(
        (
          w,
        ) => `SELECT ${w.period} AS period, b.currency, sum(b.n)::int AS bookings, sum(${REVENUE})::float8 AS "revenueMinor", (-sum(b.refund))::float8 AS "refundsMinor"
                  FROM (${ledgerMoney(w, 'owner', owned)}) b GROUP BY b.currency ${HOLDS_BOOKINGS}`,
      )
      .join(' UNION ALL ') + ' ORDER BY period, currency',
    params,
  );
  return windows.map((w) => rows.filter((row) => row.period === w.period).map(({ period: _, ...row }) => row));
}

/** Per day at the zone and currency: bookings and revenue. */
export async function dailyMoney(db: Queryable, scope: Scope, from: Date, to: Date, zone: string) {
  const params: SqlParam[] = [from.toISOString(), to.toISOString(), zone];
  const owned = scopeSql(scope, params, { owner: (p) => `e.owner_org_id = ${p}`, fleet: 'FALSE' });
  const { rows } = await db.query<{ date: string; currency: string; bookings: number; amountMinor: number }>(
    `WITH b AS (${ledgerMoney({ from: '$1', to: '$2', hourly: hourly(from, to, zone) }, 'owner', owned)})
     SELECT to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM-DD') AS date, b.currency, sum(b.n)::int AS bookings, sum(${REVENUE})::float8 AS "amountMinor"
       FROM b GROUP BY 1, 2 ${HOLDS_BOOKINGS} ORDER BY 1, 2`,
    params,
  );
  return rows;
}

/** The lots in scope, by revenue over the window: the dashboard's top lots. */
export async function topLots(db: Queryable, scope: Scope, from: Date, to: Date, limit: number) {
  const params: SqlParam[] = [from.toISOString(), to.toISOString()];
  const pieces = hourly(from, to) ? monthPieces(from, to) : undefined;
  const window = { from: '$1', to: '$2', hourly: hourly(from, to), months: pieces && sqlPieces(pieces, params) };
  const owned = scopeSql(scope, params, { owner: (p) => `e.owner_org_id = ${p}`, fleet: 'FALSE' });
  const { rows } = await db.query<{ parkingLotId: number; name: string; currency: string; bookings: number; revenueMinor: number }>(
    // Summed per lot first, then joined to the lots' names: an owner of 10,000 lots has ~120,000
    // lot-hours in 90 days, and joining them before summing sorted them all on disk (0.4 s).
    `WITH b AS (${ledgerMoney(window, 'lot', owned)}),
          per_lot AS (SELECT b.lot_id, b.currency, sum(b.n)::int AS bookings, sum(${REVENUE})::float8 AS revenue FROM b GROUP BY b.lot_id, b.currency ${HOLDS_BOOKINGS})
     SELECT l.id AS "parkingLotId", l.name, p.currency, p.bookings, p.revenue AS "revenueMinor"
       FROM per_lot p JOIN parking_lots l ON l.id = p.lot_id
      ORDER BY p.bookings DESC, p.revenue DESC, l.name LIMIT ${Number(limit)}`,
    params,
  );
  return rows;
}

/**
 * Slot-hours booked ÷ slot-hours offered at the lots in scope, in %, for each window
 * [bounds[i], bounds[i + 1]): the dashboard's period and the one before it in one query, which
 * counts the lots' slots and reads the shared bound once.
 */
export async function occupancyPercents(db: Queryable, scope: Scope, bounds: readonly Date[]): Promise<number[]> {
  const params: SqlParam[] = bounds.map((bound) => bound.toISOString());
  const at = bounds.map((_, i) => `$${i + 1}`);
  const windows = at.slice(0, -1).map((from, i) => ({ period: i, from, to: at[i + 1] }));
  const inScope = lotScope(scope, params);
  const lots = `SELECT l.id FROM parking_lots l WHERE l.status <> 'Deleted' AND ${inScope}`;
  // Which window an hour of the aggregate falls in (the hours read span them all).
  const periodOf = (hour: string) => `CASE ${windows.map((w) => `WHEN ${hour} < ${w.to} THEN ${w.period}`).join(' ')} END`;
  const all = { from: at[0], to: at[at.length - 1] };
  // Whole hours: the owner-level aggregate, less its deleted lots' (a report offers only the others),
  // corrected by the bookings running across the bounds; a few rows whatever the number of lots.
  // Each part reads the lots it needs by a condition, not a list of ids: an owner has 10,000.
  const booked = windows.every((w, i) => hourly(bounds[i], bounds[i + 1]))
    ? `SELECT y.period, sum(y.seconds) AS seconds FROM (
         SELECT ${periodOf('e.hour')} AS period, e.slot_seconds AS seconds FROM (${bookingHours(all, 'owner', OCCUPYING, ownedBookings(scope, params))}) e
         UNION ALL
         SELECT ${periodOf('e.hour')}, -e.slot_seconds
           FROM (${bookingHours(all, 'lot', OCCUPYING, `e.lot_id IN (SELECT l.id FROM parking_lots l WHERE l.status = 'Deleted' AND ${inScope})`)}) e
         UNION ALL
         SELECT x.period, x.seconds FROM (${runningAcross(at, OCCUPYING, `l.status <> 'Deleted' AND ${inScope}`)}) x) y
        GROUP BY y.period`
    : windows
        .map(
          (w) => `SELECT ${w.period} AS period, (SELECT COALESCE(sum(x.booked), 0) * 3600.0 FROM (${bookedSlotHours(w.from, w.to, lots, false)}) x) AS seconds`,
        )
        .join(' UNION ALL ');
  const { rows } = await db.query<{ period: number; percent: number }>(
    `WITH slots AS (SELECT COALESCE(sum(l.total_slots), 0) AS n FROM parking_lots l WHERE l.status <> 'Deleted' AND ${inScope}),
          booked AS (${booked}),
          windows AS (SELECT w.period, slots.n * extract(epoch FROM (w.to_at - w.from_at)) / 3600.0 AS offered
                        FROM slots, (VALUES ${windows.map((w) => `(${w.period}, ${w.from}::timestamptz, ${w.to}::timestamptz)`).join(', ')}) w(period, from_at, to_at))
     SELECT w.period, ${percent('(COALESCE(b.seconds, 0) / 3600.0)', 'w.offered')} AS percent
       FROM windows w LEFT JOIN booked b ON b.period = w.period ORDER BY w.period`,
    params,
  );
  return rows.map((row) => row.percent);
}

/** Bookings cancelled (in full or in part) starting in [from, to), per month at the zone. */
export async function cancellationsByMonth(db: Queryable, scope: Scope, from: Date, to: Date, zone: string) {
  const params: SqlParam[] = [from.toISOString(), to.toISOString(), zone];
  const { rows } = await db.query<{ month: string; count: number }>(
    hourly(from, to, zone)
      ? `SELECT to_char(e.hour AT TIME ZONE $3, 'YYYY-MM') AS month, sum(e.bookings)::int AS count
           FROM (${bookingHours({ from: '$1', to: '$2' }, 'owner', CANCELLED, ownedBookings(scope, params))}) e
          GROUP BY 1 HAVING sum(e.bookings) > 0 ORDER BY 1`
      : `SELECT to_char(r.start_at AT TIME ZONE $3, 'YYYY-MM') AS month, count(*)::int AS count
           FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
          WHERE r.status IN ${CANCELLED} AND r.start_at >= $1 AND r.start_at < $2 AND ${lotScope(scope, params)}
          GROUP BY 1 ORDER BY 1`,
    params,
  );
  return rows;
}

/** Bookings of `statuses` at the lots in scope starting in each window (windowsOf). */
async function countStarting(db: Queryable, scope: Scope, statuses: string, bounds: readonly Date[]): Promise<number[]> {
  const params: SqlParam[] = [];
  const windows = windowsOf(bounds, params);
  // Each condition's parameter is appended once, when a window uses it (PostgreSQL refuses unused ones).
  let owned: string | undefined;
  let inScope: string | undefined;
  const { rows } = await db.query<{ period: number; count: number }>(
    windows
      .map((w) =>
        w.hourly
          ? `SELECT ${w.period} AS period, COALESCE(sum(e.bookings), 0)::int AS count FROM (${bookingHours(w, 'owner', statuses, (owned ??= ownedBookings(scope, params)))}) e`
          : `SELECT ${w.period} AS period, count(*)::int AS count FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
              WHERE r.status IN ${statuses} AND r.start_at >= ${w.from} AND r.start_at < ${w.to} AND ${(inScope ??= lotScope(scope, params))}`,
      )
      .join(' UNION ALL ') + ' ORDER BY period',
    params,
  );
  return rows.map((row) => row.count);
}

/** Bookings cancelled (in full or in part) starting in each window. */
export const cancellations = (db: Queryable, scope: Scope, bounds: readonly Date[]) => countStarting(db, scope, CANCELLED, bounds);

/** Bookings holding their slots that arrive in [from, to) at the lots in scope (today's arrivals). */
export const arrivals = async (db: Queryable, scope: Scope, from: Date, to: Date) =>
  (await countStarting(db, scope, list(CAPACITY_HOLDING_STATUSES), [from, to]))[0];
