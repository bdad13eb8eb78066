import { Type } from 'typebox';
import { RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { GATE_STATUSES, type Trip as TripContract, type TripExtensionRequestResult } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { DateTime, oneOf, responses } from '../../lib/schemas';

const tags = ['trips'];
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableDateTime = Type.Union([DateTime(), Type.Null()]);

export const Trip = Type.Object({
  reservationId: Type.Integer(),
  sno: Type.Integer(),
  lot: Type.Object({
    parkingLotId: Type.Integer(),
    name: Type.String(),
    address: Type.String(),
    city: Type.String(),
    region: Type.String(),
    postalCode: NullableString,
    latitude: Type.Number(),
    longitude: Type.Number(),
    timeZone: Type.String({ description: "The lot's clock: startAt and endAt are shown in it, with its abbreviation" }),
    instructions: NullableString,
  }),
  startAt: DateTime(),
  endAt: DateTime(),
  status: Type.String(),
  gateStatus: oneOf(GATE_STATUSES),
  gateCode: Type.Union([Type.String(), Type.Null()], { description: 'null until gateCodeFrom, and after the end' }),
  gateCodeFrom: DateTime("The start less the lot's codeVisibleBeforeMinutes"),
  driver: Type.Object({ firstName: Type.String() }),
  asset: Type.Union([Type.Object({ licensePlate: NullableString, make: NullableString }), Type.Null()]),
  checkedInAt: NullableDateTime,
  checkedOutAt: NullableDateTime,
});
agrees<AgreesWith<typeof Trip, TripContract>>();

const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, description: 'The token of the driver’s trip link' }) });

export const getTripSchema = {
  tags,
  summary: "The driver's trip, by the token of its link (no sign-in)",
  security: [],
  params: TokenParams,
  response: responses({ 200: Trip }),
};

export const reportSchema = (way: 'in' | 'out') => ({
  tags,
  summary: way === 'in' ? "The driver is at the lot: checks the slot in (the gate's rules; a refusal is 409 with why)" : 'The driver left: checks the slot out',
  security: [],
  params: TokenParams,
  response: responses({ 200: Trip }),
});

const ExtensionResult = Type.Object({
  outcome: Type.Union([Type.Literal('EXTENDED'), Type.Literal('REQUESTED')]),
  endAt: DateTime(),
});
agrees<AgreesWith<typeof ExtensionResult, TripExtensionRequestResult>>();

export const extensionRequestSchema = {
  tags,
  summary:
    "The driver asks for more time: extended at once and paid by the booking's payment method when its organisation allows it and the slot is free (EXTENDED), else its organisation is asked (REQUESTED)",
  security: [],
  headers: Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'One per attempt: sent again after a lost answer, the same extension (one charge)' }),
    ),
  }),
  params: TokenParams,
  body: Type.Object({ duration: oneOf(RESERVATION_DURATIONS) }, { additionalProperties: false }),
  response: responses({ 200: ExtensionResult }),
};
