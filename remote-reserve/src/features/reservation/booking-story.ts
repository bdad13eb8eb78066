import type { BookingDetails } from '@haulstop/shared/contracts';
import { slotsRefundMinor, sumLinesMinor } from '@haulstop/shared/rules';

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

/**
 * The refund a cancel of `cancelledCount` slots would give, as the API gives it (shared
 * slotsRefundMinor): what was paid and not yet refunded, pro rata of the slots given up; everything
 * when every slot goes.
 */
export function refundPreview(details: BookingDetails, cancelledCount: number): number {
  const { paidMinor, refundedMinor } = bookingAmounts(details);
  return slotsRefundMinor(paidMinor - refundedMinor, cancelledCount, details.slots);
}

/** A partial cancel gives up some slots and keeps at least one: a booking of one slot is only cancelled whole. */
export const canCancelPart = (details: BookingDetails) => details.slots > 1 && details.entries.length > 0;
