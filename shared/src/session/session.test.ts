import {
  SESSION_KEYS,
  hydrateSession,
  installSessionListeners,
  persistSessionToLocal,
  selectPermissionContext,
  sessionSnapshotKey,
  sessionStore,
  emptySession,
  type LoginResult,
} from '@haulstop/shared/session';
import { loginOrganization } from '../testing/logins';

const platformLogin: LoginResult = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  user: { userId: 1, loginId: 'admin@haulstop.test', firstName: 'Ada', lastName: 'Admin' },
  organizations: [loginOrganization({ orgId: 1, orgName: 'Haulstop Platform', orgType: 'ADMIN' })],
};
const carrierLogin: LoginResult = {
  token: 'access-c',
  refreshToken: 'refresh-c',
  user: { userId: 4, loginId: 'Carrier@haulstop.test', firstName: 'Cara', lastName: 'Carrier' },
  organizations: [
    loginOrganization({ orgId: 3, orgName: 'Northline Freight', orgType: 'CARRIER', isOrgNetworkConfigEnabled: true, logoPath: 'logos/northline.png' }),
    loginOrganization({ orgId: 4, orgName: 'Eastbound Brokerage', orgType: 'BROKER', role: 'Manager' }),
    { orgId: 3, orgName: 'Northline Freight (again)', saasOrgId: 3, orgType: 'CARRIER', role: 'admin' },
  ],
};

const state = () => sessionStore.getState();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.setState(emptySession());
  sessionStorage.clear();
});

describe('login result', () => {
  it('a platform member is logged in to organisation 1 with role admin', () => {
    state().setLoginResult(platformLogin);
    expect(state()).toMatchObject({
      token: 'access-1',
      saasOrgId: 1,
      loggedInSaasOrgId: 1,
      role: 'admin',
      orgType: 'ADMIN',
      orgName: 'Haulstop Platform',
      isApproved: true,
      orgStatus: 'Active',
    });
  });
  it('anyone else starts in their first organisation, with its role and details', () => {
    state().setLoginResult(carrierLogin);
    expect(state()).toMatchObject({
      saasOrgId: 3,
      loggedInSaasOrgId: 3,
      role: 'admin',
      orgType: 'CARRIER',
      isOrgNetworkConfigEnabled: true,
      logoPath: 'logos/northline.png',
    });
  });
  it('the organisation list is de-duplicated by orgId', () => {
    state().setLoginResult(carrierLogin);
    expect(state().organizations.map((o) => o.orgId)).toEqual([3, 4]);
  });
  it('a platform organisation anywhere in the list makes organisation 1 the login organisation', () => {
    state().setLoginResult({ ...platformLogin, organizations: [carrierLogin.organizations[0], ...platformLogin.organizations] });
    expect(state().loggedInSaasOrgId).toBe(1);
  });
});

describe('SPEC §3 storage: token in session storage and local storage, keyed per login', () => {
  it('stores every session item in sessionStorage under its SPEC §3 name', () => {
    state().setLoginResult(carrierLogin);
    state().setLastViewedPage('/reserve');
    expect(sessionStorage.getItem('token')).toBe('access-c');
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-c');
    expect(sessionStorage.getItem('role')).toBe('admin');
    expect(sessionStorage.getItem('saasOrgId')).toBe('3');
    expect(sessionStorage.getItem('loggedInSaasOrgId')).toBe('3');
    expect(sessionStorage.getItem('userId')).toBe('4');
    expect(sessionStorage.getItem('orgName')).toBe('Northline Freight');
    expect(sessionStorage.getItem('orgStatus')).toBe('Active');
    expect(sessionStorage.getItem('isApproved')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '')).toEqual(carrierLogin.user);
    expect(sessionStorage.getItem('lastLoginKey')).toBe('carrier@haulstop.test');
    expect(JSON.parse(sessionStorage.getItem('root') ?? '')).toEqual({ orgId: 3, orgName: 'Northline Freight' });
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(sessionStorage.getItem('haulstopLastViewedPage')).toBe('/reserve');
  });
  it('keeps the token in localStorage under the login key, and names that login as the last one', () => {
    state().setLoginResult(carrierLogin);
    const snapshot = JSON.parse(localStorage.getItem(sessionSnapshotKey('carrier@haulstop.test')) ?? '{}');
    expect(snapshot.token).toBe('access-c');
    expect(snapshot.refreshToken).toBe('refresh-c');
    expect(snapshot.tabId).toBeUndefined();
    expect(localStorage.getItem('lastLoginKey')).toBe('carrier@haulstop.test');
  });
  it('a refreshed token replaces the stored one in both storages', () => {
    state().setLoginResult(carrierLogin);
    state().setTokens('access-2', 'refresh-2');
    expect(sessionStorage.getItem('token')).toBe('access-2');
    expect(JSON.parse(localStorage.getItem(sessionSnapshotKey('carrier@haulstop.test')) ?? '{}').refreshToken).toBe('refresh-2');
  });
  it('setUser replaces the user in the state and in both storages (the header reads the name from it)', () => {
    state().setLoginResult(carrierLogin);
    const renamed = { ...carrierLogin.user, firstName: 'Carla', lastName: 'Cargo' };
    state().setUser(renamed);
    expect(state().user).toEqual(renamed);
    expect(JSON.parse(sessionStorage.getItem('user') ?? '')).toEqual(renamed);
    expect(JSON.parse(JSON.parse(localStorage.getItem(sessionSnapshotKey('carrier@haulstop.test')) ?? '{}').user)).toEqual(renamed);
  });
  it('the storage keys are the SPEC §3 names', () => {
    expect(Object.values(SESSION_KEYS)).toEqual(
      expect.arrayContaining([
        'token',
        'refreshToken',
        'role',
        'saasOrgId',
        'loggedInSaasOrgId',
        'userId',
        'root',
        'baseUrl',
        'language',
        'selectedInternalOrg',
        'orgName',
        'orgStatus',
        'isApproved',
        'user',
        'lastLoginKey',
        'reservationId',
        'tabId',
        'haulstopLastViewedPage',
      ]),
    );
  });
  it('the reservation id and base URL are stored too', () => {
    state().setLoginResult(carrierLogin);
    state().setReservationId(42);
    state().setBaseUrl('http://127.0.0.1:8090');
    expect(sessionStorage.getItem('reservationId')).toBe('42');
    expect(sessionStorage.getItem('baseUrl')).toBe('http://127.0.0.1:8090');
  });
});

describe('SPEC §4 organisation context', () => {
  it('switching saves the chosen organisation id and name; the platform keeps its admin role', () => {
    state().setLoginResult(platformLogin);
    state().switchOrganization(3, 'Northline Freight', { usageType: 'CARRIER', isOrgNetworkConfigEnabled: true });
    expect(state()).toMatchObject({
      saasOrgId: 3,
      orgName: 'Northline Freight',
      role: 'admin',
      loggedInSaasOrgId: 1,
      orgType: 'CARRIER',
      isOrgNetworkConfigEnabled: true,
    });
    expect(state().selectedInternalOrg).toEqual({ orgId: 3, orgName: 'Northline Freight' });
    expect(sessionStorage.getItem('saasOrgId')).toBe('3');
    expect(JSON.parse(sessionStorage.getItem('selectedInternalOrg') ?? '')).toEqual({ orgId: 3, orgName: 'Northline Freight' });
  });
  it('a member switching takes their role and details in that organisation', () => {
    state().setLoginResult(carrierLogin);
    state().switchOrganization(4, 'Eastbound Brokerage');
    expect(state()).toMatchObject({
      saasOrgId: 4,
      role: 'Manager',
      orgType: 'BROKER',
      isOrgNetworkConfigEnabled: false,
      loggedInSaasOrgId: 3,
      selectedInternalOrg: null,
    });
  });
  it('switching into an organisation whose details are not known yet clears the old ones until they load', () => {
    state().setLoginResult(platformLogin);
    state().switchOrganization(9, 'Somewhere Else');
    expect(state()).toMatchObject({ orgType: null, isOrgNetworkConfigEnabled: false });
    state().applyOrganizationDetails({ saasOrgId: 9, usageType: 'PARKING_LOT_OWNER', status: 'Active', isOrgApproved: 'Approved', logoPath: 'l.png' });
    expect(state()).toMatchObject({ orgType: 'PARKING_LOT_OWNER', orgStatus: 'Active', isApproved: true, logoPath: 'l.png' });
  });
  it('details of an organisation switched away from are ignored', () => {
    state().setLoginResult(platformLogin);
    state().switchOrganization(3, 'Northline Freight', { usageType: 'CARRIER' });
    state().applyOrganizationDetails({ orgId: 4, usageType: 'BROKER' });
    expect(state().orgType).toBe('CARRIER');
  });
  it('the internal admin can press Back to Admin, which restores organisation 1', () => {
    state().setLoginResult(platformLogin);
    state().switchOrganization(3, 'Northline Freight', { usageType: 'CARRIER' });
    state().backToAdmin();
    expect(state()).toMatchObject({ saasOrgId: 1, orgName: 'Haulstop Platform', orgType: 'ADMIN', role: 'admin', selectedInternalOrg: null });
  });
  it('Back to Admin does nothing for a user who is not the internal admin', () => {
    state().setLoginResult(carrierLogin);
    state().switchOrganization(4, 'Eastbound Brokerage');
    state().backToAdmin();
    expect(state().saasOrgId).toBe(4);
  });
  it('the permission context follows the session', () => {
    state().setLoginResult(carrierLogin);
    expect(selectPermissionContext(state())).toEqual({
      orgType: 'CARRIER',
      saasOrgId: 3,
      role: 'admin',
      isOrgNetworkConfigEnabled: true,
      loginId: 'Carrier@haulstop.test',
    });
  });
});

describe('SPEC §4 session behaviours', () => {
  it('the last viewed page path is stored on every route change', () => {
    state().setLoginResult(carrierLogin);
    state().setLastViewedPage('/reservations');
    expect(sessionStorage.getItem('haulstopLastViewedPage')).toBe('/reservations');
    state().setLastViewedPage('/assets');
    expect(sessionStorage.getItem('haulstopLastViewedPage')).toBe('/assets');
  });
  it('a new tab copies the last login session from local storage into session storage', () => {
    state().setLoginResult(carrierLogin);
    state().switchOrganization(4, 'Eastbound Brokerage');
    // a new tab: same localStorage, empty sessionStorage, fresh memory
    sessionStorage.clear();
    sessionStore.setState(emptySession());
    sessionStorage.clear();
    const loaded = hydrateSession();
    expect(loaded).toMatchObject({ token: 'access-c', saasOrgId: 4, orgName: 'Eastbound Brokerage', role: 'Manager', orgType: 'BROKER', loggedInSaasOrgId: 3 });
    expect(loaded.organizations).toHaveLength(2);
    expect(sessionStorage.getItem('token')).toBe('access-c');
  });
  it('a new tab gets its own tab id', () => {
    state().setLoginResult(carrierLogin);
    const first = hydrateSession().tabId;
    sessionStorage.clear();
    sessionStore.setState(emptySession());
    sessionStorage.clear();
    const second = hydrateSession().tabId;
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });
  it('a reload keeps this tab’s own session even when another login was last', () => {
    state().setLoginResult(carrierLogin);
    localStorage.setItem('lastLoginKey', 'someone@else.test');
    // a reload: memory starts empty, this tab's sessionStorage survives
    const kept = Object.entries({ ...sessionStorage });
    sessionStore.setState(emptySession());
    for (const [k, v] of kept) sessionStorage.setItem(k, v);
    expect(hydrateSession().token).toBe('access-c');
  });
  it('with no stored session the tab starts signed out in the persisted language', () => {
    localStorage.setItem('language', 'fr');
    expect(hydrateSession()).toMatchObject({ token: null, language: 'fr' });
  });
  it('a language change is persisted', () => {
    state().setLanguage('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(sessionStorage.getItem('language')).toBe('es');
  });
  it('logout clears all session and local data, tokens and the last page, and resets the language to English', () => {
    state().setLoginResult(carrierLogin);
    state().setLanguage('fr');
    state().setLastViewedPage('/assets');
    localStorage.setItem('somethingElse', 'x');
    state().clearSession();
    expect(state()).toMatchObject({ token: null, refreshToken: null, user: null, saasOrgId: null, lastViewedPage: null, language: 'en' });
    expect(localStorage.getItem('somethingElse')).toBeNull();
    expect(localStorage.getItem(sessionSnapshotKey('carrier@haulstop.test'))).toBeNull();
    expect(localStorage.getItem('lastLoginKey')).toBeNull();
    expect(localStorage.getItem('haulstopLastViewedPage')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('haulstopLastViewedPage')).toBeNull();
  });
  it('after logout a new tab does not inherit a session', () => {
    state().setLoginResult(carrierLogin);
    state().clearSession();
    sessionStorage.clear();
    expect(hydrateSession().token).toBeNull();
  });
  it('a failed refresh clears the token, the last viewed page and the stored session, keeping the language', () => {
    state().setLoginResult(carrierLogin);
    state().setLanguage('es');
    state().setLastViewedPage('/assets');
    persistSessionToLocal();
    state().expireSession();
    expect(state()).toMatchObject({ token: null, lastViewedPage: null, language: 'es' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(sessionSnapshotKey('carrier@haulstop.test'))).toBeNull();
    expect(localStorage.getItem('haulstopLastViewedPage')).toBeNull();
    expect(localStorage.getItem('language')).toBe('es');
  });
});

describe('SPEC §4 window events (installSessionListeners)', () => {
  let uninstall: () => void = () => undefined;
  afterEach(() => uninstall());

  it('the session is copied to local storage on page unload', () => {
    state().setLoginResult(carrierLogin);
    localStorage.clear();
    uninstall = installSessionListeners(window);
    window.dispatchEvent(new Event('beforeunload'));
    expect(JSON.parse(localStorage.getItem(sessionSnapshotKey('carrier@haulstop.test')) ?? '{}').token).toBe('access-c');
    expect(localStorage.getItem('lastLoginKey')).toBe('carrier@haulstop.test');
  });
  it('on unload the page at the address is stored as last viewed, though it has not rendered yet', () => {
    // A menu click changes the address at once; the page records itself only once its code is here.
    state().setLoginResult(carrierLogin);
    state().setLastViewedPage('/mapDashboard');
    localStorage.clear();
    window.history.pushState({}, '', '/invoices');
    const pageAt = (path: string) => (path === '/invoices' ? path : null);
    uninstall = installSessionListeners(window, { pageAt });
    window.dispatchEvent(new Event('beforeunload'));
    expect(localStorage.getItem('haulstopLastViewedPage')).toBe('/invoices');
    expect(JSON.parse(localStorage.getItem(sessionSnapshotKey('carrier@haulstop.test')) ?? '{}').haulstopLastViewedPage).toBe('/invoices');
    window.history.pushState({}, '', '/nowhere');
    window.dispatchEvent(new Event('beforeunload'));
    expect(localStorage.getItem('haulstopLastViewedPage')).toBe('/mapDashboard');
    window.history.pushState({}, '', '/');
  });
  it('on right-click of a link the session is copied and the clicked path is saved as last viewed', () => {
    state().setLoginResult(carrierLogin);
    state().setLastViewedPage('/reserve');
    localStorage.clear();
    uninstall = installSessionListeners(window);
    document.body.innerHTML = '<nav><a href="/reservations?page=2"><span id="label">Reservations</span></a></nav>';
    document.getElementById('label')?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true }));
    expect(localStorage.getItem('haulstopLastViewedPage')).toBe('/reservations?page=2');
    const snapshot = JSON.parse(localStorage.getItem(sessionSnapshotKey('carrier@haulstop.test')) ?? '{}');
    expect(snapshot.token).toBe('access-c');
    expect(snapshot.haulstopLastViewedPage).toBe('/reservations?page=2');
    expect(state().lastViewedPage).toBe('/reserve');
  });
  it('a right-click outside any link stores nothing', () => {
    state().setLoginResult(carrierLogin);
    localStorage.clear();
    uninstall = installSessionListeners(window);
    document.body.innerHTML = '<p id="p">text</p>';
    document.getElementById('p')?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true }));
    expect(localStorage.getItem('haulstopLastViewedPage')).toBeNull();
  });
  const setVisibility = (v: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => v });

  it('when the tab becomes visible again for a non-admin user, the last viewed page and the last-login key are stored', () => {
    state().setLoginResult(carrierLogin);
    state().setLastViewedPage('/assets');
    localStorage.clear();
    uninstall = installSessionListeners(window);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem('haulstopLastViewedPage')).toBe('/assets');
    expect(localStorage.getItem('lastLoginKey')).toBe('carrier@haulstop.test');
  });
  it('for the internal admin, visibility stores nothing', () => {
    state().setLoginResult(platformLogin);
    state().setLastViewedPage('/amenities');
    localStorage.clear();
    uninstall = installSessionListeners(window);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem('haulstopLastViewedPage')).toBeNull();
    expect(localStorage.getItem('lastLoginKey')).toBeNull();
  });
  it('the isAdmin option overrides the default', () => {
    state().setLoginResult(platformLogin);
    state().setLastViewedPage('/amenities');
    localStorage.clear();
    uninstall = installSessionListeners(window, { isAdmin: false });
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem('haulstopLastViewedPage')).toBe('/amenities');
  });
  it('a hidden tab stores nothing', () => {
    state().setLoginResult(carrierLogin);
    localStorage.clear();
    uninstall = installSessionListeners(window);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem('lastLoginKey')).toBeNull();
  });
  it('the returned function removes the listeners', () => {
    state().setLoginResult(carrierLogin);
    localStorage.clear();
    installSessionListeners(window)();
    window.dispatchEvent(new Event('beforeunload'));
    expect(localStorage.getItem('lastLoginKey')).toBeNull();
  });
});

describe('start order', () => {
  it('a write before hydrateSession (configureApiClient sets baseUrl) keeps a reloaded tab’s session', () => {
    jest.isolateModules(() => {
      sessionStorage.clear();
      sessionStorage.setItem('token', 'kept');
      sessionStorage.setItem('saasOrgId', '3');
      sessionStorage.setItem('user', JSON.stringify({ userId: 4, loginId: 'carrier@haulstop.test', firstName: 'C', lastName: 'C' }));
      // a fresh module instance = a reloaded page
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./store') as typeof import('./store');
      fresh.sessionStore.getState().setBaseUrl('http://api.test');
      expect(sessionStorage.getItem('token')).toBe('kept');
      expect(fresh.hydrateSession()).toMatchObject({ token: 'kept', saasOrgId: 3, baseUrl: 'http://api.test' });
    });
  });
});
