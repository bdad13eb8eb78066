import type { LoginOrganization, OrganizationDetail, OrganizationListItem } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { likePattern } from '../../lib/like-pattern';

/** A membership row is an organisation of the login answer. */
export type MembershipRow = LoginOrganization;

/** One row serves the detail and the list item (the answer schema picks the fields each sends). */
export type OrganizationRow = OrganizationDetail & Pick<OrganizationListItem, 'isReferred'>;

const orgColumns = `o.id AS "orgId", o.name AS "orgName", COALESCE(o.saas_org_id, o.id) AS "saasOrgId",
  o.org_type AS "orgType", COALESCE(o.usage_type, o.org_type) AS "usageType", o.status,
  o.is_org_approved AS "isOrgApproved", o.is_org_network_config_enabled AS "isOrgNetworkConfigEnabled",
  o.logo_path AS "logoPath", o.is_referred AS "isReferred", o.parent_org_id AS "parentOrgId", o.time_zone AS "timeZone"`;

/**
 * The memberships of the user whose id is the SQL expression `userId` as one JSON array (the login
 * answer's organisations, in the order they joined them: the first is the default current one),
 * for embedding in a query.
 */
export const membershipsJsonSql = (userId: string) => `COALESCE((
  SELECT json_agg(json_build_object(
           'orgId', o.id, 'orgName', o.name, 'saasOrgId', COALESCE(o.saas_org_id, o.id), 'orgType', o.org_type,
           'usageType', COALESCE(o.usage_type, o.org_type), 'role', m.role, 'orgStatus', o.status,
           'isOrgApproved', o.is_org_approved, 'isOrgNetworkConfigEnabled', o.is_org_network_config_enabled,
           'logoPath', o.logo_path) ORDER BY m.id)
    FROM memberships m JOIN organizations o ON o.id = m.org_id
   WHERE m.user_id = ${userId} AND o.status <> 'Deleted'), '[]'::json)`;

/** The memberships of user `$1`. */
export const MEMBERSHIPS_JSON_SQL = membershipsJsonSql('$1');

export async function findMembershipsByUser(db: Queryable, userId: number): Promise<MembershipRow[]> {
  const { rows } = await db.query<{ memberships: MembershipRow[] }>(`SELECT ${MEMBERSHIPS_JSON_SQL} AS memberships`, [userId]);
  return rows[0].memberships;
}

export async function findOrganizationBySaasId(db: Queryable, saasOrgId: number): Promise<OrganizationRow | undefined> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${orgColumns} FROM organizations o WHERE COALESCE(o.saas_org_id, o.id) = $1 AND o.status <> 'Deleted'`,
    [saasOrgId],
  );
  return rows[0];
}

export async function listOrganizations(
  db: Queryable,
  filter: { search?: string; approval?: string; offset: number; size: number },
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const pattern = filter.search ? likePattern(filter.search) : null;
  const approval = filter.approval ?? null;
  const where = `o.status <> 'Deleted' AND ($1::text IS NULL OR o.name ILIKE $1) AND ($2::text IS NULL OR o.is_org_approved = $2)`;
  const [{ rows }, count] = [
    await db.query<OrganizationRow>(`SELECT ${orgColumns} FROM organizations o WHERE ${where} ORDER BY o.id LIMIT $3 OFFSET $4`, [
      pattern,
      approval,
      filter.size,
      filter.offset,
    ]),
    await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM organizations o WHERE ${where}`, [pattern, approval]),
  ];
  return { rows, total: count.rows[0].total };
}

export async function updateNetworkConfig(db: Queryable, saasOrgId: number, enabled: boolean): Promise<boolean> {
  const result = await db.query(`UPDATE organizations SET is_org_network_config_enabled = $2 WHERE COALESCE(saas_org_id, id) = $1 AND status <> 'Deleted'`, [
    saasOrgId,
    enabled,
  ]);
  return result.rowCount > 0;
}
