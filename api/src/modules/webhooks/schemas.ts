import { Type } from 'typebox';
import { WEBHOOK_EVENT_TYPES } from '@haulstop/shared/permissions';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, OrgHeader, oneOf, responses } from '../../lib/schemas';

/** How many lots one endpoint may watch for availability.changed. */
export const MAX_WATCHED_LOTS = 100;

const NullableDateTime = Type.Union([DateTime(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const Endpoint = Type.Object({
  endpointId: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  parkingLotIds: Type.Array(Type.Integer(), { description: 'The lots whose free slots it receives (availability.changed)' }),
  description: NullableString,
  enabled: Type.Boolean(),
  secret: Type.String({ description: 'whsec_… : verify signatures with it (Standard Webhooks)' }),
  failingSince: NullableDateTime,
  disabledReason: NullableString,
  createdAt: DateTime(),
  updatedAt: DateTime(),
});

const EndpointInput = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    events: Type.Array(oneOf(WEBHOOK_EVENT_TYPES), { minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length }),
    parkingLotIds: Type.Optional(
      Type.Array(Id('A bookable lot'), {
        maxItems: MAX_WATCHED_LOTS,
        description: 'With availability.changed: the lots to watch (each sends its free slots when they change)',
      }),
    ),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const Attempt = Type.Object({
  attemptedAt: DateTime(),
  responseStatus: NullableInteger,
  durationMs: Type.Integer(),
  responseBytes: Type.Union([Type.Integer({ description: "Bytes of the receiver's answer, counted up to 1 MiB (its body is never kept)" }), Type.Null()]),
  responseContentType: Type.Union([Type.String({ description: "The answer's media type if a common one, else its top-level type" }), Type.Null()]),
  error: NullableString,
});

export const Delivery = Type.Object({
  deliveryId: Type.Integer(),
  endpointId: Type.Integer(),
  url: Type.String(),
  eventId: Type.String(),
  eventType: Type.String(),
  payload: Type.String({ description: 'The signed body, as sent' }),
  attempts: Type.Integer(),
  status: oneOf(['Pending', 'Delivered', 'Failed']),
  lastResponseStatus: NullableInteger,
  lastAttemptAt: NullableDateTime,
  nextAttemptAt: NullableDateTime,
  createdAt: DateTime(),
  attemptLog: Type.Array(Attempt),
});

const tags = ['webhooks'];
const endpointParams = Type.Object({ endpointId: Id('Webhook endpoint') });

export const listEndpointsSchema = {
  tags,
  summary: "The organisation's webhook endpoints",
  headers: OrgHeader,
  response: responses({ 200: Type.Array(Endpoint) }),
};
export const createEndpointSchema = {
  tags,
  summary: 'Add a webhook endpoint (its signing secret is generated)',
  headers: OrgHeader,
  body: EndpointInput,
  response: responses({ 201: Endpoint }),
};
export const updateEndpointSchema = { tags, headers: OrgHeader, params: endpointParams, body: EndpointInput, response: responses({ 200: Endpoint }) };
export const deleteEndpointSchema = { tags, headers: OrgHeader, params: endpointParams, response: responses({ 204: Type.Null() }) };
export const rotateSecretSchema = {
  tags,
  summary: 'A new signing secret; the old one keeps signing beside it for 24 hours',
  headers: OrgHeader,
  params: endpointParams,
  response: responses({ 200: Type.Object({ secret: Type.String() }) }),
};
export const testEndpointSchema = {
  tags,
  summary: 'Send a ping (or, in the sandbox, a sample event of any type) to this endpoint',
  headers: OrgHeader,
  params: endpointParams,
  body: Type.Optional(
    Type.Union([Type.Object({ eventType: Type.Optional(oneOf(['ping', ...WEBHOOK_EVENT_TYPES])) }, { additionalProperties: false }), Type.Null()]),
  ),
  response: responses({ 202: Type.Object({ deliveryId: Type.Integer(), eventId: Type.String() }) }),
};
export const listDeliveriesSchema = {
  tags,
  summary: 'The delivery log: each event sent to an endpoint, with every attempt',
  headers: OrgHeader,
  querystring: Type.Intersect([
    PageQuery,
    Type.Object({ endpointId: Type.Optional(Id('Webhook endpoint')), status: Type.Optional(oneOf(['Pending', 'Delivered', 'Failed'])) }),
  ]),
  response: responses({ 200: Paged(Delivery) }),
};
export const redeliverSchema = {
  tags,
  summary: 'Send a delivery again (failed or not), from the start of the retry schedule',
  headers: OrgHeader,
  params: Type.Object({ deliveryId: Id('Webhook delivery') }),
  response: responses({ 202: Type.Null() }),
};
