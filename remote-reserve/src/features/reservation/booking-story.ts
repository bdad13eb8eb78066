import type { BookingDetails } from '@haulstop/shared/contracts';
import { isReleasedNoShow, slotsRefundMinor, sumLinesMinor } from '@haulstop/shared/rules';

/** The amounts of a booking as its page shows them, from GET /api/reservations/{id}. */
export type BookingAmounts = {
  /** Before the discount and the taxes: the total less the tax lines plus the discount. */
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** What was charged successfully. */
  paidMinor: number;
  /** What was given back (Payment Refunded rows: a cancel, a partial cancel). */
  refundedMinor: number;
};

const sumOf = (details: BookingDetails, status: string) =>
  details.payments.filter((payment) => payment.status === status).reduce((sum, payment) => sum + payment.amountMinor, 0);

export function bookingAmounts(details: BookingDetails): BookingAmounts {
  const taxMinor = sumLinesMinor(details.taxLines);
  return {
    subtotalMinor: details.amountMinor - taxMinor + details.discountMinor,
    discountMinor: details.discountMinor,
    taxMinor,
    totalMinor: details.amountMinor,
    paidMinor: sumOf(details, 'Payment Success'),
    refundedMinor: sumOf(details, 'Payment Refunded'),
  };
}

/** The slots the booking still holds: those the lot released as no-shows were settled then. */
export const heldSlots = (details: BookingDetails) => details.slots - details.releasedSlots;

/** The entries a partial cancel can name: not those whose slot was released as a no-show. */
export const cancellableEntries = (details: BookingDetails) => details.entries.filter((entry) => !isReleasedNoShow(entry, details.releasedSlots));

/**
 * What cancelling `cancelledCount` of the slots still held gives back, as the API refunds it: what is
 * still refundable, pro rata of the held slots (shared slotsRefundMinor).
 */
export function refundPreview(details: BookingDetails, cancelledCount: number): number {
  return slotsRefundMinor(details.refundableMinor, cancelledCount, heldSlots(details));
}

/** A partial cancel gives up some slots and keeps at least one: a booking holding one slot is only cancelled whole. */
export const canCancelPart = (details: BookingDetails) => heldSlots(details) > 1 && cancellableEntries(details).length > 0;
