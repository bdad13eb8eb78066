/**
 * Which bookings a statement of income and a discount-code invoice count (issue 10), one place:
 * the bookings whose start falls in the period (UTC) at the lot, except those that never earned
 * (failed payment or booking, a hold that expired unpaid, a failed renewal). A booking cancelled
 * in full stays in (its gross, discounts and taxes) and its whole amount counts as refunded, so it
 * nets to zero; a partial cancel already lowered the booking's amount (booking/changes.ts).
 */
export const NEVER_EARNED = `('Payment Failed', 'Booking Failed', 'Failed', 'Expired', 'Recurring Failed')`;

/** Bookings reversed in full: everything paid was given back (or nothing was ever charged). */
export const REVERSED = `('Cancelled', 'Refunded')`;

/** The condition on a reservation `r` of the period [$start, $end): it starts inside and it earned. */
export const countedIn = (start: string, end: string) => `r.start_at >= ${start} AND r.start_at < ${end} AND r.status NOT IN ${NEVER_EARNED}`;
