import { createStore } from 'zustand/vanilla';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_ORG,
  LAST_VIEWED_PAGE_KEY,
  PLATFORM_ORG_ID,
  isLanguage,
  isPlatformOrganization,
  isOrgType,
  isRole,
  type OrgType,
  type Role,
} from '@haulstop/shared/constants';
import { SESSION_KEYS, clearStorage, readItem, sessionSnapshotKey, sharedStorage, tabStorage, writeItem } from './storage';
import { loginKeyOf, readSessionFrom, toSessionItems, type SessionItems } from './serialize';
import type { LoginOrganization, OrganizationDetails, SessionData, SessionState } from './types';

/** An empty (signed-out) session. */
export function emptySession(overrides: Partial<SessionData> = {}): SessionData {
  return {
    token: null,
    refreshToken: null,
    user: null,
    organizations: [],
    saasOrgId: null,
    loggedInSaasOrgId: null,
    role: null,
    orgName: null,
    orgStatus: null,
    isApproved: false,
    orgType: null,
    isOrgNetworkConfigEnabled: false,
    logoPath: null,
    selectedInternalOrg: null,
    root: null,
    baseUrl: null,
    language: DEFAULT_LANGUAGE,
    lastViewedPage: null,
    reservationId: null,
    tabId: null,
    ...overrides,
  };
}

const saasIdOf = (o: LoginOrganization) => o.saasOrgId ?? o.orgId;
const orgTypeOf = (o: { usageType?: string | null; orgType?: string | null }): OrgType | null => {
  const t = o.usageType ?? o.orgType;
  return isOrgType(t) ? t : null;
};
const approved = (v: string | boolean | null | undefined) => v === true || (typeof v === 'string' && ['approved', 'true'].includes(v.toLowerCase()));
const isPlatformOrg = (o: LoginOrganization) => isPlatformOrganization(saasIdOf(o));

/** The current-organisation fields taken from one organisation entry. */
function orgFields(o: OrganizationDetails): Partial<SessionData> {
  return {
    orgType: orgTypeOf(o),
    orgStatus: o.status ?? o.orgStatus ?? null,
    isApproved: approved(o.isOrgApproved),
    isOrgNetworkConfigEnabled: o.isOrgNetworkConfigEnabled === true,
    logoPath: o.logoPath ?? null,
  };
}

function dedupe(list: LoginOrganization[]): LoginOrganization[] {
  const seen = new Set<number>();
  return list.filter((o) => (seen.has(o.orgId) ? false : (seen.add(o.orgId), true)));
}

function newTabId(): string {
  const c = globalThis.crypto;
  return c && typeof c.randomUUID === 'function' ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The one session store (zustand, vanilla so non-React code such as the auth client reads it).
 * Every change is written through to this tab's sessionStorage and, while signed in, to the
 * login's snapshot in localStorage, so a new tab always inherits the latest session.
 */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  // Start from this tab's storage: anything that writes before hydrateSession() runs (e.g.
  // configureApiClient setting baseUrl) must write back the reloaded session, not an empty one.
  ...readSessionFrom(tabStorage()),

  setLoginResult: (result) => {
    const organizations = dedupe(result.organizations ?? []);
    // A platform member works from organisation 1; anyone else starts in their first organisation.
    const home = organizations.find(isPlatformOrg) ?? organizations[0];
    const saasOrgId = home ? saasIdOf(home) : null;
    const role = home && isRole(home.role) ? (home.role as Role) : null;
    set({
      token: result.token,
      refreshToken: result.refreshToken,
      user: result.user,
      organizations,
      saasOrgId,
      loggedInSaasOrgId: saasOrgId,
      role,
      orgName: home?.orgName ?? null,
      ...(home ? orgFields(home) : {}),
      selectedInternalOrg: null,
      root: home ? { orgId: saasIdOf(home), orgName: home.orgName } : null,
      reservationId: null,
    });
    writeItem(sharedStorage(), SESSION_KEYS.lastLoginKey, loginKeyOf(result.user));
  },

  setTokens: (token, refreshToken) => set({ token, refreshToken: refreshToken ?? get().refreshToken }),

  setUser: (user) => set({ user }),

  switchOrganization: (orgId, orgName, orgDetails) => {
    const s = get();
    const member = s.organizations.find((o) => o.orgId === orgId || saasIdOf(o) === orgId);
    const saasOrgId = member ? saasIdOf(member) : (orgDetails?.saasOrgId ?? orgId);
    // The platform keeps its own role in organisations it does not belong to.
    const role = member && isRole(member.role) ? (member.role as Role) : s.role;
    const source: OrganizationDetails | undefined = member || orgDetails ? { ...member, ...orgDetails } : undefined;
    set({
      saasOrgId,
      orgName,
      role,
      orgType: null,
      orgStatus: null,
      isApproved: false,
      isOrgNetworkConfigEnabled: false,
      logoPath: null,
      ...(source ? orgFields(source) : {}),
      selectedInternalOrg: isPlatformOrganization(s.loggedInSaasOrgId) && !isPlatformOrganization(saasOrgId) ? { orgId: saasOrgId, orgName } : null,
    });
  },

  backToAdmin: () => {
    const s = get();
    if (!isPlatformOrganization(s.loggedInSaasOrgId)) return;
    const platform = s.organizations.find(isPlatformOrg);
    set({
      saasOrgId: PLATFORM_ORG_ID,
      orgName: platform?.orgName ?? s.root?.orgName ?? DEFAULT_ORG.orgName,
      role: platform && isRole(platform.role) ? (platform.role as Role) : s.role,
      ...(platform ? orgFields(platform) : { orgType: 'ADMIN' as const }),
      selectedInternalOrg: null,
    });
  },

  applyOrganizationDetails: (details) => {
    const s = get();
    // An answer for an organisation the user has since switched away from must not win.
    const id = details.saasOrgId ?? details.orgId;
    if (id !== null && id !== undefined && s.saasOrgId !== null && id !== s.saasOrgId) return;
    const next: Partial<SessionData> = {};
    if (details.usageType !== undefined || details.orgType !== undefined) next.orgType = orgTypeOf(details);
    if (details.status !== undefined || details.orgStatus !== undefined) next.orgStatus = details.status ?? details.orgStatus ?? null;
    if (details.isOrgApproved !== undefined) next.isApproved = approved(details.isOrgApproved);
    if (details.isOrgNetworkConfigEnabled !== undefined) next.isOrgNetworkConfigEnabled = details.isOrgNetworkConfigEnabled === true;
    if (details.logoPath !== undefined) next.logoPath = details.logoPath ?? null;
    if (details.orgName) next.orgName = details.orgName;
    set(next);
  },

  setLastViewedPage: (path) => set({ lastViewedPage: path }),

  setLanguage: (language) => {
    set({ language });
    // The language outlives the session of a tab (a language change is persisted).
    writeItem(sharedStorage(), SESSION_KEYS.language, language);
  },

  setReservationId: (reservationId) => set({ reservationId: reservationId === null ? null : String(reservationId) }),

  setBaseUrl: (baseUrl) => set({ baseUrl }),

  clearSession: () => {
    // Logout: all session and local data, tokens and the last page go; English again.
    clearStorage(tabStorage());
    clearStorage(sharedStorage());
    set(emptySession({ baseUrl: get().baseUrl, tabId: get().tabId }));
    writeItem(sharedStorage(), SESSION_KEYS.language, DEFAULT_LANGUAGE);
  },

  expireSession: () => {
    // Failed refresh: token, last viewed page and stored session go; the language stays.
    const s = get();
    const loginKey = loginKeyOf(s.user);
    const shared = sharedStorage();
    if (loginKey) writeItem(shared, sessionSnapshotKey(loginKey), null);
    if (readItem(shared, SESSION_KEYS.lastLoginKey) === loginKey) writeItem(shared, SESSION_KEYS.lastLoginKey, null);
    writeItem(shared, LAST_VIEWED_PAGE_KEY, null);
    clearStorage(tabStorage());
    set(emptySession({ baseUrl: s.baseUrl, language: s.language, tabId: s.tabId }));
  },
}));

/** The items of the login snapshot in localStorage: the tab's items without its tab id. */
export function snapshotItems(s: SessionData, overrides: SessionItems = {}): Record<string, string> {
  const items: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...toSessionItems(s), ...overrides })) {
    if (value !== null && key !== SESSION_KEYS.tabId) items[key] = value;
  }
  return items;
}

function writeThrough(s: SessionState): void {
  const tab = tabStorage();
  for (const [key, value] of Object.entries(toSessionItems(s))) writeItem(tab, key, value);
  const loginKey = loginKeyOf(s.user);
  if (s.token && loginKey) writeItem(sharedStorage(), sessionSnapshotKey(loginKey), JSON.stringify(snapshotItems(s)));
}

sessionStore.subscribe(writeThrough);

/**
 * Loads the session at start. A new tab (no token in sessionStorage) first copies the
 * last login's session from localStorage into sessionStorage. Returns the loaded session.
 * @example hydrateSession(); if (sessionStore.getState().token) showConsole();
 */
export function hydrateSession(): SessionData {
  const tab = tabStorage();
  const shared = sharedStorage();
  if (!readItem(tab, SESSION_KEYS.token)) {
    const loginKey = readItem(shared, SESSION_KEYS.lastLoginKey);
    const raw = loginKey ? readItem(shared, sessionSnapshotKey(loginKey)) : null;
    if (raw) {
      try {
        for (const [key, value] of Object.entries(JSON.parse(raw) as Record<string, string>)) writeItem(tab, key, value);
      } catch {
        // a damaged snapshot is ignored: the user signs in again
      }
    }
  }
  const data = readSessionFrom(tab);
  const storedLanguage = readItem(tab, SESSION_KEYS.language) ?? readItem(shared, SESSION_KEYS.language);
  const language = isLanguage(storedLanguage) ? storedLanguage : DEFAULT_LANGUAGE;
  const lastViewedPage = data.lastViewedPage ?? readItem(shared, LAST_VIEWED_PAGE_KEY);
  sessionStore.setState({ ...data, language, lastViewedPage, tabId: data.tabId ?? newTabId() });
  return sessionStore.getState();
}
