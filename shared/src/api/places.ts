import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PLACE_SUGGESTIONS } from '@haulstop/shared/constants';
import type { Place } from '@haulstop/shared/contracts';
import { PLACES_CACHE } from '@haulstop/shared/contracts/cache-keys';

/** The shortest text places are suggested for: one letter starts thousands of names. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/** Cache keys of the gazetteer's places (public, the same for every organisation). */
export const placeKeys = {
  all: PLACES_CACHE,
  search: (text: string) => [...PLACES_CACHE, text.trim().toLowerCase()] as const,
};

/** GET /api/public/places: the towns whose name starts with the text, the likeliest first ([] for a text too short). */
export async function fetchPlaces(text: string, signal?: AbortSignal): Promise<Place[]> {
  const search = text.trim();
  if (search.length < PLACE_SEARCH_MIN_LENGTH) return [];
  // The caller and the definition load when a place is first asked for (the public page loads no axios before: see live-availability).
  const [{ callEndpoint }, { searchPlaces }] = await Promise.all([import('./endpoint'), import('@haulstop/shared/contracts/places')]);
  return (await callEndpoint(searchPlaces, { query: { search, size: PLACE_SUGGESTIONS }, signal })).content;
}

/**
 * The places answered for a text. The gazetteer does not change while a page is open: an answer
 * is never asked twice, and a search that resolves a typed place before it runs reads the same one.
 */
export const placeSuggestionOptions = (text: string) =>
  queryOptions({ queryKey: placeKeys.search(text), queryFn: ({ signal }) => fetchPlaces(text, signal), staleTime: Infinity, gcTime: 10 * 60_000 });

/**
 * The places to suggest for what is typed (pass it debounced). The last answer stays while the next
 * is asked (`isPlaceholderData`), so the list under the field does not blink at each letter.
 * @example const places = usePlaceSuggestions(useDebouncedValue(text, 300)).data ?? [];
 */
export function usePlaceSuggestions(text: string) {
  return useQuery({ ...placeSuggestionOptions(text), enabled: text.trim().length >= PLACE_SEARCH_MIN_LENGTH, placeholderData: keepPreviousData });
}

/** How a place is written in a field and in its suggestions: "Moose Jaw, SK, CA". */
export const placeLabel = (place: Pick<Place, 'name' | 'region' | 'country'>) => `${place.name}, ${place.region}, ${place.country}`;

/**
 * The place a typed text names among the places answered for it: the one whose label it is (a
 * suggestion chosen), else the likeliest, first in the answer ("Edmonton" is Edmonton, AB). The
 * public page and /reserve both search around this one, so they find the same lots.
 */
export function chosenPlace(text: string, answered: readonly Place[] | undefined): Place | null {
  const typed = text.trim().toLowerCase();
  if (!typed || !answered?.length) return null;
  return answered.find((place) => placeLabel(place).toLowerCase() === typed) ?? answered[0];
}
