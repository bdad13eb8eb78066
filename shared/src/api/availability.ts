import type { AvailabilityQuery, AvailabilitySearch } from '@haulstop/shared/contracts';
import { searchAvailability } from '@haulstop/shared/contracts/availability';
import { useEndpointQuery } from './endpoint';

/** The query as the URL carries it: the amenities comma-separated. */
export function availabilitySearch({ amenities, ...rest }: AvailabilityQuery): AvailabilitySearch {
  return { ...rest, ...(amenities?.length ? { amenities: amenities.join(',') } : {}) };
}

/**
 * Availability for a search (GET /api/availability, DESIGN §7); nothing is asked until the search is
 * complete (`null`). A booking, a cancel or an extension makes it stale (their definitions' `invalidates`).
 * @example const results = useAvailability(search ? { startAt, duration, slots } : null);
 */
export function useAvailability(query: AvailabilityQuery | null) {
  return useEndpointQuery(
    searchAvailability,
    { query: availabilitySearch(query ?? { startAt: '', duration: '' }) },
    // Free slots change with every booking: a short freshness, so returning to the search re-asks.
    { enabled: query !== null, keepPrevious: true, staleTime: 5_000 },
  );
}
