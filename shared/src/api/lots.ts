import type { QueryClient } from '@tanstack/react-query';
import { getLot, listAccessCodes, listLots } from '@haulstop/shared/contracts/lots';
import { prefetchEndpoint, prefetchEndpointPage, useEndpointPage, useEndpointQuery } from './endpoint';
import { lotKeys } from './lot-keys';

// The lots' reads, derived from their definitions (@haulstop/shared/contracts/lots). Writes need
// nothing here: a page calls useEndpointMutation(createLot | updateLot | …), which makes stale what the definition names.

export { lotKeys };

// One page of 100 covers every seeded organisation; the map shows all lots at once.
const MAP_LOTS = { query: { page: 0, size: 100 } };
const contentOf = <T>(page: { content: T[] }) => page.content;

/** The lots on the map dashboard (and the lot pickers), in the current organisation: owners their own, carriers and brokers the bookable ones. */
export const useMapLots = () => useEndpointQuery(listLots, MAP_LOTS, { select: contentOf });
export const prefetchMapLots = (client: QueryClient) => prefetchEndpoint(client, listLots, MAP_LOTS);

/** The /parkingLot list: the organisation's lots, 10 a page, searchable by name or city. */
export const useLotsPage = (search: string) => useEndpointPage(listLots, { query: { search } });
export const prefetchLotsPage = (client: QueryClient) => prefetchEndpointPage(client, listLots, { query: { search: '' } });

/** One lot for the editor; nothing is fetched while the id is null (a new lot). */
export const useLot = (parkingLotId: number | null) =>
  useEndpointQuery(getLot, { params: { parkingLotId: parkingLotId ?? 0 } }, { enabled: parkingLotId !== null });

/** One page of a lot's access codes; nothing is fetched while no lot is chosen. */
export const useAccessCodesPage = (parkingLotId: number | null) =>
  useEndpointPage(listAccessCodes, { params: { parkingLotId: parkingLotId ?? 0 } }, { enabled: parkingLotId !== null });
