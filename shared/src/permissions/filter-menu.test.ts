import type { MenuPage } from '@haulstop/shared/menu';
import { loadDeclaredConsolePages } from '../testing/console-pages';
import type { PermissionContext } from './context';
import { filterMenu, visibleRoutes } from './access';
import { isMenuItemVisible } from './filter-menu';

const MENU = loadDeclaredConsolePages();

const ctx = (over: Partial<PermissionContext>): PermissionContext => ({
  orgType: 'CARRIER',
  saasOrgId: 5,
  role: 'admin',
  isOrgNetworkConfigEnabled: false,
  ...over,
});
const item = (over: Partial<MenuPage>): MenuPage => ({
  id: 1,
  pageName: 'X',
  pageNameCode: 'menu.x',
  pageRoute: '/x',
  iconClass: 'x',
  role: 'user',
  childrenRoute: [],
  orgType: [],
  view: 'both',
  ...over,
});
const routes = (c: PermissionContext) => visibleRoutes(filterMenu(MENU, c));

describe('SPEC §6 menu filtering, rule by rule', () => {
  it('ADMIN sees all items (whatever their orgType)', () => {
    for (const orgType of [['carrier'], ['parking lot owner'], ['broker']] as const)
      expect(isMenuItemVisible(item({ orgType }), ctx({ orgType: 'ADMIN', saasOrgId: 1 }))).toBe(true);
  });
  it('CARRIER, PARKING_LOT_OWNER and BROKER see items with no orgType', () => {
    for (const orgType of ['CARRIER', 'PARKING_LOT_OWNER', 'BROKER'] as const) expect(isMenuItemVisible(item({ orgType: [] }), ctx({ orgType }))).toBe(true);
  });
  it('CARRIER sees only items whose orgType includes carrier', () => {
    expect(isMenuItemVisible(item({ orgType: ['carrier', 'broker'] }), ctx({ orgType: 'CARRIER' }))).toBe(true);
    expect(isMenuItemVisible(item({ orgType: ['parking lot owner'] }), ctx({ orgType: 'CARRIER' }))).toBe(false);
  });
  it("PARKING_LOT_OWNER sees only items whose orgType includes 'parking lot owner'", () => {
    expect(isMenuItemVisible(item({ orgType: ['parking lot owner'] }), ctx({ orgType: 'PARKING_LOT_OWNER' }))).toBe(true);
    expect(isMenuItemVisible(item({ orgType: ['carrier', 'broker'] }), ctx({ orgType: 'PARKING_LOT_OWNER' }))).toBe(false);
  });
  it('BROKER sees only items whose orgType includes broker', () => {
    expect(isMenuItemVisible(item({ orgType: ['broker'] }), ctx({ orgType: 'BROKER' }))).toBe(true);
    expect(isMenuItemVisible(item({ orgType: ['carrier'] }), ctx({ orgType: 'BROKER' }))).toBe(false);
  });
  it('an unknown org type sees only items with no orgType', () => {
    expect(isMenuItemVisible(item({ orgType: [] }), ctx({ orgType: null }))).toBe(true);
    expect(isMenuItemVisible(item({ orgType: ['carrier'] }), ctx({ orgType: null }))).toBe(false);
  });
  it("an item is shown when view is 'both'", () => expect(isMenuItemVisible(item({ view: 'both' }), ctx({}))).toBe(true));
  it("an item is shown when view is 'user'", () => expect(isMenuItemVisible(item({ view: 'user' }), ctx({}))).toBe(true));
  it("an item is shown when view is 'admin' and saasOrgId equals 1", () =>
    expect(isMenuItemVisible(item({ view: 'admin' }), ctx({ orgType: 'ADMIN', saasOrgId: 1 }))).toBe(true));
  it("an item with view 'admin' is hidden when saasOrgId is not 1 (even for an ADMIN org type)", () => {
    expect(isMenuItemVisible(item({ view: 'admin' }), ctx({ saasOrgId: 2 }))).toBe(false);
    expect(isMenuItemVisible(item({ view: 'admin' }), ctx({ orgType: 'ADMIN', saasOrgId: 2 }))).toBe(false);
  });
  it('items whose notFor equals the stored role are hidden', () => {
    expect(isMenuItemVisible(item({ notFor: 'Manager' }), ctx({ role: 'Manager' }))).toBe(false);
    expect(isMenuItemVisible(item({ notFor: 'Manager' }), ctx({ role: 'admin' }))).toBe(true);
    expect(isMenuItemVisible(item({ notFor: 'Manager' }), ctx({ role: 'user' }))).toBe(true);
  });
  it('children whose notFor equals the stored role are hidden', () => {
    const g = item({ role: 'admin', pageRoute: '', childrenRoute: [item({ pageRoute: '/a', notFor: 'Manager' }), item({ id: 2, pageRoute: '/b' })] });
    expect(visibleRoutes(filterMenu([g], ctx({ role: 'Manager' })))).toEqual(['/b']);
  });
  it('Manager is hidden from invoice dashboard, statement of income, consolidated invoice, discount invoice and discount code', () => {
    const hidden = ['/invoiceDashboard', '/soiDashboard', '/consolidatedInvoice', '/discountcodeinvoice', '/discountCode'];
    for (const orgType of ['PARKING_LOT_OWNER', 'CARRIER', 'BROKER'] as const) {
      const seen = routes(ctx({ orgType, role: 'Manager', isOrgNetworkConfigEnabled: true }));
      expect(seen.filter((r) => hidden.includes(r))).toEqual([]);
    }
    expect(routes(ctx({ orgType: 'ADMIN', saasOrgId: 1, role: 'Manager' })).filter((r) => hidden.includes(r))).toEqual([]);
  });
  it('admin organisations do not see the child /companyProfile', () => {
    const seen = routes(ctx({ orgType: 'ADMIN', saasOrgId: 1 }));
    expect(seen).not.toContain('/companyProfile');
    expect(seen).toContain('/organizationDetails');
  });
  it('other organisations do not see /organizationDetails', () => {
    for (const orgType of ['PARKING_LOT_OWNER', 'CARRIER', 'BROKER'] as const) {
      expect(routes(ctx({ orgType }))).not.toContain('/organizationDetails');
      expect(routes(ctx({ orgType }))).toContain('/companyProfile');
    }
  });
  it('other organisations do not see /organizationDetails even as saasOrgId 1 with view admin allowed', () =>
    expect(routes(ctx({ orgType: 'PARKING_LOT_OWNER', saasOrgId: 1 }))).not.toContain('/organizationDetails'));
  it('items flagged carrierNetwork are hidden unless org network config is enabled or saasOrgId is 1', () => {
    expect(isMenuItemVisible(item({ carrierNetwork: true }), ctx({ isOrgNetworkConfigEnabled: false, saasOrgId: 5 }))).toBe(false);
    expect(isMenuItemVisible(item({ carrierNetwork: true }), ctx({ isOrgNetworkConfigEnabled: true, saasOrgId: 5 }))).toBe(true);
    expect(isMenuItemVisible(item({ carrierNetwork: true }), ctx({ isOrgNetworkConfigEnabled: false, saasOrgId: 1 }))).toBe(true);
  });
  it('a group with no visible child is dropped', () => {
    const g = item({ role: 'admin', pageRoute: '', childrenRoute: [item({ orgType: ['parking lot owner'] })] });
    expect(filterMenu([g], ctx({ orgType: 'CARRIER' }))).toEqual([]);
  });
  it('a hidden group hides all its children (Carrier Network without network config)', () =>
    expect(
      routes(ctx({ orgType: 'CARRIER', isOrgNetworkConfigEnabled: false })).filter((r) =>
        ['/carrierOrganization', '/addCarrier', '/carrierAssets', '/sinvoice'].includes(r),
      ),
    ).toEqual([]));
  it('filtering does not mutate the catalogue', () => {
    const before = JSON.stringify(MENU);
    filterMenu(MENU, ctx({ orgType: 'PARKING_LOT_OWNER', role: 'Manager' }));
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

// Northline Freight (a carrier with its network on): its admin and its user see the same pages.
const NORTHLINE_MENU = [
  '/reserve',
  '/invoiceDashboard',
  '/consolidatedInvoice',
  '/apihub',
  '/companyProfile',
  '/createDriver',
  '/discountCode',
  '/assets',
  '/carrierOrganization',
  '/addCarrier',
  '/carrierAssets',
  '/sinvoice',
  '/reservations',
  '/assetReport',
  '/reconciliation',
];
// The carrier network's pages, which only a carrier with its network on sees.
const NETWORK_PAGES = ['/carrierOrganization', '/addCarrier', '/carrierAssets', '/sinvoice'];
// Eastbound Brokerage (a broker, no carrier network), whichever of its admins signs in: Northline's pages but the network's.
const EASTBOUND_MENU = NORTHLINE_MENU.filter((route) => !NETWORK_PAGES.includes(route));

describe('demo users of DESIGN.md §5 see exactly this menu', () => {
  it.each<{ who: string; context: PermissionContext; menu: readonly string[] }>([
    {
      who: 'admin@haulstop.test — Haulstop Platform (org 1, ADMIN), admin',
      context: { orgType: 'ADMIN', saasOrgId: 1, role: 'admin', isOrgNetworkConfigEnabled: false },
      // The platform edits organisations on /organizationDetails: every page of the console but its own company profile.
      menu: visibleRoutes(MENU).filter((route) => route !== '/companyProfile'),
    },
    {
      who: 'owner@haulstop.test — Prairie Truck Stops (PARKING_LOT_OWNER), admin',
      context: { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'admin', isOrgNetworkConfigEnabled: false },
      menu: [
        '/dashboard',
        '/mapDashboard',
        '/invoiceDashboard',
        '/soiDashboard',
        '/discountcodeinvoice',
        '/gate',
        '/companyProfile',
        '/parkingLot',
        '/parkinglotAccessCode',
        '/discountCode',
        '/reservations',
        '/parkinglotpricing',
        '/parkingLotReport',
        '/reconciliation',
      ],
    },
    {
      who: 'manager@haulstop.test — Prairie Truck Stops (PARKING_LOT_OWNER), Manager',
      context: { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'Manager', isOrgNetworkConfigEnabled: false },
      menu: [
        '/dashboard',
        '/mapDashboard',
        '/gate',
        '/companyProfile',
        '/parkingLot',
        '/parkinglotAccessCode',
        '/reservations',
        '/parkinglotpricing',
        '/parkingLotReport',
        '/reconciliation',
      ],
    },
    {
      who: 'carrier@haulstop.test — Northline Freight (CARRIER, carrier network enabled), admin',
      context: { orgType: 'CARRIER', saasOrgId: 3, role: 'admin', isOrgNetworkConfigEnabled: true },
      menu: NORTHLINE_MENU,
    },
    {
      who: 'carrier@haulstop.test — Eastbound Brokerage (BROKER, no carrier network), admin',
      context: { orgType: 'BROKER', saasOrgId: 4, role: 'admin', isOrgNetworkConfigEnabled: false },
      menu: EASTBOUND_MENU,
    },
    {
      who: 'dispatch@haulstop.test — Northline Freight (CARRIER, carrier network enabled), user',
      context: { orgType: 'CARRIER', saasOrgId: 3, role: 'user', isOrgNetworkConfigEnabled: true },
      menu: NORTHLINE_MENU,
    },
    {
      who: 'broker@haulstop.test — Eastbound Brokerage (BROKER), admin',
      context: { orgType: 'BROKER', saasOrgId: 4, role: 'admin', isOrgNetworkConfigEnabled: false },
      menu: EASTBOUND_MENU,
    },
  ])('$who', ({ context, menu }) => expect(routes(context)).toEqual(menu));
  it('the gate sits in the Parking group, which carriers and brokers never see', () => {
    const owner = filterMenu(MENU, { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'Manager', isOrgNetworkConfigEnabled: false });
    expect(owner.find((p) => p.pageName === 'Parking')?.childrenRoute.map((c) => c.pageRoute)).toEqual(['/gate']);
    expect(owner.some((p) => p.role === 'user' && p.pageRoute === '/gate')).toBe(false);
    const carrier = filterMenu(MENU, { orgType: 'CARRIER', saasOrgId: 3, role: 'admin', isOrgNetworkConfigEnabled: true });
    expect(carrier.some((p) => p.pageName === 'Parking')).toBe(false);
  });
  it('groups keep their order and names in the filtered menu (owner)', () => {
    const menu = filterMenu(MENU, { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'admin', isOrgNetworkConfigEnabled: false });
    expect(menu.filter((p) => p.role !== 'user').map((g) => g.pageName)).toEqual(['Parking', 'Administrator', 'Reports']);
  });
});
