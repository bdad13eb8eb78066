import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { CatalogueItem, CatalogueItemInput, CatalogueKind, Page } from '@haulstop/shared/contracts';
import { prefetchFirstPage, useOrgKey, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

/** Cache keys of the catalogues; invalidate `catalogueKeys.kind(kind)` after a write to that catalogue. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  kind: (kind: CatalogueKind) => ['catalogues', kind] as const,
  page: (kind: CatalogueKind, search: string) => ['catalogues', kind, 'page', { search }] as const,
  options: (kind: CatalogueKind) => ['catalogues', kind, 'options'] as const,
};

/** GET /api/{kind}: one page of a catalogue (DESIGN §7), searchable. */
export async function fetchCataloguePage(kind: CatalogueKind, search: string, request: PageRequest): Promise<Page<CatalogueItem>> {
  const { data } = await apiClient.get<Page<CatalogueItem>>(`/api/${kind}`, {
    params: { page: request.page, size: request.size, ...(search ? { search } : {}) },
    signal: request.signal,
  });
  return data;
}

/** A catalogue's management list, 10 a page. */
export const useCataloguePage = (kind: CatalogueKind, search: string) =>
  usePagedQuery(catalogueKeys.page(kind, search), (request) => fetchCataloguePage(kind, search, request));

/** Warms a catalogue page's first page (its page module's `prefetch`). */
export const prefetchCataloguePage = (client: QueryClient, kind: CatalogueKind) =>
  prefetchFirstPage(client, catalogueKeys.page(kind, ''), (request) => fetchCataloguePage(kind, '', request));

/** The active entries of a catalogue (the choices of a form): the API caps a page at 100. */
export async function fetchCatalogueOptions(kind: CatalogueKind, signal?: AbortSignal): Promise<CatalogueItem[]> {
  const { data } = await apiClient.get<Page<CatalogueItem>>(`/api/${kind}`, { params: { page: 0, size: 100, status: 'Active' }, signal });
  return data.content;
}

/** The active entries of a catalogue, cached for every form that offers them. */
export function useCatalogueOptions(kind: CatalogueKind) {
  return useQuery({ queryKey: useOrgKey(...catalogueKeys.options(kind)), queryFn: ({ signal }) => fetchCatalogueOptions(kind, signal), staleTime: 5 * 60_000 });
}

/** POST /api/{kind} (platform). */
export async function createCatalogueItem(kind: CatalogueKind, input: CatalogueItemInput): Promise<CatalogueItem> {
  const { data } = await apiClient.post<CatalogueItem>(`/api/${kind}`, input);
  return data;
}

/** PUT /api/{kind}/{id} (platform). */
export async function updateCatalogueItem(kind: CatalogueKind, id: number, input: CatalogueItemInput): Promise<CatalogueItem> {
  const { data } = await apiClient.put<CatalogueItem>(`/api/${kind}/${id}`, input);
  return data;
}

/** DELETE /api/{kind}/{id} (platform); 409 while the entry is in use. */
export async function deleteCatalogueItem(kind: CatalogueKind, id: number): Promise<void> {
  await apiClient.delete(`/api/${kind}/${id}`);
}
