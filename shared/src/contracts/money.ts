// Month-end consolidated invoicing and invoice payments: the lists their endpoints (contracts/invoices) read.

/** A month as `YYYY-MM`: the period of POST /api/billing/monthEnd. */
export const PERIOD_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

export const INVOICE_PAYMENT_METHODS = ['CARD', 'BANK', 'OPEN_ACCOUNT'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
