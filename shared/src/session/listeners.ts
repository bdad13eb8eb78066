import { LAST_VIEWED_PAGE_KEY, isPlatformOrganization } from '@haulstop/shared/constants';
import { SESSION_KEYS, sessionSnapshotKey, sharedStorage, writeItem } from './storage';
import { loginKeyOf } from './serialize';
import { sessionStore, snapshotItems } from './store';

/**
 * Copies this tab's session to localStorage under its login, and marks that login as the last
 * one, so the next new tab inherits it (on page unload and on right-click of a link).
 * @example persistSessionToLocal({ lastViewedPage: '/reservations' })
 */
export function persistSessionToLocal(options: { lastViewedPage?: string } = {}): void {
  const s = sessionStore.getState();
  const loginKey = loginKeyOf(s.user);
  if (!s.token || !loginKey) return;
  const shared = sharedStorage();
  const lastViewedPage = options.lastViewedPage ?? s.lastViewedPage;
  const items = snapshotItems(s, { [LAST_VIEWED_PAGE_KEY]: lastViewedPage });
  writeItem(shared, sessionSnapshotKey(loginKey), JSON.stringify(items));
  writeItem(shared, SESSION_KEYS.lastLoginKey, loginKey);
  writeItem(shared, LAST_VIEWED_PAGE_KEY, lastViewedPage);
}

/** The path of a same-origin link, or null: `/reservations?page=2` for `<a href="/reservations?page=2">`. */
function linkPath(win: Window, target: EventTarget | null): string | null {
  const el = target as { closest?: (selector: string) => Element | null } | null;
  const anchor = typeof el?.closest === 'function' ? el.closest('a[href]') : null;
  const href = anchor?.getAttribute('href');
  if (!href) return null;
  try {
    const url = new URL(href, win.location.href);
    return url.origin === win.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export type SessionListenerOptions = {
  /** whether the user is the internal admin; read at event time. Default: loggedInSaasOrgId is 1. */
  isAdmin?: boolean | (() => boolean);
  /**
   * The console page at an address, or null when the address is not one (login, not found). Read
   * at unload: the address changes at a menu click, but the page records itself only once its code
   * has loaded and rendered, so a tab closed in between would store the page before it.
   */
  pageAt?: (path: string) => string | null;
};

/**
 * Wires the SPEC §4 storage behaviours to a window; returns a function that removes them.
 * - beforeunload: copy the session to localStorage (with the page at the address, given `pageAt`);
 * - contextmenu on a link: copy it too, with the clicked path as last viewed (for "open in new tab");
 * - visibilitychange to visible, non-admin users: store the last viewed page and the last-login key.
 * @example useEffect(() => installSessionListeners(window), []);
 */
export function installSessionListeners(win: Window, options: SessionListenerOptions = {}): () => void {
  const isAdmin = () => {
    const opt = options.isAdmin;
    if (typeof opt === 'function') return opt();
    if (typeof opt === 'boolean') return opt;
    return isPlatformOrganization(sessionStore.getState().loggedInSaasOrgId);
  };
  const onUnload = () => {
    const current = options.pageAt?.(win.location.pathname) ?? null;
    persistSessionToLocal(current ? { lastViewedPage: current } : {});
  };
  const onContextMenu = (event: Event) => {
    const path = linkPath(win, event.target);
    if (path) persistSessionToLocal({ lastViewedPage: path });
  };
  const onVisibility = () => {
    if (win.document.visibilityState !== 'visible' || isAdmin()) return;
    const s = sessionStore.getState();
    const loginKey = loginKeyOf(s.user);
    if (!s.token || !loginKey) return;
    const shared = sharedStorage();
    writeItem(shared, LAST_VIEWED_PAGE_KEY, s.lastViewedPage);
    writeItem(shared, SESSION_KEYS.lastLoginKey, loginKey);
  };
  win.addEventListener('beforeunload', onUnload);
  win.document.addEventListener('contextmenu', onContextMenu, true);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('beforeunload', onUnload);
    win.document.removeEventListener('contextmenu', onContextMenu, true);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
