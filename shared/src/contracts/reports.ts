// The reports API (DESIGN §8; field names are a contract): answers and the sort every list takes.
// Amounts are integer minor units with their currency, never summed across currencies.

/** A report's sort, sent as `sort=<key>,<direction>`. */
export type ReportSort = { key: string; direction: 'asc' | 'desc' };

export type CurrencyAmount = { currency: string; amountMinor: number };

export type Dashboard = {
  days: number;
  from: string;
  to: string;
  bookings: number;
  previousBookings: number;
  revenue: (CurrencyAmount & { previousAmountMinor: number })[];
  occupancyPercent: number;
  previousOccupancyPercent: number;
  /** revenue ÷ bookings, per currency; previous null when the previous period had no booking */
  averageBookingValue: (CurrencyAmount & { previousAmountMinor: number | null })[];
  cancellations: number;
  previousCancellations: number;
  refunds: (CurrencyAmount & { previousAmountMinor: number })[];
  /** the last 6 months, oldest first */
  cancellationsByMonth: { month: string; count: number }[];
  daily: { date: string; bookings: number; revenue: CurrencyAmount[] }[];
  topLots: { parkingLotId: number; name: string; currency: string; bookings: number; revenueMinor: number }[];
  attention: { pendingPayments: number; failedPayments: number; arrivalsToday: number };
  /** when the figures were read */
  asOf: string;
};

export type LotReportRow = {
  parkingLotId: number;
  name: string;
  currency: string;
  totalSlots: number;
  bookings: number;
  occupancyPercent: number;
  /** gross: what was sold, before discounts, refunds and taxes */
  grossMinor: number;
  /** net sales: gross − discounts − refunds + taxes (the dashboard's revenue) */
  netSalesMinor: number;
  /** average net sale: net sales ÷ bookings, taxes included */
  averagePriceMinor: number;
  listPriceMinor?: number | null;
  cancellations: number;
  /** slot-hours trucks were on the lot, check-in to check-out (the gate): usedSlotMinutes ÷ 60, to the hundredth */
  usedSlotHours: number;
  /** whole minutes trucks were on the lot: the sum of the range's days in booked against used */
  usedSlotMinutes: number;
  /** booked slots starting in the range that were no-shows */
  noShows: number;
  /** overstay charged in the range, before taxes */
  overstayMinor: number;
};

/** weekday 0 = Sunday … 6 = Saturday, hour 0-23, at the lot's clock */
export type OccupancyCell = { weekday: number; hour: number; occupancyPercent: number };

export type AssetReportRow = {
  assetId: number;
  vin: string;
  licensePlate: string;
  orgName: string;
  bookings: number;
  /** How many different lots those bookings were at. */
  lotsUsed: number;
  hoursParked: number;
  spent: CurrencyAmount[];
  lastBookingAt: string | null;
  /** hours the truck was actually on a lot, check-in to check-out (the gate) */
  hoursOnLot: number;
};

export type DriverReportRow = {
  driverId: number;
  firstName: string;
  lastName: string;
  orgId: number;
  orgName: string;
  bookings: number;
  lotsUsed: number;
  hoursParked: number;
  spent: CurrencyAmount[];
  lastBookingAt: string | null;
  status: string;
};

export const REVENUE_GROUPS = ['day', 'month', 'lot', 'organization'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

export type RevenueFigures = {
  currency: string;
  bookings: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  platformFeeMinor: number;
  taxesMinor: number;
  netMinor: number;
};

export type RevenueReport = { groupBy: string; from: string; to: string; rows: (RevenueFigures & { key: string; label: string })[]; totals: RevenueFigures[] };

/** The reconciliation's status filter: a payment status, or `unmatched` (on no document yet). */
export const RECONCILIATION_STATUSES = [
  'Payment Success',
  'Payment Refunded',
  'Payment Pending',
  'Payment Initiated',
  'Payment Failed',
  'To be Paid',
  'unmatched',
] as const;

export type ReconciliationRow = {
  paymentId: number;
  reservationId: number;
  at: string;
  method: string;
  status: string;
  amountMinor: number;
  currency: string;
  document: { kind: 'INVOICE' | 'CONSOLIDATED_INVOICE' | 'STATEMENT'; number: string } | null;
  matched: boolean;
};

export type ReconciliationTotals = {
  currency: string;
  chargedMinor: number;
  refundedMinor: number;
  pendingMinor: number;
  failedMinor: number;
  netMinor: number;
};

/**
 * How a booking of the period was or will be paid, first match wins: billed on a consolidated
 * invoice; paid at booking (card, bank, open account, pay later); listed on an invoice; not billed yet.
 */
export const PAID_BY = ['CONSOLIDATED_INVOICE', 'CARD', 'BANK', 'OPEN_ACCOUNT', 'PAY_LATER', 'INVOICE', 'NOT_BILLED'] as const;
export type PaidBy = (typeof PAID_BY)[number];

/**
 * A booking of the period, as the statement of income counts it (its money accrues in the range):
 * its money and how it was or will be paid, so every booking of the statement is accounted for.
 */
export type ReconciliationBookingRow = {
  reservationId: number;
  parkingLotName: string;
  startAt: string;
  currency: string;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  taxesMinor: number;
  /** what the customer pays for it: gross − discounts − refunds + taxes */
  billedMinor: number;
  paidBy: PaidBy;
  /** the invoice that bills it, when one does */
  document: { kind: 'INVOICE' | 'CONSOLIDATED_INVOICE'; number: string } | null;
};

/** Per currency over every booking of the range: the statement's figures, and what each way of paying covers. */
export type ReconciliationBookingTotals = {
  currency: string;
  bookings: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  taxesMinor: number;
  billedMinor: number;
  byWay: { paidBy: PaidBy; bookings: number; billedMinor: number }[];
};

/** The reports a schedule can mail (DESIGN §8: POST /api/reportSchedules `report`). */
export const SCHEDULED_REPORTS = ['parkingLots', 'assets', 'drivers', 'revenue', 'reconciliation'] as const;
export type ScheduledReport = (typeof SCHEDULED_REPORTS)[number];
export const SCHEDULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
/** A report's filters kept with its schedule; each mailing's range is the period before it. */
export type ScheduleQuery = { parkingLotId?: number; orgId?: number; status?: string; groupBy?: string; sort?: string };

export type ReportSchedule = {
  scheduleId: number;
  report: ScheduledReport;
  query: ScheduleQuery;
  frequency: ScheduleFrequency;
  recipients: string[];
  /** the language it is mailed in (its maker's) */
  language: 'en' | 'fr' | 'es';
  nextRunAt: string;
  lastSentAt: string | null;
  createdAt: string;
};
