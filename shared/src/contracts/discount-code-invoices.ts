// Discount-code invoices: what an owner's discount codes cost it in one month, one definition per
// endpoint (the API registers the routes, the client derives its reads). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { endpointsOf } from './endpoint';
import { csvAnswer, MonthParams, MonthQuery, oneOf, OrgHeader, pdfAnswer, responses } from './schema';

/** Every discount-code invoice read. */
export const DISCOUNT_CODE_INVOICES_CACHE = ['discountCodeInvoices'] as const;

/** One code's uses at one lot in the period: bookings that used it and started in the period, and what it took off them. */
export const DiscountCodeInvoiceRow = Type.Object({
  discountCodeId: Type.Integer(),
  code: Type.String(),
  parkingLotId: Type.Integer(),
  parkingLotName: Type.String(),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String(),
  currency: oneOf(CURRENCIES),
  uses: Type.Integer({ description: 'Bookings of the period that used the code' }),
  discountMinor: Type.Integer({ description: 'What the code took off them, minor units (cents)' }),
});
export type DiscountCodeInvoiceRow = Type.Static<typeof DiscountCodeInvoiceRow>;

/** The sum of one currency's rows (USD and CAD are never added together). */
export const DiscountCodeInvoiceTotal = Type.Object({ currency: oneOf(CURRENCIES), uses: Type.Integer(), discountMinor: Type.Integer() });
export type DiscountCodeInvoiceTotal = Type.Static<typeof DiscountCodeInvoiceTotal>;

/** GET /api/discountCodeInvoices?period=YYYY-MM */
export const DiscountCodeInvoice = Type.Object({
  period: Type.String(),
  periodStart: Type.String({ format: 'date' }),
  periodEnd: Type.String({ format: 'date' }),
  timeZone: Type.Union([Type.String(), Type.Null()], {
    description: "The accounting zone the month is cut in (the owner's); null for the platform, where each owner's month is cut in its own zone",
  }),
  rows: Type.Array(DiscountCodeInvoiceRow),
  totals: Type.Array(DiscountCodeInvoiceTotal, { description: 'One per currency: USD and CAD are never added together' }),
});
export type DiscountCodeInvoice = Type.Static<typeof DiscountCodeInvoice>;

const description = 'A parking lot owner: its own codes; the platform organisation: every owner’s. Never the Manager role, never a carrier or broker (403).';
const defineDiscountInvoiceEndpoint = endpointsOf({ tags: ['billing'], headers: OrgHeader });
const access = { access: 'org', resource: 'discountCodeInvoices', action: 'view' } as const;

export const getDiscountCodeInvoice = defineDiscountInvoiceEndpoint({
  method: 'GET',
  path: '/api/discountCodeInvoices',
  summary: 'What the discount codes cost in one month, per code and lot',
  description,
  query: MonthQuery(),
  response: responses({ 200: DiscountCodeInvoice }),
  access,
  cache: DISCOUNT_CODE_INVOICES_CACHE,
});

export const getDiscountCodeInvoicePdf = defineDiscountInvoiceEndpoint({
  method: 'GET',
  path: '/api/discountCodeInvoices/:period/pdf',
  summary: 'The discount-code invoice of one month as a PDF',
  description,
  params: MonthParams(),
  ...pdfAnswer(),
  access,
});

export const exportDiscountCodeInvoiceCsv = defineDiscountInvoiceEndpoint({
  method: 'GET',
  path: '/api/discountCodeInvoices/:period/csv',
  summary: 'The discount-code invoice of one month as CSV (a row per code, lot and currency, then a total row per currency)',
  description,
  params: MonthParams(),
  ...csvAnswer(),
  access,
});
