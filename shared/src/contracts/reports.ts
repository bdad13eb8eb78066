// The reports' endpoints (DESIGN §8, §10; field names are a contract), one definition each: the API
// registers their routes from them and the client derives its fetchers and hooks from them
// (@haulstop/shared/api). Amounts are integer minor units with their currency, never summed across
// currencies. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CURRENCIES, LANGUAGES } from '@haulstop/shared/constants';
import { REPORT_SCHEDULES_CACHE, REPORTS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { PAID_BY, RECONCILIATION_STATUSES, SCHEDULE_FREQUENCIES, SCHEDULED_REPORTS } from './report-lists';
import { csvAnswer, DateTime, Id, literalOf, oneOf, OrgHeader, Paged, PageQuery, responses } from './schema';

const tags = ['reports'];
const defineReportEndpoint = endpointsOf({ tags, headers: OrgHeader });
const owner = { access: 'org', resource: 'reports', action: 'view' } as const;
const fleet = { access: 'org', resource: 'assetReports', action: 'view' } as const;
const platform = { access: 'org', resource: 'platformReports', action: 'view' } as const;
const money = { access: 'org', resource: 'reconciliation', action: 'view' } as const;
const scheduling = (action: 'view' | 'create' | 'delete') => ({ access: 'org', resource: 'reportSchedules', action }) as const;

const Currency = oneOf(CURRENCIES);
const Minor = (description: string) => Type.Integer({ description: `${description}, minor units (cents)` });
const Amounts = Type.Array(Type.Object({ currency: Currency, amountMinor: Type.Integer() }), {
  description: 'One per currency: never summed across currencies',
});
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const RangeQuery = {
  from: Type.Optional(
    Type.String({ description: "Inclusive start: a date (YYYY-MM-DD, at the organisation's midnight) or an ISO date-time; default: 30 days before `to`" }),
  ),
  to: Type.Optional(Type.String({ description: 'Exclusive end: a date or an ISO date-time; default: the end of today' })),
};
const Sort = (fields: readonly string[]) => Type.Optional(Type.String({ description: `field,asc|desc; field one of ${fields.join(', ')}` }));

/** A report's CSV: the same query, all rows (not one page), streamed. */
const csv = <Q extends Type.TSchema>(summary: string, description: string, query: Q) => ({
  summary,
  description: `${description} All rows (not one page), amounts in major units with the currency code, streamed.`,
  query,
  ...csvAnswer(),
});

// Dashboard.
export const Dashboard = Type.Object({
  days: Type.Integer(),
  from: DateTime(),
  to: DateTime(),
  timeZone: Type.String({ description: "The organisation's clock its days are counted in" }),
  bookings: Type.Integer({ description: 'Bookings starting in the period (cancelled ones included, as on the statement)' }),
  previousBookings: Type.Integer(),
  revenue: Type.Array(
    Type.Object({
      currency: Currency,
      amountMinor: Minor('Net sales: gross − discounts − refunds + taxes, taxes included'),
      previousAmountMinor: Minor('The same, previous period'),
    }),
  ),
  occupancyPercent: Type.Number({ description: 'Slot-hours booked ÷ slot-hours offered, %' }),
  previousOccupancyPercent: Type.Number(),
  cancellations: Type.Integer(),
  previousCancellations: Type.Integer(),
  cancellationsByMonth: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() }), { description: 'The last 6 months, oldest first' }),
  daily: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), bookings: Type.Integer(), revenue: Amounts })),
  averageBookingValue: Type.Array(
    Type.Object({
      currency: Currency,
      amountMinor: Minor('Revenue ÷ bookings, this period (0 without bookings)'),
      previousAmountMinor: Type.Union([Minor('The same, previous period'), Type.Null()], { description: 'null: no booking in the previous period' }),
    }),
  ),
  refunds: Type.Array(Type.Object({ currency: Currency, amountMinor: Type.Integer(), previousAmountMinor: Type.Integer() })),
  topLots: Type.Array(
    Type.Object({ parkingLotId: Type.Integer(), name: Type.String(), currency: Currency, bookings: Type.Integer(), revenueMinor: Type.Integer() }),
  ),
  attention: Type.Object({ pendingPayments: Type.Integer(), failedPayments: Type.Integer(), arrivalsToday: Type.Integer() }),
  asOf: DateTime('When the figures were read (they are read live)'),
});
/** GET /api/reports/dashboard: the company dashboard's figures, this period beside the one before. */
export type Dashboard = Type.Static<typeof Dashboard>;

export const getDashboard = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/dashboard',
  summary: 'Company dashboard: the last 7, 30 or 90 days beside the period before',
  description: "A parking lot owner's lots (the platform: every owner's). Money from the ledger, as on statements.",
  query: Type.Object({ days: Type.Optional(Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)], { default: 30 })) }),
  response: responses({ 200: Dashboard }),
  access: owner,
  cache: REPORTS_CACHE,
});

// Lot report.
const LOT_SORT_FIELDS = [
  'name',
  'bookings',
  'occupancyPercent',
  'grossMinor',
  'netSalesMinor',
  'averagePriceMinor',
  'cancellations',
  'usedSlotHours',
  'noShows',
  'overstayMinor',
];
const LotQuery = { ...RangeQuery, parkingLotId: Type.Optional(Id('One lot')), sort: Sort(LOT_SORT_FIELDS) };
export const LotReportRow = Type.Object({
  parkingLotId: Type.Integer(),
  name: Type.String(),
  currency: Currency,
  totalSlots: Type.Integer(),
  bookings: Type.Integer(),
  occupancyPercent: Type.Number(),
  grossMinor: Minor('Gross: what was sold, before discounts, refunds and taxes (the statement gross)'),
  netSalesMinor: Minor("Net sales: gross − discounts − refunds + taxes, taxes included (the dashboard's revenue)"),
  averagePriceMinor: Minor(
    "Average net sale: net sales ÷ bookings, taxes included; a booking cancelled and refunded in full is in neither (the dashboard's average booking value)",
  ),
  listPriceMinor: Nullable(Type.Integer({ description: "The lot's 24-hour list price" })),
  cancellations: Type.Integer(),
  usedSlotHours: Type.Number({ description: 'Slot-hours trucks were on the lot, check-in to check-out (the gate): usedSlotMinutes ÷ 60, to the hundredth' }),
  usedSlotMinutes: Type.Integer({ description: "Whole minutes trucks were on the lot: the sum of the range's days in booked against used" }),
  noShows: Type.Integer({ description: 'Booked slots starting in the range that were no-shows' }),
  overstayMinor: Minor('Overstay charged in the range, before taxes'),
  noShowRatePercent: Nullable(
    Type.Number({ description: 'No-shows ÷ booked slots starting in the range whose arrival was decided (came or no-show), %; null when none was' }),
  ),
  averageDwellMinutes: Nullable(
    Type.Integer({ description: 'Average whole minutes of the stays that ended in the range, check-in to check-out (the gate); null without one' }),
  ),
});
/** One lot of the lot report over a range. */
export type LotReportRow = Type.Static<typeof LotReportRow>;

export const getLotReport = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/parkingLots',
  summary: 'Per lot over a range: bookings, occupancy, gross, net sales, average net sale, cancellations',
  query: Type.Object({ ...PageQuery.properties, ...LotQuery }),
  response: responses({ 200: Paged(LotReportRow) }),
  access: owner,
  cache: REPORTS_CACHE,
});

export const exportLotReportCsv = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/parkingLots/csv',
  ...csv('The lot report as CSV', 'Same query as the lot report.', Type.Object(LotQuery)),
  access: owner,
});

const LotParams = Type.Object({ parkingLotId: Id('Parking lot id') });
const OccupancyCell = Type.Object({ weekday: Type.Integer(), hour: Type.Integer(), occupancyPercent: Type.Number() });
/** weekday 0 = Sunday … 6 = Saturday, hour 0-23, at the lot's clock */
export type OccupancyCell = Type.Static<typeof OccupancyCell>;

export const getLotOccupancy = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/parkingLots/:parkingLotId/occupancy',
  summary: "Occupancy of one lot by weekday (0 = Sunday) × hour, at the lot's clock; another organisation's lot answers 404",
  params: LotParams,
  query: Type.Object(RangeQuery),
  response: responses({
    200: Type.Object({ parkingLotId: Type.Integer(), timeZone: Type.String(), from: DateTime(), to: DateTime(), cells: Type.Array(OccupancyCell) }),
  }),
  access: owner,
  cache: REPORTS_CACHE,
});

// Booked against used (DESIGN §10).
export const BookedVsUsedDay = Type.Object({
  date: Type.String({ description: "The day at the lot's clock (YYYY-MM-DD)" }),
  bookedSlotHours: Type.Number({ description: 'Slot-hours of the bookings holding the lot that day' }),
  usedSlotHours: Type.Number({ description: 'Slot-hours trucks were on the lot that day (check-in to check-out): usedSlotMinutes ÷ 60, to the hundredth' }),
  usedSlotMinutes: Type.Integer({ description: "Whole minutes trucks were on the lot that day: a range's days add up to its lot report's" }),
  noShows: Type.Integer({ description: 'Booked slots starting that day that were no-shows' }),
  overstays: Type.Integer({ description: 'Overstays that began that day' }),
  overstayMinor: Type.Integer({ description: 'Overstay charged that day before taxes, minor units (cents)' }),
});
/** One lot-day: slot-hours sold against slot-hours the gate saw used. */
export type BookedVsUsedDay = Type.Static<typeof BookedVsUsedDay>;
export const BookedVsUsed = Type.Object({ days: Type.Array(BookedVsUsedDay), currency: Type.String() });
export type BookedVsUsed = Type.Static<typeof BookedVsUsed>;

export const getBookedVsUsed = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/parkingLots/:parkingLotId/bookedVsUsed',
  summary: "Booked against used per day at the lot's clock; another organisation's lot answers 404",
  params: LotParams,
  query: Type.Object({
    from: Type.Optional(
      Type.String({ description: "Inclusive start: a date (YYYY-MM-DD, at the lot's midnight) or an ISO date-time; default: 30 days before `to`" }),
    ),
    to: Type.Optional(Type.String({ description: 'Exclusive end: a date or an ISO date-time; default: the end of today' })),
  }),
  response: responses({ 200: BookedVsUsed }),
  access: owner,
  cache: REPORTS_CACHE,
});

// Asset and driver reports.
const Spend = {
  bookings: Type.Integer(),
  lotsUsed: Type.Integer({ description: 'How many different lots those bookings were at' }),
  hoursParked: Type.Number(),
  spent: Amounts,
  lastBookingAt: Nullable(DateTime()),
};
export const AssetReportRow = Type.Object({
  assetId: Type.Integer(),
  vin: Type.String(),
  licensePlate: Type.String(),
  orgName: Type.String(),
  ...Spend,
  hoursOnLot: Type.Number({ description: 'Hours the truck was actually on a lot in the range, check-in to check-out (the gate)' }),
});
/** One truck or trailer of the asset report. */
export type AssetReportRow = Type.Static<typeof AssetReportRow>;
const AssetQuery = {
  ...RangeQuery,
  orgId: Type.Optional(Id('One organisation: the caller, or one of its sub-carriers')),
  sort: Sort(['vin', 'licensePlate', 'orgName', 'bookings', 'lotsUsed', 'hoursParked', 'lastBookingAt']),
};

export const getAssetReport = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/assets',
  summary: "Per truck and trailer: bookings, lots used, hours parked, spend per currency, last booking (a network parent: its sub-carriers' too)",
  query: Type.Object({ ...PageQuery.properties, ...AssetQuery }),
  response: responses({ 200: Paged(AssetReportRow) }),
  access: fleet,
  cache: REPORTS_CACHE,
});

export const exportAssetReportCsv = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/assets/csv',
  ...csv('The asset report as CSV (a row per asset and currency)', 'Same query as the asset report.', Type.Object(AssetQuery)),
  access: fleet,
});

export const DriverReportRow = Type.Object({
  driverId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  status: Type.String(),
  ...Spend,
});
/** One driver of the drivers report (the platform's). */
export type DriverReportRow = Type.Static<typeof DriverReportRow>;
const DriverQuery = {
  ...RangeQuery,
  orgId: Type.Optional(Id('One organisation')),
  sort: Sort(['lastName', 'firstName', 'orgName', 'bookings', 'lotsUsed', 'hoursParked', 'lastBookingAt']),
};

export const getDriverReport = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/drivers',
  summary: 'Drivers across organisations (the platform only): bookings, spend, last booking, status',
  query: Type.Object({ ...PageQuery.properties, ...DriverQuery }),
  response: responses({ 200: Paged(DriverReportRow) }),
  access: platform,
  cache: REPORTS_CACHE,
});

export const exportDriverReportCsv = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/drivers/csv',
  ...csv('The drivers report as CSV (a row per driver and currency)', 'The platform only.', Type.Object(DriverQuery)),
  access: platform,
});

// Revenue.
const RevenueAmounts = {
  bookings: Type.Integer(),
  grossMinor: Minor('Gross'),
  discountsMinor: Minor('Discounts'),
  refundsMinor: Minor('Refunds'),
  platformFeeMinor: Minor('Platform fee'),
  taxesMinor: Minor("Taxes: the bookings' and the overstays'"),
  overstayMinor: Minor('Overstay charged, before taxes, in the window the gate decided it'),
  noShowFeesMinor: Minor('No-show fees kept (taxes included), in the window the gate decided them'),
  netMinor: Minor("gross − discounts + taxes − refunds + overstay + no-show fees − platform fee: the owners' net payout, as on statements"),
};
const RevenueFigures = Type.Object({ currency: Currency, ...RevenueAmounts });
export type RevenueFigures = Type.Static<typeof RevenueFigures>;
const RevenueQuery = { ...RangeQuery, groupBy: Type.Optional(oneOf(['day', 'month', 'lot', 'organization'], { description: 'Default: day' })) };
export const RevenueReport = Type.Object({
  groupBy: Type.String(),
  from: DateTime(),
  to: DateTime(),
  rows: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), currency: Currency, ...RevenueAmounts })),
  totals: Type.Array(RevenueFigures),
});
/** The revenue report: rows per group and currency, totals per currency. */
export type RevenueReport = Type.Static<typeof RevenueReport>;

export const getRevenue = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/revenue',
  summary: 'Revenue per day, month, lot or owner organisation and currency (the platform only); totals per currency',
  query: Type.Object(RevenueQuery),
  response: responses({ 200: RevenueReport }),
  access: platform,
  cache: REPORTS_CACHE,
});

export const exportRevenueCsv = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/revenue/csv',
  ...csv('The revenue report as CSV', 'The platform only.', Type.Object(RevenueQuery)),
  access: platform,
});

// Reconciliation.
const ReconciliationQuery = {
  ...RangeQuery,
  status: Type.Optional(oneOf(RECONCILIATION_STATUSES, { description: 'A payment status, or unmatched (on no document yet)' })),
  parkingLotId: Type.Optional(Id('The bookings of one lot')),
  sort: Sort(['at', 'amountMinor', 'status', 'reservationId']),
};
export const ReconciliationRow = Type.Object({
  paymentId: Type.Integer(),
  reservationId: Type.Integer(),
  at: DateTime(),
  method: Type.String(),
  status: Type.String(),
  amountMinor: Type.Integer(),
  currency: Currency,
  document: Nullable(Type.Object({ kind: literalOf(['INVOICE', 'CONSOLIDATED_INVOICE', 'STATEMENT'] as const), number: Type.String() })),
  matched: Type.Boolean(),
});
/** A payment or refund of the range matched to its booking and document. */
export type ReconciliationRow = Type.Static<typeof ReconciliationRow>;
const ReconciliationTotals = Type.Object({
  currency: Currency,
  chargedMinor: Type.Integer(),
  refundedMinor: Type.Integer(),
  pendingMinor: Type.Integer(),
  failedMinor: Type.Integer(),
  netMinor: Type.Integer({ description: 'charged − refunded' }),
});
export type ReconciliationTotals = Type.Static<typeof ReconciliationTotals>;

export const getReconciliation = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/reconciliation',
  summary: 'Payments and refunds in a range, matched to their booking and document; totals per currency over every row',
  description: 'Carriers and brokers: the invoice or consolidated invoice; owners: the statement of income; never the Manager.',
  query: Type.Object({ ...PageQuery.properties, ...ReconciliationQuery }),
  response: responses({ 200: Type.Object({ ...Paged(ReconciliationRow).properties, totals: Type.Array(ReconciliationTotals) }) }),
  access: money,
  cache: REPORTS_CACHE,
});

const PaidBy = literalOf(PAID_BY, {
  description: 'How it was or will be paid: its consolidated invoice, the method of its first payment, an invoice listing it, or not billed yet',
});
export const ReconciliationBookingRow = Type.Object({
  reservationId: Type.Integer(),
  parkingLotName: Type.String(),
  startAt: DateTime(),
  currency: Currency,
  grossMinor: Minor('What was sold, before discounts and taxes'),
  discountsMinor: Minor('Discount codes'),
  refundsMinor: Minor('Given back, taxes included (cancels and partial cancels)'),
  taxesMinor: Minor('Taxes collected'),
  billedMinor: Minor('What the customer pays: gross − discounts − refunds + taxes'),
  paidBy: PaidBy,
  document: Nullable(Type.Object({ kind: literalOf(['INVOICE', 'CONSOLIDATED_INVOICE'] as const), number: Type.String() })),
});
/** A booking of the period, as the statement of income counts it, with how it was or will be paid. */
export type ReconciliationBookingRow = Type.Static<typeof ReconciliationBookingRow>;
const ReconciliationBookingTotals = Type.Object({
  currency: Currency,
  bookings: Type.Integer({ description: 'Bookings as the statement counts them (not those refunded in full)' }),
  grossMinor: Type.Integer(),
  discountsMinor: Type.Integer(),
  refundsMinor: Type.Integer(),
  taxesMinor: Type.Integer(),
  billedMinor: Type.Integer(),
  byWay: Type.Array(Type.Object({ paidBy: PaidBy, bookings: Type.Integer(), billedMinor: Type.Integer() })),
});
/** Per currency over every booking of the range: the statement's figures, and what each way of paying covers. */
export type ReconciliationBookingTotals = Type.Static<typeof ReconciliationBookingTotals>;

export const getReconciliationBookings = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/reconciliation/bookings',
  summary: "Every booking whose money is in the range (the statement of income's bookings) and how it was or will be paid",
  description: 'Totals per currency: the statement’s figures, and per way of paying what it covers (the ways add up to billedMinor).',
  query: Type.Object({ ...PageQuery.properties, ...RangeQuery }),
  response: responses({ 200: Type.Object({ ...Paged(ReconciliationBookingRow).properties, totals: Type.Array(ReconciliationBookingTotals) }) }),
  access: money,
  cache: REPORTS_CACHE,
});

export const exportReconciliationCsv = defineReportEndpoint({
  method: 'GET',
  path: '/api/reports/reconciliation/csv',
  ...csv('The reconciliation as CSV', 'Same query as the reconciliation.', Type.Object(ReconciliationQuery)),
  access: money,
});

// Scheduled reports: a report with its filters mailed as CSV daily, weekly or monthly.
export const ScheduleQuery = Type.Object(
  {
    parkingLotId: Type.Optional(Id('One lot (parkingLots)')),
    orgId: Type.Optional(Id('One organisation (drivers)')),
    status: Type.Optional(oneOf(RECONCILIATION_STATUSES)),
    groupBy: Type.Optional(oneOf(['day', 'month', 'lot', 'organization'])),
    sort: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { description: "The report's filters; the range of each mailing is the period before it (yesterday, last week, last month)" },
);
/** A report's filters kept with its schedule; each mailing's range is the period before it. */
export type ScheduleQuery = Type.Static<typeof ScheduleQuery>;
export const ReportSchedule = Type.Object({
  scheduleId: Type.Integer(),
  report: literalOf(SCHEDULED_REPORTS),
  query: ScheduleQuery,
  frequency: literalOf(SCHEDULE_FREQUENCIES),
  recipients: Type.Array(Type.String()),
  language: literalOf(LANGUAGES, { description: 'The language it is mailed in' }),
  nextRunAt: DateTime(),
  lastSentAt: Nullable(DateTime()),
  createdAt: DateTime(),
});
export type ReportSchedule = Type.Static<typeof ReportSchedule>;

export const listReportSchedules = defineReportEndpoint({
  method: 'GET',
  path: '/api/reportSchedules',
  summary: "The organisation's scheduled reports (recipients still subscribed)",
  response: responses({ 200: Type.Array(ReportSchedule) }),
  access: scheduling('view'),
  cache: REPORT_SCHEDULES_CACHE,
});

export const NewReportSchedule = Type.Object({
  report: literalOf(SCHEDULED_REPORTS),
  query: Type.Optional(ScheduleQuery),
  frequency: literalOf(SCHEDULE_FREQUENCIES),
  recipients: Type.Array(Type.String({ format: 'email', maxLength: 64 }), { minItems: 1, maxItems: 20 }),
  language: Type.Optional(literalOf(LANGUAGES, { description: "The language of the mails (default: the request's Accept-Language, else en)" })),
});
export type NewReportSchedule = Type.Static<typeof NewReportSchedule>;

export const createReportSchedule = defineReportEndpoint({
  method: 'POST',
  path: '/api/reportSchedules',
  summary: 'Mail a report as CSV daily, weekly or monthly to members of the organisation (each mail has an unsubscribe link)',
  description: 'The caller must be allowed the report itself (403 otherwise); recipients must be members of the organisation (400 otherwise).',
  body: NewReportSchedule,
  response: responses({ 201: ReportSchedule }),
  access: scheduling('create'),
  invalidates: [REPORT_SCHEDULES_CACHE],
});

export const deleteReportSchedule = defineReportEndpoint({
  method: 'DELETE',
  path: '/api/reportSchedules/:scheduleId',
  summary: "Stop a scheduled report (another organisation's answers 404)",
  params: Type.Object({ scheduleId: Id('Schedule id') }),
  response: responses({ 204: Type.Null() }),
  access: scheduling('delete'),
  invalidates: [REPORT_SCHEDULES_CACHE],
});

const UnsubscribeToken = Type.Object({ token: Type.String({ minLength: 20, maxLength: 64 }) });
// The mailed link is the recipient's only key: no bearer token and no organisation.
const defineUnsubscribeEndpoint = endpointsOf({ tags, access: { access: 'public' } });

export const unsubscribeQuestion = defineUnsubscribeEndpoint({
  method: 'GET',
  path: '/api/reportSchedules/unsubscribe',
  summary: 'The mailed unsubscribe link: a page asking to confirm (text/html), or whether that recipient already left; changes nothing',
  query: UnsubscribeToken,
  response: responses({ 200: Type.Object({ unsubscribed: Type.Boolean() }) }),
});

export const unsubscribeReport = defineUnsubscribeEndpoint({
  method: 'POST',
  path: '/api/reportSchedules/unsubscribe',
  summary: 'One-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click): that recipient stops receiving that scheduled report',
  query: UnsubscribeToken,
  response: responses({ 200: Type.Object({ unsubscribed: Type.Boolean() }) }),
});
