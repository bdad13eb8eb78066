import { MENU } from './catalogue';
import type { MenuPage } from './types';

/**
 * Every guarded route of SPEC §2.2 that a remote serves, mapped to its `remote/Module` as DESIGN §2
 * assigns it — the ONE list of which pages exist. The host's route table and the drawer both read
 * it: a page not `built` has no route (the not-found page answers) and no menu item, so nobody is
 * shown a link to a page that is not there. Building a page = exposing it in its remote's
 * federation.config.cjs + `built: true` here (a host test checks the two agree).
 */
export type PageEntry = { path: string; module: string; built: boolean };

const page = (path: string, module: string, built = false): PageEntry => ({ path, module, built });

export const PAGES: readonly PageEntry[] = [
  // remote-reserve
  page('/reserve', 'reserve/Reserve', true),
  page('/mapDashboard', 'reserve/MapDashboard', true),
  page('/bookReservations', 'reserve/BookReservations', true),
  page('/reservations/:reservationId', 'reserve/ReservationDetails', true),
  page('/paymentRetry/:reservationid', 'reserve/PaymentRetry', true),
  page('/globaldashboard', 'reserve/GlobalDashboard', true),
  // remote-finance
  page('/invoiceDashboard', 'finance/InvoiceDashboard', true),
  page('/soiDashboard', 'finance/SoiDashboard', true),
  page('/consolidatedInvoice', 'finance/ConsolidatedInvoice', true),
  page('/discountcodeinvoice', 'finance/DiscountCodeInvoice', true),
  page('/sinvoice', 'finance/SubscriptionInvoice', true),
  page('/finai', 'finance/FinAi', true),
  // remote-admin
  page('/organizationDetails', 'admin/OrganizationDetails', true),
  page('/organizationDetails/editOrganization', 'admin/EditOrganization', true),
  page('/organizationdetails/:orgId', 'admin/OrganizationDetail', true),
  page('/companyProfile', 'admin/CompanyProfile', true),
  page('/amenities', 'admin/Amenities', true),
  page('/parkingLot', 'admin/ParkingLot', true),
  page('/parkingInfo', 'admin/ParkingInfo', true),
  page('/parkinglotpricing', 'admin/ParkingLotPricing', true),
  page('/createDriver', 'admin/CreateDriver', true),
  page('/parkinglotAccessCode', 'admin/AccessCodes', true),
  page('/discountCode', 'admin/DiscountCode', true),
  page('/assets', 'admin/Assets', true),
  page('/assetType', 'admin/AssetType', true),
  page('/equipmentType', 'admin/EquipmentType', true),
  page('/carrierOrganization', 'admin/CarrierOrganization', true),
  page('/addCarrier', 'admin/AddCarrier', true),
  page('/editCarrierDetails', 'admin/EditCarrierDetails', true),
  page('/carrierAssets', 'admin/CarrierAssets', true),
  page('/addCarrierAsset', 'admin/AddCarrierAsset', true),
  page('/apihub', 'admin/ApiHub', true),
  // remote-reports
  page('/dashboard', 'reports/CompanyDashboard', true),
  page('/reservations', 'reports/Reservations', true),
  page('/reservationparkdetails', 'reports/LotDayView', true),
  page('/reservationparkdetails/:reservationid', 'reports/ReservationParkDetails', true),
  page('/drivers', 'reports/DriversReport', true),
  page('/revenue', 'reports/Revenue', true),
  page('/subscription', 'reports/Subscription', true),
  page('/assetReport', 'reports/AssetReport', true),
  page('/parkingLotReport', 'reports/ParkingLotReport', true),
  page('/reconciliation', 'reports/Reconciliation', true),
];

/** The pages that exist today. */
export const BUILT_PAGES: readonly PageEntry[] = PAGES.filter((p) => p.built);

/** Is there a built page at this route? */
export function isBuiltPage(path: string): boolean {
  return BUILT_PAGES.some((p) => p.path === path);
}

/** The menu without the items of pages not built yet, and without groups left empty. */
export function menuOfBuiltPages(menu: readonly MenuPage[] = MENU): MenuPage[] {
  return menu.flatMap((item) => {
    if (item.role === 'user') return isBuiltPage(item.pageRoute) ? [item] : [];
    const childrenRoute = menuOfBuiltPages(item.childrenRoute);
    return childrenRoute.length ? [{ ...item, childrenRoute }] : [];
  });
}
