import { zoneOffsetMinutes } from '@haulstop/shared/time';
import { COUNTS_AS_BOOKING, LEDGER_BOOKINGS } from '../ledger/queries';
import type { SqlParam } from '../../db/db';
import type { Job } from '../../jobs/scheduler';

/*
 * The reports' reading of the hourly aggregates of migration 230 ("Scale"): the same
 * figures as the live tables, from a few rows an hour. Triggers keep them exact (the migration says
 * how); a window whose bounds are not whole hours, or days at a zone whose offset is not, is read
 * live as before (`hourly`).
 *
 * A writer appends an entry per change (migration 264) and never waits on another writer; a row is
 * one key's settled figure or one entry not yet folded, so every reader sums rows, never picks one.
 */

/** Folds the aggregates' entries into their settled rows (migration 264): often, so readers sum few rows. */
export const reportSettleJob: Job = {
  name: 'report-settle',
  everyMs: 10 * 1000,
  run: (tx) => tx.query('SELECT report_settle()'),
};

const HOUR_MS = 3_600_000;

/** Whether the aggregates answer [from, to) (its days counted at `zone`): whole hours, at a whole-hour offset. */
export function hourly(from: Date, to: Date, zone?: string): boolean {
  if (from.getTime() % HOUR_MS !== 0 || to.getTime() % HOUR_MS !== 0) return false;
  return zone === undefined || [from, to].every((at) => zoneOffsetMinutes(at, zone) % 60 === 0);
}

/** A window read from the lot-months: whole UTC months, plus or minus hour ranges of the lot-hours. */
export interface MonthPieces {
  months: { from: Date; to: Date };
  hours: { from: Date; to: Date; sign: 1 | -1 }[];
}

/** MonthPieces as SQL parameters ($n), for ledgerMoney. */
export interface SqlPieces {
  from: string;
  to: string;
  hours: { from: string; to: string; sign: 1 | -1 }[];
}

/** Appends the pieces' instants to `params` and names them as parameters. */
export function sqlPieces(pieces: MonthPieces, params: SqlParam[]): SqlPieces {
  const param = (at: Date) => {
    params.push(at.toISOString());
    return `$${params.length}`;
  };
  return {
    from: param(pieces.months.from),
    to: param(pieces.months.to),
    hours: pieces.hours.map((piece) => ({ from: param(piece.from), to: param(piece.to), sign: piece.sign })),
  };
}

const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const nextMonth = (month: Date) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
const span = (pieces: MonthPieces['hours']) => pieces.reduce((total, piece) => total + (piece.to.getTime() - piece.from.getTime()), 0);

/**
 * [from, to) as lot-months (migration 232) and the fewest hours of lot-hours: each partial month at
 * an edge is either its hours inside the window, or its whole month less its hours outside, which
 * ever spans less time. The dashboard's window ends with today, late in a month as often as early:
 * on the 26th its month-to-date is 26 days of hours, or the month less its last 4 days
 * (the top lots at 1M bookings read 59,263 rows before). Undefined when the hours alone span less.
 * Only for a window the hours answer (`hourly`).
 */
export function monthPieces(from: Date, to: Date): MonthPieces | undefined {
  const first = monthStart(from);
  const last = monthStart(to);
  const direct = to.getTime() - from.getTime();
  let best: MonthPieces | undefined;
  const consider = (candidate: MonthPieces) => {
    if (candidate.months.from >= candidate.months.to) return;
    if (span(candidate.hours) < (best ? span(best.hours) : direct)) best = candidate;
  };
  // The left edge [from, next month) as hours, or its month less [month start, from); the same at the right.
  const lefts =
    from.getTime() === first.getTime()
      ? [{ month: first, hours: [] }]
      : [
          { month: nextMonth(first), hours: [{ from, to: nextMonth(first), sign: 1 as const }] },
          { month: first, hours: [{ from: first, to: from, sign: -1 as const }] },
        ];
  const rights =
    to.getTime() === last.getTime()
      ? [{ month: last, hours: [] }]
      : [
          { month: last, hours: [{ from: last, to, sign: 1 as const }] },
          { month: nextMonth(last), hours: [{ from: to, to: nextMonth(last), sign: -1 as const }] },
        ];
  for (const left of lefts)
    for (const right of rights) {
      const hours = [...left.hours, ...right.hours].filter((piece) => piece.from < piece.to);
      // A piece may only be subtracted from a month the window reads, and added outside of them.
      const months = { from: left.month, to: right.month };
      if (hours.every((piece) => (piece.sign === -1) === (piece.from >= months.from && piece.to <= months.to))) consider({ months, hours });
    }
  return best;
}

/**
 * A group of ledgerMoney's rows (a day, a lot, a currency…) holds a booking only when its charge sums
 * to something: a booking's charge is never zero (ledgerMoney), but its entries in the aggregate may
 * be an addition and its removal (moved, failed) not yet folded into one row (migration 264), which
 * sum to nothing and must show nothing. Every query grouping ledgerMoney's rows ends with this HAVING.
 */
export const HOLDS_BOOKINGS = 'HAVING sum(b.charge) <> 0';

/** Which rows of the ledger aggregate: per lot (a lot's figures), or per owner (totals; `lotted`: only entries that name a lot). */
export type LedgerLevel = 'lot' | 'owner' | 'lotted owner';

/**
 * The bookings' money in [$from, $to) matching `where` (on `e.owner_org_id`, and `e.lot_id` at the
 * lot level): per booking (live) or per hour (aggregate), with the columns accrues_at, lot_id,
 * owner_org_id, currency, n (bookings: COUNTS_AS_BOOKING, the statement's count), charge, discount,
 * tax, refund, fee (LEDGER_BOOKINGS' sums) of bookings whose charge is not zero (the statement's
 * money). Sum n, never count rows, and keep a group of rows only when it HOLDS_BOOKINGS.
 * `withoutGate`: without the gate's entries (the platform's fee on an overstay), for a caller that
 * reads them apart (LEDGER_GATE_MONEY). The aggregate never holds them: a gate charge accrues hours
 * after its booking's start, so a booking with one spans two units and is read live (split).
 */
export function ledgerMoney(
  window: { from: string; to: string; hourly: boolean; months?: SqlPieces },
  level: LedgerLevel,
  where: string,
  withoutGate = false,
): string {
  const { from, to } = window;
  const gate = withoutGate ? 'e.gate_charge_id IS NULL AND ' : '';
  const lotted = level === 'lotted owner' ? ' AND b.lot_id IS NOT NULL' : '';
  // bigint, as the aggregate's columns: LEDGER_BOOKINGS' sums are numeric, and one numeric side
  // makes the whole union numeric, whose arithmetic cost the dashboard's top lots 2–3× (1M bookings).
  const live = (only: string) => `
    SELECT b.accrues_at, b.lot_id, b.owner_org_id, b.currency, ${COUNTS_AS_BOOKING('b')}::int AS n,
           b.charge::bigint AS charge, b.discount::bigint AS discount, b.tax::bigint AS tax, b.refund::bigint AS refund, b.fee::bigint AS fee
      FROM (${LEDGER_BOOKINGS(`e.accrues_at >= ${from} AND e.accrues_at < ${to} AND ${gate}${only}${where}`)}) b
     WHERE b.charge <> 0${lotted}`;
  if (!window.hourly) return live('');
  // A subtracted range's rows come negated: sum them, never count or group them by time.
  const lotHours = (start: string, end: string, sign = '') =>
    `SELECT e.hour AS accrues_at, e.lot_id, e.owner_org_id, e.currency, ${sign}e.bookings AS n, ${sign}e.charge AS charge, ${sign}e.discount AS discount, ${sign}e.tax AS tax, ${sign}e.refund AS refund, ${sign}e.fee AS fee
       FROM report_ledger_lot_hours e WHERE e.hour >= ${start} AND e.hour < ${end} AND e.charge <> 0 AND ${where}`;
  // The window's months from the months (migration 232), plus or minus its edges by the hour (monthPieces).
  const { months } = window;
  const lotMonths = months
    ? [
        `SELECT e.month AS accrues_at, e.lot_id, e.owner_org_id, e.currency, e.bookings AS n, e.charge, e.discount, e.tax, e.refund, e.fee
           FROM report_ledger_lot_months e WHERE e.month >= ${months.from} AND e.month < ${months.to} AND e.charge <> 0 AND ${where}`,
        ...months.hours.map((piece) => lotHours(piece.from, piece.to, piece.sign === -1 ? '-' : '')),
      ].join('\n       UNION ALL ')
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
 * that the aggregate of starts in each window [bounds[i], bounds[i + 1]) misses or counts past its
 * end, per lot and window (`period` i): those running at a window's start that started before it
 * count from that start, and those starting in a window and running past its end lose what comes
 * after it. Read live around each bound once (reservations_span_idx), a few thousand bookings at
 * most, each joined to its lot by key: cheaper than hashing an owner's 10,000 lots to test them
 * against (the dashboard's occupancy, 1M bookings: 46 → 18 ms of CPU). Consecutive windows share
 * their bound's bookings: the dashboard's period and the one before it read 3 bounds, not 4.
 */
export const runningAcross = (bounds: readonly string[], statuses: string, lots: string) =>
  bounds
    .map((bound, i) => {
      const [previous, next] = [bounds[i - 1], bounds[i + 1]];
      const seconds = [next && `(${i}, g.running)`, previous && `(${i - 1}, -g.past)`].filter(Boolean);
      return `
  SELECT g.lot_id, v.period, v.seconds
    FROM (SELECT r.lot_id,
                 ${next ? `sum(r.slots * extract(epoch FROM (LEAST(r.end_at, ${next}::timestamptz) - ${bound}::timestamptz)))` : 'NULL::numeric'} AS running,
                 ${previous ? `sum(r.slots * extract(epoch FROM (r.end_at - ${bound}::timestamptz))) FILTER (WHERE r.start_at >= ${previous}::timestamptz)` : 'NULL::numeric'} AS past
            FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
           WHERE tstzrange(r.start_at, r.end_at) @> ${bound}::timestamptz AND r.start_at < ${bound}::timestamptz${next ? '' : ` AND r.start_at >= ${previous}::timestamptz`}
             AND r.status IN ${statuses} AND ${lots}
           GROUP BY r.lot_id) g
   CROSS JOIN LATERAL (VALUES ${seconds.join(', ')}) v(period, seconds)
   WHERE v.seconds IS NOT NULL`;
    })
    .join('\n  UNION ALL');
