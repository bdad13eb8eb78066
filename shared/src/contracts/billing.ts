// Invoice statuses are spelt as SPEC §4's catalogue (plus the 'Paid' display status): one source.
import type { PAID_STATUS, StatusName } from '@haulstop/shared/constants';

/** What an invoice row is: the `kind` filter of GET /api/invoices (a credit note adjusts an issued statement of income). */
export const INVOICE_KINDS = ['invoice', 'consolidated', 'discount_code', 'subscription', 'statement_of_income', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The statuses an invoice can have; the `status` filter of GET /api/invoices. */
export const INVOICE_STATUSES = [
  'Unpaid',
  'Partially Paid',
  'To be Paid',
  'Payment Success',
  'Payment Failed',
  'Payment Pending',
  'Payment Initiated',
  'Payment Refunded',
  'Currently Recurring',
  'Recurring Failed',
  'Cancelled',
  'Paid',
] as const satisfies readonly (StatusName | typeof PAID_STATUS)[];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_LINE_KINDS = ['charge', 'tax', 'fee', 'discount', 'refund', 'overstay', 'no_show_fee'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
