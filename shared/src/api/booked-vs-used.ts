import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { BookedVsUsed } from '@haulstop/shared/contracts';
import { useOrgKey } from '@haulstop/shared/query';
import { REPORT_REFRESH_MS } from './reports';

/** Cache keys of booked against used (a gate event changes it: the gate's writes make ['reports'] stale). */
export const bookedVsUsedKeys = {
  lot: (parkingLotId: number | null, from: string, to: string) => ['reports', 'bookedVsUsed', parkingLotId, from, to] as const,
};

/** GET /api/reports/parkingLots/{parkingLotId}/bookedVsUsed?from=&to=: per day at the lot's clock, [from, to). */
export async function fetchBookedVsUsed(parkingLotId: number, range: { from: string; to: string }, signal?: AbortSignal): Promise<BookedVsUsed> {
  const { data } = await apiClient.get<BookedVsUsed>(`/api/reports/parkingLots/${parkingLotId}/bookedVsUsed`, { params: range, signal });
  return data;
}

/**
 * A lot's slot-hours booked against those trucks were on it, with no-shows and overstays, per day.
 * @example const day = useBookedVsUsed(7, '2026-12-06', '2026-12-07'); day.data?.days[0].usedSlotHours
 */
export function useBookedVsUsed(parkingLotId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: useOrgKey(...bookedVsUsedKeys.lot(parkingLotId, from, to)),
    queryFn: ({ signal }) => fetchBookedVsUsed(parkingLotId as number, { from, to }, signal),
    enabled: parkingLotId !== null,
    refetchInterval: REPORT_REFRESH_MS,
  });
}
