import type { NetworkCarrier } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { likePattern } from '../../lib/like-pattern';

/*
 * A sub-carrier is an organisation whose parent_org_id is the carrier that added it. Its network
 * status is read from what happened, not stored: Invited until someone joins it (a member, or a
 * Joined invitation), then Joined, and Active once it is also approved.
 */
const joined = `(EXISTS (SELECT 1 FROM memberships m WHERE m.org_id = o.id) OR EXISTS (SELECT 1 FROM invitations i WHERE i.org_id = o.id AND i.status = 'Joined'))`;
const columns = `COALESCE(o.saas_org_id, o.id) AS "saasOrgId", o.name AS "orgName", o.dot_number AS "dotNumber",
  (SELECT i.login_id FROM invitations i WHERE i.org_id = o.id ORDER BY i.id LIMIT 1) AS email,
  CASE WHEN NOT ${joined} THEN 'Invited'
       WHEN o.is_org_approved = 'Approved' AND EXISTS (SELECT 1 FROM memberships m WHERE m.org_id = o.id) THEN 'Active'
       ELSE 'Joined' END AS "networkStatus",
  COALESCE(p.saas_org_id, p.id) AS "parentSaasOrgId",
  (SELECT count(*)::int FROM assets a WHERE a.org_id = o.id AND a.status <> 'Deleted') AS "assetCount",
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`;
const from = `organizations o JOIN organizations p ON p.id = o.parent_org_id`;

/** The parent's sub-carriers (every network's, when parentId is null: the platform). */
export async function listCarriers(
  db: Queryable,
  parentId: number | null,
  filter: { search?: string; offset: number; size: number },
): Promise<{ rows: NetworkCarrier[]; total: number }> {
  const params: SqlParam[] = [];
  const where = [`o.status <> 'Deleted'`];
  if (parentId !== null) {
    params.push(parentId);
    where.push(`o.parent_org_id = $${params.length}`);
  }
  if (filter.search) {
    params.push(likePattern(filter.search));
    where.push(`(o.name ILIKE $${params.length} OR o.dot_number ILIKE $${params.length})`);
  }
  params.push(filter.size, filter.offset);
  const { rows } = await db.query<NetworkCarrier & { total: number }>(
    `SELECT ${columns}, count(*) OVER ()::int AS total FROM ${from} WHERE ${where.join(' AND ')}
      ORDER BY lower(o.name), o.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(({ total: _total, ...carrier }) => carrier), total: rows[0]?.total ?? 0 };
}

/** One sub-carrier of the parent (any parent's, when parentId is null); its organisation id too. */
export async function findCarrier(db: Queryable, parentId: number | null, saasOrgId: number): Promise<(NetworkCarrier & { orgId: number }) | undefined> {
  const params: SqlParam[] = [saasOrgId];
  let where = `COALESCE(o.saas_org_id, o.id) = $1 AND o.status <> 'Deleted'`;
  if (parentId !== null) {
    params.push(parentId);
    where += ` AND o.parent_org_id = $2`;
  }
  const { rows } = await db.query<NetworkCarrier & { orgId: number }>(`SELECT o.id AS "orgId", ${columns} FROM ${from} WHERE ${where}`, params);
  return rows[0];
}

/** Organisations whose DOT number equals this one or shares its root (the first 8 digits). */
export async function dotClashes(db: Queryable, dotNumber: string, root: string, exceptOrgId?: number): Promise<{ dotNumber: string; orgType: string }[]> {
  const { rows } = await db.query<{ dotNumber: string; orgType: string }>(
    `SELECT dot_number AS "dotNumber", org_type AS "orgType" FROM organizations
      WHERE (dot_number = $1 OR left(dot_number, 8) = $2) AND id <> COALESCE($3::int, 0)`,
    [dotNumber, root, exceptOrgId ?? null],
  );
  return rows;
}

/** Is this address a member of a parking lot owner? */
export async function isParkingLotOwnerMember(db: Queryable, loginId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM users u JOIN memberships m ON m.user_id = u.id JOIN organizations o ON o.id = m.org_id
      WHERE u.login_id = $1 AND o.org_type = 'PARKING_LOT_OWNER'`,
    [loginId],
  );
  return (rowCount ?? 0) > 0;
}

/** A new sub-carrier: a CARRIER under its parent, approved by its parent's vouching, saasOrgId = id. */
export async function insertCarrier(db: Queryable, parentId: number, carrier: { orgName: string; dotNumber: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO organizations (name, org_type, usage_type, status, is_org_approved, dot_number, parent_org_id)
     VALUES ($1, 'CARRIER', 'CARRIER', 'Active', 'Approved', $2, $3) RETURNING id`,
    [carrier.orgName, carrier.dotNumber, parentId],
  );
  await db.query(`UPDATE organizations SET saas_org_id = id WHERE id = $1`, [rows[0].id]);
  return rows[0].id;
}

export async function updateCarrier(db: Queryable, orgId: number, carrier: { orgName: string; dotNumber: string }): Promise<void> {
  await db.query(`UPDATE organizations SET name = $2, dot_number = $3 WHERE id = $1`, [orgId, carrier.orgName, carrier.dotNumber]);
}
