// The shapes the API answers with, written once: the API's repositories return them and the
// screens read them. Types and small constant lists only (the API's schemas validate at runtime).
export * from './paging';
// Types only: the definitions (values, with their schemas) are reached per domain, @haulstop/shared/contracts/<domain>,
// so this shared module stays free of TypeBox and a page bundles only the domains it calls.
export type * from './lots';
export type * from './invoices';
export type * from './statements';
export type * from './organizations';
export type * from './users';
export type * from './organization-profile';
export type * from './trips';
export type * from './carrier-network';
export type * from './api-keys';
export type * from './auth';
export type * from './endpoint';
export * from './billing';
export * from './reservations';
export type * from './reservations';
export * from './organizations';
export * from './dashboard';
export * from './catalog-values';
export type * from './catalog';
export type * from './dashboard';
export * from './catalog';
export * from './availability';
export * from './signup';
export * from './fleet-values';
export type * from './fleet';
export * from './booking';
export type * from './bookings';
export * from './finai';
export type * from './finai';
export * from './discount-codes';
export * from './payment-methods';
export * from './discount-code-invoices';
export type * from './discount-codes';
export * from './organization-profile';
export type * from './payment-methods';
export * from './carrier-network';
export * from './statements';
export type * from './discount-code-invoices';
export * from './money';
export * from './subscriptions';
export type * from './sales-agents';
export * from './report-lists';
export type * from './reports';
export * from './gate';
export type * from './gate-endpoints';
