import { Type } from 'typebox';
import {
  GATE_ANOMALIES,
  GATE_DECISIONS,
  GATE_EVENT_KINDS,
  GATE_EVENT_SOURCES,
  GATE_POST_SOURCES,
  GATE_REFUSAL_REASONS,
  GATE_STATUSES,
  type GateEvent as GateEventContract,
  type GateEventResult as GateEventResultContract,
  type GatePolicyBody,
} from '@haulstop/shared/contracts';
import { GATE_POLICY_LIMITS } from '@haulstop/shared/rules';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, oneOf, OrgHeader, responses } from '../../lib/schemas';

const tags = ['gate'];
const L = GATE_POLICY_LIMITS;
const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const ListOf = (values: readonly string[], description?: string) => oneOf(values, description ? { description } : {});

/** Where a reservation entry's truck is, as the reservation detail and list answer each entry. */
export const EntryGateFields = {
  gateStatus: oneOf(GATE_STATUSES, { description: 'NOT_ARRIVED, ON_LOT, LEFT, NO_SHOW or OVERSTAY' }),
  checkedInAt: Type.Union([DateTime('First check-in'), Type.Null()]),
  checkedOutAt: Type.Union([DateTime('Check-out'), Type.Null()]),
};

export const GatePolicy = Type.Object({
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
agrees<AgreesWith<typeof GatePolicy, GatePolicyBody>>();

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

export const getPolicySchema = {
  tags,
  summary: "A lot's gate policy (the defaults until its owner saves one)",
  headers: OrgHeader,
  params: LotParams,
  response: responses({ 200: GatePolicy }),
};
export const putPolicySchema = {
  tags,
  summary: "Sets a lot's gate policy: the code's window, the no-show rule and fee, the overstay grace",
  headers: OrgHeader,
  params: LotParams,
  body: PolicyInput,
  response: responses({ 200: GatePolicy }),
};

export const GateEventResult = Type.Object({
  eventId: Type.Integer(),
  decision: ListOf(GATE_DECISIONS),
  reason: Type.Optional(ListOf(GATE_REFUSAL_REASONS, 'Why the gate refused')),
  anomaly: Type.Optional(ListOf(GATE_ANOMALIES, 'An event that does not follow the slot’s story, let through and shown to the owner')),
  reservationId: Type.Optional(Type.Integer()),
  sno: Type.Optional(Type.Integer()),
  validFrom: Type.Optional(DateTime('From when the code opens the gate (the booking’s start less the lot’s codeVisibleBeforeMinutes)')),
  validTo: Type.Optional(DateTime('The end of the booking')),
});
agrees<AgreesWith<typeof GateEventResult, GateEventResultContract>>();

export const GateEvent = Type.Object({
  eventId: Type.Integer(),
  parkingLotId: Type.Integer(),
  reservationId: Nullable(Type.Integer()),
  sno: Nullable(Type.Integer()),
  kind: ListOf(GATE_EVENT_KINDS),
  source: ListOf(GATE_EVENT_SOURCES),
  decision: ListOf(GATE_DECISIONS),
  reason: Type.Union([ListOf(GATE_REFUSAL_REASONS), Type.Null()]),
  anomaly: Type.Union([ListOf(GATE_ANOMALIES), Type.Null()]),
  licensePlate: Nullable(Type.String()),
  at: DateTime(),
  recordedAt: DateTime(),
});
agrees<AgreesWith<typeof GateEvent, GateEventContract>>();

const EventInput = Type.Object(
  {
    parkingLotId: Id('Parking lot id'),
    kind: Type.Union(GATE_EVENT_KINDS.map((k) => Type.Literal(k))),
    gateCode: Type.Optional(Type.String({ maxLength: 31, description: "The booking's gate code (or one of the lot's access codes)" })),
    licensePlate: Type.Optional(Type.String({ maxLength: 16, description: "The truck's plate, when no code was keyed" })),
    at: Type.Optional(Type.String({ maxLength: 40, description: 'When it happened (ISO 8601); now when absent' })),
    source: Type.Union(GATE_POST_SOURCES.map((k) => Type.Literal(k))),
  },
  { additionalProperties: false },
);

export const postEventSchema = {
  tags,
  summary: 'Records a check-in or check-out at the gate, by gate code or plate; every event is kept, allowed or refused',
  headers: Type.Object({
    ...OrgHeader.properties,
    'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Same key + same body: the first answer again, one event' })),
  }),
  body: EventInput,
  response: responses({ 201: GateEventResult }),
};

export const listEventsSchema = {
  tags,
  summary: "A lot's gate events, newest first",
  headers: OrgHeader,
  querystring: Type.Object({
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
};

export const reservationEventsSchema = {
  tags,
  summary: "A booking's gate story, oldest first",
  headers: OrgHeader,
  params: Type.Object({ reservationId: Id('Reservation id') }),
  response: responses({ 200: Type.Array(GateEvent) }),
};
