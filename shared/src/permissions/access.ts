import { ALWAYS_ALLOWED_ROUTES, ASSISTANT_LOGIN_ID, ASSISTANT_ROUTE, LANDING_ROUTE } from '@haulstop/shared/constants';
import { MENU, findMenuPage, routeMatches, type MenuPage } from '@haulstop/shared/menu';
import { canEditCarrierNetwork } from './carrier-network';
import { canEditDiscountCodes, canViewDiscountCodes } from './discount-codes';
import { canViewOwnerStatements } from './statements';
import { canPayInvoices, canRunMonthEnd, canViewConsolidatedInvoices } from './money';
import { canManageSubscription, isPlatformOrganization } from './subscriptions';
import { canCancelReservation, canExtendReservation, isReservationRecord } from './reservations';
import type { PermissionContext } from './context';
import { isMenuItemVisible } from './filter-menu';

/** What a caller wants to do with a resource. */
export type AccessAction = 'view' | 'create' | 'edit' | 'delete';

/** Named resources that are not routes; a route resource is its path ('/invoiceDashboard'). */
export type NamedResource =
  | 'assistant'
  | 'carrierNetwork'
  | 'consolidatedInvoices'
  | 'discountCodeInvoices'
  | 'discountCodes'
  | 'invitations'
  | 'invoicePayments'
  | 'menuItem'
  | 'monthEnd'
  | 'organizationProfile'
  | 'reservation'
  | 'salesAgents'
  | 'statements'
  | 'subscriptionPlans'
  | 'subscriptions';

export type AccessRequest = {
  /** a NamedResource, or a route path starting with '/'; anything else is refused */
  resource: NamedResource | string;
  action: AccessAction;
  /** the record acted on, for rules that depend on it ('menuItem': the MenuPage) */
  record?: unknown;
  ctx: PermissionContext;
  /** the menu routes are judged against; the catalogue unless a test passes its own */
  menu?: readonly MenuPage[];
};

type Rule = (req: AccessRequest) => boolean;

/** An admin or Manager of the current organisation, or the platform. */
const managesOrganization = (ctx: PermissionContext) => ctx.saasOrgId === 1 || ctx.role === 'admin' || ctx.role === 'Manager';

/** The assistant entry (/finai) is for one internal admin login only (SPEC §2.5, §6). */
function isAssistantLogin(loginId: string | null | undefined): boolean {
  return (loginId ?? '').trim().toLowerCase() === ASSISTANT_LOGIN_ID;
}

/**
 * Routes any signed-in user may open whatever the menu says: the landing page after login and
 * after an organisation switch (SPEC §1, the logo links there too) and the invitation/login flows.
 */
export const SIGNED_IN_ROUTES: readonly string[] = [LANDING_ROUTE, '/LoginPage', '/acceptInvitation', '/customerLogin'];

/** Route rule: SPEC §2.2's always-allowed routes, the signed-in routes, or the user's filtered menu (SPEC §6). */
const routeRule: Rule = ({ resource, action, ctx, menu }) => {
  if (action !== 'view') return false;
  if (ALWAYS_ALLOWED_ROUTES.some((r) => routeMatches(resource, r))) return true;
  if (SIGNED_IN_ROUTES.some((r) => routeMatches(resource, r))) return true;
  return findMenuPage(resource, filterMenu(menu ?? MENU, ctx)) !== undefined;
};

/**
 * Rules per named resource and action; an action without a rule is refused (fails closed).
 * carrierNetwork 'edit' is SPEC §6's validation reading (the server enforces it); the display
 * reading, which the card applies on top, is carrierNetworkControls.
 */
const RULES: Readonly<Record<NamedResource, Partial<Record<AccessAction, Rule>>>> = {
  assistant: { view: ({ ctx }) => isAssistantLogin(ctx.loginId) },
  // SPEC §6 menu filtering, one item (its children are judged on their own).
  menuItem: { view: ({ record, ctx }) => isMenuPage(record) && isMenuItemVisible(record, ctx) },
  carrierNetwork: {
    view: () => true,
    edit: ({ ctx }) => canEditCarrierNetwork(ctx),
  },
  // The company record (issue 7) and who belongs to the organisation (issue 8): members read them;
  // an admin or Manager, or the platform, changes them (the API enforces the same).
  organizationProfile: {
    view: () => true,
    edit: ({ ctx }) => managesOrganization(ctx),
  },
  invitations: {
    view: ({ ctx }) => managesOrganization(ctx),
    create: ({ ctx }) => managesOrganization(ctx),
    delete: ({ ctx }) => managesOrganization(ctx),
  },
  discountCodes: {
    view: ({ ctx }) => canViewDiscountCodes(ctx),
    create: ({ ctx }) => canEditDiscountCodes(ctx),
    edit: ({ ctx }) => canEditDiscountCodes(ctx),
    delete: ({ ctx }) => canEditDiscountCodes(ctx),
  },
  // Issue 10: read-only documents of owners (the platform reads all); never the Manager.
  statements: { view: ({ ctx }) => canViewOwnerStatements(ctx) },
  discountCodeInvoices: { view: ({ ctx }) => canViewOwnerStatements(ctx) },
  // Money (issue 10): the network's month-end invoices, paying an invoice, running month-end.
  consolidatedInvoices: { view: ({ ctx }) => canViewConsolidatedInvoices(ctx) },
  invoicePayments: { create: ({ ctx }) => canPayInvoices(ctx) },
  monthEnd: { create: ({ ctx }) => canRunMonthEnd(ctx) },
  // Issue 10: 'create' subscribes, 'edit' retries a refused renewal, 'delete' cancels.
  subscriptions: {
    view: () => true,
    create: ({ ctx }) => canManageSubscription(ctx),
    edit: ({ ctx }) => canManageSubscription(ctx),
    delete: ({ ctx }) => canManageSubscription(ctx),
  },
  subscriptionPlans: {
    view: () => true,
    create: ({ ctx }) => isPlatformOrganization(ctx),
    edit: ({ ctx }) => isPlatformOrganization(ctx),
  },
  salesAgents: {
    view: ({ ctx }) => isPlatformOrganization(ctx),
    create: ({ ctx }) => isPlatformOrganization(ctx),
    edit: ({ ctx }) => isPlatformOrganization(ctx),
    delete: ({ ctx }) => isPlatformOrganization(ctx),
  },
  // One booking (record: its orgId, bookedByOrgId, status): 'edit' extends it, 'delete' cancels it.
  reservation: {
    view: () => true,
    edit: ({ record, ctx }) => isReservationRecord(record) && canExtendReservation(record, ctx),
    delete: ({ record, ctx }) => isReservationRecord(record) && canCancelReservation(record, ctx),
  },
};

const isMenuPage = (record: unknown): record is MenuPage => typeof record === 'object' && record !== null && 'pageRoute' in record && 'childrenRoute' in record;

const isNamedResource = (resource: string): resource is NamedResource => Object.hasOwn(RULES, resource);

/** Routes that are a named resource in disguise: /finai is the assistant. */
const ROUTE_RESOURCES: Readonly<Record<string, NamedResource>> = { [ASSISTANT_ROUTE]: 'assistant' };

/**
 * The one access check that the menu, the routes, the buttons and the API call.
 * @example canAccess({ resource: '/soiDashboard', action: 'view', ctx: manager }) === false
 * @example canAccess({ resource: 'carrierNetwork', action: 'edit', ctx: { ...ctx, role: 'Manager' } }) === true
 */
export function canAccess(req: AccessRequest): boolean {
  const { resource } = req;
  if (resource.startsWith('/')) {
    const named = Object.entries(ROUTE_RESOURCES).find(([route]) => routeMatches(resource, route))?.[1];
    return named ? canAccess({ ...req, resource: named }) : routeRule(req);
  }
  const rule = isNamedResource(resource) ? RULES[resource][req.action] : undefined;
  return rule ? rule(req) : false;
}

/**
 * The menu a user sees (SPEC §6): each item passes canAccess 'menuItem'. A group with no visible child is dropped.
 * @example filterMenu(MENU, { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'Manager', isOrgNetworkConfigEnabled: false })
 */
export function filterMenu(menu: readonly MenuPage[], ctx: PermissionContext): MenuPage[] {
  return menu.flatMap((page) => {
    if (!canAccess({ resource: 'menuItem', action: 'view', record: page, ctx })) return [];
    if (page.role === 'user') return [page];
    const childrenRoute = filterMenu(page.childrenRoute, ctx);
    return childrenRoute.length > 0 ? [{ ...page, childrenRoute }] : [];
  });
}

/** The routes (pageRoute) of a menu's links, in display order: what a user can pick in the drawer. */
export function visibleRoutes(menu: readonly MenuPage[]): string[] {
  return menu.flatMap((page) => (page.role === 'user' ? [page.pageRoute] : visibleRoutes(page.childrenRoute)));
}
