import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { takeEarlyFetch } from '@haulstop/shared/config';
import { endpointUrl } from '@haulstop/shared/contracts/endpoint';
import { checkInTrip, checkOutTrip, getTrip, requestTripExtension, type Trip } from '@haulstop/shared/contracts/trips';
import { keyMatches } from '@haulstop/shared/query';
import { sessionStore } from '@haulstop/shared/session';

/** Cache keys of a driver's trip (no organisation: the link needs no sign-in). */
export const tripKeys = {
  all: getTrip.cache,
  detail: (token: string) => [...getTrip.cache, token] as const,
};

/**
 * The endpoint caller, loaded when the trip is first asked for: the driver's page stays light (no
 * design system, no API client in its first chunk).
 */
const loadCaller = async () => (await import('./endpoint')).callEndpoint;

/** GET /api/trips/{token}: an unknown, revoked or ended link answers 404. */
export async function fetchTrip(token: string, signal?: AbortSignal): Promise<Trip> {
  // The trip may be on its way already: the host page's start script asks for it as soon as it knows
  // the API (public/index.html). Anything but a good answer is asked again here, where errors are handled.
  const url = `${sessionStore.getState().baseUrl ?? ''}${endpointUrl(getTrip, { token })}`;
  const early = await takeEarlyFetch(url)?.catch(() => undefined);
  if (early?.ok) return (await early.json()) as Trip;
  return (await loadCaller())(getTrip, { params: { token }, signal });
}

/** POST /api/trips/{token}/checkIn or /checkOut: the driver tells the gate from the link; answers the trip as it now is. */
export async function postTripMove(args: { token: string; move: 'checkIn' | 'checkOut' }): Promise<Trip> {
  return (await loadCaller())(args.move === 'checkIn' ? checkInTrip : checkOutTrip, { params: { token: args.token } });
}

/**
 * The trip behind a driver's link. A 404 is an answer (the link is unknown or over), not a hiccup: asked once.
 * @example const trip = useTrip(token); trip.data?.gateCode
 */
export function useTrip(token: string) {
  return useQuery({
    queryKey: tripKeys.detail(token),
    queryFn: ({ signal }) => fetchTrip(token, signal),
    retry: false,
    // The gate code appears when its time comes: the page asks again each minute while open.
    refetchInterval: 60_000,
  });
}

/** "I'm here" / "I left": the answer replaces the cached trip, so the page shows the new gate status at once. */
export function useTripMove(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: 'checkIn' | 'checkOut') => postTripMove({ token, move }),
    onSuccess: (trip) => client.setQueryData(tripKeys.detail(token), trip),
  });
}

/**
 * "I need more time": `attempt` is the Idempotency-Key (the same attempt sent again is one extension,
 * charged once); afterwards the reads the definition names are asked again (a paid extension moves the end).
 */
export function useTripExtensionRequest(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ask: { duration: string; attempt: string }) =>
      (await loadCaller())(requestTripExtension, {
        params: { token },
        body: { duration: ask.duration },
        headers: { 'idempotency-key': ask.attempt },
      }),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => requestTripExtension.invalidates.some((prefix) => keyMatches(query.queryKey, prefix)) }),
  });
}
