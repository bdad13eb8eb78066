import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePermissionContext, useSession } from '@haulstop/shared/session';
import { guardDecision } from '../features/guard/guard-decision';
import { RouteGuard } from '../features/guard/RouteGuard';
import { preloadRemotePage } from '../federation/load-remote-page';
import { remoteModuleAt, takeGuardEntry } from './guard-entry';
import { Shell } from './Shell';

/**
 * During the guard's 1 s wait (SPEC §2.2 keeps it), a signed-in user's page is already loading:
 * its remote entry, its chunk and its first data.
 */
function usePreloadDuringWait(pathname: string, signedIn: boolean) {
  const first = useRef({ pathname, signedIn });
  useEffect(() => {
    const { pathname: path, signedIn: hasToken } = first.current;
    if (!hasToken) return;
    const module = remoteModuleAt(path);
    if (module) preloadRemotePage(module);
  }, []);
}

/**
 * The session the guard decides with: the current one, except that a session lost while a page
 * stays open is remembered until the path changes. A failed refresh clears the session and the
 * auth client returns to login after 2 s (SPEC §8); deciding on the empty session at once would
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
