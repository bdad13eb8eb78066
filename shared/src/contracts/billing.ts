// Invoice statuses are spelt as SPEC §4's catalogue (plus the 'Paid' display status): one source.
import type { InvoicePayment } from './money';
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

/** An invoice as GET /api/invoices lists it; dates are `YYYY-MM-DD` text (no time zone to shift). */
export type Invoice = {
  invoiceId: number;
  invoiceNumber: string;
  orgId: number;
  orgName: string;
  kind: InvoiceKind;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  status: InvoiceStatus;
  /** total in minor units (cents) */
  totalMinor: number;
  currency: string;
};

/** One line of an invoice: signed minor units; a line may bill one reservation. */
export type InvoiceLine = {
  lineId: number;
  description: string;
  amountMinor: number;
  reservationId: number | null;
  /** A booking's charge, a tax (Canadian taxes are separate lines), a fee, a discount, a refund, or an overstay owed (its taxes are tax lines). */
  kind: InvoiceLineKind;
};

export const INVOICE_LINE_KINDS = ['charge', 'tax', 'fee', 'discount', 'refund', 'overstay'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** GET /api/invoices/{invoiceId}: the invoice with its lines; its total is the sum of the lines. */
export type InvoiceDetail = Invoice & {
  lines: InvoiceLine[];
  payments: InvoicePayment[];
  /** Sum of the successful payments. */
  paidMinor: number;
  /** total − paid, never below zero. */
  balanceMinor: number;
};
