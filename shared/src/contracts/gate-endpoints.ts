// The gate's endpoints, one definition each: the API registers these routes from them and the
// console's fetchers and hooks derive from them. Types are Static<> of the schemas. The names are a
// contract gate hardware and partners rely on (DESIGN §10). The gate's lists of values (statuses,
// sources, reasons) stay in ./gate, free of TypeBox, for the pages that only read them.
import * as Type from 'typebox';
import { GATE_POLICY_LIMITS as L } from '../rules/gate-policy';
import { BOOKING_CACHE, GATE_CACHE, REPORTS_CACHE, RESERVATIONS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { GATE_ANOMALIES, GATE_DECISIONS, GATE_EVENT_KINDS, GATE_EVENT_SOURCES, GATE_POST_SOURCES, GATE_REFUSAL_REASONS, GATE_STATUSES } from './gate';
import { DateTime, Id, literalOf, OrgHeader, Paged, PageQuery, responses } from './schema';

const defineGateEndpoint = endpointsOf({ tags: ['gate'], headers: OrgHeader });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** One of a list's values, documented as a union of constants (as gate hardware reads the document). */
const anyOfLiterals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

/** Where a reservation entry's truck is, as the reservation detail and list answer each entry. */
export const EntryGateFields = {
  gateStatus: literalOf(GATE_STATUSES, { description: 'NOT_ARRIVED, ON_LOT, LEFT, NO_SHOW or OVERSTAY' }),
  checkedInAt: Type.Union([DateTime('First check-in'), Type.Null()]),
  checkedOutAt: Type.Union([DateTime('Check-out'), Type.Null()]),
};
/** Where a reservation entry's truck is, on the reservation detail and list. */
export type EntryGateFields = Type.Static<ReturnType<typeof Type.Object<typeof EntryGateFields>>>;

const GatePolicy = Type.Object({
  codeVisibleBeforeMinutes: Type.Integer({
    description: `Minutes before the start from which the driver sees the gate code and may check in (${L.codeVisibleBeforeMinutes.min}-${L.codeVisibleBeforeMinutes.max})`,
  }),
  noShowAfterHours: Type.Integer({
    description: `Hours after the start past which a slot with no check-in is a no-show (${L.noShowAfterHours.min}-${L.noShowAfterHours.max})`,
  }),
  releaseNoShow: Type.Boolean({ description: "Whether a no-show's slot is released for resale" }),
  noShowFeePercent: Type.Integer({ description: `Share of the slot's price a no-show keeps (${L.noShowFeePercent.min}-${L.noShowFeePercent.max})` }),
  overstayGraceMinutes: Type.Integer({
    description: `Minutes after the end before a truck still on the lot overstays (${L.overstayGraceMinutes.min}-${L.overstayGraceMinutes.max})`,
  }),
});
/** A lot's gate policy (GET/PUT /api/parkingLots/{id}/gatePolicy). */
export type GatePolicyBody = Type.Static<typeof GatePolicy>;

// Every setting is sent (a PUT replaces the policy); numbers may arrive as typed text, and the shared
// rule answers each field's message.
const PolicyInput = Type.Object(
  {
    codeVisibleBeforeMinutes: Type.Union([Type.Number(), Type.String({ maxLength: 10 }), Type.Null()]),
    noShowAfterHours: Type.Union([Type.Number(), Type.String({ maxLength: 10 }), Type.Null()]),
    releaseNoShow: Type.Union([Type.Boolean(), Type.Null()]),
    noShowFeePercent: Type.Union([Type.Number(), Type.String({ maxLength: 10 }), Type.Null()]),
    overstayGraceMinutes: Type.Union([Type.Number(), Type.String({ maxLength: 10 }), Type.Null()]),
  },
  { additionalProperties: false },
);

const LotParams = Type.Object({ parkingLotId: Id('Parking lot id') });

export const getGatePolicy = defineGateEndpoint({
  method: 'GET',
  path: '/api/parkingLots/:parkingLotId/gatePolicy',
  summary: "A lot's gate policy (the defaults until its owner saves one)",
  params: LotParams,
  response: responses({ 200: GatePolicy }),
  access: { access: 'org', resource: 'gatePolicy', action: 'view' },
  cache: GATE_CACHE,
});

export const saveGatePolicy = defineGateEndpoint({
  method: 'PUT',
  path: '/api/parkingLots/:parkingLotId/gatePolicy',
  summary: "Sets a lot's gate policy: the code's window, the no-show rule and fee, the overstay grace",
  params: LotParams,
  body: PolicyInput,
  response: responses({ 200: GatePolicy }),
  access: { access: 'org', resource: 'gatePolicy', action: 'edit' },
  invalidates: [GATE_CACHE],
});

const GateEventResult = Type.Object({
  eventId: Type.Integer(),
  decision: literalOf(GATE_DECISIONS),
  reason: Type.Optional(literalOf(GATE_REFUSAL_REASONS, { description: 'Why the gate refused' })),
  anomaly: Type.Optional(literalOf(GATE_ANOMALIES, { description: 'An event that does not follow the slot’s story, let through and shown to the owner' })),
  reservationId: Type.Optional(Type.Integer()),
  sno: Type.Optional(Type.Integer()),
  validFrom: Type.Optional(DateTime('From when the code opens the gate (the booking’s start less the lot’s codeVisibleBeforeMinutes)')),
  validTo: Type.Optional(DateTime('The end of the booking')),
});
/** The answer of POST /api/gate/events. */
export type GateEventResult = Type.Static<typeof GateEventResult>;

const GateEvent = Type.Object({
  eventId: Type.Integer(),
  parkingLotId: Type.Integer(),
  reservationId: Nullable(Type.Integer()),
  sno: Nullable(Type.Integer()),
  kind: literalOf(GATE_EVENT_KINDS),
  source: literalOf(GATE_EVENT_SOURCES),
  decision: literalOf(GATE_DECISIONS),
  reason: Type.Union([literalOf(GATE_REFUSAL_REASONS), Type.Null()]),
  anomaly: Type.Union([literalOf(GATE_ANOMALIES), Type.Null()]),
  licensePlate: Nullable(Type.String()),
  at: DateTime(),
  recordedAt: DateTime(),
});
/** One gate event as the owner's list and a reservation's gate story show it. */
export type GateEvent = Type.Static<typeof GateEvent>;

const EventInput = Type.Object(
  {
    parkingLotId: Id('Parking lot id'),
    kind: anyOfLiterals(GATE_EVENT_KINDS),
    gateCode: Type.Optional(Type.String({ maxLength: 31, description: "The booking's gate code (or one of the lot's access codes)" })),
    licensePlate: Type.Optional(Type.String({ maxLength: 16, description: "The truck's plate, when no code was keyed" })),
    at: Type.Optional(Type.String({ maxLength: 40, description: 'When it happened (ISO 8601); now when absent' })),
    source: anyOfLiterals(GATE_POST_SOURCES),
  },
  { additionalProperties: false },
);
/** The body of POST /api/gate/events: a gate code or a plate names the booking. */
export type GateEventInput = Type.Static<typeof EventInput>;

/** A gate event moves a slot: the lot's events, the bookings' gate statuses and the reports read it. */
const GATE_EVENT_WRITES = [GATE_CACHE, BOOKING_CACHE, RESERVATIONS_CACHE, REPORTS_CACHE];

export const postGateEvent = defineGateEndpoint({
  method: 'POST',
  path: '/api/gate/events',
  summary: 'Records a check-in or check-out at the gate, by gate code or plate; every event is kept, allowed or refused',
  headers: Type.Object({
    ...OrgHeader.properties,
    'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Same key + same body: the first answer again, one event' })),
  }),
  body: EventInput,
  response: responses({ 201: GateEventResult }),
  access: { access: 'org', resource: 'gateEvents', action: 'create' },
  invalidates: GATE_EVENT_WRITES,
});

export const listGateEvents = defineGateEndpoint({
  method: 'GET',
  path: '/api/gate/events',
  summary: "A lot's gate events, newest first",
  query: Type.Object({
    ...PageQuery.properties,
    parkingLotId: Type.Optional(Id('Parking lot id; every lot of the caller when absent')),
    from: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601, included' })),
    to: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601, excluded' })),
    anomaly: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false'), ...GATE_ANOMALIES.map((a) => Type.Literal(a))], {
        description: 'true: only anomalies; false: none; an anomaly: only that one',
      }),
    ),
  }),
  response: responses({ 200: Paged(GateEvent) }),
  access: { access: 'org', resource: 'gateEvents', action: 'view' },
  cache: GATE_CACHE,
});

export const listReservationGateEvents = defineGateEndpoint({
  method: 'GET',
  path: '/api/reservations/:reservationId/gateEvents',
  summary: "A booking's gate story, oldest first",
  params: Type.Object({ reservationId: Id('Reservation id') }),
  response: responses({ 200: Type.Array(GateEvent) }),
  access: { access: 'org', resource: 'bookings', action: 'view' },
  cache: GATE_CACHE,
});
