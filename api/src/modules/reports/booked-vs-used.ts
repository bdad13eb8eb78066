import { addDays } from '@haulstop/shared/rules';
import { dayAt, dayBounds } from '@haulstop/shared/time';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { gateFiguresSql, slotHoursOf, usedMinutesSql } from './gate-figures-sql';
import { findLot } from './lot-report-repository';
import { parseRange } from './range';

/*
 * Booked against used (DESIGN §10): per day of the lot's clock, the slot-hours sold against the
 * slot-hours trucks were actually on the lot (check-in to check-out, or to now while still there),
 * the slots that were no-shows, the overstays that began and the overstay money (before taxes, as
 * the ledger holds it). The gate's figures of each day are the lot report's (gateFiguresSql over the
 * day's bounds), so a range's days add up to its lot report.
 */

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
            gate."noShows", gate.overstays, gate."overstayMinor"
       FROM d
       CROSS JOIN LATERAL (
         WITH ${gateFiguresSql('lot', 'd.s', 'd.e', '$1')}
         SELECT COALESCE((SELECT no_shows FROM gate_arrivals), 0) AS "noShows",
                COALESCE((SELECT n FROM gate_overstays), 0) AS overstays,
                COALESCE((SELECT sum(amount) FROM gate_charged), 0)::int AS "overstayMinor"
       ) gate
      ORDER BY d.s`,
    [lot.id, days.map((d) => d.date), days.map((d) => d.start.toISOString()), days.map((d) => d.end.toISOString()), now.toISOString()],
  );
  const round = (hours: number) => Math.round(Number(hours) * 100) / 100;
  const { currency } = (await db.query<{ currency: string }>('SELECT currency FROM parking_lots WHERE id = $1', [lot.id])).rows[0];
  return { days: rows.map((day) => ({ ...day, bookedSlotHours: round(day.bookedSlotHours), usedSlotHours: slotHoursOf(day.usedSlotMinutes) })), currency };
}
