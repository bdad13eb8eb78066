// Month-end consolidated invoicing and invoice payments (issue 10; DESIGN §7 billing).

/** A month as `YYYY-MM`: the period of POST /api/billing/monthEnd. */
export const PERIOD_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** One consolidated invoice a month-end run wrote. */
export type MonthEndInvoice = {
  invoiceId: number;
  invoiceNumber: string;
  orgId: number;
  orgName: string;
  currency: string;
  totalMinor: number;
  /** Booking lines (tax lines not counted). */
  bookingCount: number;
};

/** POST /api/billing/monthEnd: what this run billed; a second run for the same period bills nothing. */
export type MonthEndResult = {
  period: string;
  invoices: MonthEndInvoice[];
  billedReservations: number;
};

export const INVOICE_PAYMENT_METHODS = ['CARD', 'BANK', 'OPEN_ACCOUNT'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/** One payment of an invoice through the gateway. */
export type InvoicePayment = {
  paymentId: number;
  method: string;
  status: 'Payment Success' | 'Payment Pending' | 'Payment Failed';
  amountMinor: number;
  currency: string;
  failureCode: string | null;
  createdAt: string;
};

/** POST /api/invoices/{invoiceId}/payments body. */
export type PayInvoiceBody = {
  amountMinor: number;
  payment: { method: InvoicePaymentMethod; paymentMethodId?: number; cardNumber?: string };
  /** Language of the receipt mail. */
  language?: string;
};
