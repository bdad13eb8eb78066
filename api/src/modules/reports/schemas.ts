import { Type, type TSchema } from 'typebox';
import { CURRENCIES, LANGUAGES } from '@haulstop/shared/constants';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, OrgHeader, oneOf, responses } from '../../lib/schemas';
import { PAID_BY, RECONCILIATION_STATUSES } from '@haulstop/shared/contracts';

const Currency = oneOf(CURRENCIES);
const Minor = (description: string) => Type.Integer({ description: `${description}, minor units (cents)` });
const Amounts = Type.Array(Type.Object({ currency: Currency, amountMinor: Type.Integer() }), {
  description: 'One per currency: never summed across currencies',
});
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const RangeQuery = {
  from: Type.Optional(
    Type.String({ description: "Inclusive start: a date (YYYY-MM-DD, at the organisation's midnight) or an ISO date-time; default: 30 days before `to`" }),
  ),
  to: Type.Optional(Type.String({ description: 'Exclusive end: a date or an ISO date-time; default: the end of today' })),
};
const Sort = (fields: readonly string[]) => Type.Optional(Type.String({ description: `field,asc|desc; field one of ${fields.join(', ')}` }));

const csv = <Q extends TSchema>(summary: string, description: string, querystring: Q) => ({
  tags: ['reports'],
  summary,
  description: `${description} All rows (not one page), amounts in major units with the currency code, streamed.`,
  headers: OrgHeader,
  querystring,
  produces: ['text/csv'],
  response: responses({ 200: Type.String({ description: 'CSV with a header row' }) }),
});

// Dashboard.
export const DashboardSchema = Type.Object({
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

export const dashboardSchema = {
  tags: ['reports'],
  summary: 'Company dashboard: the last 7, 30 or 90 days beside the period before',
  description: "A parking lot owner's lots (the platform: every owner's). Money from the ledger, as on statements.",
  headers: OrgHeader,
  querystring: Type.Object({ days: Type.Optional(Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)], { default: 30 })) }),
  response: responses({ 200: DashboardSchema }),
};

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
});
export const lotReportSchema = {
  tags: ['reports'],
  summary: 'Per lot over a range: bookings, occupancy, gross, net sales, average net sale, cancellations',
  headers: OrgHeader,
  querystring: Type.Object({ ...PageQuery.properties, ...LotQuery }),
  response: responses({ 200: Paged(LotReportRow) }),
};
export const lotReportCsvSchema = csv('The lot report as CSV', 'Same query as the lot report.', Type.Object(LotQuery));

export const occupancySchema = {
  tags: ['reports'],
  summary: "Occupancy of one lot by weekday (0 = Sunday) × hour, at the lot's clock; another organisation's lot answers 404",
  headers: OrgHeader,
  params: Type.Object({ parkingLotId: Id('Parking lot id') }),
  querystring: Type.Object(RangeQuery),
  response: responses({
    200: Type.Object({
      parkingLotId: Type.Integer(),
      timeZone: Type.String(),
      from: DateTime(),
      to: DateTime(),
      cells: Type.Array(Type.Object({ weekday: Type.Integer(), hour: Type.Integer(), occupancyPercent: Type.Number() })),
    }),
  }),
};

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
const AssetQuery = {
  ...RangeQuery,
  orgId: Type.Optional(Id('One organisation: the caller, or one of its sub-carriers')),
  sort: Sort(['vin', 'licensePlate', 'orgName', 'bookings', 'lotsUsed', 'hoursParked', 'lastBookingAt']),
};
export const assetReportSchema = {
  tags: ['reports'],
  summary: "Per truck and trailer: bookings, lots used, hours parked, spend per currency, last booking (a network parent: its sub-carriers' too)",
  headers: OrgHeader,
  querystring: Type.Object({ ...PageQuery.properties, ...AssetQuery }),
  response: responses({ 200: Paged(AssetReportRow) }),
};
export const assetReportCsvSchema = csv('The asset report as CSV (a row per asset and currency)', 'Same query as the asset report.', Type.Object(AssetQuery));

export const DriverReportRow = Type.Object({
  driverId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  status: Type.String(),
  ...Spend,
});
const DriverQuery = {
  ...RangeQuery,
  orgId: Type.Optional(Id('One organisation')),
  sort: Sort(['lastName', 'firstName', 'orgName', 'bookings', 'lotsUsed', 'hoursParked', 'lastBookingAt']),
};
export const driverReportSchema = {
  tags: ['reports'],
  summary: 'Drivers across organisations (the platform only): bookings, spend, last booking, status',
  headers: OrgHeader,
  querystring: Type.Object({ ...PageQuery.properties, ...DriverQuery }),
  response: responses({ 200: Paged(DriverReportRow) }),
};
export const driverReportCsvSchema = csv('The drivers report as CSV (a row per driver and currency)', 'The platform only.', Type.Object(DriverQuery));

// Revenue.
const RevenueAmounts = {
  bookings: Type.Integer(),
  grossMinor: Minor('Gross'),
  discountsMinor: Minor('Discounts'),
  refundsMinor: Minor('Refunds'),
  platformFeeMinor: Minor('Platform fee'),
  taxesMinor: Minor('Taxes'),
  netMinor: Minor("gross − discounts + taxes − refunds − platform fee: the owners' net payout, as on statements"),
};
const RevenueQuery = { ...RangeQuery, groupBy: Type.Optional(oneOf(['day', 'month', 'lot', 'organization'], { description: 'Default: day' })) };
export const revenueSchema = {
  tags: ['reports'],
  summary: 'Revenue per day, month, lot or owner organisation and currency (the platform only); totals per currency',
  headers: OrgHeader,
  querystring: Type.Object(RevenueQuery),
  response: responses({
    200: Type.Object({
      groupBy: Type.String(),
      from: DateTime(),
      to: DateTime(),
      rows: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), currency: Currency, ...RevenueAmounts })),
      totals: Type.Array(Type.Object({ currency: Currency, ...RevenueAmounts })),
    }),
  }),
};
export const revenueCsvSchema = csv('The revenue report as CSV', 'The platform only.', Type.Object(RevenueQuery));

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
  document: Nullable(Type.Object({ kind: oneOf(['INVOICE', 'CONSOLIDATED_INVOICE', 'STATEMENT']), number: Type.String() })),
  matched: Type.Boolean(),
});
export const reconciliationSchema = {
  tags: ['reports'],
  summary: 'Payments and refunds in a range, matched to their booking and document; totals per currency over every row',
  description: 'Carriers and brokers: the invoice or consolidated invoice; owners: the statement of income; never the Manager.',
  headers: OrgHeader,
  querystring: Type.Object({ ...PageQuery.properties, ...ReconciliationQuery }),
  response: responses({
    200: Type.Object({
      ...Paged(ReconciliationRow).properties,
      totals: Type.Array(
        Type.Object({
          currency: Currency,
          chargedMinor: Type.Integer(),
          refundedMinor: Type.Integer(),
          pendingMinor: Type.Integer(),
          failedMinor: Type.Integer(),
          netMinor: Type.Integer({ description: 'charged − refunded' }),
        }),
      ),
    }),
  }),
};
const PaidBy = oneOf(PAID_BY, {
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
  document: Nullable(Type.Object({ kind: oneOf(['INVOICE', 'CONSOLIDATED_INVOICE']), number: Type.String() })),
});
export const reconciliationBookingsSchema = {
  tags: ['reports'],
  summary: "Every booking whose money is in the range (the statement of income's bookings) and how it was or will be paid",
  description: 'Totals per currency: the statement’s figures, and per way of paying what it covers (the ways add up to billedMinor).',
  headers: OrgHeader,
  querystring: Type.Object({ ...PageQuery.properties, ...RangeQuery }),
  response: responses({
    200: Type.Object({
      ...Paged(ReconciliationBookingRow).properties,
      totals: Type.Array(
        Type.Object({
          currency: Currency,
          bookings: Type.Integer({ description: 'Bookings as the statement counts them (not those refunded in full)' }),
          grossMinor: Type.Integer(),
          discountsMinor: Type.Integer(),
          refundsMinor: Type.Integer(),
          taxesMinor: Type.Integer(),
          billedMinor: Type.Integer(),
          byWay: Type.Array(Type.Object({ paidBy: PaidBy, bookings: Type.Integer(), billedMinor: Type.Integer() })),
        }),
      ),
    }),
  }),
};
export const reconciliationCsvSchema = csv('The reconciliation as CSV', 'Same query as the reconciliation.', Type.Object(ReconciliationQuery));

// Scheduled reports.
const ScheduleQuery = Type.Object(
  {
    parkingLotId: Type.Optional(Id('One lot (parkingLots)')),
    orgId: Type.Optional(Id('One organisation (drivers)')),
    status: Type.Optional(oneOf(RECONCILIATION_STATUSES)),
    groupBy: Type.Optional(oneOf(['day', 'month', 'lot', 'organization'])),
    sort: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { description: "The report's filters; the range of each mailing is the period before it (yesterday, last week, last month)" },
);
export const ScheduleSchema = Type.Object({
  scheduleId: Type.Integer(),
  report: Type.String(),
  query: ScheduleQuery,
  frequency: Type.String(),
  recipients: Type.Array(Type.String()),
  language: oneOf(LANGUAGES, { description: 'The language it is mailed in' }),
  nextRunAt: DateTime(),
  lastSentAt: Nullable(DateTime()),
  createdAt: DateTime(),
});
const SCHEDULE_REPORTS = ['parkingLots', 'assets', 'drivers', 'revenue', 'reconciliation'];
export const listSchedulesSchema = {
  tags: ['reports'],
  summary: "The organisation's scheduled reports (recipients still subscribed)",
  headers: OrgHeader,
  response: responses({ 200: Type.Array(ScheduleSchema) }),
};
export const createScheduleSchema = {
  tags: ['reports'],
  summary: 'Mail a report as CSV daily, weekly or monthly to members of the organisation (each mail has an unsubscribe link)',
  description: 'The caller must be allowed the report itself (403 otherwise); recipients must be members of the organisation (400 otherwise).',
  headers: OrgHeader,
  body: Type.Object({
    report: oneOf(SCHEDULE_REPORTS),
    query: Type.Optional(ScheduleQuery),
    frequency: oneOf(['DAILY', 'WEEKLY', 'MONTHLY']),
    recipients: Type.Array(Type.String({ format: 'email', maxLength: 64 }), { minItems: 1, maxItems: 20 }),
    language: Type.Optional(oneOf(LANGUAGES, { description: "The language of the mails (default: the request's Accept-Language, else en)" })),
  }),
  response: responses({ 201: ScheduleSchema }),
};
export const deleteScheduleSchema = {
  tags: ['reports'],
  summary: "Stop a scheduled report (another organisation's answers 404)",
  headers: OrgHeader,
  params: Type.Object({ scheduleId: Id('Schedule id') }),
  response: responses({ 204: Type.Null() }),
};
const UnsubscribeToken = Type.Object({ token: Type.String({ minLength: 20, maxLength: 64 }) });
export const unsubscribeQuestionSchema = {
  tags: ['reports'],
  summary: 'The mailed unsubscribe link: a page asking to confirm (text/html), or whether that recipient already left; changes nothing',
  querystring: UnsubscribeToken,
  response: responses({ 200: Type.Object({ unsubscribed: Type.Boolean() }) }),
};
export const unsubscribeSchema = {
  tags: ['reports'],
  summary: 'One-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click): that recipient stops receiving that scheduled report',
  querystring: UnsubscribeToken,
  response: responses({ 200: Type.Object({ unsubscribed: Type.Boolean() }) }),
};
