import { loadDeclaredConsolePages } from '../testing/console-pages';
import { DEFAULT_MENU_TITLE, breadcrumbsForRoute, findMenuPage, menuLinks, normalizeRoute, pageTitleForRoute } from './index';

// The drawer the console builds from the pages the four remotes declare (their manifests).
const MENU = loadDeclaredConsolePages();

const byRoute = (route: string) => menuLinks().find((m) => m.page.pageRoute === route)?.page;

describe('the drawer built from the remotes’ pages', () => {
  it('top-level links in order with their exact labels', () => {
    expect(MENU.filter((p) => p.role === 'user').map((p) => [p.pageRoute, p.pageName])).toEqual([
      ['/reserve', 'Reserve'],
      ['/dashboard', 'Company Dashboard'],
      ['/mapDashboard', 'Map Dashboard'],
      ['/invoiceDashboard', 'Invoices'],
      ['/soiDashboard', 'Statement of Income'],
      ['/consolidatedInvoice', 'Consolidated invoice'],
      ['/discountcodeinvoice', 'Discount code invoice'],
      ['/apihub', 'API hub'],
    ]);
  });
  it('groups Parking, Administrator, Carrier Network and Reports with their children', () => {
    const groups = MENU.filter((p) => p.role !== 'user');
    expect(groups.map((g) => [g.pageName, g.childrenRoute.map((c) => c.pageRoute)])).toEqual([
      ['Parking', ['/gate']],
      [
        'Administrator',
        [
          '/organizationDetails',
          '/companyProfile',
          '/amenities',
          '/parkingLot',
          '/createDriver',
          '/parkinglotAccessCode',
          '/discountCode',
          '/bookReservations',
          '/assets',
          '/assetType',
          '/equipmentType',
          '/remoteVersions',
        ],
      ],
      ['Carrier Network', ['/carrierOrganization', '/addCarrier', '/carrierAssets', '/sinvoice']],
      ['Reports', ['/reservations', '/drivers', '/parkinglotpricing', '/revenue', '/subscription', '/assetReport', '/parkingLotReport', '/reconciliation']],
    ]);
  });
  it.each([
    ['/reserve', ['carrier', 'broker']],
    ['/dashboard', ['parking lot owner']],
    ['/mapDashboard', ['parking lot owner']],
    ['/invoiceDashboard', ['carrier', 'parking lot owner', 'broker']],
    ['/soiDashboard', ['parking lot owner']],
    ['/consolidatedInvoice', ['carrier', 'broker']],
    ['/discountcodeinvoice', ['parking lot owner']],
    ['/apihub', ['carrier', 'broker']],
    ['/organizationDetails', ['parking lot owner']],
    ['/companyProfile', ['carrier', 'parking lot owner', 'broker']],
    ['/amenities', []],
    ['/parkingLot', ['parking lot owner']],
    ['/createDriver', ['carrier', 'broker']],
    ['/parkinglotAccessCode', ['parking lot owner']],
    ['/discountCode', ['parking lot owner', 'carrier', 'broker']],
    ['/bookReservations', ['parking lot owner']],
    ['/assets', ['carrier', 'broker']],
    ['/assetType', []],
    ['/equipmentType', []],
    ['/carrierOrganization', ['carrier', 'broker']],
    ['/addCarrier', ['carrier', 'broker']],
    ['/carrierAssets', ['carrier', 'broker']],
    ['/sinvoice', ['carrier', 'broker']],
    ['/reservations', ['carrier', 'parking lot owner', 'broker']],
    ['/drivers', []],
    ['/parkinglotpricing', ['parking lot owner']],
    ['/revenue', []],
    ['/subscription', []],
    ['/assetReport', ['carrier', 'broker']],
    ['/parkingLotReport', ['parking lot owner']],
    ['/reconciliation', ['carrier', 'parking lot owner', 'broker']],
  ])('%s is for org types %j', (route, orgTypes) => expect([...(byRoute(route)?.orgType ?? ['missing'])].sort()).toEqual([...orgTypes].sort()));
  it("'admin only' items have view 'admin': organizationDetails, amenities, bookReservations, assetType, equipmentType, remoteVersions, drivers, revenue, subscription", () => {
    expect(
      menuLinks()
        .filter((m) => m.page.view === 'admin')
        .map((m) => m.page.pageRoute),
    ).toEqual([
      '/organizationDetails',
      '/amenities',
      '/bookReservations',
      '/assetType',
      '/equipmentType',
      '/remoteVersions',
      '/drivers',
      '/revenue',
      '/subscription',
    ]);
  });
  it('Manager is hidden from invoice dashboard, statement of income, consolidated invoice, discount invoice and discount code', () => {
    expect(
      menuLinks()
        .filter((m) => m.page.notFor === 'Manager')
        .map((m) => m.page.pageRoute),
    ).toEqual(['/invoiceDashboard', '/soiDashboard', '/consolidatedInvoice', '/discountcodeinvoice', '/discountCode']);
  });
  it('Carrier Network group: view user, flagged carrierNetwork', () => {
    const g = MENU.find((p) => p.pageName === 'Carrier Network');
    expect(g).toMatchObject({ view: 'user', carrierNetwork: true });
    expect(g?.childrenRoute.every((c) => c.view === 'user' && c.carrierNetwork)).toBe(true);
  });
  it('inner routes: /organizationDetails → /companyProfile, /parkingLot → /parkingInfo, /reservations → /reservationparkdetails', () => {
    expect(byRoute('/organizationDetails')?.innerRoute).toBe('/companyProfile');
    expect(byRoute('/parkingLot')?.innerRoute).toBe('/parkingInfo');
    expect(byRoute('/reservations')?.innerRoute).toBe('/reservationparkdetails');
  });
  it('ids are unique and every label has an i18n key under menu.', () => {
    const all = [...MENU, ...menuLinks().map((m) => m.page)];
    expect(new Set(menuLinks().map((m) => m.page.id)).size).toBe(menuLinks().length);
    expect(all.every((p) => p.pageNameCode.startsWith('menu.'))).toBe(true);
  });
  it('Map Dashboard is the default menu title', () => expect(DEFAULT_MENU_TITLE.pageName).toBe('Map Dashboard'));
});

describe('route lookup, tab title and breadcrumbs', () => {
  it("tab title is 'Haulstop - <page name>'", () => {
    expect(pageTitleForRoute('/invoiceDashboard')).toBe('Haulstop - Invoices');
    expect(pageTitleForRoute('/carrierAssets')).toBe('Haulstop - Carrier Assets');
  });
  it("off the menu the tab title is 'Haulstop'", () => expect(pageTitleForRoute('/nowhere')).toBe('Haulstop'));
  it('an inner route titles as its page', () => {
    expect(pageTitleForRoute('/parkingInfo')).toBe('Haulstop - Parking Lots');
    expect(pageTitleForRoute('/reservationparkdetails/77')).toBe('Haulstop - Reservations');
  });
  it('an exact pageRoute wins over another item’s innerRoute (/companyProfile)', () =>
    expect(findMenuPage('/companyProfile')?.page.pageName).toBe('Company Profile'));
  it('detail routes below a page match it', () => {
    expect(findMenuPage('/reservations/42')?.page.pageRoute).toBe('/reservations');
    expect(findMenuPage('/organizationdetails/5')?.page.pageRoute).toBe('/organizationDetails');
    expect(findMenuPage('/editCarrierDetails')?.page.pageRoute).toBe('/carrierOrganization');
  });
  it('query, hash and trailing slash are ignored', () => {
    expect(normalizeRoute('/reserve/?step=2#map')).toBe('/reserve');
    expect(pageTitleForRoute('/reserve?step=2')).toBe('Haulstop - Reserve');
  });
  it('translates through the given t', () =>
    expect(pageTitleForRoute('/reserve', (k, d) => (k === 'menu.reserve' ? 'Réserver' : d))).toBe('Haulstop - Réserver'));
  it('breadcrumbs: groups without a path, then the page', () => {
    expect(breadcrumbsForRoute('/parkingInfo')).toEqual([
      { name: 'Administrator', nameCode: 'menu.administrator', path: null },
      { name: 'Parking Lots', nameCode: 'menu.parkingLots', path: '/parkingLot' },
    ]);
    expect(breadcrumbsForRoute('/reserve')).toEqual([{ name: 'Reserve', nameCode: 'menu.reserve', path: '/reserve' }]);
    expect(breadcrumbsForRoute('/nowhere')).toEqual([]);
  });
});
