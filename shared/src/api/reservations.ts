import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Page, Reservation, ReservationCompany } from '@haulstop/shared/contracts';
import { useSession } from '@haulstop/shared/session';
import { cleanParams, prefetchFirstPage, useOrgKey, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

/** `orgId` is the company filter (null = All). */
export type ReservationFilter = { orgId?: number | null; status?: string };

export const reservationKeys = {
  all: ['reservations'] as const,
  list: (filter: ReservationFilter) => ['reservations', 'list', cleanParams(filter)] as const,
  companies: () => ['reservations', 'companies'] as const,
};

/** GET /api/reservations: one page of the current organisation's reservations. */
export async function fetchReservations(filter: ReservationFilter, request: PageRequest): Promise<Page<Reservation>> {
  const { data } = await apiClient.get<Page<Reservation>>('/api/reservations', {
    params: { ...cleanParams(filter), page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}

export const useReservations = (filter: ReservationFilter) => usePagedQuery(reservationKeys.list(filter), (request) => fetchReservations(filter, request));

export const prefetchReservations = (client: QueryClient) => prefetchFirstPage(client, reservationKeys.list({}), (request) => fetchReservations({}, request));

/**
 * GET /api/reservation/filter/companyNames?saasOrgId=<current organisation>: the companies that
 * appear in the current organisation's reservations, de-duplicated by orgId. Every
 * organisation uses this call: the user's organisations (getOrgByUser, SPEC §7's older reading for
 * non-platform organisations) mostly filtered to no rows, and never offered the companies that booked.
 */
export async function fetchCompanyNames(saasOrgId: number, signal?: AbortSignal): Promise<ReservationCompany[]> {
  const { data } = await apiClient.get<ReservationCompany[]>('/api/reservation/filter/companyNames', { params: { saasOrgId }, signal });
  const seen = new Set<number>();
  return (Array.isArray(data) ? data : []).filter((c) => !seen.has(c.orgId) && seen.add(c.orgId));
}

export function useCompanyNames() {
  const saasOrgId = useSession((s) => s.saasOrgId);
  return useQuery({
    queryKey: useOrgKey(...reservationKeys.companies()),
    queryFn: ({ signal }) => fetchCompanyNames(saasOrgId as number, signal),
    enabled: saasOrgId !== null,
  });
}
