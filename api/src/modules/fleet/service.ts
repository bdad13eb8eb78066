import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';

/** Active drivers of an organisation (every organisation's, for the platform). */
export async function countDrivers(db: Queryable, org: { orgId: number }): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM drivers WHERE status = 'Active' AND ($1::int IS NULL OR org_id = $1)`,
    [org.orgId === PLATFORM_ORG_ID ? null : org.orgId],
  );
  return rows[0].total;
}
