import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { canAccess, type PermissionContext } from '@haulstop/shared/permissions';
import type { Queryable } from '../../db/db';
import { forbidden, notFound } from '../../lib/errors';
import { paged, type Page } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { findOrganization } from '../organizations/service';
import * as repository from './repository';

export type Reservation = repository.ReservationRow;

/** Statuses that hold capacity or are in flight, for the dashboard. */
export const ACTIVE_STATUSES = ['Booked', 'Upcoming', 'Currently Recurring'];
export const PENDING_PAYMENT_STATUSES = ['Pending Payment', 'Payment Pending', 'Payment Initiated'];
export const FAILED_PAYMENT_STATUSES = ['Payment Failed', 'Recurring Failed'];

export async function listReservations(
  db: Queryable,
  org: ScopedOrg,
  query: { page?: number; size?: number; orgId?: number; status?: string },
): Promise<Page<Reservation>> {
  const filter = { companyOrgId: query.orgId, statuses: query.status ? [query.status] : undefined };
  return paged(query, (window) => repository.listReservations(db, scopeFor(org), { ...filter, ...window }));
}

export const countReservations = (db: Queryable, org: ScopedOrg, statuses: string[]) => repository.countReservations(db, scopeFor(org), statuses);

/**
 * The company filter of /reservations (SPEC §7): the companies that appear in the reservations the
 * current organisation sees, so every option filters to rows (issue 6 — the options used to be the
 * user's organisations, which mostly filtered to nothing). `saasOrgId` must be the current
 * organisation; the platform may name any organisation to see it as that organisation would.
 */
export async function companyNames(
  db: Queryable,
  org: ScopedOrg & { saasOrgId: number },
  ctx: PermissionContext,
  saasOrgId: number | undefined,
): Promise<{ orgName: string; orgId: number }[]> {
  if (saasOrgId === undefined || saasOrgId === org.saasOrgId) return repository.companiesWithReservations(db, scopeFor(org));
  if (!canAccess({ resource: 'allOrganizations', action: 'view', ctx })) throw forbidden('You can only list the companies of your current organisation');
  const other = await findOrganization(db, saasOrgId);
  if (!other) throw notFound('Organisation');
  return repository.companiesWithReservations(db, scopeFor({ ...other, isPlatformOrg: other.saasOrgId === PLATFORM_ORG_ID }));
}
