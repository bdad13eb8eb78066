// Statements of income: what an owner's lots earned in one month, in minor units.

/** The money columns of a statement row and of its per-currency totals. */
export type StatementAmounts = {
  /** bookings that started in the period */
  bookings: number;
  /** booked value before discounts and taxes */
  grossMinor: number;
  /** discounts granted (discount codes) */
  discountsMinor: number;
  /** given back on cancels and partial cancels, taxes included */
  refundsMinor: number;
  /** the platform's fee (PLATFORM_FEE_RATE of gross − discounts, none on cancelled bookings) */
  platformFeeMinor: number;
  /** taxes collected with the bookings (Canadian lots) */
  taxesMinor: number;
  /** gross − discounts + taxes − refunds − platform fee */
  netPayoutMinor: number;
};

/** One lot's month, in the lot's currency. */
export type StatementRow = StatementAmounts & {
  parkingLotId: number;
  parkingLotName: string;
  ownerOrgId: number;
  ownerOrgName: string;
  currency: string;
};

/** The sum of the rows of one currency (USD and CAD are never added together). */
export type StatementTotal = StatementAmounts & { currency: string };

/**
 * A credit note adjusting the month's issued statement of income (a refund made after it was
 * issued): the page's figures are the statement plus these, so the change is never silent.
 */
export type StatementAdjustment = {
  invoiceId: number;
  invoiceNumber: string;
  /** the statement of income it adjusts */
  adjustsInvoiceNumber: string;
  ownerOrgName: string;
  currency: string;
  /** the signed change of the net payout, minor units */
  totalMinor: number;
};

/** The month's statement of income as issued (a document of the invoice list), with its due date and status. */
export type StatementDocument = {
  invoiceId: number;
  invoiceNumber: string;
  ownerOrgName: string;
  currency: string;
  /** YYYY-MM-DD */
  dueDate: string | null;
  /** as stored; shown through invoiceStatus (Overdue past its due date while its payout is pending) */
  status: string;
};

/** GET /api/statements?period=YYYY-MM */
export type Statement = {
  period: string;
  /** first and last day of the period, YYYY-MM-DD */
  periodStart: string;
  periodEnd: string;
  /** the accounting zone the month is cut in (the owner's); null for the platform, where each owner's month is cut in its own zone */
  timeZone: string | null;
  /** the fee rate applied, parts per million (100000 = 10 %) */
  platformFeeRate: number;
  rows: StatementRow[];
  totals: StatementTotal[];
  adjustments: StatementAdjustment[];
  /** the month's issued statements of income (none before month-end) */
  documents: StatementDocument[];
};
