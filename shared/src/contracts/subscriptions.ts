// Subscription plans and subscriptions, one definition per endpoint: the API registers these routes
// from them and the console's fetchers and hooks derive from them (@haulstop/shared/api). Types are
// Static<> of the schemas (sales agents: ./sales-agents).
import * as Type from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { SUBSCRIPTION_PLANS_CACHE, SUBSCRIPTIONS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { INVOICES_CACHE } from './invoices';
import { DateTime, Id, literalOf, OrgHeader, oneOf, Paged, PageQuery, responses } from './schema';
import { SUBSCRIBER_ORG_TYPES, SUBSCRIPTION_INTERVALS, SUBSCRIPTION_STATUSES } from './subscription-values';

const defineSubscriptionEndpoint = endpointsOf({ tags: ['subscriptions'] });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Interval = literalOf(SUBSCRIPTION_INTERVALS);
const Status = literalOf(SUBSCRIPTION_STATUSES);

/** GET /api/subscriptionPlans item. */
const SubscriptionPlan = Type.Object({
  planId: Type.Integer(),
  name: Type.String(),
  orgType: Type.String({ description: 'The organisation type that may subscribe' }),
  priceMinor: Type.Integer({ description: 'Price of one period in minor units (cents)' }),
  currency: Type.String(),
  interval: Interval,
  active: Type.Boolean(),
});
export type SubscriptionPlan = Type.Static<typeof SubscriptionPlan>;

/** GET /api/subscriptions item: the organisation's own (the platform: every organisation's). */
const Subscription = Type.Object({
  subscriptionId: Type.Integer(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  planId: Type.Integer(),
  planName: Type.String(),
  priceMinor: Type.Integer(),
  currency: Type.String(),
  interval: Interval,
  status: Status,
  startedAt: DateTime(),
  /** When the next renewal is charged; null once cancelled. */
  nextBillingAt: Type.Union([DateTime(), Type.Null()]),
  /** The saved card renewals charge (last 4 digits), when it still exists. */
  paymentMethodLast4: NullableString,
  /** Why the last renewal was refused (CARD_DECLINED, INSUFFICIENT_FUNDS), while Recurring Failed. */
  failureCode: NullableString,
  cancelledAt: Type.Union([DateTime(), Type.Null()]),
});
export type Subscription = Type.Static<typeof Subscription>;

/** POST /api/subscriptionPlans and PUT /api/subscriptionPlans/{planId} (platform). */
const SubscriptionPlanInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 63 }),
    orgType: oneOf(SUBSCRIBER_ORG_TYPES),
    priceMinor: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    currency: oneOf(CURRENCIES),
    interval: Interval,
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SubscriptionPlanInput = Type.Static<typeof SubscriptionPlanInput>;

/** POST /api/subscriptions: subscribe the current organisation; the first period is charged at once. */
const NewSubscription = Type.Object({ planId: Id('Plan id'), paymentMethodId: Id('Saved card of the organisation') }, { additionalProperties: false });
export type NewSubscription = Type.Static<typeof NewSubscription>;

/** POST /api/subscriptions/{subscriptionId}/retry: charge a refused renewal again, optionally with another saved card. */
const SubscriptionRetry = Type.Object({ paymentMethodId: Type.Optional(Id('Saved card of the organisation')) }, { additionalProperties: false });
export type SubscriptionRetry = Type.Static<typeof SubscriptionRetry>;

/** Headers of a charge a retry must not repeat: the current organisation and the attempt's Idempotency-Key. */
const ChargeHeaders = Type.Object({
  ...OrgHeader.properties,
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'The same key and body answer the first answer again (DESIGN §7)' }),
  ),
});
const SubscriptionParams = Type.Object({ subscriptionId: Id('Subscription id') });

/** A subscribe, cancel or retry changes the subscriptions and may invoice a period. */
const SUBSCRIPTION_WRITES = [SUBSCRIPTIONS_CACHE, INVOICES_CACHE];

export const listSubscriptionPlans = defineSubscriptionEndpoint({
  method: 'GET',
  path: '/api/subscriptionPlans',
  summary: 'Subscription plans: the active ones (the platform sees inactive ones too)',
  headers: OrgHeader,
  query: Type.Object({ orgType: Type.Optional(oneOf(SUBSCRIBER_ORG_TYPES, { description: 'Only plans for this organisation type' })) }),
  response: responses({ 200: Type.Array(SubscriptionPlan) }),
  access: { access: 'org', resource: 'subscriptionPlans', action: 'view' },
  cache: SUBSCRIPTION_PLANS_CACHE,
});

export const createSubscriptionPlan = defineSubscriptionEndpoint({
  method: 'POST',
  path: '/api/subscriptionPlans',
  summary: 'Define a plan (platform)',
  body: SubscriptionPlanInput,
  response: responses({ 201: SubscriptionPlan }),
  access: { access: 'platform', resource: 'subscriptionPlans', action: 'create' },
  invalidates: [SUBSCRIPTION_PLANS_CACHE],
});

export const updateSubscriptionPlan = defineSubscriptionEndpoint({
  method: 'PUT',
  path: '/api/subscriptionPlans/:planId',
  summary: 'Change a plan (platform); renewals charge the price of the day',
  params: Type.Object({ planId: Id('Plan id') }),
  body: SubscriptionPlanInput,
  response: responses({ 200: SubscriptionPlan }),
  access: { access: 'platform', resource: 'subscriptionPlans', action: 'edit' },
  invalidates: [SUBSCRIPTION_PLANS_CACHE],
});

export const listSubscriptions = defineSubscriptionEndpoint({
  method: 'GET',
  path: '/api/subscriptions',
  summary: "The current organisation's subscriptions (the platform: every organisation's), paged",
  headers: OrgHeader,
  query: Type.Object({ ...PageQuery.properties, status: Type.Optional(Status) }),
  response: responses({ 200: Paged(Subscription) }),
  access: { access: 'org', resource: 'subscriptions', action: 'view' },
  cache: SUBSCRIPTIONS_CACHE,
});

export const createSubscription = defineSubscriptionEndpoint({
  method: 'POST',
  path: '/api/subscriptions',
  summary: 'Subscribe the current organisation to a plan with a saved card; the first period is charged and invoiced at once',
  headers: ChargeHeaders,
  body: NewSubscription,
  response: responses({ 201: Subscription }),
  access: { access: 'org', resource: 'subscriptions', action: 'create' },
  invalidates: SUBSCRIPTION_WRITES,
});

export const cancelSubscription = defineSubscriptionEndpoint({
  method: 'POST',
  path: '/api/subscriptions/:subscriptionId/cancel',
  summary: 'Stop renewing (the organisation, or the platform for any)',
  headers: OrgHeader,
  params: SubscriptionParams,
  response: responses({ 200: Subscription }),
  access: { access: 'org', resource: 'subscriptions', action: 'delete' },
  invalidates: SUBSCRIPTION_WRITES,
});

export const retrySubscription = defineSubscriptionEndpoint({
  method: 'POST',
  path: '/api/subscriptions/:subscriptionId/retry',
  summary: 'Charge a refused renewal again (Recurring Failed), optionally with another saved card',
  headers: ChargeHeaders,
  params: SubscriptionParams,
  body: SubscriptionRetry,
  response: responses({ 200: Subscription }),
  access: { access: 'org', resource: 'subscriptions', action: 'edit' },
  invalidates: SUBSCRIPTION_WRITES,
});
