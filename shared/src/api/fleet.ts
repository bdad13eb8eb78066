import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Asset, AssetInput, Driver, DriverInput, Page } from '@haulstop/shared/contracts';
import { prefetchFirstPage, useOrgKey, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

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

/** What a booking can name: the active drivers and assets of the organisation (the first 100 of each). */
export type FleetOptions = { drivers: Driver[]; assets: Asset[] };

const FIRST_100 = { page: 0, size: 100 };
const active = <T extends { status: string }>(rows: T[]) => rows.filter((row) => row.status === 'Active');

/**
 * The drivers and assets to book for: the current organisation's, or — `subCarrierId` given — a
 * sub-carrier's assets read through the carrier network (a parent never reads its drivers).
 */
export function useFleetOptions(subCarrierId: number | null) {
  const queryKey = useOrgKey('fleetOptions', subCarrierId);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<FleetOptions> => {
      if (subCarrierId !== null) {
        const { data } = await apiClient.get<Page<Asset>>(`/api/carrierNetwork/carriers/${subCarrierId}/assets`, { params: FIRST_100, signal });
        return { drivers: [], assets: active(data.content) };
      }
      const [drivers, assets] = await Promise.all([fetchDriversPage('', { ...FIRST_100, signal }), fetchAssetsPage('', { ...FIRST_100, signal })]);
      return { drivers: active(drivers.content), assets: active(assets.content) };
    },
  });
}
