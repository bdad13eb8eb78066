import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Page, ParkingLot } from '@haulstop/shared/contracts';
import { currentOrgKey, useOrgKey } from '@haulstop/shared/query';

export const lotKeys = {
  all: ['lots'] as const,
  map: () => ['lots', 'map'] as const,
};

// One page of 100 covers every seeded organisation; the map shows all lots at once.
const MAP_PAGE = { page: 0, size: 100 };

/** GET /api/parkingLots: the current organisation's lots (owners: their own; carriers and brokers: bookable ones). */
export async function fetchMapLots(signal?: AbortSignal): Promise<ParkingLot[]> {
  const { data } = await apiClient.get<Page<ParkingLot>>('/api/parkingLots', { params: MAP_PAGE, signal });
  return data.content;
}

/** The lots on the map dashboard, in the current organisation. */
export function useMapLots() {
  return useQuery({ queryKey: useOrgKey(...lotKeys.map()), queryFn: ({ signal }) => fetchMapLots(signal) });
}

export const prefetchMapLots = (client: QueryClient) => client.prefetchQuery({ queryKey: currentOrgKey(...lotKeys.map()), queryFn: ({ signal }) => fetchMapLots(signal) });
