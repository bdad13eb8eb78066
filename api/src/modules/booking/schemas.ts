import { Type } from 'typebox';
import { CURRENCIES, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import {
  GATE_CHECK_OUTCOMES,
  PAYMENT_METHODS,
  type ExtensionQuote as ExtensionQuoteContract,
  type GateCheck as GateCheckContract,
} from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { EntryGateFields } from '../gate/schemas';
import { DateTime, ErrorEnvelope, Id, LotTimeZone, OrgHeader, oneOf, responses } from '../../lib/schemas';

const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const BookingCreated = Type.Object({
  reservationId: Type.Integer(),
  status: Type.String(),
  paymentStatus: Nullable(Type.String({ description: 'null: pay later (To be Paid)' })),
  amountMinor: Type.Integer(),
  currency: oneOf(CURRENCIES),
  startAt: DateTime(),
  endAt: DateTime('startAt + the duration (SPEC §9)'),
  gateCode: Nullable(Type.String({ description: 'Valid inside the window; null once cancelled or when unpaid' })),
});

const BookingDetails = Type.Object({
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
  recurrenceStatus: Nullable(Type.String({ description: 'Of the series (its first booking): Currently Recurring, Recurring Failed, Stopped' })),
  discountMinor: Type.Integer({ description: 'What a discount code took off the subtotal' }),
  entries: Type.Array(
    Type.Object({
      sno: Type.Integer(),
      driverId: Nullable(Type.Integer()),
      assetId: Nullable(Type.Integer()),
      driverName: Nullable(Type.String()),
      assetLabel: Nullable(Type.String({ description: 'make year (licence)' })),
      ...EntryGateFields,
    }),
  ),
  payments: Type.Array(
    Type.Object({
      paymentId: Type.Integer(),
      method: oneOf(PAYMENT_METHODS),
      status: Type.String(),
      amountMinor: Type.Integer(),
      currency: oneOf(CURRENCIES),
      failureCode: Nullable(Type.String()),
      createdAt: DateTime(),
    }),
  ),
  taxLines: Type.Array(
    Type.Object({ name: Type.String(), rate: Type.Integer({ description: 'parts per million: 5 % = 50000' }), amountMinor: Type.Integer() }),
  ),
  statusHistory: Type.Array(Type.Object({ status: Type.String(), paymentStatus: Nullable(Type.String()), changedAt: DateTime() }), {
    description: 'Every status and payment status the reservation took, oldest first',
  }),
  extensions: Type.Array(
    Type.Object({
      duration: oneOf(RESERVATION_DURATIONS),
      startAt: DateTime('The end before this extension'),
      endAt: DateTime('The end it extended to'),
      slots: Type.Integer(),
      subtotalMinor: Type.Integer({ description: "The duration's price for every slot" }),
      amountMinor: Type.Integer({ description: 'What it charged, taxes included' }),
      extendedAt: DateTime(),
      extendedByName: Nullable(Type.String({ description: 'Who extended it' })),
    }),
    { description: 'Each extension the reservation took, oldest first' },
  ),
});

const PaymentBody = Type.Object(
  {
    method: Type.Union(PAYMENT_METHODS.map((method) => Type.Literal(method))),
    paymentMethodId: Type.Optional(Id('A saved payment method')),
    cardNumber: Type.Optional(Type.String({ maxLength: 23, description: 'Sandbox test card (DESIGN §7)' })),
  },
  { additionalProperties: false },
);

const IdempotentHeaders = Type.Object({
  ...OrgHeader.properties,
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Same key + same body: the first answer again (DESIGN §7)' })),
});

export const createBookingSchema = {
  tags: ['reservations'],
  summary: 'Book slots of a lot for a window and pay (one transaction; the last slot is sold once)',
  headers: IdempotentHeaders,
  body: Type.Object({
    parkingLotId: Id('The lot'),
    duration: oneOf(RESERVATION_DURATIONS),
    startAt: Type.String({ format: 'date-time' }),
    slots: Type.Integer({ minimum: 1, maximum: 1000 }),
    entries: Type.Array(Type.Object({ driverId: Type.Optional(Id('Driver')), assetId: Type.Optional(Id('Asset')) }, { additionalProperties: false }), {
      maxItems: 1000,
      description: 'One entry per slot, holding its driver, its truck or both (a driver and his truck are one entry); at most `slots` entries',
    }),
    payment: PaymentBody,
    couponCode: Type.Optional(Type.String({ maxLength: 64 })),
    recurring: Type.Optional(Type.Boolean()),
    forOrgId: Type.Optional(Id('A sub-carrier of the current organisation, or a carrier/broker the owner of this lot books for')),
  }),
  response: responses({ 201: BookingCreated }),
};

export const quoteBookingSchema = {
  tags: ['reservations'],
  summary: 'What booking these slots would cost now: subtotal, discount code, tax lines, total, end date, free slots (nothing written)',
  headers: OrgHeader,
  body: Type.Object(
    {
      parkingLotId: Id('The lot'),
      duration: oneOf(RESERVATION_DURATIONS),
      startAt: Type.String({ format: 'date-time' }),
      slots: Type.Integer({ minimum: 1, maximum: 1000 }),
      couponCode: Type.Optional(Type.String({ maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  response: responses({
    200: Type.Object({
      parkingLotId: Type.Integer(),
      currency: oneOf(CURRENCIES),
      unitPriceMinor: Type.Integer(),
      subtotalMinor: Type.Integer(),
      discountMinor: Type.Integer(),
      taxLines: Type.Array(Type.Object({ name: Type.String(), rate: Type.Integer(), amountMinor: Type.Integer() })),
      amountMinor: Type.Integer(),
      startAt: DateTime(),
      endAt: DateTime('startAt + the duration (SPEC §9)'),
      availableSlots: Type.Integer(),
    }),
  }),
};

const IdParams = Type.Object({ reservationId: Id('Reservation') });

export const getBookingSchema = {
  tags: ['reservations'],
  summary: 'One reservation: lot, window, entries, amounts, payments, gate code',
  headers: OrgHeader,
  params: IdParams,
  response: responses({ 200: BookingDetails }),
};

export const cancelBookingSchema = {
  tags: ['reservations'],
  summary:
    'Cancel a reservation (frees its slots, revokes its gate code, refunds what was paid), or some of its entries: each is a slot, cancelled with what it holds and refunded pro rata',
  headers: IdempotentHeaders,
  params: IdParams,
  body: Type.Optional(Type.Object({ entrySnos: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })) })),
  response: responses({ 200: BookingDetails, 502: ErrorEnvelope }),
};

export const extendBookingSchema = {
  tags: ['reservations'],
  summary: 'One more duration after the current end: same lot and slots, capacity checked, priced and paid (the last way paid unless payment is given)',
  headers: IdempotentHeaders,
  params: IdParams,
  body: Type.Object({ duration: oneOf(RESERVATION_DURATIONS), payment: Type.Optional(PaymentBody) }, { additionalProperties: false }),
  response: responses({ 200: BookingDetails, 402: ErrorEnvelope }),
};

const TaxLines = Type.Array(
  Type.Object({ name: Type.String(), rate: Type.Integer({ description: 'parts per million: 5 % = 50000' }), amountMinor: Type.Integer() }),
  { description: 'One line per tax (Canadian lots), on the subtotal' },
);

const ExtensionQuote = Type.Object({
  reservationId: Type.Integer(),
  duration: oneOf(RESERVATION_DURATIONS),
  currency: oneOf(CURRENCIES),
  slots: Type.Integer(),
  unitPriceMinor: Type.Integer({ description: "The lot's price of one slot for the duration" }),
  subtotalMinor: Type.Integer({ description: 'unitPriceMinor × slots' }),
  taxLines: TaxLines,
  amountMinor: Type.Integer({ description: 'Subtotal and taxes: what the extension charges' }),
  startAt: DateTime('The current end, where the extension starts'),
  endAt: DateTime('The end once extended'),
  availableSlots: Type.Integer({ description: 'Free over the extension window now (nothing is held)' }),
  paidAs: Type.Union([oneOf(PAYMENT_METHODS), Type.Null()], {
    description: 'How the extension is paid when no payment is given (the way the booking was paid); null: a payment must be given',
  }),
});
agrees<AgreesWith<typeof ExtensionQuote, ExtensionQuoteContract>>();

export const quoteExtensionSchema = {
  tags: ['reservations'],
  summary: 'What extending a reservation by a duration would cost now: price, each tax once, total, new end, free slots (nothing written or held)',
  headers: OrgHeader,
  params: IdParams,
  body: Type.Object({ duration: oneOf(RESERVATION_DURATIONS) }, { additionalProperties: false }),
  response: responses({ 200: ExtensionQuote }),
};

export const retryPaymentSchema = {
  tags: ['reservations'],
  summary: 'Pay again a booking whose payment failed (capacity checked again)',
  headers: IdempotentHeaders,
  params: IdParams,
  body: Type.Object({ payment: PaymentBody }),
  response: responses({ 200: BookingDetails }),
};

export const fleetOrganizationsSchema = {
  tags: ['reservations'],
  summary: 'The approved, active carriers and brokers a parking lot owner may book for at its own lots',
  headers: OrgHeader,
  response: responses({ 200: Type.Array(Type.Object({ orgId: Type.Integer(), orgName: Type.String(), orgType: Type.String() })) }),
};

const GateCheck = Type.Object({
  valid: Type.Boolean({ description: 'Whether the gate opens now' }),
  outcome: oneOf(GATE_CHECK_OUTCOMES),
  kind: Type.Union([Type.Literal('BOOKING'), Type.Literal('ACCESS_CODE'), Type.Null()]),
  reservationId: Nullable(Type.Integer()),
  validFrom: Type.Union([DateTime(), Type.Null()]),
  validTo: Type.Union([DateTime(), Type.Null()]),
});
agrees<AgreesWith<typeof GateCheck, GateCheckContract>>();

export const gateCheckSchema = {
  tags: ['reservations'],
  summary:
    "Whether a code typed at the lot's gate opens it now: a booking's gate code inside its window (revoked on cancel), or an Active access code inside its window",
  headers: OrgHeader,
  params: Type.Object({ parkingLotId: Id('Parking lot') }),
  body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 31 }) }, { additionalProperties: false }),
  response: responses({ 200: GateCheck }),
};
