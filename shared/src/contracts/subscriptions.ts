// Subscription plans, subscriptions and sales agents: what the API answers.

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

/** A sales agent (name, phone, e-mail, commission percentage) and the organisations credited to them. */
export interface SalesAgent {
  salesAgentId: number;
  name: string;
  phone: string;
  email: string;
  /** 0–100, at most 2 decimals (12.5 = 12.5 %). */
  commissionPercentage: number;
  status: 'Active' | 'Inactive';
  organizations: { orgId: number; orgName: string }[];
}

/** POST /api/salesAgents and PUT /api/salesAgents/{salesAgentId} (platform). */
export interface SalesAgentInput {
  name: string;
  phone: string;
  email: string;
  commissionPercentage: number;
  status?: 'Active' | 'Inactive';
  /** The organisations the agent referred (each credited to one agent at most). */
  orgIds: number[];
}

/**
 * GET /api/salesAgents/commissions?period=YYYY-MM item: per agent and currency (never summed
 * across currencies). Base: the paid subscription invoices of the agent's organisations whose
 * billing period starts in that month; commission = base × percentage, rounded once, half away from zero.
 */
export interface SalesAgentCommission {
  salesAgentId: number;
  name: string;
  commissionPercentage: number;
  period: string;
  currency: string;
  baseMinor: number;
  commissionMinor: number;
  invoiceCount: number;
}
