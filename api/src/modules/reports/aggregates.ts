import { zoneOffsetMinutes } from '@haulstop/shared/time';
import { COUNTS_AS_BOOKING, LEDGER_BOOKINGS } from '../ledger/queries';

/*
 * The reports' reading of the hourly aggregates of migration 230 (issue 22, "Scale"): the same
 * figures as the live tables, from a few rows an hour. Triggers keep them exact (the migration says
 * how); a window whose bounds are not whole hours, or days at a zone whose offset is not, is read
 * live as before (`hourly`).
 */

const HOUR_MS = 3_600_000;

/** Whether the aggregates answer [from, to) (its days counted at `zone`): whole hours, at a whole-hour offset. */
export function hourly(from: Date, to: Date, zone?: string): boolean {
  if (from.getTime() % HOUR_MS !== 0 || to.getTime() % HOUR_MS !== 0) return false;
  return zone === undefined || [from, to].every((at) => zoneOffsetMinutes(at, zone) % 60 === 0);
}

/**
 * The whole UTC months inside [from, to), when there are any: the lot-months (migration 232) answer
 * those and the lot-hours only the window's edges. Only for a window the hours answer (`hourly`).
 */
export function wholeMonths(from: Date, to: Date): { from: Date; to: Date } | undefined {
  const first = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  if (first < from) first.setUTCMonth(first.getUTCMonth() + 1);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1));
  return first < last ? { from: first, to: last } : undefined;
}

/** Which rows of the ledger aggregate: per lot (a lot's figures), or per owner (totals; `lotted`: only entries that name a lot). */
export type LedgerLevel = 'lot' | 'owner' | 'lotted owner';

/**
 * The bookings' money in [$from, $to) matching `where` (on `e.owner_org_id`, and `e.lot_id` at the
 * lot level): per booking (live) or per hour (aggregate), with the columns accrues_at, lot_id,
 * owner_org_id, currency, n (bookings: COUNTS_AS_BOOKING, the statement's count), charge, discount,
 * tax, refund, fee (LEDGER_BOOKINGS' sums) of bookings whose charge is not zero (the statement's
 * money). Sum n, never count rows.
 */
export function ledgerMoney(
  window: { from: string; to: string; hourly: boolean; months?: { from: string; to: string } },
  level: LedgerLevel,
  where: string,
): string {
  const { from, to } = window;
  const lotted = level === 'lotted owner' ? ' AND b.lot_id IS NOT NULL' : '';
  // bigint, as the aggregate's columns: LEDGER_BOOKINGS' sums are numeric, and one numeric side
  // makes the whole union numeric, whose arithmetic cost the dashboard's top lots 2–3× (1M bookings).
  const live = (only: string) => `
    SELECT b.accrues_at, b.lot_id, b.owner_org_id, b.currency, ${COUNTS_AS_BOOKING('b')}::int AS n,
           b.charge::bigint AS charge, b.discount::bigint AS discount, b.tax::bigint AS tax, b.refund::bigint AS refund, b.fee::bigint AS fee
      FROM (${LEDGER_BOOKINGS(`e.accrues_at >= ${from} AND e.accrues_at < ${to} AND ${only}${where}`)}) b
     WHERE b.charge <> 0${lotted}`;
  if (!window.hourly) return live('');
  const lotHours = (start: string, end: string) =>
    `SELECT e.hour AS accrues_at, e.lot_id, e.owner_org_id, e.currency, e.bookings AS n, e.charge, e.discount, e.tax, e.refund, e.fee
       FROM report_ledger_lot_hours e WHERE e.hour >= ${start} AND e.hour < ${end} AND e.charge <> 0 AND ${where}`;
  // The window's whole months from the months (migration 232), its edges by the hour.
  const { months } = window;
  const lotMonths = months
    ? `SELECT e.month AS accrues_at, e.lot_id, e.owner_org_id, e.currency, e.bookings AS n, e.charge, e.discount, e.tax, e.refund, e.fee
         FROM report_ledger_lot_months e WHERE e.month >= ${months.from} AND e.month < ${months.to} AND e.charge <> 0 AND ${where}
       UNION ALL ${lotHours(from, months.from)}
       UNION ALL ${lotHours(months.to, to)}`
    : lotHours(from, to);
  const table =
    level === 'lot'
      ? lotMonths
      : `SELECT e.hour AS accrues_at, NULL::integer AS lot_id, e.owner_org_id, e.currency, e.bookings AS n, e.charge, e.discount, e.tax, e.refund, e.fee
           FROM report_ledger_owner_hours e WHERE e.hour >= ${from} AND e.hour < ${to} AND e.charge <> 0 AND ${where}${level === 'lotted owner' ? ' AND e.lotted' : ''}`;
  // Bookings whose money left one hour, lot, owner and currency are not in the aggregate: read live,
  // by their ids (an array, so the ledger is read through its reservation index, not the window's entries).
  return `${table}
    UNION ALL ${live('e.reservation_id = ANY (ARRAY(SELECT s.reservation_id FROM report_split_reservations s)) AND ')}`;
}

/**
 * Bookings by status whose start is in [$from, $to) and matching `where` (on `e.owner_org_id`, or
 * `e.lot_id` per lot): the columns hour, lot_id (per lot), status, bookings, slot_seconds.
 */
export const bookingHours = (window: { from: string; to: string }, level: 'lot' | 'owner', statuses: string, where: string) =>
  `SELECT e.* FROM report_booking_${level}_hours e WHERE e.hour >= ${window.from} AND e.hour < ${window.to} AND e.status IN ${statuses} AND ${where}`;

/**
 * Slot-seconds of bookings (of `statuses`, at lots matching `lots`, a condition on their lot `l`)
 * inside [from, to) that the aggregate of starts in [from, to) misses or counts past `to`: those
 * running at `from` that started before it count from `from`, and those starting in the window and
 * running past `to` lose what comes after it. Read live around two instants (reservations_span_idx),
 * a few thousand bookings at most, each joined to its lot by key: cheaper than hashing an owner's
 * 10,000 lots to test them against (the dashboard's occupancy, 1M bookings: 46 → 18 ms of CPU). Per lot.
 */
export const runningAcross = (from: string, to: string, statuses: string, lots: string) => `
  SELECT r.lot_id, sum(r.slots * extract(epoch FROM (LEAST(r.end_at, ${to}::timestamptz) - ${from}::timestamptz))) AS seconds
    FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
   WHERE tstzrange(r.start_at, r.end_at) @> ${from}::timestamptz AND r.start_at < ${from}::timestamptz AND r.status IN ${statuses} AND ${lots}
   GROUP BY r.lot_id
  UNION ALL
  SELECT r.lot_id, -sum(r.slots * extract(epoch FROM (r.end_at - ${to}::timestamptz)))
    FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
   WHERE tstzrange(r.start_at, r.end_at) @> ${to}::timestamptz AND r.start_at >= ${from}::timestamptz AND r.start_at < ${to}::timestamptz
     AND r.status IN ${statuses} AND ${lots}
   GROUP BY r.lot_id`;
