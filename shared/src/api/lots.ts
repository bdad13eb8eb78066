import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { AccessCode, AccessCodeInput, Page, ParkingLot, ParkingLotDetail, ParkingLotInput } from '@haulstop/shared/contracts';
import { currentOrgKey, prefetchFirstPage, useOrgKey, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

import { lotKeys } from './lot-keys';

export { lotKeys };

// One page of 100 covers every seeded organisation; the map shows all lots at once.
const MAP_PAGE = { page: 0, size: 100 };

/** GET /api/parkingLots: the current organisation's lots (owners: their own; carriers and brokers: bookable ones). */
export async function fetchMapLots(signal?: AbortSignal): Promise<ParkingLot[]> {
  const { data } = await apiClient.get<Page<ParkingLot>>('/api/parkingLots', { params: MAP_PAGE, signal });
  return data.content;
}

/** The lots on the map dashboard, in the current organisation. */
export function useMapLots() {
  return useQuery({ queryKey: useOrgKey(...lotKeys.map()), queryFn: ({ signal }) => fetchMapLots(signal) });
}

export const prefetchMapLots = (client: QueryClient) =>
  client.prefetchQuery({ queryKey: currentOrgKey(...lotKeys.map()), queryFn: ({ signal }) => fetchMapLots(signal) });

/** One page of GET /api/parkingLots, searchable by name or city. */
export async function fetchLotsPage(search: string, request: PageRequest): Promise<Page<ParkingLot>> {
  const { data } = await apiClient.get<Page<ParkingLot>>('/api/parkingLots', {
    params: { page: request.page, size: request.size, ...(search ? { search } : {}) },
    signal: request.signal,
  });
  return data;
}

/** The /parkingLot list: the organisation's lots, 10 a page. */
export const useLotsPage = (search: string) => usePagedQuery(lotKeys.page(search), (request) => fetchLotsPage(search, request));
export const prefetchLotsPage = (client: QueryClient) => prefetchFirstPage(client, lotKeys.page(''), (request) => fetchLotsPage('', request));

/** GET /api/parkingLots/{parkingLotId} (DESIGN §7). */
export async function fetchLot(parkingLotId: number, signal?: AbortSignal): Promise<ParkingLotDetail> {
  const { data } = await apiClient.get<ParkingLotDetail>(`/api/parkingLots/${parkingLotId}`, { signal });
  return data;
}

/** One lot for the editor; nothing is fetched while the id is null (a new lot). */
export function useLot(parkingLotId: number | null) {
  return useQuery({
    queryKey: useOrgKey(...lotKeys.detail(parkingLotId)),
    queryFn: ({ signal }) => fetchLot(parkingLotId as number, signal),
    enabled: parkingLotId !== null,
  });
}

/** POST /api/parkingLots, or PUT /api/parkingLots/{id} when the lot has an id. */
export async function saveLot({ parkingLotId, input }: { parkingLotId: number | null; input: ParkingLotInput }): Promise<ParkingLotDetail> {
  const { data } =
    parkingLotId === null
      ? await apiClient.post<ParkingLotDetail>('/api/parkingLots', input)
      : await apiClient.put<ParkingLotDetail>(`/api/parkingLots/${parkingLotId}`, input);
  return data;
}

/** DELETE /api/parkingLots/{id}; 409 while bookings still hold the lot. */
export async function deleteLot(parkingLotId: number): Promise<void> {
  await apiClient.delete(`/api/parkingLots/${parkingLotId}`);
}

/** PUT /api/parkingLots/{id}/prices (DESIGN §7): the lot's whole price list, in its currency. */
export async function saveLotPrices({
  parkingLotId,
  prices,
}: {
  parkingLotId: number;
  prices: { duration: string; amountMinor: number }[];
}): Promise<ParkingLotDetail> {
  const { data } = await apiClient.put<ParkingLotDetail>(`/api/parkingLots/${parkingLotId}/prices`, { prices });
  return data;
}

export const accessCodeKeys = {
  all: ['accessCodes'] as const,
  page: (parkingLotId: number | null) => ['accessCodes', parkingLotId] as const,
};

/** One page of GET /api/parkingLots/{id}/accessCodes (the lot owner's). */
export async function fetchAccessCodesPage(parkingLotId: number, request: PageRequest): Promise<Page<AccessCode>> {
  const { data } = await apiClient.get<Page<AccessCode>>(`/api/parkingLots/${parkingLotId}/accessCodes`, {
    params: { page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}

export const useAccessCodesPage = (parkingLotId: number | null) =>
  usePagedQuery(accessCodeKeys.page(parkingLotId), (request) => fetchAccessCodesPage(parkingLotId as number, request), { enabled: parkingLotId !== null });

/** POST …/accessCodes, or PUT …/accessCodes/{id} when editing one. */
export async function saveAccessCode({
  parkingLotId,
  accessCodeId,
  input,
}: {
  parkingLotId: number;
  accessCodeId: number | null;
  input: AccessCodeInput;
}): Promise<AccessCode> {
  const url = `/api/parkingLots/${parkingLotId}/accessCodes`;
  const { data } = accessCodeId === null ? await apiClient.post<AccessCode>(url, input) : await apiClient.put<AccessCode>(`${url}/${accessCodeId}`, input);
  return data;
}

/** DELETE …/accessCodes/{id}: the code becomes Removed. */
export async function removeAccessCode({ parkingLotId, accessCodeId }: { parkingLotId: number; accessCodeId: number }): Promise<void> {
  await apiClient.delete(`/api/parkingLots/${parkingLotId}/accessCodes/${accessCodeId}`);
}
