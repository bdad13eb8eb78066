// @haulstop/shared/api: one small module per API domain (bulletproof-react style): URLs and answer
// types written once (types from @haulstop/shared/contracts), each endpoint's fetcher, cache keys
// and hook side by side. It lives in shared because host and remotes read the same endpoints
// (the organisation, the user) and must share one cache entry for each.
export * from './endpoint';
export * from './organizations';
export * from './users';
export * from './lots';
export * from './dashboard';
export * from './invoices';
export * from './reservations';
export * from './files';
export * from './catalog';
export * from './availability';
export * from './signup';
export * from './fleet';
export * from './booking';
export * from './live-availability';
export * from './places';
export * from './finai';
export * from './discount-codes';
export * from './organization-profile';
export * from './payment-methods';
export * from './carrier-network';
export * from './statements';
export * from './discount-code-invoices';
export * from './money';
export * from './subscriptions';
export * from './download';
export * from './api-hub';
export * from './reports';
export * from './carrier-gate-report';
export * from './trips';
export * from './gate';
export * from './remote-versions';
