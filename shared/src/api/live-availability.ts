import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { takeEarlyFetch } from '@haulstop/shared/config';
import type { LotAvailabilityChange, Page, PublicLot, PublicLotsQuery } from '@haulstop/shared/contracts';
import { PUBLIC_LOTS_CACHE } from '@haulstop/shared/contracts/cache-keys';
import { cleanParams, keyMatches } from '@haulstop/shared/query';
import { sessionStore } from '@haulstop/shared/session';
import { lotKeys } from './lot-keys';

/** Cache keys of the public lots (no organisation: the global dashboard needs no login). */
export const publicLotKeys = {
  all: PUBLIC_LOTS_CACHE,
  search: (query: PublicLotsQuery) => [...PUBLIC_LOTS_CACHE, cleanParams(query)] as const,
};

/**
 * GET /api/public/lots through its definition, both loaded when a public call first needs them: a
 * visitor's /globaldashboard gets its first answer from the page's start script and its live counts
 * from an event stream, so it loads no axios (nor the definition's schemas) until the driver searches.
 */
async function callPublicLots(query: PublicLotsQuery | undefined, signal?: AbortSignal) {
  const [{ callEndpoint }, { listPublicLots }] = await Promise.all([import('./endpoint'), import('@haulstop/shared/contracts/availability')]);
  return callEndpoint(listPublicLots, { query, signal });
}

/** GET /api/public/lots without a query: every bookable lot with its free slots now. */
export async function fetchPublicLots(signal?: AbortSignal): Promise<PublicLot[]> {
  return (await callPublicLots(undefined, signal)).content;
}

export function usePublicLots(enabled = true) {
  return useQuery({ queryKey: publicLotKeys.all, queryFn: ({ signal }) => fetchPublicLots(signal), enabled });
}

/** GET /api/public/lots with a query: one page of the lots matching the search, nearest to the point first. */
export async function searchPublicLots(query: PublicLotsQuery, signal?: AbortSignal): Promise<Page<PublicLot>> {
  const params = cleanParams(query);
  // A visitor's first answer may be on its way already: the host page's start script asks for it
  // (public/index.html). Anything but a good answer is asked again here, where errors are handled.
  const early = await takeEarlyFetch(earlyUrl(params))?.catch(() => undefined);
  if (early?.ok) return (await early.json()) as Page<PublicLot>;
  // With a query the answer is always a page (the API's findPublicLots).
  return (await callPublicLots(query, signal)) as Page<PublicLot>;
}

/** The address the start script keys a search by: the API's, the path and the query as axios writes it. */
function earlyUrl(params: Record<string, string | number | boolean>): string {
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return `${sessionStore.getState().baseUrl ?? ''}/api/public/lots?${search}`;
}

/** The query of one public search: the hook and the page's prefetch both build it here, so their keys agree. */
export const publicLotSearchOptions = (query: PublicLotsQuery) =>
  queryOptions({ queryKey: publicLotKeys.search(query), queryFn: ({ signal }) => searchPublicLots(query, signal) });

/**
 * The lots a driver asks for (the server searches, sorts and cuts). While a new search is asked the
 * last answer stays on screen (`isPlaceholderData`), so typing never blanks the list.
 * @example const lots = usePublicLotSearch({ latitude, longitude, search: 'Regina', size: 50 });
 */
export function usePublicLotSearch(query: PublicLotsQuery) {
  return useQuery({ ...publicLotSearchOptions(query), placeholderData: keepPreviousData });
}

type WithCounts = { parkingLotId: number; availableSlots: number; totalSlots: number };

/** `data` with the changed lot's counts replaced, wherever a list of lots sits in it (an array or a page's content). */
export function withLotCounts<T>(data: T, change: LotAvailabilityChange): T {
  const update = (lots: WithCounts[]) =>
    lots.some((lot) => lot.parkingLotId === change.parkingLotId)
      ? lots.map((lot) => (lot.parkingLotId === change.parkingLotId ? { ...lot, availableSlots: change.availableSlots, totalSlots: change.totalSlots } : lot))
      : lots;
  if (Array.isArray(data)) return update(data as WithCounts[]) as T;
  if (data && typeof data === 'object' && Array.isArray((data as { content?: unknown }).content)) {
    const page = data as unknown as { content: WithCounts[] };
    const content = update(page.content);
    return (content === page.content ? data : { ...page, content }) as T;
  }
  return data;
}

/**
 * The cached lists whose counts are "free now": the lot lists and the public one. Availability
 * searches are not among them (their count is for a future window, and they refetch).
 */
export function applyLotChange(client: QueryClient, change: LotAvailabilityChange): void {
  client.setQueriesData({ predicate: (query) => keyMatches(query.queryKey, lotKeys.all) || keyMatches(query.queryKey, publicLotKeys.all) }, (data: unknown) =>
    withLotCounts(data, change),
  );
}

/**
 * Live free-slot counts: while mounted, the server's event stream updates every cached
 * lot list within a second of a booking or a cancel, without polling. Where the browser has no
 * EventSource the lists stay as fetched.
 */
export function useLiveAvailability(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    // EventSource reconnects by itself after a drop; it needs no token (the stream is public).
    // The API's address is the session's (the API client's follows it: auth/api-client.ts).
    const source = new EventSource(`${sessionStore.getState().baseUrl ?? ''}/api/public/availability/stream`);
    const onChange = (event: MessageEvent<string>) => applyLotChange(client, JSON.parse(event.data) as LotAvailabilityChange);
    source.addEventListener('availability', onChange);
    return () => source.close();
  }, [client]);
}
