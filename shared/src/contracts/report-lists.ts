// The reports' fixed lists and small types (DESIGN §8), without schemas: the screens' filters and
// the API's schemas (@haulstop/shared/contracts/reports) read the same lists.

/** A report's sort, sent as `sort=<key>,<direction>`. */
export type ReportSort = { key: string; direction: 'asc' | 'desc' };

export type CurrencyAmount = { currency: string; amountMinor: number };

export const REVENUE_GROUPS = ['day', 'month', 'lot', 'organization'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

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

/**
 * How a booking of the period was or will be paid, first match wins: billed on a consolidated
 * invoice; paid at booking (card, bank, open account, pay later); listed on an invoice; not billed yet.
 */
export const PAID_BY = ['CONSOLIDATED_INVOICE', 'CARD', 'BANK', 'OPEN_ACCOUNT', 'PAY_LATER', 'INVOICE', 'NOT_BILLED'] as const;
export type PaidBy = (typeof PAID_BY)[number];

/** The reports a schedule can mail (DESIGN §8: POST /api/reportSchedules `report`). */
export const SCHEDULED_REPORTS = ['parkingLots', 'assets', 'drivers', 'revenue', 'reconciliation'] as const;
export type ScheduledReport = (typeof SCHEDULED_REPORTS)[number];
export const SCHEDULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
