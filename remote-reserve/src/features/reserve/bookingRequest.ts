import type { BookingPayment, BookingQuoteBody, CreateBookingBody, LotAvailability } from '@haulstop/shared/contracts';
import { cardDigits, canRecur } from '@haulstop/shared/rules';
import { zonedInstant } from '@haulstop/shared/time';
import { slotEntriesOf } from './entries';
import type { BookingData, ReserveState } from './reserveState';

/**
 * What the search asked: the window and how many slots (the booking's slot count starts from it).
 * The start is a wall-clock time at the lot (`startLocal`, '2026-12-01T14:00'); `startAt` is the
 * instant the search looked at (in the searched place's zone).
 */
export type SearchCriteria = { startAt: string; startLocal: string; duration: string; slots: number };

/** The booking's start: the wall-clock time entered, at the chosen lot, as a UTC instant. */
export const lotStartOf = (lot: Pick<LotAvailability, 'timeZone'>, criteria: SearchCriteria): string =>
  zonedInstant(criteria.startLocal, lot.timeZone)?.toISOString() ?? criteria.startAt;

/** The payment of the booking data; null until one is chosen (a new card needs its number). */
export function paymentOf(booking: BookingData): BookingPayment | null {
  switch (booking.method) {
    case 'PAY_LATER':
      return { method: 'PAY_LATER' };
    case 'CARD':
      if (booking.paymentMethodId !== undefined) return { method: 'CARD', paymentMethodId: booking.paymentMethodId };
      return booking.paymentCardNumber ? { method: 'CARD', cardNumber: cardDigits(booking.paymentCardNumber) } : null;
    case 'BANK':
    case 'OPEN_ACCOUNT':
      return booking.paymentMethodId === undefined ? null : { method: booking.method, paymentMethodId: booking.paymentMethodId };
    default:
      return null;
  }
}

/** The quote of the chosen lot for the window and slot count (with the discount code, if any). */
export function quoteBodyOf(lot: Pick<LotAvailability, 'parkingLotId' | 'timeZone'>, criteria: SearchCriteria, state: ReserveState): BookingQuoteBody | null {
  if (state.slotsToReserve < 1) return null;
  const couponCode = state.booking.couponCode?.trim();
  return {
    parkingLotId: lot.parkingLotId,
    duration: criteria.duration,
    startAt: lotStartOf(lot, criteria),
    slots: state.slotsToReserve,
    ...(couponCode ? { couponCode } : {}),
  };
}

/**
 * POST /api/reservations's body: the entries in `sno` order (one per slot: its driver, its truck or both), the
 * sub-carrier booked for (`forOrgId`), recurring only for weekly/monthly/yearly.
 */
export function bookingBodyOf(
  lot: Pick<LotAvailability, 'parkingLotId' | 'timeZone'>,
  criteria: SearchCriteria,
  state: ReserveState,
): CreateBookingBody | null {
  const quote = quoteBodyOf(lot, criteria, state);
  const payment = paymentOf(state.booking);
  if (quote === null || payment === null) return null;
  return {
    ...quote,
    entries: slotEntriesOf(state.entries),
    payment,
    ...(state.booking.recurring && canRecur(criteria.duration) ? { recurring: true } : {}),
    ...(state.fleetOrgId ? { forOrgId: Number(state.fleetOrgId) } : {}),
  };
}
