import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { AvailabilityQuery, LotAvailability, Page } from '@haulstop/shared/contracts';
import { useOrgKey } from '@haulstop/shared/query';

/** Cache keys of availability; invalidate `availabilityKeys.all` after a booking, a cancel or an extension. */
export const availabilityKeys = {
  all: ['availability'] as const,
  search: (query: AvailabilityQuery) => ['availability', query] as const,
};

/** GET /api/availability (DESIGN §7): free slots and price of lots for a window. */
export async function fetchAvailability(query: AvailabilityQuery, signal?: AbortSignal): Promise<Page<LotAvailability>> {
  const { amenities, ...rest } = query;
  const params = { ...rest, ...(amenities?.length ? { amenities: amenities.join(',') } : {}) };
  const { data } = await apiClient.get<Page<LotAvailability>>('/api/availability', { params, signal });
  return data;
}

/** Availability for a search; nothing is asked until the search is complete (`null`). */
export function useAvailability(query: AvailabilityQuery | null) {
  return useQuery({
    queryKey: useOrgKey(...availabilityKeys.search(query ?? { startAt: '', duration: '' })),
    queryFn: ({ signal }) => fetchAvailability(query as AvailabilityQuery, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    // Free slots change with every booking: a short freshness, so returning to the search re-asks.
    staleTime: 5_000,
  });
}
