import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { toast } from 'react-toastify';
import { emptySession, sessionStore, type LoginResult } from '@haulstop/shared/session';
import { loginOrganization } from '../testing/logins';
import { i18n } from '@haulstop/shared/i18n';
import { REFRESH_PATH, apiClient, configureApiClient, errorMessageOf, isTokenExpiredError, login, logout, notify, statusCodeOf } from '@haulstop/shared/auth';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(() => 1), success: jest.fn(() => 2), warning: jest.fn(() => 3), info: jest.fn(() => 4) } }));

const toastError = toast.error as unknown as jest.Mock;

type Handler = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;

function respond(config: InternalAxiosRequestConfig, status: number, data: unknown): Promise<AxiosResponse> {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  if (status >= 400) return Promise.reject(new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response));
  return Promise.resolve(response);
}

const expired = { statusCode: 401, errorCode: 'TOKEN_EXPIRED', errorMessage: 'jwt expired' };
const header = (config: InternalAxiosRequestConfig, name: string) => AxiosHeaders.from(config.headers).get(name);
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

let calls: InternalAxiosRequestConfig[] = [];
function useAdapter(handler: Handler) {
  calls = [];
  apiClient.defaults.adapter = (config) => {
    calls.push(config);
    return handler(config);
  };
}
const refreshCalls = () => calls.filter((c) => c.url === REFRESH_PATH);

const signedIn = () => {
  sessionStore.setState({
    ...emptySession(),
    baseUrl: 'http://api.test',
    token: 'old-token',
    refreshToken: 'old-refresh',
    user: { userId: 4, loginId: 'carrier@haulstop.test', firstName: 'Cara', lastName: 'Carrier' },
    saasOrgId: 3,
    loggedInSaasOrgId: 3,
    role: 'admin',
    orgType: 'CARRIER',
    lastViewedPage: '/assets',
  });
};

/** The API of SPEC §7: TOKEN_EXPIRED for any token but the current one; refresh rotates. */
function fakeApi({ refreshDelay = 5, refreshFails = false } = {}): Handler {
  let current = 'old-token';
  return async (config) => {
    if (config.url === REFRESH_PATH) {
      await tick(refreshDelay);
      if (refreshFails) return respond(config, 401, { statusCode: 401, errorCode: 'INVALID_REFRESH_TOKEN', errorMessage: 'Refresh token is not valid' });
      current = 'new-token';
      return respond(config, 200, { token: 'new-token', refreshToken: 'new-refresh' });
    }
    // every token issued before the refresh has expired
    const valid = current === 'old-token' ? null : `Bearer ${current}`;
    if (header(config, 'Authorization') !== valid) return respond(config, 401, expired);
    return respond(config, 200, { url: config.url, org: header(config, 'X-Org-Id') });
  };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  toastError.mockClear();
  configureApiClient({ baseUrl: 'http://api.test', navigate: jest.fn(), onSessionExpired: undefined });
  signedIn();
});
afterEach(() => jest.useRealTimers());

describe('auth client: bearer token and organisation header', () => {
  it('all authenticated calls carry a bearer token and the current organisation', async () => {
    useAdapter(async (config) => respond(config, 200, { auth: header(config, 'Authorization'), org: header(config, 'X-Org-Id') }));
    const { data } = await apiClient.get('/api/user/4');
    expect(data).toEqual({ auth: 'Bearer old-token', org: '3' });
    expect(calls[0].baseURL).toBe('http://api.test');
  });
  it("calls go to the session's API address, set after the client loaded too (the start sets it; the login page loads the client late)", async () => {
    sessionStore.getState().setBaseUrl('http://from-session.test');
    useAdapter(async (config) => respond(config, 200, {}));
    await apiClient.get('/api/user/4');
    expect(calls[0].baseURL).toBe('http://from-session.test');
    // What the live feed opens its EventSource on.
    expect(apiClient.defaults.baseURL).toBe('http://from-session.test');
  });
  it('has no timeout and the default XSRF names', () => {
    expect(apiClient.defaults.timeout ?? 0).toBe(0);
    expect(apiClient.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(apiClient.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });
  it('a signed-out call carries neither header', async () => {
    sessionStore.setState(emptySession());
    useAdapter(async (config) => respond(config, 200, {}));
    await apiClient.get('/api/health');
    expect(header(calls[0], 'Authorization')).toBeFalsy();
    expect(header(calls[0], 'X-Org-Id')).toBeFalsy();
  });
});

describe('TOKEN_EXPIRED: refresh once, queue concurrent requests, retry them', () => {
  it('20 concurrent requests with an expired token → exactly one refresh call, all 20 succeed', async () => {
    useAdapter(fakeApi());
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => apiClient.get(`/api/items/${i}`)));
    expect(refreshCalls()).toHaveLength(1);
    expect(results.map((r) => r.data.url)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/items/${i}`));
    expect(results.every((r) => r.data.org === '3')).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ token: 'new-token', refreshToken: 'new-refresh' });
    expect(sessionStorage.getItem('token')).toBe('new-token');
  });
  it('the refresh is sent without bearer, with the refresh token in the body', async () => {
    useAdapter(fakeApi());
    await apiClient.get('/api/x');
    const refresh = refreshCalls()[0];
    expect(refresh.method).toBe('post');
    expect(header(refresh, 'Authorization')).toBeFalsy();
    expect(JSON.parse(refresh.data as string)).toEqual({ refreshToken: 'old-refresh' });
  });
  it('a request that fails with the old token after the refresh finished is retried without a second refresh', async () => {
    const api = fakeApi({ refreshDelay: 1 });
    useAdapter(async (config) => {
      // this one answers late: its TOKEN_EXPIRED arrives after the refresh is over
      if (config.url === '/api/slow' && header(config, 'Authorization') === 'Bearer old-token') {
        await tick(30);
        return respond(config, 401, expired);
      }
      return api(config);
    });
    const [fast, slow] = await Promise.all([apiClient.get('/api/fast'), apiClient.get('/api/slow')]);
    expect(fast.data.url).toBe('/api/fast');
    expect(slow.data.url).toBe('/api/slow');
    expect(refreshCalls()).toHaveLength(1);
  });
  it('a retried request that is refused again is not refreshed in a loop', async () => {
    useAdapter(async (config) =>
      config.url === REFRESH_PATH ? respond(config, 200, { token: 'new-token', refreshToken: 'r2' }) : respond(config, 401, expired),
    );
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(2);
  });
  it('other errors, including other 401s, are not refreshed', async () => {
    useAdapter(async (config) => respond(config, 401, { statusCode: 401, errorCode: 'UNAUTHORIZED', errorMessage: 'Wrong password' }));
    await expect(apiClient.get('/api/x')).rejects.toBeInstanceOf(AxiosError);
    expect(refreshCalls()).toHaveLength(0);
  });
});

describe('refresh failure', () => {
  it('clears the token, last viewed page and stored session, shows the toast, and returns to login after 2 seconds', async () => {
    jest.useFakeTimers();
    const navigate = jest.fn();
    const onSessionExpired = jest.fn();
    configureApiClient({ navigate, onSessionExpired });
    localStorage.setItem('haulstopLastViewedPage', '/assets');
    useAdapter(fakeApi({ refreshDelay: 0, refreshFails: true }));
    const all = Promise.allSettled(Array.from({ length: 5 }, (_, i) => apiClient.get(`/api/items/${i}`)));
    await jest.advanceTimersByTimeAsync(10);
    const results = await all;
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(sessionStore.getState()).toMatchObject({ token: null, refreshToken: null, lastViewedPage: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('haulstopLastViewedPage')).toBeNull();
    expect(localStorage.getItem('haulstopSession:carrier@haulstop.test')).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Session Expired. Please login again.', undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1980);
    expect(navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(20);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(navigate).toHaveBeenCalledTimes(1);
  });
  it('without a refresh token the session expires at once', async () => {
    jest.useFakeTimers();
    const navigate = jest.fn();
    configureApiClient({ navigate });
    sessionStore.setState({ refreshToken: null });
    useAdapter(fakeApi());
    await expect(apiClient.get('/api/x')).rejects.toBeInstanceOf(AxiosError);
    expect(refreshCalls()).toHaveLength(0);
    expect(toastError).toHaveBeenCalledWith('Session Expired. Please login again.', undefined);
    await jest.advanceTimersByTimeAsync(2000);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('login and logout', () => {
  const answer: LoginResult = {
    token: 't',
    refreshToken: 'r',
    user: { userId: 2, loginId: 'owner@haulstop.test', firstName: 'Olive', lastName: 'Owner' },
    organizations: [loginOrganization({ orgId: 2, orgName: 'Prairie Truck Stops', orgType: 'PARKING_LOT_OWNER' })],
  };
  it('login posts loginId and password without bearer and stores the answer in the session', async () => {
    sessionStore.setState(emptySession());
    useAdapter(async (config) => respond(config, 200, answer));
    await login('owner@haulstop.test', 'Haulstop#2026');
    expect(calls[0].url).toBe('/api/auth/login');
    expect(JSON.parse(calls[0].data as string)).toEqual({ loginId: 'owner@haulstop.test', password: 'Haulstop#2026' });
    expect(header(calls[0], 'Authorization')).toBeFalsy();
    expect(sessionStore.getState()).toMatchObject({ token: 't', saasOrgId: 2, orgType: 'PARKING_LOT_OWNER', role: 'admin' });
  });
  it('a refused login leaves the session empty and does not refresh', async () => {
    sessionStore.setState(emptySession());
    useAdapter(async (config) => respond(config, 401, { statusCode: 401, errorCode: 'TOKEN_EXPIRED', errorMessage: 'x' }));
    await expect(login('owner@haulstop.test', 'wrong')).rejects.toBeInstanceOf(AxiosError);
    expect(refreshCalls()).toHaveLength(0);
    expect(sessionStore.getState().token).toBeNull();
  });
  it('logout tells the API and clears the session', async () => {
    useAdapter(async (config) => respond(config, 204, null));
    await logout();
    expect(calls[0].url).toBe('/api/auth/logout');
    expect(sessionStore.getState().token).toBeNull();
  });
  it('logout clears the session even when the API cannot be reached', async () => {
    useAdapter(async () => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')));
    await logout();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
  });
});

describe('toasts: messages containing JWT are suppressed', () => {
  it.each(['JWT expired', 'jwt malformed', 'Invalid Jwt signature'])('%p is not shown', (m) => {
    expect(notify.error(m)).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });
  it('other messages are shown', () => {
    expect(notify.error('Error resetting the password')).toBe(1);
    expect(toastError).toHaveBeenCalledWith('Error resetting the password', undefined);
    expect(notify.success('Updated Successfully')).toBe(2);
    expect(notify.warning('The selected organisation is already loaded')).toBe(3);
  });
  it('an empty message is not shown', () => expect(notify.info('')).toBeNull());
});

describe('error messages', () => {
  const failure = (data: unknown, status = 400) =>
    new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', undefined, null, {
      data,
      status,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });
  it('the server errorMessage if present', () =>
    expect(errorMessageOf(failure({ errorMessage: 'Old password is wrong' }), 'Error resetting the password')).toBe('Old password is wrong'));
  it('else the fallback', () => expect(errorMessageOf(failure({}), 'Error resetting the password')).toBe('Error resetting the password'));
  it('else the error message', () => expect(errorMessageOf(new Error('Network Error'))).toBe('Network Error'));
  it('statusCode of a failed call', () => {
    expect(statusCodeOf(failure({ statusCode: 404 }))).toBe(404);
    expect(statusCodeOf(failure({}, 500))).toBe(500);
  });
  it('recognises TOKEN_EXPIRED', () => {
    expect(isTokenExpiredError(failure(expired))).toBe(true);
    expect(isTokenExpiredError(failure({ errorCode: 'VALIDATION_FAILED' }))).toBe(false);
  });
});

describe('Accept-Language (the API answers its messages in the console language)', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('every call names the current language, signed in or not; a call naming its own keeps it', async () => {
    useAdapter((config) => respond(config, 200, {}));
    signedIn();
    await i18n.changeLanguage('fr');
    await apiClient.get('/api/assets');
    await apiClient.post('/api/auth/login', {}, { skipAuth: true });
    await i18n.changeLanguage('es');
    await apiClient.get('/api/assets');
    await apiClient.get('/api/assets', { headers: { 'Accept-Language': 'en' } });
    expect(calls.map((c) => header(c, 'Accept-Language'))).toEqual(['fr', 'fr', 'es', 'en']);
  });

  it('a language the console does not have falls back to English', async () => {
    useAdapter((config) => respond(config, 200, {}));
    await i18n.changeLanguage('de');
    await apiClient.get('/api/assets');
    expect(header(calls[0], 'Accept-Language')).toBe('en');
  });
});
