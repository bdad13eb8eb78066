import { majorUnits, type ListColumn } from './columns';

/**
 * A line of a discount-code invoice as its CSV holds it: a code's uses at a lot in its currency, or
 * a currency's total (no code owner, lot or code but "Total"), with the month it is of.
 */
export type DiscountInvoiceLine = {
  period: string;
  ownerOrgName: string;
  code: string;
  parkingLotName: string;
  currency: string;
  uses: number;
  discountMinor: number;
};

/**
 * The discount-code invoice's columns, for GET /api/discountCodeInvoices/{period}/csv: each header
 * is its label in the request's language (discountInvoiceColumns.* in shared/locales: common
 * texts, since the API reads them too), never a field name. Amounts in major units.
 */
export const DISCOUNT_INVOICE_COLUMNS: readonly ListColumn<DiscountInvoiceLine>[] = [
  { key: 'period', label: 'discountInvoiceColumns.period', value: (r) => r.period, only: 'csv' },
  { key: 'ownerOrgName', label: 'discountInvoiceColumns.owner', value: (r) => r.ownerOrgName },
  { key: 'code', label: 'discountInvoiceColumns.code', value: (r) => r.code },
  { key: 'parkingLotName', label: 'discountInvoiceColumns.lot', value: (r) => r.parkingLotName },
  { key: 'currency', label: 'discountInvoiceColumns.currency', value: (r) => r.currency },
  { key: 'uses', label: 'discountInvoiceColumns.uses', value: (r) => r.uses, align: 'end' },
  { key: 'discount', label: 'discountInvoiceColumns.discount', value: (r) => majorUnits(r.discountMinor), align: 'end' },
];
