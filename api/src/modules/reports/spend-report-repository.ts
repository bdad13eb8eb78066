import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { COUNTS_AS_BOOKING, LEDGER_BOOKINGS } from '../ledger/queries';
import { REVENUE } from './report-sql';

/** What assets and drivers cost: the asset report and the drivers report. */

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
  /** Hours the truck was actually on a lot in the range, check-in to check-out (the gate). */
  hoursOnLot: number;
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
     ${spendSql('asset_id', 'scoped')},
     -- Hours each truck was on a lot in the range, from the gate: check-in to check-out (or to now while there).
     onlot AS (SELECT x.asset_id, sum(extract(epoch FROM (LEAST(COALESCE(x.checked_out_at, now()), $2::timestamptz) - GREATEST(x.checked_in_at, $1::timestamptz)))) / 3600.0 AS hours
                 FROM reservation_entries x
                WHERE x.asset_id IN (SELECT id FROM scoped) AND x.checked_in_at IS NOT NULL AND x.checked_in_at < $2 AND COALESCE(x.checked_out_at, now()) > $1
                GROUP BY x.asset_id)
     SELECT s.id AS "assetId", s.vin, s.license AS "licensePlate", s.org_name AS "orgName", ${SPEND_COLUMNS},
            round(COALESCE(ol.hours, 0)::numeric, 1)::float8 AS "hoursOnLot"
       FROM scoped s LEFT JOIN per p ON p.entity_id = s.id LEFT JOIN spend sp ON sp.entity_id = s.id LEFT JOIN onlot ol ON ol.asset_id = s.id
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
