import { periodRange } from '@haulstop/shared/rules';
import { ACCOUNTING_TIME_ZONES } from '@haulstop/shared/time';
import type { Queryable, SqlParam } from '../db/db';

/**
 * An organisation's accounting zone (its setting, organizations.time_zone): the one zone whose
 * calendar cuts its months and days — statements, invoices, month-end, reports, the dashboard.
 */
export async function orgTimeZone(db: Queryable, orgId: number): Promise<string> {
  const { rows } = await db.query<{ zone: string }>('SELECT time_zone AS zone FROM organizations WHERE id = $1', [orgId]);
  return rows[0]?.zone ?? 'UTC';
}

/**
 * A period cut in each organisation's own zone, for a query over several organisations' months at
 * once (the platform's statements, month-end): joins `w` (columns from_at, to_at) to the
 * organisation named by `orgColumn`, through its zone. The instants come from the shared rule
 * (periodRange), never from the database's own zone data, which may be older than the runtime's.
 * Also bounds `instant` by the widest window so an index on it still serves.
 */
export function periodWindowSql(period: string, params: SqlParam[], orgColumn: string, instant: string): { join: string; where: string } {
  const bounds = ACCOUNTING_TIME_ZONES.map((zone) => periodRange(period, zone));
  params.push(
    [...ACCOUNTING_TIME_ZONES],
    bounds.map((b) => b.start.toISOString()),
    bounds.map((b) => b.end.toISOString()),
  );
  const [zones, from, to] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
  params.push(
    new Date(Math.min(...bounds.map((b) => b.start.getTime()))).toISOString(),
    new Date(Math.max(...bounds.map((b) => b.end.getTime()))).toISOString(),
  );
  return {
    join: `JOIN organizations wo ON wo.id = ${orgColumn}
           JOIN unnest(${zones}::text[], ${from}::timestamptz[], ${to}::timestamptz[]) AS w(zone, from_at, to_at) ON w.zone = wo.time_zone`,
    where: `${instant} >= $${params.length - 1} AND ${instant} < $${params.length} AND ${instant} >= w.from_at AND ${instant} < w.to_at`,
  };
}
