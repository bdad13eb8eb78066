// The webhooks hub, one definition per endpoint: an organisation's webhook endpoints and the log of
// what was delivered to them (DESIGN §8). The API registers these routes from them and the client's
// fetchers and hooks are derived from them (@haulstop/shared/api). Types are Static<> of the schemas.
// The event types stay a permission list (@haulstop/shared/permissions), the sender and the sandbox's
// samples stay in the API.
import * as Type from 'typebox';
import { WEBHOOK_EVENT_TYPES } from '@haulstop/shared/permissions';
import { WEBHOOK_DELIVERIES_CACHE, WEBHOOKS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { DateTime, Id, literalOf, OrgHeader, oneOf, Paged, PageQuery, responses } from './schema';

/** How many lots one endpoint may watch for availability.changed. */
export const MAX_WATCHED_LOTS = 100;

/** Where a delivery stands: still being tried, answered 2xx, or given up after the retry schedule. */
export const WEBHOOK_DELIVERY_STATUSES = ['Pending', 'Delivered', 'Failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const NullableDateTime = Type.Union([DateTime(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

const WebhookEndpoint = Type.Object({
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
export type WebhookEndpoint = Type.Static<typeof WebhookEndpoint>;

/** An endpoint as added or edited; on an edit, a field left out (the lots, the description, enabled) keeps its stored value. */
const WebhookEndpointInput = Type.Object(
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
export type WebhookEndpointInput = Type.Static<typeof WebhookEndpointInput>;

const WebhookAttempt = Type.Object({
  attemptedAt: DateTime(),
  responseStatus: NullableInteger,
  durationMs: Type.Integer(),
  responseBytes: Type.Union([Type.Integer({ description: "Bytes of the receiver's answer, counted up to 1 MiB (its body is never kept)" }), Type.Null()]),
  responseContentType: Type.Union([Type.String({ description: "The answer's media type if a common one, else its top-level type" }), Type.Null()]),
  error: NullableString,
});
export type WebhookAttempt = Type.Static<typeof WebhookAttempt>;

const WebhookDelivery = Type.Object({
  deliveryId: Type.Integer(),
  endpointId: Type.Integer(),
  url: Type.String(),
  eventId: Type.String(),
  eventType: Type.String(),
  payload: Type.String({ description: 'The signed body, as sent' }),
  attempts: Type.Integer(),
  status: literalOf(WEBHOOK_DELIVERY_STATUSES),
  lastResponseStatus: NullableInteger,
  lastAttemptAt: NullableDateTime,
  nextAttemptAt: NullableDateTime,
  createdAt: DateTime(),
  attemptLog: Type.Array(WebhookAttempt),
});
export type WebhookDelivery = Type.Static<typeof WebhookDelivery>;

const defineWebhookEndpoint = endpointsOf({ tags: ['webhooks'], headers: OrgHeader });
const EndpointParams = Type.Object({ endpointId: Id('Webhook endpoint') });
const view = { access: 'org', resource: 'webhooks', action: 'view' } as const;
const edit = { access: 'org', resource: 'webhooks', action: 'edit' } as const;

export const listWebhookEndpoints = defineWebhookEndpoint({
  method: 'GET',
  path: '/api/webhooks/endpoints',
  summary: "The organisation's webhook endpoints",
  response: responses({ 200: Type.Array(WebhookEndpoint) }),
  access: view,
  cache: WEBHOOKS_CACHE,
});

// Every endpoint write makes the whole hub stale: the delivery log shows each delivery's endpoint URL.
export const createWebhookEndpoint = defineWebhookEndpoint({
  method: 'POST',
  path: '/api/webhooks/endpoints',
  summary: 'Add a webhook endpoint (its signing secret is generated)',
  body: WebhookEndpointInput,
  response: responses({ 201: WebhookEndpoint }),
  access: { access: 'org', resource: 'webhooks', action: 'create' },
  invalidates: [WEBHOOKS_CACHE],
});

export const updateWebhookEndpoint = defineWebhookEndpoint({
  method: 'PUT',
  path: '/api/webhooks/endpoints/:endpointId',
  params: EndpointParams,
  body: WebhookEndpointInput,
  response: responses({ 200: WebhookEndpoint }),
  access: edit,
  invalidates: [WEBHOOKS_CACHE],
});

export const deleteWebhookEndpoint = defineWebhookEndpoint({
  method: 'DELETE',
  path: '/api/webhooks/endpoints/:endpointId',
  params: EndpointParams,
  response: responses({ 204: Type.Null() }),
  access: { access: 'org', resource: 'webhooks', action: 'delete' },
  invalidates: [WEBHOOKS_CACHE],
});

export const rotateWebhookSecret = defineWebhookEndpoint({
  method: 'POST',
  path: '/api/webhooks/endpoints/:endpointId/rotateSecret',
  summary: 'A new signing secret; the old one keeps signing beside it for 24 hours',
  params: EndpointParams,
  response: responses({ 200: Type.Object({ secret: Type.String() }) }),
  access: edit,
  invalidates: [WEBHOOKS_CACHE],
});

export const sendWebhookTest = defineWebhookEndpoint({
  method: 'POST',
  path: '/api/webhooks/endpoints/:endpointId/test',
  summary: 'Send a ping (or, in the sandbox, a sample event of any type) to this endpoint',
  params: EndpointParams,
  body: Type.Optional(
    Type.Union([Type.Object({ eventType: Type.Optional(oneOf(['ping', ...WEBHOOK_EVENT_TYPES])) }, { additionalProperties: false }), Type.Null()]),
  ),
  response: responses({ 202: Type.Object({ deliveryId: Type.Integer(), eventId: Type.String() }) }),
  access: edit,
  invalidates: [WEBHOOKS_CACHE],
});

export const listWebhookDeliveries = defineWebhookEndpoint({
  method: 'GET',
  path: '/api/webhooks/deliveries',
  summary: 'The delivery log: each event sent to an endpoint, with every attempt',
  query: Type.Intersect([
    PageQuery,
    Type.Object({ endpointId: Type.Optional(Id('Webhook endpoint')), status: Type.Optional(oneOf(WEBHOOK_DELIVERY_STATUSES)) }),
  ]),
  response: responses({ 200: Paged(WebhookDelivery) }),
  access: view,
  cache: WEBHOOK_DELIVERIES_CACHE,
});

export const redeliverWebhook = defineWebhookEndpoint({
  method: 'POST',
  path: '/api/webhooks/deliveries/:deliveryId/redeliver',
  summary: 'Send a delivery again (failed or not), from the start of the retry schedule',
  params: Type.Object({ deliveryId: Id('Webhook delivery') }),
  response: responses({ 202: Type.Null() }),
  access: edit,
  invalidates: [WEBHOOK_DELIVERIES_CACHE],
});
