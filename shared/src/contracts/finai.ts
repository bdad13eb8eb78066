/** One row of a /finai answer's table: column key → value (text, a count, or minor units). */
export type FinAiRow = Record<string, string | number | null>;

/** POST /api/finai/ask → the answer to a question about the platform's money. */
export type FinAiAnswer = {
  question: string;
  /** the question understood; 'unknown' when none was */
  intent: 'revenueByLot' | 'revenueByMonth' | 'revenueByOwner' | 'failedPayments' | 'unpaidInvoices' | 'topCustomers' | 'unknown';
  /** the period it is about (half-open, UTC), or null for all time */
  period: { from: string; to: string; label: string } | null;
  columns: string[];
  /** the first 50 rows */
  rows: FinAiRow[];
  totalRows: number;
  /** the sum of amountMinor per currency (never across currencies) */
  totals: { currency: string; amountMinor: number }[];
  /** questions to try, when this one was not understood */
  suggestions: string[];
};
