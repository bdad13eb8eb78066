import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Asset, AssetInput, NetworkCarrier, NetworkCarrierInput, NetworkCarrierUpdate, Page } from '@haulstop/shared/contracts';
import { prefetchFirstPage, useOrgKey, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

const URL = '/api/carrierNetwork/carriers';

/** Cache keys of the carrier network; invalidate `carrierNetworkKeys.all` after a write. */
export const carrierNetworkKeys = {
  all: ['carrierNetwork'] as const,
  carrierPage: (search: string) => ['carrierNetwork', 'carriers', { search }] as const,
  assetPage: (saasOrgId: number, search: string) => ['carrierNetwork', 'assets', saasOrgId, { search }] as const,
};

const pageParams = (search: string, request: PageRequest) => ({ page: request.page, size: request.size, ...(search ? { search } : {}) });

/** One page of GET /api/carrierNetwork/carriers: the current carrier's sub-carriers. */
export async function fetchNetworkCarriersPage(search: string, request: PageRequest): Promise<Page<NetworkCarrier>> {
  const { data } = await apiClient.get<Page<NetworkCarrier>>(URL, { params: pageParams(search, request), signal: request.signal });
  return data;
}

export const useNetworkCarriersPage = (search: string) =>
  usePagedQuery(carrierNetworkKeys.carrierPage(search), (request) => fetchNetworkCarriersPage(search, request));
export const prefetchNetworkCarriersPage = (client: QueryClient) =>
  prefetchFirstPage(client, carrierNetworkKeys.carrierPage(''), (request) => fetchNetworkCarriersPage('', request));

/** Every sub-carrier of the network (at most 100, the API's page limit), for a select. */
export function useNetworkCarrierOptions(enabled = true) {
  const queryKey = useOrgKey(...carrierNetworkKeys.all, 'options');
  return useQuery({ queryKey, queryFn: async ({ signal }) => (await fetchNetworkCarriersPage('', { page: 0, size: 100, signal })).content, enabled });
}

/** POST /api/carrierNetwork/carriers: adds a sub-carrier by DOT number and invites its contact. */
export async function addNetworkCarrier(input: NetworkCarrierInput & { language?: string }): Promise<NetworkCarrier> {
  const { data } = await apiClient.post<NetworkCarrier>(URL, input);
  return data;
}

/** One page of GET /api/carrierNetwork/carriers/{saasOrgId}/assets. */
export async function fetchNetworkAssetsPage(saasOrgId: number, search: string, request: PageRequest): Promise<Page<Asset>> {
  const { data } = await apiClient.get<Page<Asset>>(`${URL}/${saasOrgId}/assets`, { params: pageParams(search, request), signal: request.signal });
  return data;
}

/** Asked only once a sub-carrier is chosen (an id of 0 is none: the API would refuse it). */
export const useNetworkAssetsPage = (saasOrgId: number, search: string) =>
  usePagedQuery(carrierNetworkKeys.assetPage(saasOrgId, search), (request) => fetchNetworkAssetsPage(saasOrgId, search, request), { enabled: saasOrgId > 0 });

/** POST …/{saasOrgId}/assets, or PUT …/{saasOrgId}/assets/{assetId} when the asset has an id. */
export async function saveNetworkAsset(saasOrgId: number, { assetId, input }: { assetId: number | null; input: AssetInput }): Promise<Asset> {
  const { data } =
    assetId === null
      ? await apiClient.post<Asset>(`${URL}/${saasOrgId}/assets`, input)
      : await apiClient.put<Asset>(`${URL}/${saasOrgId}/assets/${assetId}`, input);
  return data;
}

/** GET /api/carrierNetwork/carriers/{saasOrgId} (disabled until an id is known). */
export const useNetworkCarrier = (saasOrgId: number | null) =>
  useQuery({
    queryKey: [...carrierNetworkKeys.all, 'carrier', saasOrgId] as const,
    queryFn: async ({ signal }) => (await apiClient.get<NetworkCarrier>(`${URL}/${saasOrgId}`, { signal })).data,
    enabled: saasOrgId !== null,
  });

/** PUT /api/carrierNetwork/carriers/{saasOrgId}: renames the sub-carrier or changes its DOT number. */
export async function updateNetworkCarrier({ saasOrgId, input }: { saasOrgId: number; input: NetworkCarrierUpdate }): Promise<NetworkCarrier> {
  const { data } = await apiClient.put<NetworkCarrier>(`${URL}/${saasOrgId}`, input);
  return data;
}
