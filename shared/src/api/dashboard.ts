import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { DashboardCounts } from '@haulstop/shared/contracts';
import { currentOrgKey, useOrgKey } from '@haulstop/shared/query';

export type { DashboardCounts };

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
