// The shapes the API answers with, written once: the API's repositories return them and the
// screens read them. Types and small constant lists only (the API's schemas validate at runtime).
// A domain whose endpoints are defined with TypeBox is exported here as types only: its definitions
// (values, with their schemas) are reached per domain, @haulstop/shared/contracts/<domain>, so this
// module stays free of TypeBox and a page bundles only the domains it calls.
export * from './billing';
export * from './booking';
export * from './catalog-values';
export * from './endpoint';
export * from './fleet-values';
export * from './gate';
export * from './money';
export * from './paging';
export * from './report-lists';
export * from './subscription-values';
export type * from './api-keys';
export type * from './auth';
export type * from './availability';
export type * from './bookings';
export type * from './carrier-gate-report';
export type * from './carrier-network';
export type * from './catalog';
export type * from './dashboard';
export type * from './discount-code-invoices';
export type * from './discount-codes';
export type * from './finai';
export type * from './fleet';
export type * from './gate-endpoints';
export type * from './health';
export type * from './invoices';
export type * from './lots';
export type * from './organization-profile';
export type * from './organizations';
export type * from './payment-methods';
export type * from './places';
export type * from './reports';
export type * from './reservations';
export type * from './sales-agents';
export type * from './signup';
export type * from './statements';
export type * from './subscriptions';
export type * from './trips';
export type * from './users';
export type * from './webhooks';
