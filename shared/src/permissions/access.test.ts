import { canAccess, grantableRoles, hasAccessRule, type AccessAction, type AccessRequest } from './access';
import { API_KEY_SCOPES, apiKeyAllows, apiKeyScopesFor } from './api-keys';
import { menuLinks } from '@haulstop/shared/menu';
import { loadDeclaredConsolePages } from '../testing/console-pages';
import type { PermissionContext } from './context';

// Routes are judged against the drawer of the pages the loaded remotes declare.
const MENU = loadDeclaredConsolePages();

const platform: PermissionContext = { orgType: 'ADMIN', saasOrgId: 1, role: 'admin', isOrgNetworkConfigEnabled: false, loginId: 'admin@haulstop.test' };
const manager: PermissionContext = {
  orgType: 'PARKING_LOT_OWNER',
  saasOrgId: 2,
  role: 'Manager',
  isOrgNetworkConfigEnabled: false,
  loginId: 'manager@haulstop.test',
};
const broker: PermissionContext = { orgType: 'BROKER', saasOrgId: 4, role: 'admin', isOrgNetworkConfigEnabled: false, loginId: 'broker@haulstop.test' };
const networkBroker: PermissionContext = { ...broker, isOrgNetworkConfigEnabled: true };

type Row = [rule: string, resource: AccessRequest['resource'], action: AccessAction, ctx: PermissionContext, allowed: boolean];

const ROWS: Row[] = [
  // §6 "Assistant entry (/finai): only one specific internal admin login"
  ['assistant: admin@haulstop.test sees it', 'assistant', 'view', platform, true],
  ['assistant: the login id is compared case-insensitively and trimmed', 'assistant', 'view', { ...platform, loginId: ' Admin@Haulstop.test ' }, true],
  ['assistant: another login of organisation 1 does not', 'assistant', 'view', { ...platform, loginId: 'other@haulstop.test' }, false],
  ['assistant: no login id does not', 'assistant', 'view', { ...platform, loginId: null }, false],
  ['assistant: the route /finai follows the assistant rule', '/finai', 'view', platform, true],
  ['assistant: /finai is closed to another login', '/finai', 'view', broker, false],
  // SPEC §2.2 "the paths /signup, /SignUpPage, /haulstopRegistration and /globaldashboard are always allowed"
  ['always allowed: /signup', '/signup', 'view', broker, true],
  ['always allowed: /SignUpPage', '/SignUpPage', 'view', broker, true],
  ['always allowed: /haulstopRegistration', '/haulstopRegistration', 'view', broker, true],
  ['always allowed: /globaldashboard', '/globaldashboard', 'view', broker, true],
  // DESIGN §10: the driver's trip page opens by its token, without a sign-in
  ['always allowed: a trip link /trip/<token>', '/trip/abc123', 'view', broker, true],
  // The landing page after login and after a switch is open to every signed-in user
  ['landing: /mapDashboard for a broker', '/mapDashboard', 'view', broker, true],
  // SPEC §6 "Manager is hidden from … statement of income … and discount code"
  ['notFor Manager: /soiDashboard', '/soiDashboard', 'view', manager, false],
  ['notFor Manager: /discountCode', '/discountCode', 'view', manager, false],
  ['menu page: a Manager opens /parkingLot', '/parkingLot', 'view', manager, true],
  ['inner route follows its page: /parkingInfo', '/parkingInfo', 'view', manager, true],
  ['detail route follows its page: /reservations/42', '/reservations/42', 'view', broker, true],
  ['detail route follows its page: /reservationparkdetails/42', '/reservationparkdetails/42', 'view', broker, true],
  // SPEC §6 "An item is shown when view is … 'admin' and saasOrgId equals 1"
  ["view 'admin': /amenities closed to a broker", '/amenities', 'view', broker, false],
  ["view 'admin': /amenities open to organisation 1", '/amenities', 'view', platform, true],
  ["view 'admin': /drivers closed to a broker", '/drivers', 'view', broker, false],
  // SPEC §6 "Items flagged carrierNetwork are hidden unless org network config is enabled or saasOrgId is 1"
  ['carrierNetwork flag: /carrierOrganization hidden when disabled', '/carrierOrganization', 'view', broker, false],
  ['carrierNetwork flag: /editCarrierDetails open when enabled', '/editCarrierDetails', 'view', networkBroker, true],
  // SPEC §6 "Admin organisations do not see the child /companyProfile; other organisations do not see /organizationDetails"
  ['organisation pages: the platform reaches /companyProfile as the inner route of /organizationDetails', '/companyProfile', 'view', platform, true],
  ['organisation pages: /organizationdetails/7 for the platform', '/organizationdetails/7', 'view', platform, true],
  ['organisation pages: /organizationDetails closed to a Manager', '/organizationDetails', 'view', manager, false],
  ['unknown route refused', '/nowhere', 'view', platform, false],
  ['a route is only viewed: edit on a route is refused', '/mapDashboard', 'edit', platform, false],
  // SPEC §5 "Carrier network toggle: editable only by the Manager role or by the platform organisation" (validation reading)
  ['carrierNetwork edit: the Manager role', 'carrierNetwork', 'edit', manager, true],
  ['carrierNetwork edit: the platform organisation', 'carrierNetwork', 'edit', platform, true],
  ['carrierNetwork edit: an admin outside organisation 1', 'carrierNetwork', 'edit', broker, false],
  ['carrierNetwork edit: no role nor organisation', 'carrierNetwork', 'edit', { ...broker, role: null, saasOrgId: null }, false],
  ['carrierNetwork: an action without a rule is refused (delete)', 'carrierNetwork', 'delete', platform, false],
  // "/parkingLotReport: owner"
  ['reports: an owner reads its dashboard and lot report', 'reports', 'view', { ...manager, role: 'admin' }, true],
  ['reports: the Manager of an owner reads them (SPEC §6 hides only money documents)', 'reports', 'view', manager, true],
  ['reports: the platform reads them (acting as an owner or as itself)', 'reports', 'view', platform, true],
  ['reports: a broker is refused the owner reports', 'reports', 'view', broker, false],
  // SPEC §2.3 "/assetReport | carrier, broker"
  ['assetReports: a broker reads the asset report', 'assetReports', 'view', broker, true],
  ['assetReports: an owner is refused', 'assetReports', 'view', manager, false],
  // "/revenue: admin only"
  ['platformReports: the platform organisation', 'platformReports', 'view', platform, true],
  ['platformReports: a broker is refused', 'platformReports', 'view', broker, false],
  ['platformReports: an owner is refused', 'platformReports', 'view', { ...manager, role: 'admin' }, false],
  // SPEC §2.3 "/reconciliation | carrier, owner, broker" (the Manager included: §6 hides only the invoice pages)
  ['reconciliation: a broker', 'reconciliation', 'view', broker, true],
  ['reconciliation: an owner admin', 'reconciliation', 'view', { ...manager, role: 'admin' }, true],
  ['reconciliation: the platform', 'reconciliation', 'view', platform, true],
  ['reconciliation: the Manager too (SPEC §2.3 hides it from nobody; the drawer offers it)', 'reconciliation', 'view', manager, true],
  // "Scheduled reports: any report … mailed … to chosen addresses of the organisation"
  ['reportSchedules: a member adds one', 'reportSchedules', 'create', broker, true],
  ['reportSchedules: no edit rule (delete and add again)', 'reportSchedules', 'edit', broker, false],
];

const link = (route: string) => menuLinks(MENU).find(({ page }) => page.pageRoute === route)!.page;

describe('canAccess menuItem: the rule behind the menu filter', () => {
  it.each([
    ['"Items and children whose notFor equals the stored role are hidden": Statement of Income for a Manager', '/soiDashboard', manager, false],
    ['Parking Lots for a Manager', '/parkingLot', manager, true],
    ['"CARRIER, PARKING_LOT_OWNER and BROKER see only items … whose orgType includes theirs": Map Dashboard for a broker', '/mapDashboard', broker, false],
    ['"ADMIN sees all items": Map Dashboard for the platform', '/mapDashboard', platform, true],
  ] as const)('%s', (_rule, route, ctx, allowed) => {
    expect(canAccess({ resource: 'menuItem', action: 'view', record: link(route), ctx })).toBe(allowed);
  });
  it('no menu item record: refused (fails closed)', () => {
    expect(canAccess({ resource: 'menuItem', action: 'view', ctx: platform })).toBe(false);
  });
});

describe('canAccess: one action-aware check', () => {
  it.each(ROWS)('%s', (_rule, resource, action, ctx, allowed) => {
    expect(canAccess({ resource, action, ctx })).toBe(allowed);
  });
});

describe('canAccess discountCodes (/discountCode for owner, carrier, broker; never Manager)', () => {
  const who = (orgType: PermissionContext['orgType'], role: string, saasOrgId = 2): PermissionContext => ({
    orgType,
    role,
    saasOrgId,
    isOrgNetworkConfigEnabled: false,
  });
  test.each([
    ['an owner admin', who('PARKING_LOT_OWNER', 'admin'), true, true],
    ['an owner user', who('PARKING_LOT_OWNER', 'user'), true, true],
    ['an owner Manager', who('PARKING_LOT_OWNER', 'Manager'), false, false],
    ['a carrier', who('CARRIER', 'admin', 3), true, false],
    ['a broker', who('BROKER', 'user', 4), true, false],
    ['a carrier Manager', who('CARRIER', 'Manager', 3), false, false],
    ['the platform', who('ADMIN', 'admin', 1), true, false],
  ])('%s: view %s, edit %s', (_label, ctx, view, edit) => {
    expect(canAccess({ resource: 'discountCodes', action: 'view', ctx })).toBe(view);
    for (const action of ['create', 'edit', 'delete'] as const) expect(canAccess({ resource: 'discountCodes', action, ctx })).toBe(edit);
  });
});

describe('DESIGN §3 roles: "a user books, manages drivers and assets, and reads what the organisation owns; organisation settings are for admin (and the platform)"', () => {
  const at = (orgType: PermissionContext['orgType'], role: string, saasOrgId: number): PermissionContext => ({
    orgType,
    role,
    saasOrgId,
    isOrgNetworkConfigEnabled: false,
  });
  const ownerAdmin = at('PARKING_LOT_OWNER', 'admin', 2);
  const ownerManager = at('PARKING_LOT_OWNER', 'Manager', 2);
  const carrierAdmin = at('CARRIER', 'admin', 3);
  const carrierUser = at('CARRIER', 'user', 3);
  const platformAdmin = at('ADMIN', 'admin', 1);
  const SETTINGS: [AccessRequest['resource'], AccessAction][] = [
    ['organizationProfile', 'edit'],
    ['bankDetails', 'view'],
    ['bankDetails', 'edit'],
    ['documents', 'create'],
    ['documents', 'delete'],
    ['invitations', 'view'],
    ['invitations', 'create'],
    ['invitations', 'delete'],
    ['paymentMethods', 'create'],
    ['paymentMethods', 'delete'],
  ];
  it.each(SETTINGS)('settings "%s %s": admin and the platform yes; user and Manager no', (resource, action) => {
    expect([ownerAdmin, carrierAdmin, platformAdmin].map((ctx) => canAccess({ resource, action, ctx }))).toEqual([true, true, true]);
    expect([carrierUser, ownerManager].map((ctx) => canAccess({ resource, action, ctx }))).toEqual([false, false]);
  });
  it.each([
    ['bookings', 'create'],
    ['bookings', 'delete'],
    ['drivers', 'create'],
    ['drivers', 'edit'],
    ['assets', 'create'],
    ['assets', 'delete'],
    ['organizationProfile', 'view'],
    ['documents', 'view'],
    ['paymentMethods', 'view'],
    ['invoices', 'view'],
  ] as [AccessRequest['resource'], AccessAction][])('a user "%s %s"', (resource, action) => {
    expect(canAccess({ resource, action, ctx: carrierUser })).toBe(true);
  });
  it.each([
    ['invoices', 'view'],
    ['invoicePayments', 'create'],
    ['statements', 'view'],
    ['discountCodeInvoices', 'view'],
    ['consolidatedInvoices', 'view', 'CARRIER'],
    ['discountCodes', 'view'],
  ] as [AccessRequest['resource'], AccessAction, PermissionContext['orgType']?][])(
    '"A Manager is refused, on the API as in the drawer, everything SPEC §6 hides from it": %s %s',
    (resource, action, orgType = 'PARKING_LOT_OWNER') => {
      expect(canAccess({ resource, action, ctx: { ...ownerManager, orgType } })).toBe(false);
      expect(canAccess({ resource, action, ctx: { ...ownerManager, orgType, role: 'admin' } })).toBe(true);
    },
  );
  it('"never grants a role above its own": admin grants admin, Manager, user; the Manager grants none (invitations are settings)', () => {
    expect(grantableRoles(ownerAdmin)).toEqual(['admin', 'Manager', 'user']);
    expect(grantableRoles(platformAdmin)).toEqual(['admin', 'Manager', 'user']);
    expect(grantableRoles(ownerManager)).toEqual([]);
    expect(grantableRoles(carrierUser)).toEqual([]);
    expect(canAccess({ resource: 'invitations', action: 'create', record: { role: 'admin' }, ctx: ownerManager })).toBe(false);
    expect(canAccess({ resource: 'invitations', action: 'create', record: { role: 'admin' }, ctx: ownerAdmin })).toBe(true);
    expect(canAccess({ resource: 'invitations', action: 'create', record: { role: 'owner' }, ctx: ownerAdmin })).toBe(false);
  });
  it('drivers and assets "belong to carriers and brokers": an owner is refused, the platform is not', () => {
    expect(canAccess({ resource: 'drivers', action: 'view', ctx: ownerAdmin })).toBe(false);
    expect(canAccess({ resource: 'assets', action: 'create', ctx: platformAdmin })).toBe(true);
  });
  it("a lot's access codes and gate check are its owner's side (any role) or the platform's; a fleet never lists them", () => {
    expect(canAccess({ resource: 'accessCodes', action: 'view', ctx: carrierAdmin })).toBe(false);
    expect(canAccess({ resource: 'accessCodes', action: 'view', ctx: at('PARKING_LOT_OWNER', 'user', 2) })).toBe(true);
    expect(canAccess({ resource: 'accessCodes', action: 'create', ctx: at('PARKING_LOT_OWNER', 'user', 2) })).toBe(false);
    expect(canAccess({ resource: 'accessCodes', action: 'view', ctx: platformAdmin })).toBe(true);
  });
  it("lots: an owner's admin or Manager writes them, a fleet or a user reads them", () => {
    expect(canAccess({ resource: 'parkingLots', action: 'create', ctx: ownerManager })).toBe(true);
    expect(canAccess({ resource: 'parkingLots', action: 'edit', ctx: carrierAdmin })).toBe(false);
    expect(canAccess({ resource: 'parkingLots', action: 'edit', ctx: at('PARKING_LOT_OWNER', 'user', 2) })).toBe(false);
    expect(canAccess({ resource: 'parkingLots', action: 'view', ctx: carrierUser })).toBe(true);
  });
  it("a carrier's network of sub-carriers: where the carrier network is enabled, or the platform", () => {
    expect(canAccess({ resource: 'networkCarriers', action: 'view', ctx: carrierAdmin })).toBe(false);
    expect(canAccess({ resource: 'networkCarriers', action: 'view', ctx: { ...carrierAdmin, isOrgNetworkConfigEnabled: true } })).toBe(true);
    expect(canAccess({ resource: 'networkCarriers', action: 'create', ctx: platformAdmin })).toBe(true);
  });
  it('API keys and webhooks are settings of a carrier, broker or lot owner admin (or the platform acting in one)', () => {
    expect(canAccess({ resource: 'apiKeys', action: 'create', ctx: carrierAdmin })).toBe(true);
    expect(canAccess({ resource: 'webhooks', action: 'edit', ctx: { ...carrierAdmin, orgType: 'BROKER' } })).toBe(true);
    expect(canAccess({ resource: 'apiKeys', action: 'view', ctx: carrierUser })).toBe(false);
    expect(canAccess({ resource: 'webhooks', action: 'view', ctx: ownerAdmin })).toBe(true);
    expect(canAccess({ resource: 'apiKeys', action: 'create', ctx: ownerAdmin })).toBe(true);
    expect(canAccess({ resource: 'apiKeys', action: 'create', ctx: { ...ownerAdmin, role: 'Manager' } })).toBe(false);
    expect(canAccess({ resource: 'apiKeys', action: 'view', ctx: platformAdmin })).toBe(false);
    expect(canAccess({ resource: 'apiKeys', action: 'delete', ctx: { ...platformAdmin, orgType: 'CARRIER', saasOrgId: 3 } })).toBe(true);
  });
  it('DESIGN §8 key scopes: a key reaches only what its scopes name, and never settings', () => {
    expect(apiKeyAllows(['reservations:write'], 'bookings', 'create')).toBe(true);
    expect(apiKeyAllows(['reservations:read'], 'bookings', 'create')).toBe(false);
    expect(apiKeyAllows(['availability:read'], 'availability', 'view')).toBe(true);
    expect(apiKeyAllows(['fleet:read'], 'drivers', 'edit')).toBe(false);
    expect(apiKeyAllows([...API_KEY_SCOPES], 'apiKeys', 'view')).toBe(false);
    expect(apiKeyAllows([...API_KEY_SCOPES], 'webhooks', 'create')).toBe(false);
    expect(apiKeyAllows(['gate:write'], 'gateEvents', 'create')).toBe(true);
    expect(apiKeyAllows(['gate:read'], 'gateEvents', 'create')).toBe(false);
    expect(apiKeyAllows(['gate:read'], 'gateEvents', 'view')).toBe(true);
    expect(apiKeyAllows(['gate:write'], 'gatePolicy', 'edit')).toBe(false);
  });
  it('the scopes a key may hold follow what its organisation does', () => {
    expect(apiKeyScopesFor('PARKING_LOT_OWNER')).toEqual(['availability:read', 'reservations:read', 'gate:read', 'gate:write']);
    expect(apiKeyScopesFor('CARRIER')).not.toContain('gate:write');
    expect(apiKeyScopesFor('BROKER')).toContain('reservations:write');
    expect(apiKeyScopesFor('ADMIN', true)).toEqual(API_KEY_SCOPES);
  });
  it('hasAccessRule: a resource and action the table answers; anything else is not a rule', () => {
    expect(hasAccessRule('invoices', 'view')).toBe(true);
    expect(hasAccessRule('invoices', 'delete')).toBe(false);
    expect(hasAccessRule('nothing', 'view')).toBe(false);
  });
  it("the remotes' versions (DESIGN §9): the platform reads them, its admins change them; no other organisation does", () => {
    expect(canAccess({ resource: 'remoteVersions', action: 'view', ctx: platform })).toBe(true);
    expect(canAccess({ resource: 'remoteVersions', action: 'edit', ctx: platform })).toBe(true);
    expect(canAccess({ resource: 'remoteVersions', action: 'view', ctx: { ...platform, role: 'user' } })).toBe(true);
    expect(canAccess({ resource: 'remoteVersions', action: 'edit', ctx: { ...platform, role: 'user' } })).toBe(false);
    expect(canAccess({ resource: 'remoteVersions', action: 'view', ctx: { ...manager, role: 'admin' } })).toBe(false);
    expect(canAccess({ resource: 'remoteVersions', action: 'edit', ctx: { ...manager, role: 'admin' } })).toBe(false);
  });
});
