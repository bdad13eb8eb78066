import { isPlatformOrganization } from '@haulstop/shared/constants';
import { dedupeOrganizations } from '@haulstop/shared/permissions';
import type { Queryable } from '../../db/db';
import { forbidden, notFound, text } from '../../lib/errors';
import { pageWindow, type Page } from '../../lib/paging';
import type { OrgContext } from '../../plugins/app/authorization';
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
export const { MEMBERSHIPS_JSON_SQL, membershipsJsonSql } = repository;
export const findOrganization = (db: Queryable, saasOrgId: number) => repository.findOrganizationBySaasId(db, saasOrgId);

/** Organisation detail: the current organisation's, or any for the platform organisation; others get 404, never the record (DESIGN §3). */
export async function getOrganization(db: Queryable, caller: Caller, actingIn: number | null, saasOrgId: number): Promise<Organization> {
  // The organisation the request acts in (X-Org-Id) only, as its sub-paths: another of the caller's
  // organisations is read by acting in it. The platform organisation reads any.
  const platformReads = caller.isPlatformUser && isPlatformOrganization(actingIn);
  const ownCurrent = saasOrgId === actingIn && (caller.isPlatformUser || isMember(caller, saasOrgId));
  if (!platformReads && !ownCurrent) throw notFound('Organisation');
  const org = await repository.findOrganizationBySaasId(db, saasOrgId);
  if (!org) throw notFound('Organisation');
  return org;
}

/** Every organisation, paged; the platform organisation only. */
export async function listAllOrganizations(
  db: Queryable,
  caller: Caller,
  query: { page?: number; size?: number; search?: string; isOrgApproved?: string },
): Promise<Page<Organization>> {
  const { page, size, offset } = pageWindow(query);
  const search = query.search?.trim() || undefined;
  const { rows, total } = await repository.listOrganizations(db, { search, approval: query.isOrgApproved, offset, size });
  return { content: rows, totalElements: total, page, size };
}

/** The organisations of a user: yourself, or anyone's for the platform. */
export async function organizationsOfUser(db: Queryable, caller: Caller, userId: number): Promise<{ orgId: number; orgName: string }[]> {
  if (userId !== caller.userId && !caller.isPlatformUser) throw forbidden(text('apiErrors.organisations.ownOnly'));
  const memberships = userId === caller.userId ? caller.memberships : await repository.findMembershipsByUser(db, userId);
  if (userId !== caller.userId && memberships.length === 0) {
    const exists = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
    if (exists.rowCount === 0) throw notFound('User');
  }
  // De-duplicated by orgId, by the same rule the screens use.
  return dedupeOrganizations(memberships).map((m) => ({ orgId: m.orgId, orgName: m.orgName }));
}

/**
 * The carrier-network setting of the current organisation; the route's rule
 * (carrierNetwork edit: a Manager, or the platform) was asked before. The platform acting as itself
 * sets any organisation's; anyone else naming another organisation gets 404.
 */
export async function saveNetworkConfiguration(
  db: Queryable,
  org: OrgContext,
  input: { saasOrgId: number; isOrgNetworkConfigEnabled: boolean },
): Promise<{ saasOrgId: number; isOrgNetworkConfigEnabled: boolean }> {
  if (!org.isPlatformOrg && input.saasOrgId !== org.saasOrgId) throw notFound('Organisation');
  const updated = await repository.updateNetworkConfig(db, input.saasOrgId, input.isOrgNetworkConfigEnabled);
  if (!updated) throw notFound('Organisation');
  return { saasOrgId: input.saasOrgId, isOrgNetworkConfigEnabled: input.isOrgNetworkConfigEnabled };
}
