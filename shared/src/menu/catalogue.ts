import type { MenuOrgType, MenuPage } from './types';

const CARRIER: MenuOrgType = 'carrier';
const OWNER: MenuOrgType = 'parking lot owner';
const BROKER: MenuOrgType = 'broker';
const ALL_ORG_TYPES: readonly MenuOrgType[] = [];

type LinkInput = Omit<MenuPage, 'role' | 'childrenRoute' | 'view' | 'orgType'> & Partial<Pick<MenuPage, 'view' | 'orgType'>>;

function link(page: LinkInput): MenuPage {
  return { view: 'both', orgType: ALL_ORG_TYPES, ...page, role: 'user', childrenRoute: [] };
}

function group(page: Omit<MenuPage, 'role' | 'pageRoute'>): MenuPage {
  return { ...page, pageRoute: '', role: 'admin' };
}

/**
 * The side menu of SPEC §2.3, in display order. "admin only" = view 'admin' (platform only, SPEC §6);
 * "hidden from Manager" = notFor 'Manager'. Labels are English; pageNameCode is the i18n key.
 */
export const MENU: readonly MenuPage[] = [
  link({ id: 1, pageName: 'Reserve', pageNameCode: 'menu.reserve', pageRoute: '/reserve', iconClass: 'reserve', orgType: [CARRIER, BROKER] }),
  link({ id: 2, pageName: 'Company Dashboard', pageNameCode: 'menu.companyDashboard', pageRoute: '/dashboard', iconClass: 'dashboard', orgType: [OWNER] }),
  link({ id: 3, pageName: 'Map Dashboard', pageNameCode: 'menu.mapDashboard', pageRoute: '/mapDashboard', iconClass: 'map', orgType: [OWNER] }),
  link({
    id: 4,
    pageName: 'Invoices',
    pageNameCode: 'menu.invoices',
    pageRoute: '/invoiceDashboard',
    iconClass: 'invoice',
    orgType: [CARRIER, OWNER, BROKER],
    notFor: 'Manager',
  }),
  link({
    id: 5,
    pageName: 'Statement of Income',
    pageNameCode: 'menu.statementOfIncome',
    pageRoute: '/soiDashboard',
    iconClass: 'statement',
    orgType: [OWNER],
    notFor: 'Manager',
  }),
  link({
    id: 6,
    pageName: 'Consolidated invoice',
    pageNameCode: 'menu.consolidatedInvoice',
    pageRoute: '/consolidatedInvoice',
    iconClass: 'consolidated',
    orgType: [CARRIER, BROKER],
    notFor: 'Manager',
  }),
  link({
    id: 7,
    pageName: 'Discount code invoice',
    pageNameCode: 'menu.discountCodeInvoice',
    pageRoute: '/discountcodeinvoice',
    iconClass: 'discount-invoice',
    orgType: [OWNER],
    notFor: 'Manager',
  }),
  link({ id: 8, pageName: 'API hub', pageNameCode: 'menu.apiHub', pageRoute: '/apihub', iconClass: 'api', orgType: [CARRIER, BROKER] }),
  group({
    id: 100,
    pageName: 'Administrator',
    pageNameCode: 'menu.administrator',
    iconClass: 'admin',
    orgType: ALL_ORG_TYPES,
    view: 'both',
    childrenRoute: [
      link({
        id: 101,
        pageName: 'Organization Details',
        pageNameCode: 'menu.organizationDetails',
        pageRoute: '/organizationDetails',
        innerRoute: '/companyProfile',
        relatedRoutes: ['/organizationDetails/editOrganization', '/organizationdetails'],
        iconClass: 'organization',
        view: 'admin',
        orgType: [OWNER],
      }),
      link({
        id: 102,
        pageName: 'Company Profile',
        pageNameCode: 'menu.companyProfile',
        pageRoute: '/companyProfile',
        iconClass: 'company',
        orgType: [CARRIER, OWNER, BROKER],
      }),
      link({ id: 103, pageName: 'Amenities', pageNameCode: 'menu.amenities', pageRoute: '/amenities', iconClass: 'amenities', view: 'admin' }),
      link({
        id: 104,
        pageName: 'Parking Lots',
        pageNameCode: 'menu.parkingLots',
        pageRoute: '/parkingLot',
        innerRoute: '/parkingInfo',
        iconClass: 'parking',
        orgType: [OWNER],
      }),
      link({ id: 105, pageName: 'Drivers', pageNameCode: 'menu.drivers', pageRoute: '/createDriver', iconClass: 'driver', orgType: [CARRIER, BROKER] }),
      link({
        id: 106,
        pageName: 'Access Codes',
        pageNameCode: 'menu.accessCodes',
        pageRoute: '/parkinglotAccessCode',
        iconClass: 'access-code',
        orgType: [OWNER],
      }),
      link({
        id: 107,
        pageName: 'Discount Codes',
        pageNameCode: 'menu.discountCodes',
        pageRoute: '/discountCode',
        iconClass: 'discount',
        orgType: [OWNER, CARRIER, BROKER],
        notFor: 'Manager',
      }),
      link({
        id: 108,
        pageName: 'Book Reservations',
        pageNameCode: 'menu.bookReservations',
        pageRoute: '/bookReservations',
        iconClass: 'book',
        view: 'admin',
        orgType: [OWNER],
      }),
      link({ id: 109, pageName: 'Assets', pageNameCode: 'menu.assets', pageRoute: '/assets', iconClass: 'asset', orgType: [CARRIER, BROKER] }),
      link({ id: 110, pageName: 'Asset Types', pageNameCode: 'menu.assetTypes', pageRoute: '/assetType', iconClass: 'asset-type', view: 'admin' }),
      link({ id: 111, pageName: 'Equipment Types', pageNameCode: 'menu.equipmentTypes', pageRoute: '/equipmentType', iconClass: 'equipment', view: 'admin' }),
    ],
  }),
  group({
    id: 200,
    pageName: 'Carrier Network',
    pageNameCode: 'menu.carrierNetwork',
    iconClass: 'network',
    orgType: [CARRIER, BROKER],
    view: 'user',
    carrierNetwork: true,
    childrenRoute: [
      link({
        id: 201,
        pageName: 'Carrier Organizations',
        pageNameCode: 'menu.carrierOrganizations',
        pageRoute: '/carrierOrganization',
        relatedRoutes: ['/editCarrierDetails'],
        iconClass: 'carrier',
        orgType: [CARRIER, BROKER],
        view: 'user',
        carrierNetwork: true,
      }),
      link({
        id: 202,
        pageName: 'Add Carrier',
        pageNameCode: 'menu.addCarrier',
        pageRoute: '/addCarrier',
        iconClass: 'add-carrier',
        orgType: [CARRIER, BROKER],
        view: 'user',
        carrierNetwork: true,
      }),
      link({
        id: 203,
        pageName: 'Carrier Assets',
        pageNameCode: 'menu.carrierAssets',
        pageRoute: '/carrierAssets',
        relatedRoutes: ['/addCarrierAsset'],
        iconClass: 'carrier-asset',
        orgType: [CARRIER, BROKER],
        view: 'user',
        carrierNetwork: true,
      }),
      link({
        id: 204,
        pageName: 'Subscription Invoice',
        pageNameCode: 'menu.subscriptionInvoice',
        pageRoute: '/sinvoice',
        iconClass: 'subscription-invoice',
        orgType: [CARRIER, BROKER],
        view: 'user',
        carrierNetwork: true,
      }),
    ],
  }),
  group({
    id: 300,
    pageName: 'Reports',
    pageNameCode: 'menu.reports',
    iconClass: 'reports',
    orgType: ALL_ORG_TYPES,
    view: 'both',
    childrenRoute: [
      link({
        id: 301,
        pageName: 'Reservations',
        pageNameCode: 'menu.reservations',
        pageRoute: '/reservations',
        innerRoute: '/reservationparkdetails',
        relatedRoutes: ['/paymentRetry'],
        iconClass: 'reservation',
        orgType: [CARRIER, OWNER, BROKER],
      }),
      link({ id: 302, pageName: 'Drivers Report', pageNameCode: 'menu.driversReport', pageRoute: '/drivers', iconClass: 'driver-report', view: 'admin' }),
      link({
        id: 303,
        pageName: 'Parking Lot Pricing',
        pageNameCode: 'menu.parkingLotPricing',
        pageRoute: '/parkinglotpricing',
        iconClass: 'pricing',
        orgType: [OWNER],
      }),
      link({ id: 304, pageName: 'Revenue', pageNameCode: 'menu.revenue', pageRoute: '/revenue', iconClass: 'revenue', view: 'admin' }),
      link({ id: 305, pageName: 'Subscriptions', pageNameCode: 'menu.subscriptions', pageRoute: '/subscription', iconClass: 'subscription', view: 'admin' }),
      link({
        id: 306,
        pageName: 'Asset Report',
        pageNameCode: 'menu.assetReport',
        pageRoute: '/assetReport',
        iconClass: 'asset-report',
        orgType: [CARRIER, BROKER],
      }),
      link({
        id: 307,
        pageName: 'Parking Lot Report',
        pageNameCode: 'menu.parkingLotReport',
        pageRoute: '/parkingLotReport',
        iconClass: 'lot-report',
        orgType: [OWNER],
      }),
      link({
        id: 308,
        pageName: 'Reconciliation',
        pageNameCode: 'menu.reconciliation',
        pageRoute: '/reconciliation',
        iconClass: 'reconciliation',
        orgType: [CARRIER, OWNER, BROKER],
      }),
    ],
  }),
];

/** The default menu title (SPEC §2.3: Map Dashboard). */
export const DEFAULT_MENU_TITLE = { pageName: 'Map Dashboard', pageNameCode: 'menu.mapDashboard' } as const;
