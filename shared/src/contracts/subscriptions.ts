// Subscription plans and subscriptions: what the API answers (sales agents: ./sales-agents).

export const SUBSCRIPTION_INTERVALS = ['monthly', 'yearly'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** The organisation types a plan can be for (the platform itself subscribes to nothing). */
export const SUBSCRIBER_ORG_TYPES = ['PARKING_LOT_OWNER', 'CARRIER', 'BROKER'] as const;

/** SPEC §4 spellings: renewing, last renewal refused, stopped by the organisation or the platform, ended. */
export const SUBSCRIPTION_STATUSES = ['Currently Recurring', 'Recurring Failed', 'Cancelled', 'Expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscriptionPlans item. */
export interface SubscriptionPlan {
  planId: number;
  name: string;
  /** The organisation type that may subscribe to it. */
  orgType: string;
  priceMinor: number;
  currency: string;
  interval: SubscriptionInterval;
  active: boolean;
}

/** POST /api/subscriptionPlans and PUT /api/subscriptionPlans/{planId} (platform). */
export interface SubscriptionPlanInput {
  name: string;
  orgType: string;
  priceMinor: number;
  currency: string;
  interval: SubscriptionInterval;
  active: boolean;
}

/** GET /api/subscriptions item: the organisation's own (the platform: every organisation's). */
export interface Subscription {
  subscriptionId: number;
  orgId: number;
  orgName: string;
  planId: number;
  planName: string;
  priceMinor: number;
  currency: string;
  interval: SubscriptionInterval;
  status: SubscriptionStatus;
  startedAt: string;
  /** When the next renewal is charged; null once cancelled. */
  nextBillingAt: string | null;
  /** The saved card renewals charge (last 4 digits), when it still exists. */
  paymentMethodLast4: string | null;
  /** Why the last renewal was refused (CARD_DECLINED, INSUFFICIENT_FUNDS), while Recurring Failed. */
  failureCode: string | null;
  cancelledAt: string | null;
}

/** POST /api/subscriptions: subscribe the current organisation; the first period is charged at once. */
export interface NewSubscription {
  planId: number;
  paymentMethodId: number;
}

/** POST /api/subscriptions/{subscriptionId}/retry: charge a refused renewal again, optionally with another saved card. */
export interface SubscriptionRetry {
  paymentMethodId?: number;
}
