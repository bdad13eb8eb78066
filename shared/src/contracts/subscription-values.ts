// Subscription plans' and subscriptions' fixed lists (values, without schemas: the contracts index
// re-exports them for the pages and the API's SQL).

export const SUBSCRIPTION_INTERVALS = ['monthly', 'yearly'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** The organisation types a plan can be for (the platform itself subscribes to nothing). */
export const SUBSCRIBER_ORG_TYPES = ['PARKING_LOT_OWNER', 'CARRIER', 'BROKER'] as const;

/** SPEC §4 spellings: renewing, last renewal refused, stopped by the organisation or the platform, ended. */
export const SUBSCRIPTION_STATUSES = ['Currently Recurring', 'Recurring Failed', 'Cancelled', 'Expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
