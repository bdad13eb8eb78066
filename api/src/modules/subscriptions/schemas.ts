import { Type } from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import {
  SUBSCRIBER_ORG_TYPES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
  type Subscription as SubscriptionContract,
  type SubscriptionPlan as SubscriptionPlanContract,
} from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, OrgHeader, oneOf, responses } from '../../lib/schemas';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const Interval = Type.Unsafe<(typeof SUBSCRIPTION_INTERVALS)[number]>({ type: 'string', enum: [...SUBSCRIPTION_INTERVALS] });
const Status = Type.Unsafe<(typeof SUBSCRIPTION_STATUSES)[number]>({ type: 'string', enum: [...SUBSCRIPTION_STATUSES] });

export const SubscriptionPlan = Type.Object({
  planId: Type.Integer(),
  name: Type.String(),
  orgType: Type.String({ description: 'The organisation type that may subscribe' }),
  priceMinor: Type.Integer({ description: 'Price of one period in minor units (cents)' }),
  currency: Type.String(),
  interval: Interval,
  active: Type.Boolean(),
});
agrees<AgreesWith<typeof SubscriptionPlan, SubscriptionPlanContract>>();

export const Subscription = Type.Object({
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
  nextBillingAt: Type.Union([DateTime(), Type.Null()]),
  paymentMethodLast4: NullableString,
  failureCode: NullableString,
  cancelledAt: Type.Union([DateTime(), Type.Null()]),
});
agrees<AgreesWith<typeof Subscription, SubscriptionContract>>();

const PlanInput = Type.Object(
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

const tags = ['subscriptions'];
const idempotencyHeaders = Type.Object({
  ...OrgHeader.properties,
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'The same key and body answer the first answer again (DESIGN §7)' }),
  ),
});
const SubscriptionParams = Type.Object({ subscriptionId: Id('Subscription id') });

export const listPlansSchema = {
  tags,
  summary: 'Subscription plans: the active ones (the platform sees inactive ones too)',
  headers: OrgHeader,
  querystring: Type.Object({ orgType: Type.Optional(oneOf(SUBSCRIBER_ORG_TYPES, { description: 'Only plans for this organisation type' })) }),
  response: responses({ 200: Type.Array(SubscriptionPlan) }),
};
export const createPlanSchema = { tags, summary: 'Define a plan (platform)', body: PlanInput, response: responses({ 201: SubscriptionPlan }) };
export const updatePlanSchema = {
  tags,
  summary: 'Change a plan (platform); renewals charge the price of the day',
  params: Type.Object({ planId: Id('Plan id') }),
  body: PlanInput,
  response: responses({ 200: SubscriptionPlan }),
};

export const listSubscriptionsSchema = {
  tags,
  summary: "The current organisation's subscriptions (the platform: every organisation's), paged",
  headers: OrgHeader,
  querystring: Type.Object({ ...PageQuery.properties, status: Type.Optional(Status) }),
  response: responses({ 200: Paged(Subscription) }),
};
export const subscribeSchema = {
  tags,
  summary: 'Subscribe the current organisation to a plan with a saved card; the first period is charged and invoiced at once',
  headers: idempotencyHeaders,
  body: Type.Object({ planId: Id('Plan id'), paymentMethodId: Id('Saved card of the organisation') }, { additionalProperties: false }),
  response: responses({ 201: Subscription }),
};
export const cancelSchema = {
  tags,
  summary: 'Stop renewing (the organisation, or the platform for any)',
  headers: OrgHeader,
  params: SubscriptionParams,
  response: responses({ 200: Subscription }),
};
export const retrySchema = {
  tags,
  summary: 'Charge a refused renewal again (Recurring Failed), optionally with another saved card',
  headers: idempotencyHeaders,
  params: SubscriptionParams,
  body: Type.Object({ paymentMethodId: Type.Optional(Id('Saved card of the organisation')) }, { additionalProperties: false }),
  response: responses({ 200: Subscription }),
};
