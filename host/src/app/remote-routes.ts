/**
 * Every guarded route of SPEC §2.2 that a remote serves, mapped to its `remote/Module` as
 * DESIGN.md §2 assigns it. `ready` marks the pages the remote exposes today; the others show the
 * host's 'coming soon' page. Building a page = exposing it in the remote + `ready: true` here.
 */
export type RemoteRoute = { path: string; module: string; ready?: true };

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  // remote-reserve
  { path: '/reserve', module: 'reserve/Reserve' },
  { path: '/mapDashboard', module: 'reserve/MapDashboard', ready: true },
  { path: '/bookReservations', module: 'reserve/BookReservations' },
  { path: '/reservations/:reservationId', module: 'reserve/ReservationDetails' },
  { path: '/paymentRetry/:reservationid', module: 'reserve/PaymentRetry' },
  { path: '/globaldashboard', module: 'reserve/GlobalDashboard' },
  // remote-finance
  { path: '/invoiceDashboard', module: 'finance/InvoiceDashboard', ready: true },
  { path: '/soiDashboard', module: 'finance/SoiDashboard' },
  { path: '/consolidatedInvoice', module: 'finance/ConsolidatedInvoice' },
  { path: '/discountcodeinvoice', module: 'finance/DiscountCodeInvoice' },
  { path: '/sinvoice', module: 'finance/SubscriptionInvoice' },
  { path: '/finai', module: 'finance/FinAi' },
  // remote-admin
  { path: '/organizationDetails', module: 'admin/OrganizationDetails', ready: true },
  { path: '/organizationDetails/editOrganization', module: 'admin/EditOrganization' },
  { path: '/organizationdetails/:orgId', module: 'admin/OrganizationDetail', ready: true },
  { path: '/companyProfile', module: 'admin/CompanyProfile', ready: true },
  { path: '/amenities', module: 'admin/Amenities' },
  { path: '/parkingLot', module: 'admin/ParkingLot' },
  { path: '/parkingInfo', module: 'admin/ParkingInfo' },
  { path: '/parkinglotpricing', module: 'admin/ParkingLotPricing' },
  { path: '/createDriver', module: 'admin/CreateDriver' },
  { path: '/parkinglotAccessCode', module: 'admin/AccessCodes' },
  { path: '/discountCode', module: 'admin/DiscountCode' },
  { path: '/assets', module: 'admin/Assets' },
  { path: '/assetType', module: 'admin/AssetType' },
  { path: '/equipmentType', module: 'admin/EquipmentType' },
  { path: '/carrierOrganization', module: 'admin/CarrierOrganization' },
  { path: '/addCarrier', module: 'admin/AddCarrier' },
  { path: '/editCarrierDetails', module: 'admin/EditCarrierDetails' },
  { path: '/carrierAssets', module: 'admin/CarrierAssets' },
  { path: '/addCarrierAsset', module: 'admin/AddCarrierAsset' },
  { path: '/apihub', module: 'admin/ApiHub' },
  // remote-reports
  { path: '/dashboard', module: 'reports/CompanyDashboard' },
  { path: '/reservations', module: 'reports/Reservations', ready: true },
  { path: '/reservationparkdetails', module: 'reports/ReservationParkDetails' },
  { path: '/reservationparkdetails/:reservationid', module: 'reports/ReservationParkDetails' },
  { path: '/drivers', module: 'reports/DriversReport' },
  { path: '/revenue', module: 'reports/Revenue' },
  { path: '/subscription', module: 'reports/Subscription' },
  { path: '/assetReport', module: 'reports/AssetReport' },
  { path: '/parkingLotReport', module: 'reports/ParkingLotReport' },
  { path: '/reconciliation', module: 'reports/Reconciliation' },
];
