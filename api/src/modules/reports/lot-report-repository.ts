import type { Queryable, SqlParam } from '../../db/db';
import type { Scope } from '../../lib/tenancy';
import { bookingHours, HOLDS_BOOKINGS, hourly, ledgerMoney } from './aggregates';
import { CANCELLED, OCCUPYING, REVENUE, bookedSlotHours, lotScope, percent } from './report-sql';
import { gateFiguresSql, slotHoursOf, usedMinutesSql } from './gate-figures-sql';

/** The lot report and one lot's occupancy by weekday and hour. */

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
  /** Slot-hours trucks were on the lot (check-in to check-out), from the gate: usedSlotMinutes ÷ 60, to the hundredth. */
  usedSlotHours: number;
  /** Whole minutes trucks were on the lot: the sum of its days' in booked against used. */
  usedSlotMinutes: number;
  /** Booked slots starting in the range that were no-shows. */
  noShows: number;
  /** Overstay charged in the range, before taxes. */
  overstayMinor: number;
  /** No-shows ÷ slots whose arrival was decided (came or no-show), %, one decimal; null when none was. */
  noShowRatePercent: number | null;
  /** Average whole minutes of the stays that ended in the range, check-in to check-out; null without one. */
  averageDwellMinutes: number | null;
}

export const LOT_SORTS = {
  name: 'l.name',
  bookings: 'bookings',
  occupancyPercent: '"occupancyPercent"',
  grossMinor: '"grossMinor"',
  netSalesMinor: '"netSalesMinor"',
  averagePriceMinor: '"averagePriceMinor"',
  cancellations: 'cancellations',
  usedSlotHours: '"usedSlotMinutes"',
  noShows: '"noShows"',
  overstayMinor: '"overstayMinor"',
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
  const { rows } = await db.query<Omit<LotReportRow, 'usedSlotHours'> & { total: number }>(
    `WITH scoped AS (SELECT l.id, l.name, l.currency, l.total_slots, count(*) OVER ()::int AS total FROM parking_lots l WHERE ${where.join(' AND ')}),
          lots AS (SELECT * FROM scoped l${byLot ? ` ORDER BY ${filter.orderBy}, l.id ${page}` : ''}),
          b AS (${ledgerMoney({ from: '$1', to: '$2', hourly: aggregate }, 'lot', 'e.lot_id IN (SELECT id FROM lots)')}),
          money AS (SELECT b.lot_id, sum(b.n) AS bookings, sum(b.charge) AS gross, sum(${REVENUE}) AS revenue FROM b GROUP BY b.lot_id ${HOLDS_BOOKINGS}),
          booked AS (${bookedSlotHours('$1', '$2', 'SELECT id FROM lots', aggregate)}),
          ${gateFiguresSql('lot', '$1::timestamptz', '$2::timestamptz', 'SELECT id FROM lots')},
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
            ${usedMinutesSql('$1::timestamptz', '$2::timestamptz', 'LEAST(now(), $2::timestamptz)', 'l.id')} AS "usedSlotMinutes",
            COALESCE(ga.no_shows, 0) AS "noShows",
            COALESCE((SELECT sum(ch.amount) FROM gate_charged ch WHERE ch.id = l.id), 0)::int AS "overstayMinor",
            CASE WHEN ga.decided > 0 THEN round(100.0 * ga.no_shows / ga.decided, 1)::float8 END AS "noShowRatePercent",
            gd.minutes AS "averageDwellMinutes",
            l.total
       FROM lots l
       LEFT JOIN money m ON m.lot_id = l.id
       LEFT JOIN booked bk ON bk.lot_id = l.id
       LEFT JOIN cancelled c ON c.lot_id = l.id
       LEFT JOIN gate_arrivals ga ON ga.id = l.id
       LEFT JOIN gate_dwell gd ON gd.id = l.id
      ORDER BY ${filter.orderBy}, l.id
      ${byLot ? '' : page}`,
    params,
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => ({ ...row, usedSlotHours: slotHoursOf(row.usedSlotMinutes) })),
    total: rows[0]?.total ?? (await countLots(db, scope, filter.parkingLotId)),
  };
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
