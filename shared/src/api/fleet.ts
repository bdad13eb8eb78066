import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Asset, AssetInput, Driver, DriverInput, Page } from '@haulstop/shared/contracts';
import { FLEET_OPTIONS_CACHE } from '@haulstop/shared/contracts/cache-keys';
import { createAsset, createDriver, listAssets, listDrivers, updateAsset, updateDriver } from '@haulstop/shared/contracts/fleet';
import { useOrgKey } from '@haulstop/shared/query';
import { callEndpoint, prefetchEndpointPage, useEndpointPage } from './endpoint';

// The fleet's reads, derived from their definitions (@haulstop/shared/contracts/fleet). A write is
// useEndpointMutation(createDriver | updateDriver | …), which makes stale what the definition names.

/** The /createDriver list: the organisation's drivers, 10 a page, searchable by name, e-mail, phone or employee id. */
export const useDriversPage = (search: string) => useEndpointPage(listDrivers, { query: { search } });
export const prefetchDriversPage = (client: QueryClient) => prefetchEndpointPage(client, listDrivers, { query: { search: '' } });

/** The /assets list: the organisation's trucks and trailers, 10 a page, searchable by VIN, plate, make or type. */
export const useAssetsPage = (search: string) => useEndpointPage(listAssets, { query: { search } });
export const prefetchAssetsPage = (client: QueryClient) => prefetchEndpointPage(client, listAssets, { query: { search: '' } });

/** Creates the driver, or replaces it when it has an id. */
export const saveDriver = ({ driverId, input }: { driverId: number | null; input: DriverInput }): Promise<Driver> =>
  driverId === null ? callEndpoint(createDriver, { body: input }) : callEndpoint(updateDriver, { params: { driverId }, body: input });

/** Creates the asset, or replaces it when it has an id. */
export const saveAsset = ({ assetId, input }: { assetId: number | null; input: AssetInput }): Promise<Asset> =>
  assetId === null ? callEndpoint(createAsset, { body: input }) : callEndpoint(updateAsset, { params: { assetId }, body: input });

/** What a successful driver or asset save makes stale: the definitions' own. */
export const fleetWrites = { drivers: createDriver.invalidates, assets: createAsset.invalidates };

/** What a booking can name: the active drivers and assets of the organisation (the first 100 of each). */
export type FleetOptions = { drivers: Driver[]; assets: Asset[] };

const FIRST_100 = { page: 0, size: 100 };
const active = <T extends { status: string }>(rows: T[]) => rows.filter((row) => row.status === 'Active');

/**
 * The drivers and assets to book for: the current organisation's, or — `subCarrierId` given — a
 * sub-carrier's assets read through the carrier network (a parent never reads its drivers).
 */
export function useFleetOptions(subCarrierId: number | null) {
  const queryKey = useOrgKey(...FLEET_OPTIONS_CACHE, subCarrierId);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<FleetOptions> => {
      if (subCarrierId !== null) {
        const { data } = await apiClient.get<Page<Asset>>(`/api/carrierNetwork/carriers/${subCarrierId}/assets`, { params: FIRST_100, signal });
        return { drivers: [], assets: active(data.content) };
      }
      const [drivers, assets] = await Promise.all([
        callEndpoint(listDrivers, { query: FIRST_100, signal }),
        callEndpoint(listAssets, { query: FIRST_100, signal }),
      ]);
      return { drivers: active(drivers.content), assets: active(assets.content) };
    },
  });
}
