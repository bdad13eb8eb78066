// Discount-code invoices: what an owner's discount codes cost it in one month.

/** One code's uses at one lot in the period. */
export type DiscountCodeInvoiceRow = {
  discountCodeId: number;
  code: string;
  parkingLotId: number;
  parkingLotName: string;
  ownerOrgId: number;
  ownerOrgName: string;
  currency: string;
  /** bookings that used the code and started in the period */
  uses: number;
  /** what the code took off those bookings, minor units */
  discountMinor: number;
};

/** The sum of one currency's rows (USD and CAD are never added together). */
export type DiscountCodeInvoiceTotal = { currency: string; uses: number; discountMinor: number };

/** GET /api/discountCodeInvoices?period=YYYY-MM */
export type DiscountCodeInvoice = {
  period: string;
  periodStart: string;
  periodEnd: string;
  /** the accounting zone the month is cut in (the owner's); null for the platform, where each owner's month is cut in its own zone */
  timeZone: string | null;
  rows: DiscountCodeInvoiceRow[];
  totals: DiscountCodeInvoiceTotal[];
};
