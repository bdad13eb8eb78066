import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { canAccess, dedupeOrganizations, type PermissionContext } from '@haulstop/shared/permissions';
import type { Queryable } from '../../db/db';
import { forbidden, notFound } from '../../lib/errors';
import { pageWindow, type Page } from '../../lib/paging';
import * as repository from './repository';

export type Membership = repository.MembershipRow;
export type Organization = repository.OrganizationRow;

/** Caller facts the organisation rules need (a subset of the request's auth context). */
export interface Caller {
  userId: number;
  memberships: Membership[];
  isPlatformUser: boolean;
}

const isMember = (caller: Caller, saasOrgId: number) => caller.memberships.some((m) => m.saasOrgId === saasOrgId);

export const membershipsOf = (db: Queryable, userId: number) => repository.findMembershipsByUser(db, userId);
/** SQL for a user's memberships as JSON (parameter $1 is the user id), so authentication reads them in its one query. */
export const MEMBERSHIPS_JSON_SQL = repository.MEMBERSHIPS_JSON_SQL;
export const findOrganization = (db: Queryable, saasOrgId: number) => repository.findOrganizationBySaasId(db, saasOrgId);

/** Organisation detail: members and the platform only; others get 404, never the record (DESIGN §3). */
export async function getOrganization(db: Queryable, caller: Caller, saasOrgId: number): Promise<Organization> {
  if (!caller.isPlatformUser && !isMember(caller, saasOrgId)) throw notFound('Organisation');
  const org = await repository.findOrganizationBySaasId(db, saasOrgId);
  if (!org) throw notFound('Organisation');
  return org;
}

/** Every organisation, paged; the platform organisation only (SPEC §6 organisation visibility). */
export async function listAllOrganizations(
  db: Queryable,
  caller: Caller,
  query: { page?: number; size?: number; search?: string; isOrgApproved?: string },
): Promise<Page<Organization>> {
  if (!caller.isPlatformUser) throw forbidden('Only the platform organisation can list all organisations');
  const { page, size, offset } = pageWindow(query);
  const search = query.search?.trim() || undefined;
  const { rows, total } = await repository.listOrganizations(db, { search, approval: query.isOrgApproved, offset, size });
  return { content: rows, totalElements: total, page, size };
}

/** The organisations of a user: yourself, or anyone's for the platform. */
export async function organizationsOfUser(db: Queryable, caller: Caller, userId: number): Promise<{ orgId: number; orgName: string }[]> {
  if (userId !== caller.userId && !caller.isPlatformUser) throw forbidden('You can only list your own organisations');
  const memberships = userId === caller.userId ? caller.memberships : await repository.findMembershipsByUser(db, userId);
  if (userId !== caller.userId && memberships.length === 0) {
    const exists = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    if (exists.rowCount === 0) throw notFound('User');
  }
  // De-duplicated by orgId (SPEC §6), by the same rule the screens use.
  return dedupeOrganizations(memberships).map((m) => ({ orgId: m.orgId, orgName: m.orgName }));
}

/**
 * The carrier-network setting may be saved only by a Manager of that organisation or by a
 * member of the platform organisation (SPEC §5, §6).
 */
export async function saveNetworkConfiguration(
  db: Queryable,
  caller: Caller,
  input: { saasOrgId: number; isOrgNetworkConfigEnabled: boolean },
): Promise<{ saasOrgId: number; isOrgNetworkConfigEnabled: boolean }> {
  const membership = caller.memberships.find((m) => m.saasOrgId === input.saasOrgId);
  const platform = caller.memberships.find((m) => m.saasOrgId === PLATFORM_ORG_ID);
  if (!membership && !platform) throw notFound('Organisation');
  // The one access check the screen also calls (SPEC §5 validation reading), for each membership that could allow it.
  const asMember = (m: { role: string; saasOrgId: number }): PermissionContext => ({
    orgType: null,
    saasOrgId: m.saasOrgId,
    role: m.role,
    isOrgNetworkConfigEnabled: false,
  });
  const allowed = [membership, platform].some((m) => m !== undefined && canAccess({ resource: 'carrierNetwork', action: 'edit', ctx: asMember(m) }));
  if (!allowed) {
    throw forbidden('Only a Manager of this organisation or the platform organisation can change the carrier network setting');
  }
  const updated = await repository.updateNetworkConfig(db, input.saasOrgId, input.isOrgNetworkConfigEnabled);
  if (!updated) throw notFound('Organisation');
  return { saasOrgId: input.saasOrgId, isOrgNetworkConfigEnabled: input.isOrgNetworkConfigEnabled };
}
