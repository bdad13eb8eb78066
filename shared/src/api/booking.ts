import type { BookingQuoteBody } from '@haulstop/shared/contracts';
import { getBooking, listFleetOrganizations, quoteBooking, quoteExtension } from '@haulstop/shared/contracts/bookings';
import { BOOKING_CACHE } from '@haulstop/shared/contracts/cache-keys';
import { useEndpointQuery } from './endpoint';

// A booking's reads, derived from their definitions (@haulstop/shared/contracts/bookings). A booking and its
// changes are useEndpointMutation(createBooking | cancelBooking | extendBooking | retryBookingPayment), with the
// attempt's Idempotency-Key in `headers`; each makes stale the booking, availability, the lists and the counts.

/** Every booking read (its detail, the quotes, the organisations a lot owner books for). */
export const bookingKeys = { all: BOOKING_CACHE };

/** The quote of what is chosen so far (null: not enough chosen yet); a refused discount code is its error. */
export const useBookingQuote = (body: BookingQuoteBody | null) =>
  // A refusal (an unknown code, no price) is an answer, not a hiccup: ask once.
  useEndpointQuery(quoteBooking, { body: body ?? ({} as BookingQuoteBody) }, { enabled: body !== null, retry: false });

/**
 * The price of extending by `duration`, asked while the Extend dialog is open (`enabled`).
 * @example const quote = useExtensionQuote(details.reservationId, '12 hrs', open);
 */
export const useExtensionQuote = (reservationId: number, duration: string, enabled: boolean) =>
  // A refusal (no price, not extendable) is an answer: ask once. The price can change with the lot's
  // price list and the booking's end: asked afresh at each opening.
  useEndpointQuery(quoteExtension, { params: { reservationId }, body: { duration } }, { enabled, retry: false, staleTime: 0 });

/** The whole story of one booking; nothing is fetched while the id is null. */
export const useBooking = (reservationId: number | null) =>
  useEndpointQuery(getBooking, { params: { reservationId: reservationId ?? 0 } }, { enabled: reservationId !== null });

/** The carriers and brokers a lot owner may book for (/bookReservations). */
export const useFleetOrganizations = () => useEndpointQuery(listFleetOrganizations, {});
