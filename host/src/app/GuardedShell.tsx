import { useCallback, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePermissionContext, useSession } from '@haulstop/shared/session';
import { guardDecision } from '../features/guard/guard-decision';
import { RouteGuard } from '../features/guard/RouteGuard';
import { Shell } from './Shell';

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
  const decide = useCallback((pathname: string) => guardDecision({ pathname, token, ctx }), [token, ctx]);
  return (
    <RouteGuard decide={decide}>
      <Shell />
    </RouteGuard>
  );
}
