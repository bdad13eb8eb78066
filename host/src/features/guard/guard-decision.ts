import { ALWAYS_ALLOWED_ROUTES } from '@haulstop/shared/constants';
import { routeMatches } from '@haulstop/shared/menu';
import { canAccess, type PermissionContext } from '@haulstop/shared/permissions';
import { hasRouteAccess } from '@haulstop/shared/session';

/** What the guard does with a route: show it, send the person to login, or to the landing page. */
export type GuardDecision = 'allow' | 'login' | 'landing';

/**
 * The route guard of SPEC §2.2 plus the one access check (canAccess) of the menu.
 * A signed-in user on a route their organisation's menu hides goes to the landing page
 * (/mapDashboard) rather than a not-found page: the usual way to get there is a last viewed page
 * or bookmark from another organisation or role (after a switch), and the page does exist —
 * 'not found' would be untrue, while the landing page is open to every signed-in user.
 * @example guardDecision({ pathname: '/invoiceDashboard', token: '', ctx }) === 'login'
 */
export function guardDecision(args: { pathname: string; token: unknown; ctx: PermissionContext }): GuardDecision {
  const { pathname, token, ctx } = args;
  if (ALWAYS_ALLOWED_ROUTES.some((route) => routeMatches(pathname, route))) return 'allow';
  if (!hasRouteAccess(token)) return 'login';
  return canAccess({ resource: pathname, action: 'view', ctx }) ? 'allow' : 'landing';
}
