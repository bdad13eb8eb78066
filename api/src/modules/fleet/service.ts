import type { Queryable, SqlParam } from '../../db/db';
import { scopeFor, scopeSql, type ScopedOrg } from '../../lib/tenancy';

/** Active drivers of the current organisation (every organisation's, for the platform). */
export async function countDrivers(db: Queryable, org: ScopedOrg): Promise<number> {
  const params: SqlParam[] = [];
  const own = scopeSql(scopeFor(org), params, { owner: (o) => `org_id = ${o}`, fleet: (o) => `org_id = ${o}` });
  const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM drivers WHERE status = 'Active' AND ${own}`, params);
  return rows[0].total;
}
