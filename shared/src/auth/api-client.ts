import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_LANGUAGE, SESSION_EXPIRY_REDIRECT_MS, isLanguage } from '@haulstop/shared/constants';
import { sessionStore } from '@haulstop/shared/session';
import { i18n, translate } from '@haulstop/shared/i18n';
import { isTokenExpiredError, notify } from '@haulstop/shared/feedback';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** send without bearer token and org header (login, refresh) */
    skipAuth?: boolean;
    /** never refresh-and-retry this call (logout, or a call already retried once) */
    skipRefresh?: boolean;
  }
}

/**
 * THE HTTP client of the console: one instance shared by host and remotes. No timeout and the
 * default XSRF cookie and header names.
 */
export const apiClient = axios.create();

// The API's address is the session's (the start sets it from server.json), and the client
// follows it: the client may load after the start set it (the login page loads it when the person
// signs in), and the live feed's EventSource is opened at the same address.
const followBaseUrl = (baseUrl: string | null) => {
  apiClient.defaults.baseURL = baseUrl ?? undefined;
};
followBaseUrl(sessionStore.getState().baseUrl);
sessionStore.subscribe((state, previous) => {
  if (state.baseUrl !== previous.baseUrl) followBaseUrl(state.baseUrl);
});

export const REFRESH_PATH = '/api/auth/refreshToken';
export const SESSION_EXPIRED_KEY = 'messages.sessionExpired';
const SESSION_EXPIRED_TEXT = 'Session Expired. Please login again.';

export type ApiClientOptions = {
  baseUrl?: string;
  /** called after a failed refresh has cleared the session, before the redirect */
  onSessionExpired?: () => void;
  /** how to return to login; default `window.location.assign('/')` */
  navigate?: (path: string) => void;
};

const options: ApiClientOptions = {};

/**
 * Points the client at the API and sets what happens when the session expires.
 * @example configureApiClient({ baseUrl: config.servers.server.url, navigate: (p) => router.navigate(p) })
 */
export function configureApiClient(next: ApiClientOptions): void {
  Object.assign(options, next);
  if (next.baseUrl !== undefined) sessionStore.getState().setBaseUrl(next.baseUrl);
}

const bearer = (token: string) => `Bearer ${token}`;

/**
 * Request options that act in one organisation: the API's /organization/{saasOrgId}/* calls act in
 * the current organisation only (X-Org-Id), so a page about another organisation (the platform's
 * edit of any) names it in both the path and the header.
 */
export const actingIn = (saasOrgId: number) => ({ headers: { 'X-Org-Id': String(saasOrgId) } });

/** The console's current language (the shared i18n instance's), which every call names so the API answers its messages in it. */
export const requestLanguage = (): string => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const headers = AxiosHeaders.from(config.headers);
  // Every call, signed in or not (login, sign-up): the API answers errorMessage in this language.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', requestLanguage());
  config.headers = headers;
  if (config.skipAuth) return config;
  const { token, saasOrgId } = sessionStore.getState();
  if (token) headers.set('Authorization', bearer(token));
  // A call that names its organisation (actingIn) keeps it; every other acts in the session's.
  if (saasOrgId !== null && !headers.has('X-Org-Id')) headers.set('X-Org-Id', String(saasOrgId));
  config.headers = headers;
  return config;
});

/*
 * One refresh at a time: the first TOKEN_EXPIRED starts it, every other failing request waits on
 * the same promise (the queue) and retries with the new token once it settles.
 */
let refreshing: Promise<string> | null = null;

async function refreshTokens(): Promise<string> {
  const { refreshToken } = sessionStore.getState();
  if (!refreshToken) throw new Error('No refresh token');
  const response = await apiClient.post<{ token: string; refreshToken?: string }>(REFRESH_PATH, { refreshToken }, { skipAuth: true, skipRefresh: true });
  if (!response.data?.token) throw new Error('Refresh answered without a token');
  sessionStore.getState().setTokens(response.data.token, response.data.refreshToken ?? refreshToken);
  return response.data.token;
}

function expireSession(): void {
  sessionStore.getState().expireSession();
  notify.error(translate(SESSION_EXPIRED_KEY, SESSION_EXPIRED_TEXT));
  options.onSessionExpired?.();
  const navigate = options.navigate ?? ((path: string) => window.location.assign(path));
  setTimeout(() => navigate('/'), SESSION_EXPIRY_REDIRECT_MS);
}

/** Starts a refresh, or joins the one under way. On failure the session is expired once. */
export function refreshSession(): Promise<string> {
  if (!refreshing) {
    refreshing = refreshTokens()
      .catch((error: unknown) => {
        expireSession();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config;
  if (!config || config.skipAuth || config.skipRefresh || !isTokenExpiredError(error)) throw error;
  // A request sent with an older token than the one now held needs no new refresh, only a retry.
  const sentWith = AxiosHeaders.from(config.headers).get('Authorization');
  const { token } = sessionStore.getState();
  if (!(refreshing === null && token && sentWith !== bearer(token))) {
    try {
      await refreshSession();
    } catch {
      throw error;
    }
  }
  return apiClient.request({ ...config, skipRefresh: true });
});
