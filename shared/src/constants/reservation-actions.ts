/**
 * What can still be done to a reservation by its status (issue 9 "actions by status"): the API
 * refuses the rest (409 NOT_CANCELLABLE / NOT_EXTENDABLE) and the reservation page offers only these.
 */
export const CANCELLABLE_STATUSES: readonly string[] = ['Booked', 'Upcoming', 'Pending Payment', 'Payment Pending', 'Payment Initiated', 'Payment Failed'];

/** Extended by one more duration after its end: only a booking that holds its slots. */
export const EXTENDABLE_STATUSES: readonly string[] = ['Booked', 'Upcoming'];
