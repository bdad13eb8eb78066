import type { QueryClient } from '@tanstack/react-query';
import type { Asset, AssetInput } from '@haulstop/shared/contracts';
import { CARRIER_NETWORK_CACHE } from '@haulstop/shared/contracts/cache-keys';
import { createNetworkAsset, getNetworkCarrier, listNetworkAssets, listNetworkCarriers, updateNetworkAsset } from '@haulstop/shared/contracts/carrier-network';
import { callEndpoint, prefetchEndpointPage, useEndpointPage, useEndpointQuery } from './endpoint';

// The carrier network's reads, derived from their definitions (@haulstop/shared/contracts/carrier-network).
// Writes: a page calls useEndpointMutation(addNetworkCarrier | updateNetworkCarrier), which makes stale what the definition names.

/** Cache keys of the carrier network: every network read is under `carrierNetworkKeys.all`, which each network write makes stale. */
export const carrierNetworkKeys = { all: CARRIER_NETWORK_CACHE };

/** One page of the current carrier's sub-carriers, searchable. */
export const useNetworkCarriersPage = (search: string) => useEndpointPage(listNetworkCarriers, { query: { search } });
export const prefetchNetworkCarriersPage = (client: QueryClient) => prefetchEndpointPage(client, listNetworkCarriers, { query: { search: '' } });

// The API caps a page at 100 rows: a select shows the first 100 sub-carriers.
const OPTIONS = { query: { page: 0, size: 100 } };
const contentOf = <T>(page: { content: T[] }) => page.content;

/** Every sub-carrier of the network (at most 100, the API's page limit), for a select. */
export const useNetworkCarrierOptions = (enabled = true) => useEndpointQuery(listNetworkCarriers, OPTIONS, { enabled, select: contentOf });

/** One page of a sub-carrier's assets; asked only once a sub-carrier is chosen (an id of 0 is none: the API would refuse it). */
export const useNetworkAssetsPage = (saasOrgId: number, search: string) =>
  useEndpointPage(listNetworkAssets, { params: { saasOrgId }, query: { search } }, { enabled: saasOrgId > 0 });

/** POST …/{saasOrgId}/assets, or PUT …/{saasOrgId}/assets/{assetId} when the asset has an id (the asset form saves both ways). */
export const saveNetworkAsset = (saasOrgId: number, { assetId, input }: { assetId: number | null; input: AssetInput }): Promise<Asset> =>
  assetId === null
    ? callEndpoint(createNetworkAsset, { params: { saasOrgId }, body: input })
    : callEndpoint(updateNetworkAsset, { params: { saasOrgId, assetId }, body: input });

/** One sub-carrier (disabled until an id is known). */
export const useNetworkCarrier = (saasOrgId: number | null) =>
  useEndpointQuery(getNetworkCarrier, { params: { saasOrgId: saasOrgId ?? 0 } }, { enabled: saasOrgId !== null });
