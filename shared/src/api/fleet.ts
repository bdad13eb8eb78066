import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Asset, AssetInput, Driver, DriverInput, Page } from '@haulstop/shared/contracts';
import { prefetchFirstPage, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

/** Cache keys of the fleet; invalidate `fleetKeys.drivers` / `fleetKeys.assets` after a write. */
export const fleetKeys = {
  drivers: ['drivers'] as const,
  driverPage: (search: string) => ['drivers', 'page', { search }] as const,
  assets: ['assets'] as const,
  assetPage: (search: string) => ['assets', 'page', { search }] as const,
};

const pageParams = (search: string, request: PageRequest) => ({ page: request.page, size: request.size, ...(search ? { search } : {}) });

/** One page of GET /api/drivers (DESIGN §7), searchable by name, e-mail, phone or employee id. */
export async function fetchDriversPage(search: string, request: PageRequest): Promise<Page<Driver>> {
  const { data } = await apiClient.get<Page<Driver>>('/api/drivers', { params: pageParams(search, request), signal: request.signal });
  return data;
}

/** The /createDriver list: the organisation's drivers, 10 a page. */
export const useDriversPage = (search: string) => usePagedQuery(fleetKeys.driverPage(search), (request) => fetchDriversPage(search, request));
export const prefetchDriversPage = (client: QueryClient) => prefetchFirstPage(client, fleetKeys.driverPage(''), (request) => fetchDriversPage('', request));

/** POST /api/drivers, or PUT /api/drivers/{driverId} when the driver has an id. */
export async function saveDriver({ driverId, input }: { driverId: number | null; input: DriverInput }): Promise<Driver> {
  const { data } = driverId === null ? await apiClient.post<Driver>('/api/drivers', input) : await apiClient.put<Driver>(`/api/drivers/${driverId}`, input);
  return data;
}

/** DELETE /api/drivers/{driverId}. */
export async function deleteDriver(driverId: number): Promise<void> {
  await apiClient.delete(`/api/drivers/${driverId}`);
}

/** One page of GET /api/assets, searchable by VIN, plate, make or type. */
export async function fetchAssetsPage(search: string, request: PageRequest): Promise<Page<Asset>> {
  const { data } = await apiClient.get<Page<Asset>>('/api/assets', { params: pageParams(search, request), signal: request.signal });
  return data;
}

/** The /assets list: the organisation's trucks and trailers, 10 a page. */
export const useAssetsPage = (search: string) => usePagedQuery(fleetKeys.assetPage(search), (request) => fetchAssetsPage(search, request));
export const prefetchAssetsPage = (client: QueryClient) => prefetchFirstPage(client, fleetKeys.assetPage(''), (request) => fetchAssetsPage('', request));

/** POST /api/assets, or PUT /api/assets/{assetId} when the asset has an id. */
export async function saveAsset({ assetId, input }: { assetId: number | null; input: AssetInput }): Promise<Asset> {
  const { data } = assetId === null ? await apiClient.post<Asset>('/api/assets', input) : await apiClient.put<Asset>(`/api/assets/${assetId}`, input);
  return data;
}

/** DELETE /api/assets/{assetId}. */
export async function deleteAsset(assetId: number): Promise<void> {
  await apiClient.delete(`/api/assets/${assetId}`);
}
