import type { QueryClient } from '@tanstack/react-query';
import type { ReservationCompany } from '@haulstop/shared/contracts';
import { listReservationCompanies, listReservations } from '@haulstop/shared/contracts/reservations';
import { RESERVATIONS_CACHE } from '@haulstop/shared/contracts/cache-keys';
import { useSession } from '@haulstop/shared/session';
import { prefetchEndpointPage, useEndpointPage, useEndpointQuery } from './endpoint';

// The reservations' reads, derived from their definitions (@haulstop/shared/contracts/reservations).

/** `orgId` is the company filter (null = All). */
export type ReservationFilter = { orgId?: number | null; status?: string };

/** Every reservations read; a booking, a change of one or a gate event makes it stale. */
export const reservationKeys = { all: RESERVATIONS_CACHE };

// The company filter's null (All) is sent as no filter.
const queryOf = (filter: ReservationFilter) => ({ ...(filter.orgId ? { orgId: filter.orgId } : {}), ...(filter.status ? { status: filter.status } : {}) });

/** One page of the current organisation's reservations, filtered by company and status. */
export const useReservations = (filter: ReservationFilter) => useEndpointPage(listReservations, { query: queryOf(filter) });

/** The first page /reservations shows (no filter), fetched with its chunk. */
export const prefetchReservations = (client: QueryClient) => prefetchEndpointPage(client, listReservations, { query: {} });

/** Each company once, by orgId. */
const distinct = (companies: ReservationCompany[]) => {
  const seen = new Set<number>();
  return (Array.isArray(companies) ? companies : []).filter((c) => !seen.has(c.orgId) && seen.add(c.orgId));
};

/**
 * The companies that appear in the current organisation's reservations (saasOrgId: the current
 * organisation), each once: the company filter's choices for every organisation.
 */
export function useCompanyNames() {
  const saasOrgId = useSession((s) => s.saasOrgId);
  return useEndpointQuery(listReservationCompanies, { query: { saasOrgId: saasOrgId ?? undefined } }, { enabled: saasOrgId !== null, select: distinct });
}
