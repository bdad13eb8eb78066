import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import { forbidden, notFound } from '../../lib/errors';
import { pageWindow, type Page } from '../../lib/paging';
import { findOrganization } from '../organizations/service';
import * as repository from './repository';

export type Reservation = repository.ReservationRow;

export interface OrgScope {
  orgId: number;
  orgType: string;
}

/** Statuses that hold capacity or are in flight, for the dashboard. */
export const ACTIVE_STATUSES = ['Booked', 'Upcoming', 'Currently Recurring'];
export const PENDING_PAYMENT_STATUSES = ['Pending Payment', 'Payment Pending', 'Payment Initiated'];
export const FAILED_PAYMENT_STATUSES = ['Payment Failed', 'Recurring Failed'];

export function reservationScopeFor(org: OrgScope): repository.ReservationScope {
  if (org.orgId === PLATFORM_ORG_ID) return { all: true };
  if (org.orgType === 'PARKING_LOT_OWNER') return { lotOwnerOrgId: org.orgId };
  return { bookingOrgId: org.orgId };
}

export async function listReservations(
  db: Queryable,
  org: OrgScope,
  query: { page?: number; size?: number; orgId?: number; status?: string },
): Promise<Page<Reservation>> {
  const { page, size, offset } = pageWindow(query);
  const { rows, total } = await repository.listReservations(db, reservationScopeFor(org), {
    companyOrgId: query.orgId,
    statuses: query.status ? [query.status] : undefined,
    offset,
    size,
  });
  return { content: rows, totalElements: total, page, size };
}

export const countReservations = (db: Queryable, org: OrgScope, statuses: string[]) =>
  repository.countReservations(db, reservationScopeFor(org), statuses);

/**
 * Companies that have reservations, for the platform's company filter (SPEC §7). With a
 * saasOrgId other than the platform's, limited to what that organisation would see.
 */
export async function companyNames(
  db: Queryable,
  caller: { isPlatformUser: boolean },
  saasOrgId: number | undefined,
): Promise<{ orgName: string; orgId: number }[]> {
  if (!caller.isPlatformUser) throw forbidden('Only the platform organisation can list companies with reservations');
  if (saasOrgId === undefined || saasOrgId === PLATFORM_ORG_ID) return repository.companiesWithReservations(db, { all: true });
  const org = await findOrganization(db, saasOrgId);
  if (!org) throw notFound('Organisation');
  return repository.companiesWithReservations(db, reservationScopeFor(org));
}
