import { CAPACITY_HOLDING_STATUSES } from '@haulstop/shared/constants';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { COUNTS_AS_BOOKING, LEDGER_BOOKINGS } from '../ledger/queries';
import { bookingHours, HOLDS_BOOKINGS, hourly, ledgerMoney, monthPieces, runningAcross, sqlPieces } from './aggregates';

/*
 * The reports' SQL (issue 22). Money is read from the ledger (LEDGER_BOOKINGS), so a report's
 * gross, discounts, refunds, fee and taxes are the statement's to the cent, and its bookings are
 * the statement's count (COUNTS_AS_BOOKING: not failed, expired, or cancelled and refunded in full),
 * in the window its start falls in (its entries' accrues_at). Occupancy reads the bookings themselves. Both through
 * their hourly aggregates when the window allows (aggregates.ts): the same figures, from fewer rows.
 */

const list = (values: readonly string[]) => `(${values.map((v) => `'${v}'`).join(', ')})`;
/** Bookings that occupy their slots: those holding capacity now, and those that did (Completed). */
const OCCUPYING = list([...CAPACITY_HOLDING_STATUSES, 'Completed']);
/** Bookings cancelled in full or in part. */
export const CANCELLED = list(['Cancelled', 'Refunded', 'Partial Cancel']);

/** What the customer paid and kept of a booking: gross − discounts − refunds + taxes (the assistant's revenue). */
const REVENUE = '(b.charge + b.discount + b.tax + b.refund)';
// Money sums are read as float8, not int: a platform's 90 days pass 2^31 cents; float8 is exact to 2^53.

/** Lots of the owner's scope: its own; the platform's: every owner's. */
const lotScope = (scope: Scope, params: SqlParam[]) => scopeSql(scope, params, { owner: (p) => `l.owner_org_id = ${p}`, fleet: 'FALSE' });

/**
 * Slot-hours of occupying bookings at lots matching `lots` within [$from, $to), per lot: live, or
 * (whole hours) the aggregate of those starting in the window corrected by those running across its
 * bounds (runningAcross), the same sum in another order.
 */
const bookedSlotHours = (from: string, to: string, lots: string, aggregate: boolean) =>
  aggregate
    ? `
  SELECT x.lot_id, sum(x.seconds) / 3600.0 AS booked
    FROM (SELECT e.lot_id, e.slot_seconds AS seconds FROM (${bookingHours({ from, to }, 'lot', OCCUPYING, `e.lot_id IN (${lots})`)}) e
          UNION ALL SELECT x.lot_id, x.seconds FROM (${runningAcross([from, to], OCCUPYING, `l.id IN (${lots})`)}) x) x
   GROUP BY x.lot_id`
    : `
  SELECT r.lot_id, sum(r.slots * extract(epoch FROM (LEAST(r.end_at, ${to}::timestamptz) - GREATEST(r.start_at, ${from}::timestamptz)))) / 3600.0 AS booked
    FROM reservations r
   WHERE r.lot_id IN (${lots}) AND r.status IN ${OCCUPYING} AND r.start_at < ${to}::timestamptz AND r.end_at > ${from}::timestamptz
   GROUP BY r.lot_id`;

/** The owner-level booking aggregate's rows in scope (an owner's; the platform's: all). */
const ownedBookings = (scope: Scope, params: SqlParam[]) => scopeSql(scope, params, { owner: (p) => `e.owner_org_id = ${p}`, fleet: 'FALSE' });

const percent = (booked: string, offered: string) => `CASE WHEN ${offered} > 0 THEN round((100 * ${booked} / ${offered})::numeric, 1)::float8 ELSE 0 END`;

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

export interface LotReportRow {
  parkingLotId: number;
  name: string;
  currency: string;
  totalSlots: number;
  bookings: number;
  occupancyPercent: number;
  grossMinor: number;
  netSalesMinor: number;
  averagePriceMinor: number;
  listPriceMinor: number | null;
  cancellations: number;
}

export const LOT_SORTS = {
  name: 'l.name',
  bookings: 'bookings',
  occupancyPercent: '"occupancyPercent"',
  grossMinor: '"grossMinor"',
  netSalesMinor: '"netSalesMinor"',
  averagePriceMinor: '"averagePriceMinor"',
  cancellations: 'cancellations',
} as const;

/** The lot report: per lot in scope over [from, to). */
export async function lotReport(
  db: Queryable,
  scope: Scope,
  range: { from: Date; to: Date },
  filter: { parkingLotId?: number; orderBy: string; offset: number; size: number },
): Promise<{ rows: LotReportRow[]; total: number }> {
  const params: SqlParam[] = [range.from.toISOString(), range.to.toISOString()];
  const where = [`l.status <> 'Deleted'`, lotScope(scope, params)];
  if (filter.parkingLotId !== undefined) {
    params.push(filter.parkingLotId);
    where.push(`l.id = $${params.length}`);
  }
  params.push(filter.size, filter.offset);
  const aggregate = hourly(range.from, range.to);
  const page = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  // Sorted by a lot's own column: the page's lots first, then the figures of those lots alone.
  const byLot = filter.orderBy.startsWith('l.name ');
  const { rows } = await db.query<LotReportRow & { total: number }>(
    `WITH scoped AS (SELECT l.id, l.name, l.currency, l.total_slots, count(*) OVER ()::int AS total FROM parking_lots l WHERE ${where.join(' AND ')}),
          lots AS (SELECT * FROM scoped l${byLot ? ` ORDER BY ${filter.orderBy}, l.id ${page}` : ''}),
          b AS (${ledgerMoney({ from: '$1', to: '$2', hourly: aggregate }, 'lot', 'e.lot_id IN (SELECT id FROM lots)')}),
          money AS (SELECT b.lot_id, sum(b.n) AS bookings, sum(b.charge) AS gross, sum(${REVENUE}) AS revenue FROM b GROUP BY b.lot_id ${HOLDS_BOOKINGS}),
          booked AS (${bookedSlotHours('$1', '$2', 'SELECT id FROM lots', aggregate)}),
          cancelled AS (${
            aggregate
              ? `SELECT e.lot_id, sum(e.bookings) AS n FROM (${bookingHours({ from: '$1', to: '$2' }, 'lot', CANCELLED, 'e.lot_id IN (SELECT id FROM lots)')}) e GROUP BY e.lot_id`
              : `SELECT r.lot_id, count(*) AS n FROM reservations r
                  WHERE r.lot_id IN (SELECT id FROM lots) AND r.status IN ${CANCELLED} AND r.start_at >= $1 AND r.start_at < $2 GROUP BY r.lot_id`
          })
     SELECT l.id AS "parkingLotId", l.name, l.currency, l.total_slots AS "totalSlots",
            COALESCE(m.bookings, 0)::int AS bookings,
            ${percent('COALESCE(bk.booked, 0)', '(l.total_slots * extract(epoch FROM ($2::timestamptz - $1::timestamptz)) / 3600.0)')} AS "occupancyPercent",
            COALESCE(m.gross, 0)::float8 AS "grossMinor",
            COALESCE(m.revenue, 0)::float8 AS "netSalesMinor",
            CASE WHEN COALESCE(m.bookings, 0) > 0 THEN round(m.revenue / m.bookings)::int ELSE 0 END AS "averagePriceMinor",
            (SELECT p.amount_minor FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = '24 hrs') AS "listPriceMinor",
            COALESCE(c.n, 0)::int AS cancellations,
            l.total
       FROM lots l
       LEFT JOIN money m ON m.lot_id = l.id
       LEFT JOIN booked bk ON bk.lot_id = l.id
       LEFT JOIN cancelled c ON c.lot_id = l.id
      ORDER BY ${filter.orderBy}, l.id
      ${byLot ? '' : page}`,
    params,
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? (await countLots(db, scope, filter.parkingLotId)) };
}

async function countLots(db: Queryable, scope: Scope, parkingLotId: number | undefined): Promise<number> {
  const params: SqlParam[] = [];
  const where = [`l.status <> 'Deleted'`, lotScope(scope, params)];
  if (parkingLotId !== undefined) {
    params.push(parkingLotId);
    where.push(`l.id = $${params.length}`);
  }
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM parking_lots l WHERE ${where.join(' AND ')}`, params);
  return rows[0].n;
}

/** A lot a fleet may filter its payments by: one in the catalogue (not deleted), or one it has booked at. */
export async function lotKnownToFleet(db: Queryable, fleetOrgId: number, parkingLotId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM parking_lots l WHERE l.id = $1
        AND (l.status <> 'Deleted' OR EXISTS (SELECT 1 FROM reservations r WHERE r.lot_id = l.id AND (r.org_id = $2 OR r.booked_by_org_id = $2)))`,
    [parkingLotId, fleetOrgId],
  );
  return (rowCount ?? 0) > 0;
}

/** A lot in scope (not deleted) with its clock and slots; another organisation's → undefined. */
export async function findLot(db: Queryable, scope: Scope, parkingLotId: number) {
  const params: SqlParam[] = [parkingLotId];
  const { rows } = await db.query<{ id: number; zone: string; totalSlots: number }>(
    `SELECT l.id, l.time_zone AS zone, l.total_slots AS "totalSlots" FROM parking_lots l WHERE l.id = $1 AND l.status <> 'Deleted' AND ${lotScope(scope, params)}`,
    params,
  );
  return rows[0];
}

/**
 * Occupancy of one lot by weekday (0 = Sunday) × hour at the lot's clock: for each hour of
 * [from, to), the slot-hours booked in it ÷ the lot's slots, averaged over the hours of that cell.
 */
export async function occupancyCells(db: Queryable, lot: { id: number; zone: string; totalSlots: number }, from: Date, to: Date) {
  const { rows } = await db.query<{ weekday: number; hour: number; occupancyPercent: number }>(
    `WITH hours AS (SELECT h, h + interval '1 hour' AS e FROM generate_series(date_trunc('hour', $1::timestamptz), $2::timestamptz - interval '1 microsecond', interval '1 hour') AS h),
          filled AS (
            SELECT hours.h, COALESCE(sum(r.slots * extract(epoch FROM (LEAST(r.end_at, hours.e, $2::timestamptz) - GREATEST(r.start_at, hours.h, $1::timestamptz)))), 0) / 3600.0 AS booked,
                   extract(epoch FROM (LEAST(hours.e, $2::timestamptz) - GREATEST(hours.h, $1::timestamptz))) / 3600.0 AS length
              FROM hours
              LEFT JOIN reservations r ON r.lot_id = $3 AND r.status IN ${OCCUPYING} AND r.start_at < LEAST(hours.e, $2::timestamptz) AND r.end_at > GREATEST(hours.h, $1::timestamptz)
             GROUP BY hours.h, hours.e)
     SELECT extract(dow FROM h AT TIME ZONE $4)::int AS weekday, extract(hour FROM h AT TIME ZONE $4)::int AS hour,
            ${percent('sum(booked)', '(sum(length) * $5)')} AS "occupancyPercent"
       FROM filled GROUP BY 1, 2`,
    [from.toISOString(), to.toISOString(), lot.id, lot.zone, lot.totalSlots],
  );
  return rows;
}

export interface SpendRow {
  bookings: number;
  /** How many different lots those bookings were at. */
  lotsUsed: number;
  hoursParked: number;
  spent: { currency: string; amountMinor: number }[];
  lastBookingAt: Date | null;
}

/**
 * Per asset or driver (`entity` names the entry column), what its bookings in [from, to) cost. An
 * entry is one slot, holding a driver, a truck or both: the truck and the driver of a slot are each
 * charged that slot's whole money (the booking's revenue over its slots, in whole cents: slot k of n
 * gets ⌊v·k/n⌋ − ⌊v·(k−1)/n⌋, so the slots add up to the booking), never a share of it. Only bookings
 * that count (COUNTS_AS_BOOKING: not failed, expired, or cancelled and refunded in full) add a
 * booking, its hours (end − start, once per booking) and its last start; a cancelled slot's entry is
 * gone with it. Entries beyond the slots (written before an entry was a slot) share the slots' money
 * rather than add to it.
 */
const spendSql = (entity: 'asset_id' | 'driver_id', scoped: string) => `
  en AS (SELECT x.reservation_id, x.${entity} AS entity_id,
                row_number() OVER (PARTITION BY x.reservation_id ORDER BY x.sno) AS k, count(*) OVER (PARTITION BY x.reservation_id) AS entries
           FROM reservation_entries x
          WHERE x.reservation_id IN (SELECT y.reservation_id FROM reservation_entries y WHERE y.${entity} IN (SELECT id FROM scoped))),
  b AS (${LEDGER_BOOKINGS(`e.accrues_at >= $1 AND e.accrues_at < $2 AND e.reservation_id IN (SELECT reservation_id FROM en)`)}),
  parts AS (SELECT en.entity_id, r.id AS rid, r.lot_id, r.start_at, r.end_at, b.currency,
                   ((${REVENUE})::bigint * en.k / s.n - (${REVENUE})::bigint * (en.k - 1) / s.n) AS share
              FROM en JOIN b ON b.reservation_id = en.reservation_id AND ${COUNTS_AS_BOOKING('b')} JOIN reservations r ON r.id = en.reservation_id
                   CROSS JOIN LATERAL (SELECT GREATEST(r.slots, en.entries) AS n) s
             WHERE en.entity_id IN (SELECT id FROM ${scoped})),
  per AS (SELECT entity_id, count(*) AS bookings, count(DISTINCT lot_id) AS lots,
                 sum(extract(epoch FROM (end_at - start_at))) / 3600.0 AS hours, max(start_at) AS last
            FROM (SELECT DISTINCT entity_id, rid, lot_id, start_at, end_at FROM parts) booked GROUP BY entity_id),
  spend AS (SELECT entity_id, json_agg(json_build_object('currency', currency, 'amountMinor', amount) ORDER BY currency) AS spent
              FROM (SELECT entity_id, currency, sum(share)::float8 AS amount FROM parts GROUP BY entity_id, currency) s GROUP BY entity_id)`;

const SPEND_COLUMNS = `COALESCE(p.bookings, 0)::int AS bookings, COALESCE(p.lots, 0)::int AS "lotsUsed", round(COALESCE(p.hours, 0)::numeric, 1)::float8 AS "hoursParked",
            COALESCE(sp.spent, '[]'::json) AS spent, p.last AS "lastBookingAt", count(*) OVER ()::int AS total`;

export const SPEND_SORTS = { bookings: 'bookings', lotsUsed: '"lotsUsed"', hoursParked: '"hoursParked"', lastBookingAt: '"lastBookingAt"' } as const;

export interface AssetReportRow extends SpendRow {
  assetId: number;
  vin: string;
  licensePlate: string;
  orgName: string;
}

export const ASSET_SORTS = { ...SPEND_SORTS, vin: 's.vin', licensePlate: 's.license', orgName: 's.org_name' } as const;

/** The asset report: a carrier's or broker's assets (a network parent's: its sub-carriers' too); the platform's: all. */
export async function assetReport(
  db: Queryable,
  scope: Scope,
  range: { from: Date; to: Date },
  filter: { orgId?: number; orderBy: string; offset: number; size: number },
): Promise<{ rows: AssetReportRow[]; total: number }> {
  const params: SqlParam[] = [range.from.toISOString(), range.to.toISOString()];
  let own = scopeSql(scope, params, {
    owner: 'FALSE',
    fleet: (p) => `a.org_id = ${p} OR a.org_id IN (SELECT c.id FROM organizations c WHERE c.parent_org_id = ${p})`,
  });
  if (filter.orgId !== undefined) {
    params.push(filter.orgId);
    own = `${own} AND a.org_id = $${params.length}`;
  }
  params.push(filter.size, filter.offset);
  const { rows } = await db.query<AssetReportRow & { total: number }>(
    `WITH scoped AS (SELECT a.id, a.vin, a.license, o.name AS org_name FROM assets a JOIN organizations o ON o.id = a.org_id WHERE a.status <> 'Deleted' AND ${own}),
     ${spendSql('asset_id', 'scoped')}
     SELECT s.id AS "assetId", s.vin, s.license AS "licensePlate", s.org_name AS "orgName", ${SPEND_COLUMNS}
       FROM scoped s LEFT JOIN per p ON p.entity_id = s.id LEFT JOIN spend sp ON sp.entity_id = s.id
      ORDER BY ${filter.orderBy}, s.id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  if (rows.length === 0 && filter.offset > 0) return { rows: [], total: (await assetReport(db, scope, range, { ...filter, offset: 0, size: 1 })).total };
  return withTotal(rows);
}

export interface DriverReportRow extends SpendRow {
  driverId: number;
  firstName: string;
  lastName: string;
  orgId: number;
  orgName: string;
  status: string;
}

export const DRIVER_SORTS = { ...SPEND_SORTS, lastName: 's.last_name', firstName: 's.first_name', orgName: 's.org_name' } as const;

/** The drivers report (the platform's): every organisation's drivers, or one organisation's. */
export async function driverReport(
  db: Queryable,
  range: { from: Date; to: Date },
  filter: { orgId?: number; orderBy: string; offset: number; size: number },
): Promise<{ rows: DriverReportRow[]; total: number }> {
  const params: SqlParam[] = [range.from.toISOString(), range.to.toISOString()];
  const where = [`d.status <> 'Deleted'`];
  if (filter.orgId !== undefined) {
    params.push(filter.orgId);
    where.push(`d.org_id = $${params.length}`);
  }
  params.push(filter.size, filter.offset);
  const { rows } = await db.query<DriverReportRow & { total: number }>(
    `WITH scoped AS (SELECT d.id, d.first_name, d.last_name, d.status, o.id AS org_id, o.name AS org_name
                       FROM drivers d JOIN organizations o ON o.id = d.org_id WHERE ${where.join(' AND ')}),
     ${spendSql('driver_id', 'scoped')}
     SELECT s.id AS "driverId", s.first_name AS "firstName", s.last_name AS "lastName", s.org_id AS "orgId", s.org_name AS "orgName", s.status,
            ${SPEND_COLUMNS}
       FROM scoped s LEFT JOIN per p ON p.entity_id = s.id LEFT JOIN spend sp ON sp.entity_id = s.id
      ORDER BY ${filter.orderBy}, s.id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  if (rows.length === 0 && filter.offset > 0) return { rows: [], total: (await driverReport(db, range, { ...filter, offset: 0, size: 1 })).total };
  return withTotal(rows);
}

function withTotal<T extends { total: number }>(rows: T[]): { rows: Omit<T, 'total'>[]; total: number } {
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export interface RevenueAmounts {
  bookings: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  platformFeeMinor: number;
  taxesMinor: number;
  netMinor: number;
}

export type RevenueGroup = 'day' | 'month' | 'lot' | 'organization';

const GROUPS: Record<RevenueGroup, { key: string; label: string }> = {
  day: { key: `to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM-DD')`, label: `to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM-DD')` },
  month: { key: `to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM')`, label: `to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM')` },
  lot: { key: 'l.id::text', label: 'l.name' },
  organization: { key: 'o.id::text', label: 'o.name' },
};

/** The revenue report: the statement's amounts per group and currency over [from, to) (every owner's). */
export async function revenueRows(db: Queryable, range: { from: Date; to: Date; zone: string }, groupBy: RevenueGroup) {
  const group = GROUPS[groupBy];
  const byTime = groupBy === 'day' || groupBy === 'month';
  // The lot's name needs the lot-level rows; days, months and organisations the owners' (the entries that name a lot: the lot is joined).
  const money = ledgerMoney(
    { from: '$1', to: '$2', hourly: hourly(range.from, range.to, byTime ? range.zone : undefined) },
    groupBy === 'lot' ? 'lot' : 'lotted owner',
    'TRUE',
  );
  const { rows } = await db.query<RevenueAmounts & { key: string; label: string; currency: string }>(
    `WITH b AS (${money})
     SELECT ${group.key} AS key, min(${group.label}) AS label, b.currency,
            sum(b.n)::int AS bookings, sum(b.charge)::float8 AS "grossMinor", (-sum(b.discount))::float8 AS "discountsMinor",
            (-sum(b.refund))::float8 AS "refundsMinor", (-sum(b.fee))::float8 AS "platformFeeMinor", sum(b.tax)::float8 AS "taxesMinor",
            sum(b.charge + b.discount + b.tax + b.refund + b.fee)::float8 AS "netMinor"
       FROM b ${groupBy === 'lot' ? 'JOIN parking_lots l ON l.id = b.lot_id ' : ''}JOIN organizations o ON o.id = b.owner_org_id
      GROUP BY 1, b.currency ${HOLDS_BOOKINGS} ORDER BY ${byTime ? '1' : '2, 1'}, b.currency`,
    // The zone only when the group reads it: a parameter no statement uses has no type PostgreSQL can infer.
    [range.from.toISOString(), range.to.toISOString(), ...(byTime ? [range.zone] : [])],
  );
  return rows;
}

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
  paidBy: string;
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

/** Per currency and way of paying over every booking of the period: the statement's count (COUNTS_AS_BOOKING) and sums. */
export async function reconciliationBookingSums(
  db: Queryable,
  scope: Scope,
  range: { from: Date; to: Date },
): Promise<
  {
    currency: string;
    paidBy: string;
    bookings: number;
    grossMinor: number;
    discountsMinor: number;
    refundsMinor: number;
    taxesMinor: number;
    billedMinor: number;
  }[]
> {
  const params: SqlParam[] = [];
  const { rows } = await db.query<{
    currency: string;
    paidBy: string;
    bookings: number;
    grossMinor: number;
    discountsMinor: number;
    refundsMinor: number;
    taxesMinor: number;
    billedMinor: number;
  }>(
    `SELECT b.currency, b.paid_by AS "paidBy", (count(*) FILTER (WHERE ${COUNTS_AS_BOOKING('b')}))::int AS bookings, sum(b.charge)::float8 AS "grossMinor", (-sum(b.discount))::float8 AS "discountsMinor",
            (-sum(b.refund))::float8 AS "refundsMinor", sum(b.tax)::float8 AS "taxesMinor", sum(b.charge + b.discount + b.tax + b.refund)::float8 AS "billedMinor"
       FROM (${periodBookings(scope, range, params)}) b
      GROUP BY b.currency, b.paid_by ORDER BY b.currency, b.paid_by`,
    params,
  );
  return rows;
}
