import type * as Auth from '@haulstop/shared/auth';

export type AuthModule = typeof Auth;

/** How the API client returns a person whose session expired: a full load until the router exists. */
let navigate: (path: string) => void = (path) => window.location.assign(path);

/** The router's navigation, for the API client's return to login (bootstrap, once the router is made). */
export function setSessionExpiryNavigate(next: (path: string) => void): void {
  navigate = next;
}

let loading: Promise<AuthModule> | null = null;

/**
 * The auth module (the API client: axios), loaded when first needed and set up once: at start only
 * for a signed-in visit, on the login page when the person starts to sign in (evaluating
 * it was ~110 ms of the login page's start at Lighthouse's 4× CPU). The client reads the API's
 * address from the session, which the start sets from server.json.
 * @example const { login } = await loadAuth();
 */
export function loadAuth(): Promise<AuthModule> {
  loading ??= import('@haulstop/shared/auth').then(
    (auth) => {
      auth.configureApiClient({ navigate: (path) => navigate(path) });
      return auth;
    },
    (error: unknown) => {
      loading = null; // a failed chunk is fetched again by the next call
      throw error;
    },
  );
  return loading;
}
