// The invoice endpoints, one definition each: the API registers their routes from them and the
// client derives its fetchers and hooks from them (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { INVOICE_KINDS, INVOICE_LINE_KINDS, INVOICE_STATUSES } from './billing';
import { defineEndpoint } from './endpoint';
import { PERIOD_PATTERN } from './money';
import { Id, literalOf, OrgHeader, oneOf, Paged, PageQuery, responses } from './schema';

/** Every invoice read is cached under this prefix; a payment, a month-end run or a subscription invalidates it. */
export const INVOICES_CACHE = ['invoices'] as const;

/** An invoice as GET /api/invoices lists it; dates are `YYYY-MM-DD` text (no time zone to shift). */
export const Invoice = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  kind: literalOf(INVOICE_KINDS),
  periodStart: Type.String({ format: 'date' }),
  periodEnd: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  status: literalOf(INVOICE_STATUSES),
  totalMinor: Type.Integer({ description: 'Total in minor units (cents)' }),
  currency: oneOf(CURRENCIES),
});
export type Invoice = Type.Static<typeof Invoice>;

/** One line of an invoice: signed minor units; a line may bill one reservation (a charge, a tax, a fee, a discount or a refund). */
export const InvoiceLine = Type.Object({
  lineId: Type.Integer(),
  description: Type.String(),
  amountMinor: Type.Integer({ description: 'Signed amount in minor units (cents)' }),
  reservationId: Type.Union([Type.Integer(), Type.Null()]),
  kind: literalOf(INVOICE_LINE_KINDS),
});
export type InvoiceLine = Type.Static<typeof InvoiceLine>;

/** One payment of an invoice through the gateway. */
export const InvoicePayment = Type.Object({
  paymentId: Type.Integer(),
  method: Type.String(),
  status: Type.Union([Type.Literal('Payment Success'), Type.Literal('Payment Pending'), Type.Literal('Payment Failed')]),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  failureCode: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type InvoicePayment = Type.Static<typeof InvoicePayment>;

/** GET /api/invoices/{invoiceId}: the invoice with its lines; its total is the sum of the lines. */
export const InvoiceDetail = Type.Object({
  ...Invoice.properties,
  lines: Type.Array(InvoiceLine),
  payments: Type.Array(InvoicePayment),
  paidMinor: Type.Integer({ description: 'Sum of the successful payments (minor units)' }),
  balanceMinor: Type.Integer({ description: 'Total minus paid, never below zero (minor units)' }),
});
export type InvoiceDetail = Type.Static<typeof InvoiceDetail>;

/** A month, `YYYY-MM`: the invoices whose period overlaps it. */
const PeriodParam = Type.String({ pattern: PERIOD_PATTERN, description: 'YYYY-MM: invoices whose period overlaps this month' });
const InvoiceFilter = { status: Type.Optional(oneOf(INVOICE_STATUSES)), kind: Type.Optional(oneOf(INVOICE_KINDS)), period: Type.Optional(PeriodParam) };
/** The invoice list's filters; `period` a month, `YYYY-MM`. */
export type InvoiceFilter = { status?: string; kind?: string; period?: string };
const InvoiceParams = Type.Object({ invoiceId: Id('Invoice id') });
const tags = ['billing'];

export const listInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/invoices',
  tags,
  summary: 'Invoices and statements of the current organisation (all, for the platform organisation)',
  headers: OrgHeader,
  query: Type.Object({ ...PageQuery.properties, ...InvoiceFilter }),
  response: responses({ 200: Paged(Invoice) }),
  access: { access: 'org', resource: 'invoices', action: 'view' },
  cache: INVOICES_CACHE,
});

export const exportInvoicesCsv = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/csv',
  tags,
  summary: 'The invoice list (same filters) as CSV',
  headers: OrgHeader,
  query: Type.Object(InvoiceFilter),
  produces: ['text/csv'],
  response: responses({ 200: Type.String({ description: 'CSV with a header row' }) }),
  access: { access: 'org', resource: 'invoices', action: 'view' },
});

export const getInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/:invoiceId',
  tags,
  summary: 'One invoice with its lines (another organisation’s invoice answers 404)',
  headers: OrgHeader,
  params: InvoiceParams,
  response: responses({ 200: InvoiceDetail }),
  access: { access: 'org', resource: 'invoices', action: 'view' },
  cache: INVOICES_CACHE,
});

export const getInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/api/invoices/:invoiceId/pdf',
  tags,
  summary: 'One invoice as a PDF (another organisation’s invoice answers 404)',
  headers: OrgHeader,
  params: InvoiceParams,
  produces: ['application/pdf'],
  response: responses({ 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'The PDF document' }) }),
  access: { access: 'org', resource: 'invoices', action: 'view' },
});
