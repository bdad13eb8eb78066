import { LAST_VIEWED_PAGE_KEY } from '@haulstop/shared/constants';

/**
 * Storage keys of SPEC §3, the same names in sessionStorage (this tab) and in the per-login
 * snapshot kept in localStorage. The last four are not in SPEC §3's list (their shapes are "not
 * shown"); they are kept so a reload or a new tab draws the right menu before any call returns.
 */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  role: 'role',
  saasOrgId: 'saasOrgId',
  loggedInSaasOrgId: 'loggedInSaasOrgId',
  userId: 'userId',
  root: 'root',
  baseUrl: 'baseUrl',
  language: 'language',
  selectedInternalOrg: 'selectedInternalOrg',
  orgName: 'orgName',
  orgStatus: 'orgStatus',
  isApproved: 'isApproved',
  user: 'user',
  lastLoginKey: 'lastLoginKey',
  reservationId: 'reservationId',
  tabId: 'tabId',
  lastViewedPage: LAST_VIEWED_PAGE_KEY,
  organizations: 'organizations',
  orgType: 'orgType',
  isOrgNetworkConfigEnabled: 'isOrgNetworkConfigEnabled',
  logoPath: 'logoPath',
} as const;

/** localStorage key of the snapshot of one login's session: `haulstopSession:owner@haulstop.test`. */
export function sessionSnapshotKey(loginKey: string): string {
  return `haulstopSession:${loginKey}`;
}

/*
 * Storage can be missing (SSR, tests of pure code) or throw (quota, privacy modes): the session
 * must keep working in memory, so every access goes through these guards.
 */
function storageOf(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof globalThis[kind] === 'object' ? globalThis[kind] : null;
  } catch {
    return null;
  }
}

/** This tab's storage, or null. */
export const tabStorage = (): Storage | null => storageOf('sessionStorage');
/** Storage shared by the tabs of the origin, or null. */
export const sharedStorage = (): Storage | null => storageOf('localStorage');

export function readItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory session still works for this page.
  }
}

export function clearStorage(storage: Storage | null): void {
  try {
    storage?.clear();
  } catch {
    // nothing stored, nothing to clear
  }
}

export function readJson<T>(storage: Storage | null, key: string): T | null {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
