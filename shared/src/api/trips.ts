import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { takeEarlyFetch } from '@haulstop/shared/config';
import type { Trip, TripExtensionRequestInput, TripExtensionRequestResult } from '@haulstop/shared/contracts';
import { sessionStore } from '@haulstop/shared/session';

/** Cache keys of a driver's trip (no organisation: the link needs no sign-in). */
export const tripKeys = {
  all: ['trip'] as const,
  detail: (token: string) => ['trip', token] as const,
};

/** The API client, loaded when the trip is first asked for: the driver's page stays light (no design system, no client in its first chunk). */
const loadApiClient = async () => (await import('@haulstop/shared/auth')).apiClient;

const tripPath = (token: string) => `/api/trips/${encodeURIComponent(token)}`;

/** GET /api/trips/{token}: an unknown, revoked or ended link answers 404. */
export async function fetchTrip(token: string, signal?: AbortSignal): Promise<Trip> {
  // The trip may be on its way already: the host page's start script asks for it as soon as it knows
  // the API (public/index.html). Anything but a good answer is asked again here, where errors are handled.
  const early = await takeEarlyFetch(`${sessionStore.getState().baseUrl ?? ''}${tripPath(token)}`)?.catch(() => undefined);
  if (early?.ok) return (await early.json()) as Trip;
  const { data } = await (await loadApiClient()).get<Trip>(tripPath(token), { signal });
  return data;
}

/** POST /api/trips/{token}/checkIn or /checkOut: the driver tells the gate from the link; answers the trip as it now is. */
export async function postTripMove(args: { token: string; move: 'checkIn' | 'checkOut' }): Promise<Trip> {
  const { data } = await (await loadApiClient()).post<Trip>(`${tripPath(args.token)}/${args.move}`, {});
  return data;
}

/**
 * POST /api/trips/{token}/extensionRequest: the driver asks for `duration` more (the booking's
 * organisation answers, or it is paid at once as it allowed). `attempt` is the Idempotency-Key: the
 * same attempt sent again is one extension, charged once.
 */
export async function requestTripExtension(args: { token: string; attempt: string } & TripExtensionRequestInput): Promise<TripExtensionRequestResult> {
  const { data } = await (
    await loadApiClient()
  ).post<TripExtensionRequestResult>(`${tripPath(args.token)}/extensionRequest`, { duration: args.duration }, { headers: { 'Idempotency-Key': args.attempt } });
  return data;
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

/** "I need more time": the trip is asked again afterwards (a paid extension moves its end). */
export function useTripExtensionRequest(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: { duration: string; attempt: string }) => requestTripExtension({ token, ...ask }),
    onSuccess: () => client.invalidateQueries({ queryKey: tripKeys.detail(token) }),
  });
}
