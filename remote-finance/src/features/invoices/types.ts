/** An invoice as GET /api/invoices lists it (api/src/modules/billing/schemas.ts). */
export type Invoice = {
  invoiceId: number;
  invoiceNumber: string;
  orgId: number;
  orgName: string;
  kind: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  status: string;
  totalMinor: number;
  currency: string;
};

/**
 * The statuses the invoice filter offers: the ones GET /api/invoices accepts as `status`
 * (INVOICE_STATUSES of the billing schema). Names are SPEC §4 spellings, labelled via status.* keys.
 */
export const INVOICE_FILTER_STATUSES = [
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
] as const;
