import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GateEventInput, GatePolicyBody } from '@haulstop/shared/contracts';
import { getGatePolicy, listGateEvents, listReservationGateEvents, postGateEvent, saveGatePolicy } from '@haulstop/shared/contracts/gate-endpoints';
import { keyMatches } from '@haulstop/shared/query';
import { callEndpoint, useEndpointPage, useEndpointQuery, useEndpointWrite } from './endpoint';

// The gate's reads and writes, derived from their definitions (@haulstop/shared/contracts/gate-endpoints):
// the cache they read under and what a write makes stale are the definitions'.

/**
 * A lot's recent gate events, newest first, refreshed every 15 s (another gate or a driver's link adds to them).
 * @example const events = useGateEvents(7); <PagedTable {...pagedTableState(events)} … />
 */
export const useGateEvents = (parkingLotId: number | null) =>
  useEndpointPage(listGateEvents, { query: { parkingLotId: parkingLotId ?? undefined } }, { enabled: parkingLotId !== null, refreshMs: 15_000 });

/** A booking's gate story, oldest first (null: none asked). */
export const useReservationGateEvents = (reservationId: number | null) =>
  useEndpointQuery(listReservationGateEvents, { params: { reservationId: reservationId ?? 0 } }, { enabled: reservationId !== null });

/**
 * A gate event from the owner's screen: ALLOWED or REFUSED (with the reason), recorded either way.
 * `idempotencyKey`: one per attempt, so a retried tap after a lost answer records one event. The
 * answer is the screen's to show, so no toast; what the definition names is stale after it.
 */
export function usePostGateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { body: GateEventInput; idempotencyKey: string }) =>
      callEndpoint(postGateEvent, { body: args.body, headers: { 'idempotency-key': args.idempotencyKey } }),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => postGateEvent.invalidates.some((prefix) => keyMatches(query.queryKey, prefix)) }),
  });
}

/** A lot's gate policy (the defaults when it never saved one); nothing is fetched while no lot is chosen. */
export const useGatePolicy = (parkingLotId: number | null) =>
  useEndpointQuery(getGatePolicy, { params: { parkingLotId: parkingLotId ?? 0 } }, { enabled: parkingLotId !== null });

/** Saves a lot's gate policy; a field the server refuses shows at that field (useValidatedForm's serverError). */
export const useSaveGatePolicy = (options: { successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {}) =>
  useEndpointWrite(
    saveGatePolicy,
    (args: { parkingLotId: number; policy: GatePolicyBody }) =>
      callEndpoint(saveGatePolicy, { params: { parkingLotId: args.parkingLotId }, body: args.policy }),
    options,
  );
