import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import { currentOrgKey, useOrgKey } from '@haulstop/shared/query';

/** The counts of the reserve state (SPEC §3), as `GET /api/dashboard/counts` answers them. */
export interface DashboardCounts {
  parkingLots: number;
  activeReservations: number;
  pendingPayments: number;
  drivers: number;
  failedPayments: number;
}

export const dashboardKeys = { counts: () => ['dashboard', 'counts'] as const };

export async function fetchDashboardCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  const { data } = await apiClient.get<DashboardCounts>('/api/dashboard/counts', { signal });
  return data;
}

/** The current organisation's counts. */
export function useDashboardCounts() {
  return useQuery({ queryKey: useOrgKey(...dashboardKeys.counts()), queryFn: ({ signal }) => fetchDashboardCounts(signal) });
}

export const prefetchDashboardCounts = (client: QueryClient) =>
  client.prefetchQuery({ queryKey: currentOrgKey(...dashboardKeys.counts()), queryFn: ({ signal }) => fetchDashboardCounts(signal) });
