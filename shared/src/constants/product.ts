/** Product identity (DESIGN.md: the product is Haulstop; SPEC's {product} placeholders resolve here). */
export const PRODUCT_NAME = 'Haulstop';

/** Storage key of the last viewed page (`{product}LastViewedPage`). */
export const LAST_VIEWED_PAGE_KEY = 'haulstopLastViewedPage';

/** Registration route (`/{product}Registration`). */
export const REGISTRATION_ROUTE = '/haulstopRegistration';

/** The one internal admin login that sees the assistant (/finai) (DESIGN.md §5). */
export const ASSISTANT_LOGIN_ID = 'admin@haulstop.test';

/** The internal platform organisation id. */
export const PLATFORM_ORG_ID = 1;

/**
 * Whether an organisation is the platform's: the one test of "is platform" that the API, the
 * session and every screen ask, so no place compares ids (or org types) on its own.
 * @example isPlatformOrganization(ctx.saasOrgId)
 */
export function isPlatformOrganization(saasOrgId: number | null | undefined): boolean {
  return saasOrgId === PLATFORM_ORG_ID;
}

/** Fallback organisation when none is known (id 1 with the internal organisation's name). */
export const DEFAULT_ORG = { orgId: PLATFORM_ORG_ID, orgName: 'Haulstop Platform' } as const;

/** The driver's trip page (DESIGN §10): `/trip/<token>`, opened from a link by a driver who has no sign-in. */
export const TRIP_ROUTE = '/trip';

/** Routes the guard always lets through, token or not (the trip page is reached by its token alone). */
export const ALWAYS_ALLOWED_ROUTES = ['/signup', '/SignUpPage', REGISTRATION_ROUTE, '/globaldashboard', TRIP_ROUTE] as const;

/**
 * Public pages outside the login guard: shown as soon as their code and data arrive, without the
 * guard's 1 s 'Loading...' (that wait belongs to the guarded routes, /globaldashboard among them).
 * The trip page is a public route, opened by a driver on a phone who never signs in.
 */
export const UNGUARDED_PUBLIC_ROUTES = [TRIP_ROUTE] as const;

/** Where the app lands after an organisation switch. */
export const LANDING_ROUTE = '/mapDashboard';

/** Assistant route, shown only to ASSISTANT_LOGIN_ID. */
export const ASSISTANT_ROUTE = '/finai';
