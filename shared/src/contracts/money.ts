// Month-end consolidated invoicing and invoice payments (DESIGN §7 billing).

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

/** A statement of income (the owner's payout) or discount-code invoice a month-end run issued to a lot owner. */
export type MonthEndOwnerDocument = {
  invoiceId: number;
  invoiceNumber: string;
  orgId: number;
  orgName: string;
  kind: 'statement_of_income' | 'discount_code';
  currency: string;
  totalMinor: number;
};

/** Why a month-end run wrote no consolidated invoice. */
export type MonthEndNothingBilled = {
  /** NO_NETWORK_BOOKINGS: no carrier-network booking paid later started in the period; ALREADY_BILLED: all of them are on invoices already */
  reason: 'NO_NETWORK_BOOKINGS' | 'ALREADY_BILLED';
  /** the period's carrier-network bookings already on a consolidated invoice */
  alreadyBilledReservations: number;
};

/** POST /api/billing/monthEnd: what this run billed; a second run for the same period bills nothing, and says why. */
export type MonthEndResult = {
  period: string;
  invoices: MonthEndInvoice[];
  billedReservations: number;
  ownerDocuments: MonthEndOwnerDocument[];
  nothingBilled: MonthEndNothingBilled | null;
};

export const INVOICE_PAYMENT_METHODS = ['CARD', 'BANK', 'OPEN_ACCOUNT'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

/** POST /api/invoices/{invoiceId}/payments body. */
export type PayInvoiceBody = {
  amountMinor: number;
  payment: { method: InvoicePaymentMethod; paymentMethodId?: number; cardNumber?: string };
  /** Language of the receipt mail. */
  language?: string;
};
