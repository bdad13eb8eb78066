/**
 * A booking's life: every reservation status, the payment statuses it can carry,
 * and every transition between statuses — who or what causes it and what it does to money. What a
 * transition does to capacity and to the gate code follows from the two states it joins (a state
 * holds the lot's slots or not, carries a live gate code or not): transitionEffects. The API
 * applies these transitions (booking/lifecycle.ts), its jobs read them, and the screens offer the
 * actions a status allows (bookingActionsFor).
 */

export const RESERVATION_STATUSES = [
  'Upcoming',
  'Booked',
  'Partial Cancel',
  'Completed',
  'Pending Payment',
  'Payment Pending',
  'Payment Failed',
  'Cancelled',
  'Refunded',
  'Expired',
  'Recurring Failed',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** A reservation's payment status; null while nothing is owed yet (pay later: its payment row says To be Paid). */
export type ReservationPaymentStatus = 'Payment Initiated' | 'Payment Pending' | 'Payment Success' | 'Payment Failed' | 'Payment Refunded' | null;

export interface ReservationState {
  /** Its slots count against the lot's capacity over its window. */
  holdsCapacity: boolean;
  /** Its gate code opens the gate (inside its window). */
  gateCode: boolean;
  /** The payment statuses a reservation in this status can carry. */
  paymentStatuses: readonly ReservationPaymentStatus[];
}

export const RESERVATION_STATES: Readonly<Record<ReservationStatus, ReservationState>> = {
  // Paid (or pay later, invoiced at month end) and before its window / inside it.
  Upcoming: { holdsCapacity: true, gateCode: true, paymentStatuses: ['Payment Success', null] },
  Booked: { holdsCapacity: true, gateCode: true, paymentStatuses: ['Payment Success', null] },
  // Some entries given up: the kept ones still hold their slots and the gate code.
  'Partial Cancel': { holdsCapacity: true, gateCode: true, paymentStatuses: ['Payment Success', null] },
  Completed: { holdsCapacity: false, gateCode: false, paymentStatuses: ['Payment Success', null] },
  // A payment the gateway has initiated and not answered: the slots are held for a grace period.
  'Pending Payment': { holdsCapacity: true, gateCode: false, paymentStatuses: ['Payment Initiated'] },
  // A bank payment settling (3 to 4 days): the booking holds until it settles or fails.
  'Payment Pending': { holdsCapacity: true, gateCode: true, paymentStatuses: ['Payment Pending'] },
  // A declined card: nothing held, nothing kept; paid again with paymentRetry.
  'Payment Failed': { holdsCapacity: false, gateCode: false, paymentStatuses: ['Payment Failed'] },
  // Cancelled: refunded, nothing paid (pay later), or a bank payment still settling (refunded once it arrives) or failed.
  Cancelled: { holdsCapacity: false, gateCode: false, paymentStatuses: ['Payment Refunded', null, 'Payment Pending', 'Payment Initiated', 'Payment Failed'] },
  // Released, then its bank payment arrived: given back at once.
  Refunded: { holdsCapacity: false, gateCode: false, paymentStatuses: ['Payment Refunded'] },
  Expired: { holdsCapacity: false, gateCode: false, paymentStatuses: ['Payment Failed'] },
  'Recurring Failed': { holdsCapacity: false, gateCode: false, paymentStatuses: ['Payment Failed', null] },
};

export type BookingEvent =
  | 'book'
  | 'renew'
  | 'retryPayment'
  | 'chargeAnswered'
  | 'cancel'
  | 'partialCancel'
  | 'extend'
  | 'startReached'
  | 'endReached'
  | 'holdExpires'
  | 'bankSettles'
  | 'bankFails';

/** What a transition does with money; the API calls one function per effect (chargeThrough, refundPayment). */
export type MoneyEffect = 'charge' | 'refund' | 'settle' | 'none';

export interface BookingTransition {
  event: BookingEvent;
  /** Who causes it: the customer (or who booked for it) through the API, a scheduled job, the gateway's answer. */
  actor: 'customer' | 'job' | 'gateway';
  /** The statuses it leaves; null: the transition creates the booking. */
  from: readonly (ReservationStatus | null)[];
  /** The statuses it may reach (which one: the gateway's answer, the booking's window). */
  to: readonly ReservationStatus[];
  money: MoneyEffect;
}

/** How a charge ends a booking or a retry: by the gateway's answer, then by the window. */
const CHARGED: readonly ReservationStatus[] = ['Upcoming', 'Booked', 'Pending Payment', 'Payment Pending', 'Payment Failed'];

export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  { event: 'book', actor: 'customer', from: [null], to: CHARGED, money: 'charge' },
  // The next occurrence of a recurring booking, booked by the renewal job; a refusal fails the series.
  { event: 'renew', actor: 'job', from: [null], to: ['Upcoming', 'Booked', 'Pending Payment', 'Payment Pending', 'Recurring Failed'], money: 'charge' },
  // A declined booking held nothing: its capacity is checked again before the charge.
  { event: 'retryPayment', actor: 'customer', from: ['Payment Failed'], to: CHARGED, money: 'charge' },
  // A booking holds its slots (Pending Payment, Payment Initiated) while the gateway is called
  // outside the lot's lock; its answer books it (by its window), leaves a bank payment settling, or
  // releases the slots — a renewal's refusal fails its series (Recurring Failed). The charge itself
  // is the book, retry or renew transition's.
  {
    event: 'chargeAnswered',
    actor: 'gateway',
    from: ['Pending Payment'],
    to: [...CHARGED.filter((status) => status !== 'Pending Payment'), 'Recurring Failed'],
    money: 'none',
  },
  // The whole booking: slots freed, gate code revoked, what was paid refunded (a settling bank payment once it arrives).
  {
    event: 'cancel',
    actor: 'customer',
    from: ['Upcoming', 'Booked', 'Partial Cancel', 'Pending Payment', 'Payment Pending'],
    to: ['Cancelled'],
    money: 'refund',
  },
  // Some entries: their slots freed and refunded pro rata; the rest keep the slots and the gate code. Not while a bank payment settles (its amount is fixed).
  { event: 'partialCancel', actor: 'customer', from: ['Upcoming', 'Booked', 'Partial Cancel'], to: ['Partial Cancel'], money: 'refund' },
  // One more duration after the end: capacity checked and held for it, charged.
  { event: 'extend', actor: 'customer', from: ['Upcoming', 'Booked', 'Partial Cancel'], to: ['Upcoming', 'Booked', 'Partial Cancel'], money: 'charge' },
  { event: 'startReached', actor: 'job', from: ['Upcoming'], to: ['Booked'], money: 'none' },
  { event: 'endReached', actor: 'job', from: ['Upcoming', 'Booked', 'Partial Cancel'], to: ['Completed'], money: 'none' },
  { event: 'holdExpires', actor: 'job', from: ['Pending Payment'], to: ['Expired'], money: 'none' },
  // Settled while the booking holds: paid. Settled after it was released: refunded at once.
  { event: 'bankSettles', actor: 'gateway', from: ['Payment Pending'], to: ['Upcoming', 'Booked', 'Completed'], money: 'settle' },
  { event: 'bankSettles', actor: 'gateway', from: ['Cancelled', 'Expired'], to: ['Refunded'], money: 'refund' },
  { event: 'bankFails', actor: 'gateway', from: ['Payment Pending'], to: ['Payment Failed'], money: 'none' },
  { event: 'bankFails', actor: 'gateway', from: ['Cancelled'], to: ['Cancelled'], money: 'none' },
];

/** The transition `event` takes from `from`, or undefined when the status does not allow it. */
export function transitionFrom(event: BookingEvent, from: string | null): BookingTransition | undefined {
  return BOOKING_TRANSITIONS.find((t) => t.event === event && (t.from as readonly (string | null)[]).includes(from));
}

export const isReservationStatus = (status: string): status is ReservationStatus => (RESERVATION_STATUSES as readonly string[]).includes(status);

export interface TransitionEffects {
  capacity: 'hold' | 'release' | 'keep' | 'none';
  gateCode: 'issue' | 'revoke' | 'keep' | 'none';
}

/** What moving from `from` (null: a new booking) to `to` does to the lot's capacity and to the gate code. */
export function transitionEffects(from: ReservationStatus | null, to: ReservationStatus): TransitionEffects {
  const before = from === null ? { holdsCapacity: false, gateCode: false } : RESERVATION_STATES[from];
  const after = RESERVATION_STATES[to];
  const change = <A extends string, B extends string, C extends string, D extends string>(was: boolean, is: boolean, on: A, off: B, keep: C, none: D) =>
    was ? (is ? keep : off) : is ? on : none;
  return {
    capacity: change(before.holdsCapacity, after.holdsCapacity, 'hold', 'release', 'keep', 'none'),
    gateCode: change(before.gateCode, after.gateCode, 'issue', 'revoke', 'keep', 'none'),
  };
}

const fromOf = (event: BookingEvent) =>
  BOOKING_TRANSITIONS.filter((t) => t.event === event).flatMap((t) => t.from.filter((s): s is ReservationStatus => s !== null));

/** Reservation statuses that hold capacity (DESIGN §6 pooled capacity): every availability count and every booking reads this list. */
export const CAPACITY_HOLDING_STATUSES: readonly ReservationStatus[] = RESERVATION_STATUSES.filter((status) => RESERVATION_STATES[status].holdsCapacity);

/** Statuses whose gate code opens the gate. */
export const GATE_CODE_STATUSES: readonly ReservationStatus[] = RESERVATION_STATUSES.filter((status) => RESERVATION_STATES[status].gateCode);

/** What the customer can do to a booking in a status: the API refuses the rest with 409, the reservation page offers only these. */
export const CANCELLABLE_STATUSES: readonly string[] = fromOf('cancel');
export const PARTLY_CANCELLABLE_STATUSES: readonly string[] = fromOf('partialCancel');
export const EXTENDABLE_STATUSES: readonly string[] = fromOf('extend');
export const RETRYABLE_STATUSES: readonly string[] = fromOf('retryPayment');

/**
 * Every (status, payment status) a booking can be in: reached from a new booking by the
 * transitions, each status with the payment statuses it carries. The demo data is checked against it.
 */
export function isReachableState(status: string, paymentStatus: string | null): boolean {
  if (!isReservationStatus(status)) return false;
  const reachable = BOOKING_TRANSITIONS.some((t) => t.to.includes(status));
  return reachable && (RESERVATION_STATES[status].paymentStatuses as readonly (string | null)[]).includes(paymentStatus);
}
