import { LANDING_ROUTE, REGISTRATION_ROUTE } from '@haulstop/shared/constants';

/** A route path and how to build a link to it (bulletproof-react style). */
type RoutePath<P extends unknown[] = []> = { path: string; getHref: (...params: P) => string };

const fixed = (path: string): RoutePath => ({ path, getHref: () => path });

/** Every path the host owns or routes (DESIGN.md §2). */
export const paths = {
  // public (outside the guard)
  login: fixed('/'),
  loginWithLanguage: { path: '/:language', getHref: (language: string) => `/${language}` } satisfies RoutePath<[string]>,
  signup: fixed('/signup'),

  // host pages behind the guard
  signUpPage: fixed('/SignUpPage'),
  loginPage: fixed('/LoginPage'),
  registration: fixed(REGISTRATION_ROUTE),
  acceptInvitation: fixed('/acceptInvitation'),
  customerLogin: { path: '/customerLogin/:id', getHref: (id: string | number) => `/customerLogin/${id}` } satisfies RoutePath<[string | number]>,
  landing: fixed(LANDING_ROUTE),
  globalDashboard: fixed('/globaldashboard'),
} as const;

/** Routes without the header. */
export const HEADERLESS_ROUTES: readonly string[] = [REGISTRATION_ROUTE, '/globaldashboard', '/SignUpPage'];

/** Routes without the footer. */
export const FOOTERLESS_ROUTES: readonly string[] = ['/globaldashboard'];

/** The legal documents the footer links to (served from host/public/documents). */
export const LEGAL_DOCUMENTS = {
  terms: '/documents/terms-and-conditions.pdf',
  privacy: '/documents/privacy-policy.pdf',
} as const;
