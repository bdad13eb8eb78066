import { DEFAULT_LANGUAGE, isLanguage, isOrgType, isRole } from '@haulstop/shared/constants';
import { SESSION_KEYS, readItem } from './storage';
import type { LoginOrganization, OrgRef, SessionData, SessionUser } from './types';

export type SessionKey = keyof typeof SESSION_KEYS;
/** Storage item name → stored string (null = remove). */
export type SessionItems = Record<string, string | null>;

/** The key a login's session is stored under: its login id, lower case. */
export function loginKeyOf(user: SessionUser | null): string | null {
  return user?.loginId ? user.loginId.trim().toLowerCase() : null;
}

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** The session as storage items under SPEC §3's names. */
export function toSessionItems(s: SessionData): SessionItems {
  const k = SESSION_KEYS;
  return {
    [k.token]: s.token,
    [k.refreshToken]: s.refreshToken,
    [k.role]: s.role,
    [k.saasOrgId]: str(s.saasOrgId),
    [k.loggedInSaasOrgId]: str(s.loggedInSaasOrgId),
    [k.userId]: str(s.user?.userId),
    [k.root]: json(s.root),
    [k.baseUrl]: s.baseUrl,
    [k.language]: s.language,
    [k.selectedInternalOrg]: json(s.selectedInternalOrg),
    [k.orgName]: s.orgName,
    [k.orgStatus]: s.orgStatus,
    [k.isApproved]: s.token ? String(s.isApproved) : null,
    [k.user]: json(s.user),
    [k.lastLoginKey]: loginKeyOf(s.user),
    [k.reservationId]: s.reservationId,
    [k.tabId]: s.tabId,
    [k.lastViewedPage]: s.lastViewedPage,
    [k.organizations]: s.token ? json(s.organizations) : null,
    [k.orgType]: s.orgType,
    [k.isOrgNetworkConfigEnabled]: s.token ? String(s.isOrgNetworkConfigEnabled) : null,
    [k.logoPath]: s.logoPath,
  };
}

function parse<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function num(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** Reads the session back from storage items (a Storage, or a snapshot object). */
export function fromSessionItems(get: (key: string) => string | null): SessionData {
  const k = SESSION_KEYS;
  const role = get(k.role);
  const orgType = get(k.orgType);
  const language = get(k.language);
  const organizations = parse<LoginOrganization[]>(get(k.organizations));
  return {
    token: get(k.token) || null,
    refreshToken: get(k.refreshToken) || null,
    user: parse<SessionUser>(get(k.user)),
    organizations: Array.isArray(organizations) ? organizations : [],
    saasOrgId: num(get(k.saasOrgId)),
    loggedInSaasOrgId: num(get(k.loggedInSaasOrgId)),
    role: isRole(role) ? role : null,
    orgName: get(k.orgName),
    orgStatus: get(k.orgStatus),
    isApproved: get(k.isApproved) === 'true',
    orgType: isOrgType(orgType) ? orgType : null,
    isOrgNetworkConfigEnabled: get(k.isOrgNetworkConfigEnabled) === 'true',
    logoPath: get(k.logoPath),
    selectedInternalOrg: parse<OrgRef>(get(k.selectedInternalOrg)),
    root: parse<OrgRef>(get(k.root)),
    baseUrl: get(k.baseUrl),
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    lastViewedPage: get(k.lastViewedPage),
    reservationId: get(k.reservationId),
    tabId: get(k.tabId),
  };
}

/** Reads the session from a Storage. */
export function readSessionFrom(storage: Storage | null): SessionData {
  return fromSessionItems((key) => readItem(storage, key));
}
