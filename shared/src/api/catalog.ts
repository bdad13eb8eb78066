import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CatalogueKind } from '@haulstop/shared/contracts';
import { CATALOGUE_ENDPOINTS } from '@haulstop/shared/contracts/catalog';
import { useOrgKey } from '@haulstop/shared/query';
import { callEndpoint, endpointKey, prefetchEndpointPage, useEndpointPage } from './endpoint';

// The catalogues' reads, derived from their definitions (@haulstop/shared/contracts/catalog). A write
// is useEndpointMutation(CATALOGUE_ENDPOINTS[kind].create | update | remove), which makes that catalogue stale.

/** A catalogue's management list, 10 a page, searchable. */
export const useCataloguePage = (kind: CatalogueKind, search: string) => useEndpointPage(CATALOGUE_ENDPOINTS[kind].list, { query: { search } });

/** Warms a catalogue page's first page (its page module's `prefetch`). */
export const prefetchCataloguePage = (client: QueryClient, kind: CatalogueKind) =>
  prefetchEndpointPage(client, CATALOGUE_ENDPOINTS[kind].list, { query: { search: '' } });

/** The active entries of a catalogue (the choices of a form): the API caps a page at 100. */
const OPTIONS = { query: { page: 0, size: 100, status: 'Active' as const } };

/** The active entries of a catalogue, cached for every form that offers them (a catalogue changes rarely). */
export function useCatalogueOptions(kind: CatalogueKind) {
  const list = CATALOGUE_ENDPOINTS[kind].list;
  return useQuery({
    queryKey: useOrgKey(...endpointKey(list, OPTIONS)),
    queryFn: async ({ signal }) => (await callEndpoint(list, { ...OPTIONS, signal })).content,
    staleTime: 5 * 60_000,
  });
}
