import { apiClient } from '@haulstop/shared/auth';
import { useApiQuery } from '../../lib/useApiQuery';
import type { ParkingLot } from '@haulstop/shared/contracts';

// One page of 100 covers every seeded organisation; the map shows all lots at once.
const MAP_PAGE = { page: 0, size: 100 };

interface LotPage {
  content: ParkingLot[];
  totalElements: number;
}

/** Fetches the lots of the current organisation (owners: their own; carriers and brokers: bookable ones). */
export async function fetchLots(signal?: AbortSignal): Promise<ParkingLot[]> {
  const response = await apiClient.get<LotPage>('/api/parkingLots', { params: MAP_PAGE, signal });
  return response.data.content;
}

/**
 * The lots shown on the map dashboard, fetched again when the organisation (`orgKey`) changes.
 * @example const lots = useLots(saasOrgId); if (lots.status === 'success') lots.data.map(...)
 */
export function useLots(orgKey: unknown) {
  return useApiQuery(fetchLots, orgKey);
}
