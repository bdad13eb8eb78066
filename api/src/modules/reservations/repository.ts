import type { Reservation, ReservationCompany } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import type { CallerCheck } from '../../lib/caller-check';
import { jsonObjectSql } from '../../lib/json-sql';
import type { PageWindow } from '../../lib/paging';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { assetLabelSql } from '../fleet/asset-label-sql';
import { Reservation as ReservationSchema } from '@haulstop/shared/contracts/reservations';

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

/** The list's rows, their columns named as the contract's fields, with the total of the filter on every row; the WHERE follows. */
const ROWS_SQL = `SELECT r.id AS "reservationId", r.lot_id AS "parkingLotId", l.name AS "parkingLotName", l.time_zone AS "timeZone", r.org_id AS "orgId",
            o.name AS "orgName", r.booked_by_org_id AS "bookedByOrgId", r.duration, r.start_at AS "startAt",
            r.end_at AS "endAt", r.slots, r.status, r.payment_status AS "paymentStatus", r.amount_minor AS "amountMinor",
            r.currency, r.creation_mode AS "creationMode", r.gate_code AS "gateCode", (count(*) OVER ())::int AS "totalRows",
            COALESCE((
              SELECT json_agg(json_build_object(
                       'sno', e.sno,
                       'driverName', CASE WHEN d.id IS NULL THEN NULL ELSE d.first_name || ' ' || d.last_name END,
                       'assetLabel', ${assetLabelSql('a')},
                       'gateStatus', e.gate_status,
                       'checkedInAt', webhook_time(e.checked_in_at),
                       'checkedOutAt', webhook_time(e.checked_out_at))
                     ORDER BY e.sno)
                FROM reservation_entries e
                LEFT JOIN drivers d ON d.id = e.driver_id
                LEFT JOIN assets a ON a.id = e.asset_id
               WHERE e.reservation_id = r.id), '[]'::json) AS entries,
            ARRAY(SELECT x.duration FROM reservation_extensions x WHERE x.reservation_id = r.id ORDER BY x.id) AS "extensionDurations"
       FROM reservations r
       JOIN parking_lots l ON l.id = r.lot_id
       JOIN organizations o ON o.id = r.org_id`;

/** The lot day view lists the earliest first; otherwise the newest start first. */
const orderSql = (filter: ReservationFilter, start: string, id: string) =>
  filter.date !== undefined ? `${start} ASC, ${id} ASC` : `${start} DESC, ${id} DESC`;

/** Rows of the list (the CSV export). */
export async function listReservations(
  db: Queryable,
  scope: Scope,
  filter: ReservationFilter & { offset: number; size: number },
): Promise<{ rows: ReservationRow[]; total: number }> {
  const { where, params } = filterSql(scope, filter);
  // The total rides on the page's rows (one round trip, not two); an empty page carries none.
  const { rows } = await db.query<ReservationRow & { totalRows: number }>(
    `${ROWS_SQL}
      WHERE ${where}
      ORDER BY ${orderSql(filter, 'r.start_at', 'r.id')}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.size, filter.offset],
  );
  // The rows go out with their totalRows: the response schema writes only the contract's fields, and
  // copying every row without it cost more than the page's own serialisation.
  if (rows.length) return { rows, total: rows[0].totalRows };
  if (filter.offset === 0) return { rows: [], total: 0 };
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE ${where}`,
    params,
  );
  return { rows: [], total: count.rows[0].total };
}

/**
 * One page of the list as the answer's JSON text (DESIGN §3 page of the contract's items), built
 * by PostgreSQL in ONE statement: the rows, the exact total (counted apart only for an empty page
 * past the first), and the caller's check when given. Null when that check failed (nothing read).
 * The API then neither parses rows nor serialises them again.
 */
export async function reservationsPageJson(
  db: Queryable,
  scope: Scope,
  filter: ReservationFilter,
  window: PageWindow,
  callerCheck: CallerCheck | null,
): Promise<string | null> {
  const { where, params } = filterSql(scope, filter);
  const caller = callerCheck ? callerCheck(params) : 'TRUE';
  const sql = pageJsonSql(filter, where, caller, params.length);
  params.push(window.size, window.offset, window.page);
  const { rows } = await db.query<{ callerOk: boolean; page: string }>(sql, params);
  return rows[0].callerOk ? rows[0].page : null;
}

/**
 * reservationsPageJson's statements, one per shape (the caller's condition, the filter's
 * conditions and order): a few dozen at most, since every value is a parameter. Building the
 * ~4 KB text, and hashing it to find its prepared statement, cost ~5% of a list request's CPU.
 */
const PAGE_JSON_SQL = new Map<string, Map<string, string>>();

function pageJsonSql(filter: ReservationFilter, where: string, caller: string, paramCount: number): string {
  let byFilter = PAGE_JSON_SQL.get(caller);
  if (!byFilter) PAGE_JSON_SQL.set(caller, (byFilter = new Map()));
  // The order differs only by the day filter.
  const key = `${paramCount}|${filter.date !== undefined}|${where}`;
  let sql = byFilter.get(key);
  if (sql === undefined) {
    sql = buildPageJsonSql(filter, where, caller, paramCount);
    byFilter.set(key, sql);
  }
  return sql;
}

function buildPageJsonSql(filter: ReservationFilter, where: string, caller: string, paramCount: number): string {
  const [size, offset, page] = [paramCount + 1, paramCount + 2, paramCount + 3];
  return `WITH caller AS (SELECT ${caller} AS ok),
          page AS (${ROWS_SQL}
                    WHERE ${where} AND (SELECT ok FROM caller)
                    ORDER BY ${orderSql(filter, 'r.start_at', 'r.id')}
                    LIMIT $${size}::int OFFSET $${offset}::int)
     SELECT (SELECT ok FROM caller) AS "callerOk",
            json_build_object(
              'content', COALESCE(json_agg(${jsonObjectSql(ReservationSchema, 'p')} ORDER BY ${orderSql(filter, 'p."startAt"', 'p."reservationId"')}), '[]'::json),
              'totalElements', COALESCE(max(p."totalRows"), CASE WHEN $${offset}::int = 0 THEN 0 ELSE (
                SELECT count(*)::int FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE ${where} AND (SELECT ok FROM caller)) END),
              'page', $${page}::int,
              'size', $${size}::int)::text AS page
       FROM page p`;
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
