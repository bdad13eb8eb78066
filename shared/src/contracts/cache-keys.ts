import type { CacheKey } from './endpoint';

// The cache key prefixes the endpoint definitions read under and invalidate. A module of its own,
// without schemas: the public page's live counts update the lot lists through LOTS_CACHE without
// loading the lots' definitions (and with them TypeBox and the API client).

/** Every lot read: lists, map, detail. */
export const LOTS_CACHE = ['lots'] as const satisfies CacheKey;
/** Free slots and prices per lot for a window: a lot or price write changes them. */
export const AVAILABILITY_CACHE = ['availability'] as const satisfies CacheKey;
/** The public lots list (no organisation: the global dashboard needs no login); the live counts update it in place. */
export const PUBLIC_LOTS_CACHE = ['publicLots'] as const satisfies CacheKey;
/** The gazetteer's places (public, the same for every organisation; they do not change while a page is open). */
export const PLACES_CACHE = ['places'] as const satisfies CacheKey;
/** A lot's gate access codes. */
export const ACCESS_CODES_CACHE = ['accessCodes'] as const satisfies CacheKey;
/** Every organisation read: one organisation, the platform's list, a user's organisations. */
export const ORGANIZATIONS_CACHE = ['organizations'] as const satisfies CacheKey;
/** The organisation's drivers (the /createDriver list). */
export const DRIVERS_CACHE = ['drivers'] as const satisfies CacheKey;
/** The organisation's trucks and trailers (the /assets list). */
export const ASSETS_CACHE = ['assets'] as const satisfies CacheKey;
/** The drivers and assets a booking can name (useFleetOptions): a fleet write changes them. */
export const FLEET_OPTIONS_CACHE = ['fleetOptions'] as const satisfies CacheKey;
/** The catalogues (amenities, asset types, equipment types), each under its kind. */
export const CATALOGUES_CACHE = ['catalogues'] as const satisfies CacheKey;
/** A user's record (My Profile). */
export const USERS_CACHE = ['users'] as const satisfies CacheKey;
/** Every reservations list read (the list, its company filter): a booking, a change or a gate event makes it stale. */
export const RESERVATIONS_CACHE = ['reservations'] as const satisfies CacheKey;
/** One booking's reads (its detail, the quotes, the organisations a lot owner books for). */
export const BOOKING_CACHE = ['booking'] as const satisfies CacheKey;
/** The dashboard's figures (its counts): a booking or a change moves them. */
export const DASHBOARD_CACHE = ['dashboard'] as const satisfies CacheKey;
/** An organisation's company record, documents and bank details. */
export const PROFILE_CACHE = ['organizationProfile'] as const satisfies CacheKey;
/** A driver's trip, by its link's token (no organisation: the link needs no sign-in). */
export const TRIP_CACHE = ['trip'] as const satisfies CacheKey;
/** An organisation's trip settings (whether a driver's extra time is paid at once). */
export const TRIP_SETTINGS_CACHE = ['tripSettings'] as const satisfies CacheKey;
/** Every report read (the lot report, booked against used, the dashboard's figures): a gate event or a booking changes them. */
export const REPORTS_CACHE = ['reports'] as const satisfies CacheKey;
/** The organisation's scheduled reports. */
export const REPORT_SCHEDULES_CACHE = ['reportSchedules'] as const satisfies CacheKey;
/** A carrier's network: its sub-carriers and their assets. */
export const CARRIER_NETWORK_CACHE = ['carrierNetwork'] as const satisfies CacheKey;
/** The reserve state's counts: a booking or a payment changes them. */
export const DASHBOARD_COUNTS_CACHE = ['dashboard', 'counts'] as const satisfies CacheKey;
/** Which version of each remote the console runs (the platform's page). */
export const REMOTE_VERSIONS_CACHE = ['remoteVersions'] as const satisfies CacheKey;
/** The organisation's API keys. */
export const API_KEYS_CACHE = ['apiKeys'] as const satisfies CacheKey;
/** The subscription plans (the platform defines them). */
export const SUBSCRIPTION_PLANS_CACHE = ['subscriptionPlans'] as const satisfies CacheKey;
/** The organisation's subscriptions (the platform: every organisation's). */
export const SUBSCRIPTIONS_CACHE = ['subscriptions'] as const satisfies CacheKey;
/** The sales agents and the commissions their organisations earn them (platform). */
export const SALES_AGENTS_CACHE = ['salesAgents'] as const satisfies CacheKey;
/** The gate: a lot's events and policy, a booking's gate story. */
export const GATE_CACHE = ['gate'] as const satisfies CacheKey;
/** An organisation's invitations and members: an invitation sent or revoked changes both. */
export const INVITATIONS_CACHE = ['invitations'] as const satisfies CacheKey;
/** An organisation's referral code and the organisations it referred. */
export const REFERRALS_CACHE = ['referrals'] as const satisfies CacheKey;
/** The webhooks hub: the organisation's endpoints and, under it, their delivery log. */
export const WEBHOOKS_CACHE = ['webhooks'] as const satisfies CacheKey;
/** The webhook delivery log: a redelivery changes it, not the endpoints. */
export const WEBHOOK_DELIVERIES_CACHE = ['webhooks', 'deliveries'] as const satisfies CacheKey;
