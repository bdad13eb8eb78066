import { useCallback } from 'react';
import { usePermissionContext, useSession } from '@haulstop/shared/session';
import { guardDecision } from '../features/guard/guard-decision';
import { RouteGuard } from '../features/guard/RouteGuard';
import { Shell } from './Shell';

/** The guarded area of SPEC §2.2: the route guard, reading the session, around the console shell. */
export function GuardedShell() {
  const token = useSession((s) => s.token);
  const ctx = usePermissionContext();
  const decide = useCallback((pathname: string) => guardDecision({ pathname, token, ctx }), [token, ctx]);
  return (
    <RouteGuard decide={decide}>
      <Shell />
    </RouteGuard>
  );
}
