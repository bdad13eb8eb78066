import { ALWAYS_ALLOWED_ROUTES, ASSISTANT_LOGIN_ID, ASSISTANT_ROUTE, isPlatformOrganization, LANDING_ROUTE } from '@haulstop/shared/constants';
import { consoleMenu, findMenuPage, routeMatches, type MenuPage } from '@haulstop/shared/menu';
import { canEditCarrierNetwork } from './carrier-network';
import { canEditDiscountCodes, canViewDiscountCodes } from './discount-codes';
import { canViewOwnerStatements } from './statements';
import { canPayInvoices, canRunMonthEnd, canViewConsolidatedInvoices } from './money';
import { canManageSubscription } from './subscriptions';
import { canCancelReservation, canExtendReservation, isReservationCustomer, isReservationRecord } from './reservations';
import type { PermissionContext } from './context';
import { isMenuItemVisible } from './filter-menu';

/** What a caller wants to do with a resource. */
export type AccessAction = 'view' | 'create' | 'edit' | 'delete';

/**
 * Named resources that are not routes; a route resource is its path ('/invoiceDashboard'). Every
 * API route names one of these with an action (its route config), and the API asks canAccess too.
 */
export type NamedResource =
  | 'accessCodes'
  | 'account'
  | 'allOrganizations'
  | 'assetReports'
  | 'apiKeys'
  | 'assets'
  | 'assistant'
  | 'availability'
  | 'bankDetails'
  | 'bookings'
  | 'carrierNetwork'
  | 'catalogues'
  | 'consolidatedInvoices'
  | 'dashboard'
  | 'discountCodeInvoices'
  | 'discountCodes'
  | 'documents'
  | 'drivers'
  | 'files'
  | 'fleetBookings'
  | 'gateEvents'
  | 'gatePolicy'
  | 'invitations'
  | 'invoicePayments'
  | 'invoices'
  | 'menuItem'
  | 'monthEnd'
  | 'networkCarriers'
  | 'openAccounts'
  | 'organizationApproval'
  | 'organizationProfile'
  | 'organizations'
  | 'parkingLots'
  | 'paymentMethods'
  | 'platformReports'
  | 'pricing'
  | 'reconciliation'
  | 'referrals'
  | 'remoteVersions'
  | 'reportSchedules'
  | 'reports'
  | 'reservation'
  | 'reservationChanges'
  | 'salesAgents'
  | 'statements'
  | 'subscriptionPlans'
  | 'subscriptions'
  | 'webhooks';

export type AccessRequest = {
  /** a NamedResource, or a route path starting with '/'; anything else is refused */
  resource: NamedResource | string;
  action: AccessAction;
  /** the record acted on, for rules that depend on it ('menuItem': the MenuPage) */
  record?: unknown;
  ctx: PermissionContext;
  /** the menu routes are judged against; the console's (its loaded remotes' pages) unless a test passes its own */
  menu?: readonly MenuPage[];
};

type Rule = (req: AccessRequest) => boolean;

/** Any member of the current organisation (every role reads what the organisation owns; DESIGN §3). */
const member: Rule = () => true;

/** The current organisation is the platform organisation (id 1). */
const platformOrg = (ctx: PermissionContext) => isPlatformOrganization(ctx.saasOrgId);

/**
 * Organisation settings — profile edit, bank details, documents, invitations, payment methods, API
 * keys, webhooks — are for `admin` (and the platform); never `user` nor Manager (DESIGN §3).
 */
const settings = (ctx: PermissionContext) => platformOrg(ctx) || ctx.role === 'admin';

const isOwnerOrg = (ctx: PermissionContext) => ctx.orgType === 'PARKING_LOT_OWNER';
const isFleetOrg = (ctx: PermissionContext) => ctx.orgType === 'CARRIER' || ctx.orgType === 'BROKER';

/**
 * API keys and webhooks: an admin of a carrier, a broker or a lot owner (whose gates and partners
 * post check-ins and hear of them), or the platform acting in one.
 */
const apiHub: Rule = ({ ctx }) => (isFleetOrg(ctx) || isOwnerOrg(ctx)) && settings(ctx);

/** Lots, their prices and access codes: an owner's admin or Manager (a `user` reads them), or the platform. */
const writesLots = (ctx: PermissionContext) => platformOrg(ctx) || (isOwnerOrg(ctx) && ctx.role !== 'user');

/** Drivers and assets belong to carriers and brokers; every role manages them (DESIGN §3), and the platform. */
const fleet: Rule = ({ ctx }) => platformOrg(ctx) || isFleetOrg(ctx);

/** A carrier's own network of sub-carriers: enabled for the organisation, or the platform. */
const network: Rule = ({ ctx }) => platformOrg(ctx) || (ctx.orgType === 'CARRIER' && ctx.isOrgNetworkConfigEnabled);

/** Role ranking for grants: admin > Manager > user. */
const ROLE_RANK: Readonly<Record<string, number>> = { user: 1, Manager: 2, admin: 3 };

/**
 * The roles a caller may grant in its organisation: at most its own (DESIGN §3 "never grants a role
 * above its own"); the platform grants any. Only those who manage invitations grant at all.
 * @example grantableRoles({ role: 'admin', saasOrgId: 2, ... }) // ['admin', 'Manager', 'user']
 */
export function grantableRoles(ctx: PermissionContext): string[] {
  if (!settings(ctx)) return [];
  const own = platformOrg(ctx) ? Infinity : (ROLE_RANK[ctx.role ?? ''] ?? 0);
  return Object.keys(ROLE_RANK)
    .filter((role) => ROLE_RANK[role] <= own)
    .sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a]);
}

/** An invitation's record names the role it grants. */
const grantedRole = (record: unknown): string | undefined =>
  typeof record === 'object' && record !== null && 'role' in record && typeof record.role === 'string' ? record.role : undefined;

/** The assistant entry (/finai) is for one internal admin login only. */
function isAssistantLogin(loginId: string | null | undefined): boolean {
  return (loginId ?? '').trim().toLowerCase() === ASSISTANT_LOGIN_ID;
}

/**
 * Routes any signed-in user may open whatever the menu says: the landing page after login and
 * after an organisation switch (the logo links there too) and the invitation/login flows.
 */
export const SIGNED_IN_ROUTES: readonly string[] = [LANDING_ROUTE, '/LoginPage', '/acceptInvitation', '/customerLogin'];

/** Route rule: SPEC §2.2's always-allowed routes, the signed-in routes, or the user's filtered menu. */
const routeRule: Rule = ({ resource, action, ctx, menu }) => {
  if (action !== 'view') return false;
  if (ALWAYS_ALLOWED_ROUTES.some((r) => routeMatches(resource, r))) return true;
  if (SIGNED_IN_ROUTES.some((r) => routeMatches(resource, r))) return true;
  return findMenuPage(resource, filterMenu(menu ?? consoleMenu(), ctx)) !== undefined;
};

/**
 * Rules per named resource and action; an action without a rule is refused (fails closed).
 * carrierNetwork 'edit' is SPEC §6's validation reading (the server enforces it); the display
 * reading, which the card applies on top, is carrierNetworkControls.
 */
const RULES: Readonly<Record<NamedResource, Partial<Record<AccessAction, Rule>>>> = {
  assistant: { view: ({ ctx }) => isAssistantLogin(ctx.loginId), create: ({ ctx }) => isAssistantLogin(ctx.loginId) },
  // SPEC §6 menu filtering, one item (its children are judged on their own).
  menuItem: { view: ({ record, ctx }) => isMenuPage(record) && isMenuItemVisible(record, ctx) },
  // The caller's own user record, session and files: the service checks the record is the caller's.
  account: { view: member, edit: member },
  files: { view: member, create: member },
  // SPEC §6 organisation visibility: members read their organisations; organisation 1 reads and acts as any.
  organizations: { view: member },
  allOrganizations: { view: ({ ctx }) => platformOrg(ctx) },
  // The platform approves or rejects a sign-up.
  organizationApproval: { edit: ({ ctx }) => platformOrg(ctx) },
  carrierNetwork: {
    view: member,
    edit: ({ ctx }) => canEditCarrierNetwork(ctx),
  },
  networkCarriers: { view: network, create: network, edit: network, delete: network },
  // DESIGN §3: members read the company record and its documents; settings are admin's (and the platform's).
  organizationProfile: { view: member, edit: ({ ctx }) => settings(ctx) },
  documents: { view: member, create: ({ ctx }) => settings(ctx), delete: ({ ctx }) => settings(ctx) },
  bankDetails: { view: ({ ctx }) => settings(ctx), edit: ({ ctx }) => settings(ctx) },
  referrals: { view: member },
  // DESIGN §3: invitations are settings; 'create' with a record ({ role }) also checks the grant is at most the inviter's role.
  invitations: {
    view: ({ ctx }) => settings(ctx),
    create: ({ ctx, record }) => {
      const role = grantedRole(record);
      return settings(ctx) && (role === undefined || grantableRoles(ctx).includes(role));
    },
    delete: ({ ctx }) => settings(ctx),
  },
  // Keys and webhooks are settings (DESIGN §3).
  apiKeys: { view: apiHub, create: apiHub, delete: apiHub },
  webhooks: { view: apiHub, create: apiHub, edit: apiHub, delete: apiHub },
  // DESIGN §3: a `user` books and so picks a stored card; adding or removing one is a setting.
  paymentMethods: { view: member, create: ({ ctx }) => settings(ctx), delete: ({ ctx }) => settings(ctx) },
  // DESIGN §7 open accounts: a lot owner (its admin) or the platform grants them; members read theirs.
  openAccounts: { view: member, create: ({ ctx }) => platformOrg(ctx) || (isOwnerOrg(ctx) && ctx.role === 'admin') },
  // SPEC §2.6 parking lots (the platform acting as itself reads and changes every owner's; adding one is an owner's).
  parkingLots: {
    view: member,
    create: ({ ctx }) => isOwnerOrg(ctx) && ctx.role !== 'user',
    edit: ({ ctx }) => writesLots(ctx),
    delete: ({ ctx }) => writesLots(ctx),
  },
  pricing: { edit: ({ ctx }) => writesLots(ctx) },
  // Access codes and the gate check are the lot's side: its owner (any role) or the platform; a fleet
  // learns its own gate code from its booking, never a lot's list.
  accessCodes: {
    view: ({ ctx }) => platformOrg(ctx) || isOwnerOrg(ctx),
    create: ({ ctx }) => writesLots(ctx),
    edit: ({ ctx }) => writesLots(ctx),
    delete: ({ ctx }) => writesLots(ctx),
  },
  // The gate is the lot's side: every role of its owner reports and reads events (the gate screen
  // is staffed by any of them); its policy is set as lots are (admin or Manager), or by the platform.
  gateEvents: { view: ({ ctx }) => platformOrg(ctx) || isOwnerOrg(ctx), create: ({ ctx }) => platformOrg(ctx) || isOwnerOrg(ctx) },
  gatePolicy: { view: ({ ctx }) => platformOrg(ctx) || isOwnerOrg(ctx), edit: ({ ctx }) => writesLots(ctx) },
  catalogues: { view: member, create: ({ ctx }) => platformOrg(ctx), edit: ({ ctx }) => platformOrg(ctx), delete: ({ ctx }) => platformOrg(ctx) },
  drivers: { view: fleet, create: fleet, edit: fleet, delete: fleet },
  assets: { view: fleet, create: fleet, edit: fleet, delete: fleet },
  availability: { view: member },
  dashboard: { view: member },
  // Company Dashboard and /parkingLotReport are a parking lot owner's (and the platform's, acting as one).
  reports: { view: ({ ctx }) => platformOrg(ctx) || isOwnerOrg(ctx) },
  // SPEC §2.3 "/assetReport | carrier, broker" (and the platform).
  assetReports: { view: fleet },
  // "/revenue: admin only": the platform organisation; others 403.
  platformReports: { view: ({ ctx }) => platformOrg(ctx) },
  // With no "hidden from Manager" (unlike the invoice pages):
  // the Manager reads it as the drawer offers it; the documents it names stay closed to the Manager (their own rules).
  reconciliation: { view: ({ ctx }) => platformOrg(ctx) || isOwnerOrg(ctx) || isFleetOrg(ctx) },
  // Scheduled reports: any member lists, adds and removes its organisation's; the service
  // also asks the scheduled report's own rule, so nobody mails himself a report he may not read.
  reportSchedules: { view: member, create: member, delete: member },
  // DESIGN §3 "a user books": every member books, quotes, changes and cancels its organisation's bookings
  // (which booking is the caller's is the 'reservation' rule, asked with the record).
  bookings: { view: member, create: member, edit: member, delete: member },
  // Booking for a fleet organisation is a lot owner's or the platform's.
  fleetBookings: { view: ({ ctx }) => platformOrg(ctx) || isOwnerOrg(ctx) },
  discountCodes: {
    view: ({ ctx }) => canViewDiscountCodes(ctx),
    create: ({ ctx }) => canEditDiscountCodes(ctx),
    edit: ({ ctx }) => canEditDiscountCodes(ctx),
    delete: ({ ctx }) => canEditDiscountCodes(ctx),
  },
  // The invoices, on the API too (DESIGN §3).
  invoices: { view: ({ ctx }) => ctx.role !== 'Manager' },
  // Read-only documents of owners (the platform reads all); never the Manager.
  statements: { view: ({ ctx }) => canViewOwnerStatements(ctx) },
  discountCodeInvoices: { view: ({ ctx }) => canViewOwnerStatements(ctx) },
  // Money: the network's month-end invoices, paying an invoice, running month-end.
  consolidatedInvoices: { view: ({ ctx }) => canViewConsolidatedInvoices(ctx) },
  invoicePayments: { create: ({ ctx }) => canPayInvoices(ctx) },
  monthEnd: { create: ({ ctx }) => canRunMonthEnd(ctx) },
  // 'create' subscribes, 'edit' retries a refused renewal, 'delete' cancels (the platform cancels any).
  subscriptions: {
    view: member,
    create: ({ ctx }) => canManageSubscription(ctx),
    edit: ({ ctx }) => canManageSubscription(ctx),
    delete: ({ ctx }) => platformOrg(ctx) || canManageSubscription(ctx),
  },
  subscriptionPlans: {
    view: member,
    create: ({ ctx }) => isPlatformOrganization(ctx.saasOrgId),
    edit: ({ ctx }) => isPlatformOrganization(ctx.saasOrgId),
  },
  // Which version of each remote the console runs, per organisation (DESIGN §9): the platform reads
  // it; only its admins change it, as a change reaches every organisation's console.
  remoteVersions: {
    view: ({ ctx }) => isPlatformOrganization(ctx.saasOrgId),
    edit: ({ ctx }) => isPlatformOrganization(ctx.saasOrgId) && ctx.role === 'admin',
  },
  salesAgents: {
    view: ({ ctx }) => isPlatformOrganization(ctx.saasOrgId),
    create: ({ ctx }) => isPlatformOrganization(ctx.saasOrgId),
    edit: ({ ctx }) => isPlatformOrganization(ctx.saasOrgId),
    delete: ({ ctx }) => isPlatformOrganization(ctx.saasOrgId),
  },
  // Who changes one booking (record: its orgId, bookedByOrgId) — extends, cancels, pays again: its customer or
  // whoever booked it for them. The lot's owner and the platform acting as itself read it only (the platform
  // switches into the customer to act). The console's buttons and the API's changes ask this one rule.
  reservationChanges: { edit: ({ record, ctx }) => isReservationRecord(record) && isReservationCustomer(record, ctx) },
  // One booking (record: its orgId, bookedByOrgId, status): 'edit' extends it, 'delete' cancels it.
  reservation: {
    view: () => true,
    edit: ({ record, ctx }) => isReservationRecord(record) && canExtendReservation(record, ctx),
    delete: ({ record, ctx }) => isReservationRecord(record) && canCancelReservation(record, ctx),
  },
};

const isMenuPage = (record: unknown): record is MenuPage => typeof record === 'object' && record !== null && 'pageRoute' in record && 'childrenRoute' in record;

const isNamedResource = (resource: string): resource is NamedResource => Object.hasOwn(RULES, resource);

/** Whether a rule exists for this resource and action (the API refuses to start with a route that names none). */
export function hasAccessRule(resource: string, action: string): boolean {
  return isNamedResource(resource) && Object.hasOwn(RULES[resource], action);
}

/** Routes that are a named resource in disguise: /finai is the assistant. */
const ROUTE_RESOURCES: Readonly<Record<string, NamedResource>> = { [ASSISTANT_ROUTE]: 'assistant', '/remoteVersions': 'remoteVersions' };

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
 * The menu a user sees: each item passes canAccess 'menuItem'. A group with no visible child is dropped.
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
