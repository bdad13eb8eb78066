import { ALWAYS_ALLOWED_ROUTES, ASSISTANT_LOGIN_ID, ASSISTANT_ROUTE, LANDING_ROUTE } from '@haulstop/shared/constants';
import { MENU, findMenuPage, routeMatches, type MenuPage } from '@haulstop/shared/menu';
import type { PermissionContext } from './context';
import { filterMenu } from './filter-menu';

/** The assistant entry (/finai) is for one internal admin login only (SPEC §2.5, §6). */
export function canSeeAssistant(loginId: string | null | undefined): boolean {
  return (loginId ?? '').trim().toLowerCase() === ASSISTANT_LOGIN_ID;
}

/**
 * Routes any signed-in user may open whatever the menu says: the landing page after login and
 * after an organisation switch (SPEC §1, the logo links there too) and the invitation/login flows.
 */
export const SIGNED_IN_ROUTES: readonly string[] = [LANDING_ROUTE, '/LoginPage', '/acceptInvitation', '/customerLogin'];

/**
 * The one access check that menu, routes and buttons call (react-admin style). A route is allowed
 * when it is always allowed (SPEC §2.2), a signed-in route, the assistant for its one login, or
 * reachable from the user's filtered menu (its pageRoute, innerRoute, related routes or below).
 * @example canAccess({ resource: '/soiDashboard', ctx: { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'Manager', isOrgNetworkConfigEnabled: false } }) === false
 */
export function canAccess(args: { resource: string; ctx: PermissionContext; menu?: readonly MenuPage[] }): boolean {
  const { resource, ctx } = args;
  if (ALWAYS_ALLOWED_ROUTES.some((r) => routeMatches(resource, r))) return true;
  if (SIGNED_IN_ROUTES.some((r) => routeMatches(resource, r))) return true;
  if (routeMatches(resource, ASSISTANT_ROUTE)) return canSeeAssistant(ctx.loginId);
  return findMenuPage(resource, filterMenu(args.menu ?? MENU, ctx)) !== undefined;
}
