import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { GateEvent, GateEventInput, GateEventResult, GatePolicyBody, Page } from '@haulstop/shared/contracts';
import { keyMatches, useApiMutation, useOrgKey, usePagedQuery, type PageRequest } from '@haulstop/shared/query';
import { bookingKeys } from './booking';

/** Cache keys of the gate: a lot's events, a booking's gate story, a lot's policy. */
export const gateKeys = {
  all: ['gate'] as const,
  events: (parkingLotId: number | null) => ['gate', 'events', parkingLotId] as const,
  reservation: (reservationId: number | null) => ['gate', 'reservation', reservationId] as const,
  policy: (parkingLotId: number | null) => ['gate', 'policy', parkingLotId] as const,
};

/**
 * POST /api/gate/events: a check-in or check-out at a lot by gate code or plate; answers ALLOWED or
 * REFUSED (with the reason), recorded as an event either way. `idempotencyKey`: one per attempt,
 * so a retried tap after a lost answer records one event.
 */
export async function postGateEvent(args: { body: GateEventInput; idempotencyKey: string }): Promise<GateEventResult> {
  const { data } = await apiClient.post<GateEventResult>('/api/gate/events', args.body, { headers: { 'Idempotency-Key': args.idempotencyKey } });
  return data;
}

/** One page of GET /api/gate/events: a lot's events, newest first (its owner's). */
export async function fetchGateEvents(parkingLotId: number, request: PageRequest): Promise<Page<GateEvent>> {
  const { data } = await apiClient.get<Page<GateEvent>>('/api/gate/events', {
    params: { parkingLotId, page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}

/** GET /api/reservations/{reservationId}/gateEvents: the booking's gate story, oldest first. */
export async function fetchReservationGateEvents(reservationId: number, signal?: AbortSignal): Promise<GateEvent[]> {
  const { data } = await apiClient.get<GateEvent[]>(`/api/reservations/${reservationId}/gateEvents`, { signal });
  return data;
}

/** GET /api/parkingLots/{parkingLotId}/gatePolicy: the lot's policy (the defaults when it never saved one). */
export async function fetchGatePolicy(parkingLotId: number, signal?: AbortSignal): Promise<GatePolicyBody> {
  const { data } = await apiClient.get<GatePolicyBody>(`/api/parkingLots/${parkingLotId}/gatePolicy`, { signal });
  return data;
}

/** PUT /api/parkingLots/{parkingLotId}/gatePolicy. */
export async function saveGatePolicy(args: { parkingLotId: number; policy: GatePolicyBody }): Promise<GatePolicyBody> {
  const { data } = await apiClient.put<GatePolicyBody>(`/api/parkingLots/${args.parkingLotId}/gatePolicy`, args.policy);
  return data;
}

/**
 * A lot's recent gate events, refreshed every 15 s (another gate or a driver's link adds to them).
 * @example const events = useGateEvents(7); <PagedTable {...pagedTableState(events)} … />
 */
export const useGateEvents = (parkingLotId: number | null) =>
  usePagedQuery(gateKeys.events(parkingLotId), (request) => fetchGateEvents(parkingLotId as number, request), {
    enabled: parkingLotId !== null,
    refreshMs: 15_000,
  });

/** A booking's gate story (null: none asked). */
export function useReservationGateEvents(reservationId: number | null) {
  return useQuery({
    queryKey: useOrgKey(...gateKeys.reservation(reservationId)),
    queryFn: ({ signal }) => fetchReservationGateEvents(reservationId as number, signal),
    enabled: reservationId !== null,
  });
}

/**
 * A gate event from the owner's screen. The answer (allowed or refused) is the screen's to show, so
 * no toast; the lot's events and the bookings' gate statuses are stale after it.
 */
export function usePostGateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postGateEvent,
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => [gateKeys.all, bookingKeys.all, ['reservations'], ['reports']].some((prefix) => keyMatches(query.queryKey, prefix)),
      }),
  });
}

export function useGatePolicy(parkingLotId: number | null) {
  return useQuery({
    queryKey: useOrgKey(...gateKeys.policy(parkingLotId)),
    queryFn: ({ signal }) => fetchGatePolicy(parkingLotId as number, signal),
    enabled: parkingLotId !== null,
  });
}

/** Saves a lot's gate policy; a field the server refuses shows at that field (useValidatedForm's serverError). */
export const useSaveGatePolicy = (options: { successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {}) =>
  useApiMutation({ mutationFn: saveGatePolicy, invalidates: [gateKeys.all], ...options });
