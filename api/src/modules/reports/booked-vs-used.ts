import { addDays } from '@haulstop/shared/rules';
import { dayAt, dayBounds } from '@haulstop/shared/time';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { parseRange } from './range';
import { findLot } from './lot-report-repository';

/*
 * Booked against used (DESIGN §10): per day of the lot's clock, the slot-hours sold against the
 * slot-hours trucks were actually on the lot (check-in to check-out, or to now while still there),
 * the slots that were no-shows, the overstays that began and the overstay money (before taxes, as
 * the ledger holds it).
 */

/**
 * The whole minutes trucks were on a lot within [from, to) (SQL expressions; `lot` the lot's id):
 * each stay from check-in to check-out (or to `now` while still there), its ends taken to the
 * minute. Day bounds fall on whole minutes, so the minutes of a range's days add up to the range's
 * own; slot-hours are read from these minutes once (slotHoursOf), never summed from rounded hours.
 */
export const usedMinutesSql = (from: string, to: string, now: string, lot: string) => {
  const entered = `date_trunc('minute', x.checked_in_at)`;
  const left = `date_trunc('minute', COALESCE(x.checked_out_at, ${now}))`;
  return `COALESCE((SELECT sum(round(extract(epoch FROM (LEAST(${left}, ${to}) - GREATEST(${entered}, ${from}))) / 60))
                      FROM reservation_entries x JOIN reservations r ON r.id = x.reservation_id
                     WHERE r.lot_id = ${lot} AND x.checked_in_at IS NOT NULL AND ${entered} < ${to} AND ${left} > ${from}), 0)::int`;
};

/** Slot-hours of whole minutes, to the hundredth: the one rounding of the gate's used time. */
export const slotHoursOf = (minutes: number) => Math.round((Number(minutes) * 5) / 3) / 100;

/** Bookings whose slots were sold and held (paid or settling, running or ended). */
const SOLD = `('Upcoming', 'Booked', 'Partial Cancel', 'Payment Pending', 'Completed')`;

/** GET /api/reports/parkingLots/{parkingLotId}/bookedVsUsed: one row per day of [from, to) at the lot's clock. */
export async function bookedVsUsed(db: Queryable, org: ScopedOrg, parkingLotId: number, query: { from?: string; to?: string }, now = new Date()) {
  const lot = await findLot(db, scopeFor(org), parkingLotId);
  if (!lot) throw notFound('Parking lot');
  const range = parseRange(query, lot.zone, now);
  const days: { date: string; start: Date; end: Date }[] = [];
  for (let day = dayAt(range.from, lot.zone); ; day = addDays(day, 1)) {
    const bounds = dayBounds(day, lot.zone);
    if (!bounds || bounds.start >= range.to) break;
    days.push({ date: day, start: bounds.start < range.from ? range.from : bounds.start, end: bounds.end > range.to ? range.to : bounds.end });
  }
  const { rows } = await db.query<{
    date: string;
    bookedSlotHours: number;
    usedSlotMinutes: number;
    noShows: number;
    overstays: number;
    overstayMinor: number;
  }>(
    `WITH d AS (SELECT * FROM unnest($2::text[], $3::timestamptz[], $4::timestamptz[]) AS d(date, s, e))
     SELECT d.date,
            COALESCE((SELECT sum(r.slots * extract(epoch FROM (LEAST(r.end_at, d.e) - GREATEST(r.start_at, d.s))))
                        FROM reservations r WHERE r.lot_id = $1 AND r.status IN ${SOLD} AND r.start_at < d.e AND r.end_at > d.s), 0)::float8 / 3600 AS "bookedSlotHours",
            ${usedMinutesSql('d.s', 'd.e', '$5::timestamptz', '$1')} AS "usedSlotMinutes",
            (SELECT count(*) FROM reservation_entries x JOIN reservations r ON r.id = x.reservation_id
              WHERE r.lot_id = $1 AND x.gate_status = 'NO_SHOW' AND r.start_at >= d.s AND r.start_at < d.e)::int AS "noShows",
            (SELECT count(*) FROM reservation_entries x JOIN reservations r ON r.id = x.reservation_id
              WHERE r.lot_id = $1 AND x.overstay_started_at >= d.s AND x.overstay_started_at < d.e)::int AS "overstays",
            (SELECT COALESCE(sum(g.amount_minor), 0) FROM ledger_entries g
              WHERE g.lot_id = $1 AND g.kind = 'overstay' AND g.tax_name IS NULL AND g.accrues_at >= d.s AND g.accrues_at < d.e)::int AS "overstayMinor"
       FROM d ORDER BY d.s`,
    [lot.id, days.map((d) => d.date), days.map((d) => d.start.toISOString()), days.map((d) => d.end.toISOString()), now.toISOString()],
  );
  const round = (hours: number) => Math.round(Number(hours) * 100) / 100;
  const { currency } = (await db.query<{ currency: string }>('SELECT currency FROM parking_lots WHERE id = $1', [lot.id])).rows[0];
  return { days: rows.map((day) => ({ ...day, bookedSlotHours: round(day.bookedSlotHours), usedSlotHours: slotHoursOf(day.usedSlotMinutes) })), currency };
}
