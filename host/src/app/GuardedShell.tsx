import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { queryClient } from '@haulstop/shared/query';
import { getSession, usePermissionContext, useSession } from '@haulstop/shared/session';
import { loadConsoleFonts } from '../features/fonts/load-poppins';
import { guardDecision } from '../features/guard/guard-decision';
import { prefetchHeaderData } from '../features/header/prefetch-header';
import { RouteGuard } from '../features/guard/RouteGuard';
import { preloadRemotePage } from '../federation/load-remote-page';
import { remoteModuleAt, takeGuardEntry } from './guard-entry';
import { Shell } from './Shell';

/**
 * What the shell shows with a signed-in user's page (the header's organisation and logo, the
 * console's font weights), started during the guard's 1 s wait so the page appears
 * complete. The start calls it as soon as the console's code is here on a signed-in visit; the
 * guarded area again when it mounts (an entry after login), where a second call joins the first's
 * requests (the query cache keeps them, the fonts load once).
 */
export function preloadShellData(): void {
  void prefetchHeaderData(queryClient, getSession().saasOrgId);
  loadConsoleFonts();
}

/** During the wait the page itself loads too: its remote entry, its chunk and its first data. */
function usePreloadDuringWait(pathname: string, signedIn: boolean) {
  const first = useRef({ pathname, signedIn });
  useEffect(() => {
    const { pathname: path, signedIn: hasToken } = first.current;
    if (!hasToken) return;
    preloadShellData();
    const module = remoteModuleAt(path);
    if (module) preloadRemotePage(module);
  }, []);
}

/**
 * The session the guard decides with: the current one, except that a session lost while a page
 * stays open is remembered until the path changes. A failed refresh clears the session and the
 * auth client returns to login after 2 s; deciding on the empty session at once would
 * cut that wait short. Logout and the expiry both navigate, and the next path is decided on the
 * real session.
 */
function useSessionAtEntry() {
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const ctx = usePermissionContext();
  const entry = useRef({ pathname, token, ctx });
  if (token || entry.current.pathname !== pathname) entry.current = { pathname, token, ctx };
  return entry.current;
}

/** The guarded area of SPEC §2.2: the route guard, reading the session, around the console shell. */
export function GuardedShell() {
  const { token, ctx } = useSessionAtEntry();
  usePreloadDuringWait(useLocation().pathname, Boolean(token));
  const [enteredAt] = useState(takeGuardEntry);
  const decide = useCallback((pathname: string) => guardDecision({ pathname, token, ctx }), [token, ctx]);
  return (
    <RouteGuard decide={decide} enteredAt={enteredAt}>
      <Shell />
    </RouteGuard>
  );
}
