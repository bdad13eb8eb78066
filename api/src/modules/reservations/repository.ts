import type { Reservation, ReservationCompany } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import type { CallerCheck } from '../../lib/caller-check';
import { scopeSql, type Scope } from '../../lib/tenancy';

/** The list item of the API contract, with the instants as the driver gives them (sent as ISO text). */
export type ReservationRow = Omit<Reservation, 'startAt' | 'endAt'> & { startAt: Date; endAt: Date };

/** Whose reservations: those at an owner's lots, or those a carrier or broker made for itself or booked for its network. */
const RESERVATION_RULES = {
  owner: (org: string) => `l.owner_org_id = ${org}`,
  fleet: (org: string) => `r.org_id = ${org} OR r.booked_by_org_id = ${org}`,
};

export interface ReservationFilter {
  companyOrgId?: number;
  statuses?: string[];
  parkingLotId?: number;
  /** A day (YYYY-MM-DD) at each lot's clock: the bookings that overlap it (the lot day view). */
  date?: string;
}

function filterSql(scope: Scope, filter: ReservationFilter) {
  const params: SqlParam[] = [];
  const conditions = [scopeSql(scope, params, RESERVATION_RULES)];
  if (filter.companyOrgId !== undefined) {
    params.push(filter.companyOrgId);
    conditions.push(`r.org_id = $${params.length}`);
  }
  if (filter.statuses?.length) {
    params.push(filter.statuses);
    conditions.push(`r.status = ANY($${params.length}::text[])`);
  }
  if (filter.parkingLotId !== undefined) {
    params.push(filter.parkingLotId);
    conditions.push(`r.lot_id = $${params.length}`);
  }
  if (filter.date !== undefined) {
    params.push(filter.date);
    const day = `$${params.length}::date`;
    conditions.push(`r.start_at < ((${day} + 1)::timestamp AT TIME ZONE l.time_zone) AND r.end_at > (${day}::timestamp AT TIME ZONE l.time_zone)`);
  }
  return { where: conditions.join(' AND '), params };
}

export async function listReservations(
  db: Queryable,
  scope: Scope,
  filter: ReservationFilter & { offset: number; size: number },
  callerCheck: CallerCheck | null = null,
): Promise<{ rows: ReservationRow[]; total: number }> {
  const { where, params } = filterSql(scope, filter);
  const pageParams = [...params];
  const checked = callerCheck ? `${where} AND ${callerCheck(pageParams)}` : where;
  // The total rides on the page's rows (one round trip, not two); an empty page carries none.
  const { rows } = await db.query<ReservationRow & { totalRows: number }>(
    `SELECT r.id AS "reservationId", r.lot_id AS "parkingLotId", l.name AS "parkingLotName", l.time_zone AS "timeZone", r.org_id AS "orgId",
            o.name AS "orgName", r.booked_by_org_id AS "bookedByOrgId", r.duration, r.start_at AS "startAt",
            r.end_at AS "endAt", r.slots, r.status, r.payment_status AS "paymentStatus", r.amount_minor AS "amountMinor",
            r.currency, r.creation_mode AS "creationMode", (count(*) OVER ())::int AS "totalRows",
            COALESCE((
              SELECT json_agg(json_build_object(
                       'sno', e.sno,
                       'driverName', CASE WHEN d.id IS NULL THEN NULL ELSE d.first_name || ' ' || d.last_name END,
                       'assetLabel', CASE WHEN a.id IS NULL THEN NULL
                                          ELSE concat_ws(' ', a.make, a.year) || ' (' || a.license || ')' END)
                     ORDER BY e.sno)
                FROM reservation_entries e
                LEFT JOIN drivers d ON d.id = e.driver_id
                LEFT JOIN assets a ON a.id = e.asset_id
               WHERE e.reservation_id = r.id), '[]'::json) AS entries
       FROM reservations r
       JOIN parking_lots l ON l.id = r.lot_id
       JOIN organizations o ON o.id = r.org_id
      WHERE ${checked}
      ORDER BY ${filter.date !== undefined ? 'r.start_at ASC, r.id ASC' : 'r.start_at DESC, r.id DESC'}
      LIMIT $${pageParams.length + 1} OFFSET $${pageParams.length + 2}`,
    [...pageParams, filter.size, filter.offset],
  );
  // The rows go out with their totalRows: the response schema writes only the contract's fields, and
  // copying every row without it cost more than the page's own serialisation (issue 24 profile).
  if (rows.length) return { rows, total: rows[0].totalRows };
  // Nothing read under a caller check: the caller is read anew and the page again (readWithCallerCheck).
  if (filter.offset === 0 || callerCheck) return { rows: [], total: 0 };
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE ${where}`,
    params,
  );
  return { rows: [], total: count.rows[0].total };
}

export async function countReservations(db: Queryable, scope: Scope, statuses: string[]): Promise<number> {
  const { where, params } = filterSql(scope, { statuses });
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE ${where}`,
    params,
  );
  return rows[0].total;
}

/** The organisations reservations were made for, within a scope (the company filter). */
export async function companiesWithReservations(db: Queryable, scope: Scope): Promise<ReservationCompany[]> {
  const { where, params } = filterSql(scope, {});
  const { rows } = await db.query<ReservationCompany>(
    `SELECT DISTINCT o.id AS "orgId", o.name AS "orgName"
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id JOIN organizations o ON o.id = r.org_id
      WHERE ${where}
      ORDER BY o.name`,
    params,
  );
  return rows;
}
