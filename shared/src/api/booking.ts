import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type {
  BookingCreated,
  BookingDetails,
  BookingQuote,
  BookingQuoteBody,
  CreateBookingBody,
  ExtensionQuote,
  FleetOrganization,
} from '@haulstop/shared/contracts';
import { useApiMutation, useOrgKey } from '@haulstop/shared/query';
import { availabilityKeys } from './availability';
import { dashboardKeys } from './dashboard';

/** Cache keys of one booking; a booking or a cancel also makes availability, the lists and the counts of /reserve stale. */
export const bookingKeys = {
  all: ['booking'] as const,
  detail: (reservationId: number | null) => ['booking', 'detail', reservationId] as const,
  quote: (body: BookingQuoteBody | null) => ['booking', 'quote', body] as const,
  extensionQuote: (reservationId: number, duration: string) => ['booking', 'extensionQuote', reservationId, duration] as const,
  fleetOrganizations: () => ['booking', 'fleetOrganizations'] as const,
};

const STALE_AFTER_WRITE = [bookingKeys.all, availabilityKeys.all, ['reservations'], dashboardKeys.counts()] as const;

/**
 * POST /api/reservations (DESIGN §7). `idempotencyKey`: one per booking attempt (made when the form
 * opens), so a retried click or a lost answer never books or charges twice.
 */
export async function createBooking(args: { body: CreateBookingBody; idempotencyKey: string }): Promise<BookingCreated> {
  const { data } = await apiClient.post<BookingCreated>('/api/reservations', args.body, { headers: { 'Idempotency-Key': args.idempotencyKey } });
  return data;
}

/** POST /api/reservations/quote: subtotal, discount code, tax lines, total and end date, before booking. */
export async function fetchBookingQuote(body: BookingQuoteBody, signal?: AbortSignal): Promise<BookingQuote> {
  const { data } = await apiClient.post<BookingQuote>('/api/reservations/quote', body, { signal });
  return data;
}

/** The quote of what is chosen so far (null: not enough chosen yet); a refused discount code is its error. */
export function useBookingQuote(body: BookingQuoteBody | null) {
  return useQuery({
    queryKey: useOrgKey(...bookingKeys.quote(body)),
    queryFn: ({ signal }) => fetchBookingQuote(body as BookingQuoteBody, signal),
    enabled: body !== null,
    // A refusal (an unknown code, no price) is an answer, not a hiccup: ask once.
    retry: false,
  });
}

/** GET /api/reservations/{reservationId}: the whole story of one booking. */
export async function fetchBooking(reservationId: number, signal?: AbortSignal): Promise<BookingDetails> {
  const { data } = await apiClient.get<BookingDetails>(`/api/reservations/${reservationId}`, { signal });
  return data;
}

/** POST /api/reservations/{reservationId}/cancel: frees the slots, revokes the gate code. */
export async function cancelBooking(args: { reservationId: number; entrySnos?: number[] }): Promise<BookingDetails> {
  const { data } = await apiClient.post<BookingDetails>(`/api/reservations/${args.reservationId}/cancel`, { entrySnos: args.entrySnos });
  return data;
}

/**
 * POST /api/reservations/{reservationId}/extend: one more `duration` after the current end (same
 * lot and slots, capacity checked), paid with `payment` or the way the booking was paid.
 */
export async function extendBooking(args: {
  reservationId: number;
  duration: string;
  payment?: CreateBookingBody['payment'];
  idempotencyKey: string;
}): Promise<BookingDetails> {
  const { data } = await apiClient.post<BookingDetails>(
    `/api/reservations/${args.reservationId}/extend`,
    { duration: args.duration, payment: args.payment },
    { headers: { 'Idempotency-Key': args.idempotencyKey } },
  );
  return data;
}

/** POST /api/reservations/{reservationId}/extend/quote: the extension's price, each tax once, total and new end, before confirming. */
export async function fetchExtensionQuote(reservationId: number, duration: string, signal?: AbortSignal): Promise<ExtensionQuote> {
  const { data } = await apiClient.post<ExtensionQuote>(`/api/reservations/${reservationId}/extend/quote`, { duration }, { signal });
  return data;
}

/**
 * The price of extending by `duration`, asked while the Extend dialog is open (`enabled`).
 * @example const quote = useExtensionQuote(details.reservationId, '12 hrs', open);
 */
export function useExtensionQuote(reservationId: number, duration: string, enabled: boolean) {
  return useQuery({
    queryKey: useOrgKey(...bookingKeys.extensionQuote(reservationId, duration)),
    queryFn: ({ signal }) => fetchExtensionQuote(reservationId, duration, signal),
    enabled,
    // A refusal (no price, not extendable) is an answer, not a hiccup: ask once.
    retry: false,
    // The price can change with the lot's price list and the booking's end: asked afresh at each opening.
    staleTime: 0,
  });
}

/** POST /api/reservations/{reservationId}/paymentRetry: pays again a booking whose payment failed. */
export async function retryBookingPayment(args: {
  reservationId: number;
  payment: CreateBookingBody['payment'];
  idempotencyKey: string;
}): Promise<BookingDetails> {
  const { data } = await apiClient.post<BookingDetails>(
    `/api/reservations/${args.reservationId}/paymentRetry`,
    { payment: args.payment },
    { headers: { 'Idempotency-Key': args.idempotencyKey } },
  );
  return data;
}

export function useBooking(reservationId: number | null) {
  return useQuery({
    queryKey: useOrgKey(...bookingKeys.detail(reservationId)),
    queryFn: ({ signal }) => fetchBooking(reservationId as number, signal),
    enabled: reservationId !== null,
  });
}

export const useCreateBooking = (options: { onSuccess?: (created: BookingCreated) => void; onFieldError?: (field: string, message: string) => boolean } = {}) =>
  useApiMutation({ mutationFn: createBooking, invalidates: STALE_AFTER_WRITE, ...options });

export const useCancelBooking = (options: { onSuccess?: (details: BookingDetails) => void } = {}) =>
  useApiMutation({ mutationFn: cancelBooking, invalidates: STALE_AFTER_WRITE, onSuccess: options.onSuccess });

export const useExtendBooking = (options: { onSuccess?: (details: BookingDetails) => void; onFieldError?: (field: string, message: string) => boolean } = {}) =>
  useApiMutation({ mutationFn: extendBooking, invalidates: STALE_AFTER_WRITE, ...options });

export const useRetryBookingPayment = (
  options: { onSuccess?: (details: BookingDetails) => void; onFieldError?: (field: string, message: string) => boolean } = {},
) => useApiMutation({ mutationFn: retryBookingPayment, invalidates: STALE_AFTER_WRITE, ...options });

/** GET /api/reservations/fleetOrganizations: the carriers and brokers a lot owner may book for (/bookReservations). */
export async function fetchFleetOrganizations(signal?: AbortSignal): Promise<FleetOrganization[]> {
  const { data } = await apiClient.get<FleetOrganization[]>('/api/reservations/fleetOrganizations', { signal });
  return data;
}

export function useFleetOrganizations() {
  return useQuery({ queryKey: useOrgKey(...bookingKeys.fleetOrganizations()), queryFn: ({ signal }) => fetchFleetOrganizations(signal) });
}
