// A booking and its changes (book, quote, cancel, extend, pay again) and the gate check, one definition
// per endpoint: the API registers their routes from them and the client derives its calls. Types are
// Static<> of the schemas; the payment and outcome lists are contracts/booking's.
import * as Type from 'typebox';
import { CURRENCIES, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { AVAILABILITY_CACHE, BOOKING_CACHE, DASHBOARD_CACHE, RESERVATIONS_CACHE } from './cache-keys';
import { GATE_CHECK_OUTCOMES, PAYMENT_METHODS } from './booking';
import { endpointsOf } from './endpoint';
import { EntryGate } from './reservations';
import { constOf, DateTime, ErrorEnvelope, Id, IdempotentHeaders, literalOf, LotTimeZone, OrgHeader, oneOf, responses } from './schema';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A booking or a change of one makes stale: the booking, free slots, the reservations lists and the dashboard's counts. */
const BOOKING_WRITES = [BOOKING_CACHE, AVAILABILITY_CACHE, RESERVATIONS_CACHE, DASHBOARD_CACHE];

/** How a booking is paid: a way, a saved method of it, or a sandbox test card charged once. */
export const BookingPayment = Type.Object(
  {
    method: constOf(PAYMENT_METHODS),
    paymentMethodId: Type.Optional(Id('A saved payment method')),
    cardNumber: Type.Optional(Type.String({ maxLength: 23, description: 'Sandbox test card (DESIGN §7)' })),
  },
  { additionalProperties: false },
);
export type BookingPayment = Type.Static<typeof BookingPayment>;

/** One slot's entry: its driver, its truck or both. */
export const BookingEntry = Type.Object({ driverId: Type.Optional(Id('Driver')), assetId: Type.Optional(Id('Asset')) }, { additionalProperties: false });
export type BookingEntry = Type.Static<typeof BookingEntry>;

/** POST /api/reservations body. */
export const CreateBookingBody = Type.Object({
  parkingLotId: Id('The lot'),
  duration: oneOf(RESERVATION_DURATIONS),
  startAt: Type.String({ format: 'date-time' }),
  slots: Type.Integer({ minimum: 1, maximum: 1000 }),
  entries: Type.Array(BookingEntry, {
    maxItems: 1000,
    description: 'One entry per slot, holding its driver, its truck or both (a driver and his truck are one entry); at most `slots` entries',
  }),
  payment: BookingPayment,
  couponCode: Type.Optional(Type.String({ maxLength: 64 })),
  recurring: Type.Optional(Type.Boolean()),
  forOrgId: Type.Optional(Id('A sub-carrier of the current organisation, or a carrier/broker the owner of this lot books for')),
});
export type CreateBookingBody = Type.Static<typeof CreateBookingBody>;

/** A booking as POST /api/reservations answers it; `paymentStatus` null: pay later; `gateCode` null once cancelled or when unpaid. */
export const BookingCreated = Type.Object({
  reservationId: Type.Integer(),
  status: Type.String(),
  paymentStatus: Nullable(Type.String({ description: 'null: pay later (To be Paid)' })),
  amountMinor: Type.Integer(),
  currency: oneOf(CURRENCIES),
  startAt: DateTime(),
  endAt: DateTime('startAt + the duration (SPEC §9)'),
  gateCode: Nullable(Type.String({ description: 'Valid inside the window; null once cancelled or when unpaid' })),
});
export type BookingCreated = Type.Static<typeof BookingCreated>;

/** One payment of a booking through the gateway. */
export const BookingPaymentRecord = Type.Object({
  paymentId: Type.Integer(),
  method: literalOf(PAYMENT_METHODS),
  status: Type.String(),
  amountMinor: Type.Integer(),
  currency: oneOf(CURRENCIES),
  failureCode: Nullable(Type.String()),
  createdAt: DateTime(),
});
export type BookingPaymentRecord = Type.Static<typeof BookingPaymentRecord>;

/** Each extension a booking took: the duration added, the window it added, its price and charge, who and when. */
export const BookingExtension = Type.Object({
  duration: oneOf(RESERVATION_DURATIONS),
  startAt: DateTime('The end before this extension'),
  endAt: DateTime('The end it extended to'),
  slots: Type.Integer(),
  subtotalMinor: Type.Integer({ description: "The duration's price for every slot" }),
  amountMinor: Type.Integer({ description: 'What it charged, taxes included' }),
  extendedAt: DateTime(),
  extendedByName: Nullable(Type.String({ description: 'Who extended it' })),
});
export type BookingExtension = Type.Static<typeof BookingExtension>;

/** GET /api/reservations/{reservationId}: the whole story of one booking; the window is shown in the lot's zone (timeZone). */
export const BookingDetails = Type.Object({
  ...BookingCreated.properties,
  parkingLotId: Type.Integer(),
  parkingLotName: Type.String(),
  timeZone: LotTimeZone(),
  orgId: Type.Integer(),
  orgName: Type.String({ description: 'The customer: the organisation the parking is for' }),
  bookedByOrgId: Nullable(Type.Integer()),
  bookedByOrgName: Nullable(Type.String({ description: 'Who booked it for the customer (a parent carrier, the lot owner)' })),
  duration: oneOf(RESERVATION_DURATIONS),
  slots: Type.Integer(),
  releasedSlots: Type.Integer({
    description: 'Slots the lot released as no-shows: settled then (its fee kept, the rest refunded) and resold, so no longer held or cancellable',
  }),
  refundableMinor: Type.Integer({
    description: 'What cancelling every slot still held would give back: paid, less refunds, less the no-show fees the lot kept',
  }),
  recurrenceStatus: Nullable(Type.String({ description: 'Of the series (its first booking): Currently Recurring, Recurring Failed, Stopped' })),
  discountMinor: Type.Integer({ description: 'What a discount code took off the subtotal' }),
  entries: Type.Array(
    Type.Object({
      sno: Type.Integer(),
      driverId: Nullable(Type.Integer()),
      assetId: Nullable(Type.Integer()),
      driverName: Nullable(Type.String()),
      assetLabel: Nullable(Type.String({ description: 'make year (licence)' })),
      ...EntryGate,
    }),
  ),
  payments: Type.Array(BookingPaymentRecord),
  taxLines: Type.Array(
    Type.Object({ name: Type.String(), rate: Type.Integer({ description: 'parts per million: 5 % = 50000' }), amountMinor: Type.Integer() }),
  ),
  statusHistory: Type.Array(Type.Object({ status: Type.String(), paymentStatus: Nullable(Type.String()), changedAt: DateTime() }), {
    description: 'Every status and payment status the reservation took, oldest first',
  }),
  extensions: Type.Array(BookingExtension, { description: 'Each extension the reservation took, oldest first' }),
});
export type BookingDetails = Type.Static<typeof BookingDetails>;

/** POST /api/reservations/quote body: what a booking would cost, before booking it. */
export const BookingQuoteBody = Type.Object(
  {
    parkingLotId: Id('The lot'),
    duration: oneOf(RESERVATION_DURATIONS),
    startAt: Type.String({ format: 'date-time' }),
    slots: Type.Integer({ minimum: 1, maximum: 1000 }),
    couponCode: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type BookingQuoteBody = Type.Static<typeof BookingQuoteBody>;

/** What booking would cost now: Canadian lots' taxes (rate in parts per million) on the subtotal less the discount; free slots over the window (a quote holds nothing). */
export const BookingQuote = Type.Object({
  parkingLotId: Type.Integer(),
  currency: literalOf(CURRENCIES),
  unitPriceMinor: Type.Integer(),
  subtotalMinor: Type.Integer(),
  discountMinor: Type.Integer(),
  taxLines: Type.Array(Type.Object({ name: Type.String(), rate: Type.Integer(), amountMinor: Type.Integer() })),
  amountMinor: Type.Integer(),
  startAt: DateTime(),
  endAt: DateTime('startAt + the duration (SPEC §9)'),
  availableSlots: Type.Integer(),
});
export type BookingQuote = Type.Static<typeof BookingQuote>;

const TaxLines = Type.Array(
  Type.Object({ name: Type.String(), rate: Type.Integer({ description: 'parts per million: 5 % = 50000' }), amountMinor: Type.Integer() }),
  { description: 'One line per tax (Canadian lots), on the subtotal' },
);

/** What extending the booking by `duration` would cost now, before the customer confirms (nothing written or held). */
export const ExtensionQuote = Type.Object({
  reservationId: Type.Integer(),
  duration: oneOf(RESERVATION_DURATIONS),
  currency: literalOf(CURRENCIES),
  slots: Type.Integer(),
  unitPriceMinor: Type.Integer({ description: "The lot's price of one slot for the duration" }),
  subtotalMinor: Type.Integer({ description: 'unitPriceMinor × slots' }),
  taxLines: TaxLines,
  amountMinor: Type.Integer({ description: 'Subtotal and taxes: what the extension charges' }),
  startAt: DateTime('The current end, where the extension starts'),
  endAt: DateTime('The end once extended'),
  availableSlots: Type.Integer({ description: 'Free over the extension window now (nothing is held)' }),
  paidAs: Type.Union([literalOf(PAYMENT_METHODS), Type.Null()], {
    description: 'How the extension is paid when no payment is given (the way the booking was paid); null: a payment must be given',
  }),
});
export type ExtensionQuote = Type.Static<typeof ExtensionQuote>;

/** A carrier or broker a lot owner may book for. */
export const FleetOrganization = Type.Object({ orgId: Type.Integer(), orgName: Type.String(), orgType: Type.String() });
export type FleetOrganization = Type.Static<typeof FleetOrganization>;

/**
 * Whether a code typed at a lot's gate opens it now. UNKNOWN: no live booking or access code of this
 * lot has it (never issued, cancelled, unpaid); kind BOOKING: a reservation's gate code, ACCESS_CODE: one of the owner's.
 */
export const GateCheck = Type.Object({
  valid: Type.Boolean({ description: 'Whether the gate opens now' }),
  outcome: literalOf(GATE_CHECK_OUTCOMES),
  kind: Type.Union([Type.Literal('BOOKING'), Type.Literal('ACCESS_CODE'), Type.Null()]),
  reservationId: Nullable(Type.Integer()),
  validFrom: Type.Union([DateTime(), Type.Null()]),
  validTo: Type.Union([DateTime(), Type.Null()]),
});
export type GateCheck = Type.Static<typeof GateCheck>;

const defineBookingEndpoint = endpointsOf({ tags: ['reservations'], headers: OrgHeader });
const IdParams = Type.Object({ reservationId: Id('Reservation') });

export const createBooking = defineBookingEndpoint({
  method: 'POST',
  path: '/api/reservations',
  summary: 'Book slots of a lot for a window and pay (one transaction; the last slot is sold once)',
  headers: IdempotentHeaders,
  body: CreateBookingBody,
  response: responses({ 201: BookingCreated }),
  access: { access: 'org', resource: 'bookings', action: 'create' },
  invalidates: BOOKING_WRITES,
});

export const quoteBooking = defineBookingEndpoint({
  method: 'POST',
  path: '/api/reservations/quote',
  summary: 'What booking these slots would cost now: subtotal, discount code, tax lines, total, end date, free slots (nothing written)',
  body: BookingQuoteBody,
  response: responses({ 200: BookingQuote }),
  access: { access: 'org', resource: 'bookings', action: 'create' },
  cache: BOOKING_CACHE,
});

export const listFleetOrganizations = defineBookingEndpoint({
  method: 'GET',
  path: '/api/reservations/fleetOrganizations',
  summary: 'The approved, active carriers and brokers a parking lot owner may book for at its own lots',
  response: responses({ 200: Type.Array(FleetOrganization) }),
  access: { access: 'org', resource: 'fleetBookings', action: 'view' },
  cache: BOOKING_CACHE,
});

export const getBooking = defineBookingEndpoint({
  method: 'GET',
  path: '/api/reservations/:reservationId',
  summary: 'One reservation: lot, window, entries, amounts, payments, gate code',
  params: IdParams,
  response: responses({ 200: BookingDetails }),
  access: { access: 'org', resource: 'bookings', action: 'view' },
  cache: BOOKING_CACHE,
});

export const cancelBooking = defineBookingEndpoint({
  method: 'POST',
  path: '/api/reservations/:reservationId/cancel',
  summary:
    'Cancel a reservation (frees its slots, revokes its gate code, refunds what was paid), or some of its entries: each is a slot, cancelled with what it holds and refunded pro rata',
  headers: IdempotentHeaders,
  params: IdParams,
  body: Type.Optional(Type.Object({ entrySnos: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })) })),
  response: responses({ 200: BookingDetails, 502: ErrorEnvelope }),
  access: { access: 'org', resource: 'bookings', action: 'delete' },
  invalidates: BOOKING_WRITES,
});

export const extendBooking = defineBookingEndpoint({
  method: 'POST',
  path: '/api/reservations/:reservationId/extend',
  summary: 'One more duration after the current end: same lot and slots, capacity checked, priced and paid (the last way paid unless payment is given)',
  headers: IdempotentHeaders,
  params: IdParams,
  body: Type.Object({ duration: oneOf(RESERVATION_DURATIONS), payment: Type.Optional(BookingPayment) }, { additionalProperties: false }),
  response: responses({ 200: BookingDetails, 402: ErrorEnvelope }),
  access: { access: 'org', resource: 'bookings', action: 'edit' },
  invalidates: BOOKING_WRITES,
});

// A read (the price before the customer confirms), so no Idempotency-Key; allowed to whoever may extend.
export const quoteExtension = defineBookingEndpoint({
  method: 'POST',
  path: '/api/reservations/:reservationId/extend/quote',
  summary: 'What extending a reservation by a duration would cost now: price, each tax once, total, new end, free slots (nothing written or held)',
  params: IdParams,
  body: Type.Object({ duration: oneOf(RESERVATION_DURATIONS) }, { additionalProperties: false }),
  response: responses({ 200: ExtensionQuote }),
  access: { access: 'org', resource: 'bookings', action: 'edit' },
  cache: BOOKING_CACHE,
});

export const retryBookingPayment = defineBookingEndpoint({
  method: 'POST',
  path: '/api/reservations/:reservationId/paymentRetry',
  summary: 'Pay again a booking whose payment failed (capacity checked again)',
  headers: IdempotentHeaders,
  params: IdParams,
  body: Type.Object({ payment: BookingPayment }),
  response: responses({ 200: BookingDetails }),
  access: { access: 'org', resource: 'bookings', action: 'edit' },
  invalidates: BOOKING_WRITES,
});

export const checkGateCode = defineBookingEndpoint({
  method: 'POST',
  path: '/api/parkingLots/:parkingLotId/gateCheck',
  summary:
    "Whether a code typed at the lot's gate opens it now: a booking's gate code inside its window (revoked on cancel), or an Active access code inside its window",
  params: Type.Object({ parkingLotId: Id('Parking lot') }),
  body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 31 }) }, { additionalProperties: false }),
  response: responses({ 200: GateCheck }),
  access: { access: 'org', resource: 'accessCodes', action: 'view' },
});
