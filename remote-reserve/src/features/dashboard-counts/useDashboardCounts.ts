import { apiClient } from '@haulstop/shared/auth';
import { useApiQuery } from '../../lib/useApiQuery';

/** The counts of the reserve state (SPEC §3), as `GET /api/dashboard/counts` answers them. */
export interface DashboardCountsData {
  parkingLots: number;
  activeReservations: number;
  pendingPayments: number;
  drivers: number;
  failedPayments: number;
}

export async function fetchDashboardCounts(signal?: AbortSignal): Promise<DashboardCountsData> {
  const response = await apiClient.get<DashboardCountsData>('/api/dashboard/counts', { signal });
  return response.data;
}

/**
 * The current organisation's counts, fetched again when `orgKey` changes.
 * @example const counts = useDashboardCounts(saasOrgId);
 */
export function useDashboardCounts(orgKey: unknown) {
  return useApiQuery(fetchDashboardCounts, orgKey);
}
