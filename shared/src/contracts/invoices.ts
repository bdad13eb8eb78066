// The invoice endpoints, one definition each: the API registers their routes from them and the
// client derives its fetchers and hooks from them (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { INVOICE_KINDS, INVOICE_LINE_KINDS, INVOICE_STATUSES } from './billing';
import { endpointsOf } from './endpoint';
import { INVOICE_PAYMENT_METHODS, PERIOD_PATTERN } from './money';
import { constOf, csvAnswer, Id, IdempotentHeaders, literalOf, oneOf, OrgHeader, Paged, PageQuery, pdfAnswer, responses } from './schema';

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
const defineInvoiceEndpoint = endpointsOf({ tags: ['billing'] });

export const listInvoices = defineInvoiceEndpoint({
  method: 'GET',
  path: '/api/invoices',
  summary: 'Invoices and statements of the current organisation (all, for the platform organisation)',
  headers: OrgHeader,
  query: Type.Object({ ...PageQuery.properties, ...InvoiceFilter }),
  response: responses({ 200: Paged(Invoice) }),
  access: { access: 'org', resource: 'invoices', action: 'view' },
  cache: INVOICES_CACHE,
});

export const exportInvoicesCsv = defineInvoiceEndpoint({
  method: 'GET',
  path: '/api/invoices/csv',
  summary: 'The invoice list (same filters) as CSV',
  headers: OrgHeader,
  query: Type.Object(InvoiceFilter),
  ...csvAnswer(),
  access: { access: 'org', resource: 'invoices', action: 'view' },
});

export const getInvoice = defineInvoiceEndpoint({
  method: 'GET',
  path: '/api/invoices/:invoiceId',
  summary: 'One invoice with its lines (another organisation’s invoice answers 404)',
  headers: OrgHeader,
  params: InvoiceParams,
  response: responses({ 200: InvoiceDetail }),
  access: { access: 'org', resource: 'invoices', action: 'view' },
  cache: INVOICES_CACHE,
});

export const getInvoicePdf = defineInvoiceEndpoint({
  method: 'GET',
  path: '/api/invoices/:invoiceId/pdf',
  summary: 'One invoice as a PDF (another organisation’s invoice answers 404)',
  headers: OrgHeader,
  params: InvoiceParams,
  ...pdfAnswer(),
  access: { access: 'org', resource: 'invoices', action: 'view' },
});

/** POST /api/invoices/{invoiceId}/payments body: all or part of the balance, paid one way; the receipt mail's language. */
export const PayInvoiceBody = Type.Object(
  {
    amountMinor: Type.Integer({ minimum: 1, description: 'Amount in minor units, at most the balance' }),
    payment: Type.Object(
      {
        method: constOf(INVOICE_PAYMENT_METHODS),
        paymentMethodId: Type.Optional(Id('A saved card or bank account, or an open account (OPEN_ACCOUNT)')),
        cardNumber: Type.Optional(Type.String({ maxLength: 23, description: 'Sandbox test card (DESIGN §7)' })),
      },
      { additionalProperties: false },
    ),
    language: Type.Optional(Type.String({ maxLength: 5, description: 'Language of the receipt mail (en, fr, es)' })),
  },
  { additionalProperties: false },
);
export type PayInvoiceBody = Type.Static<typeof PayInvoiceBody>;

export const payInvoice = defineInvoiceEndpoint({
  method: 'POST',
  path: '/api/invoices/:invoiceId/payments',
  summary: 'Pays an invoice (all or part of its balance) through the payment gateway; a receipt is mailed',
  headers: IdempotentHeaders,
  params: InvoiceParams,
  body: PayInvoiceBody,
  response: responses({ 200: InvoiceDetail }),
  access: { access: 'org', resource: 'invoicePayments', action: 'create' },
  // A payment changes the invoice, its status in the list and the balance.
  invalidates: [INVOICES_CACHE],
});

/** One consolidated invoice a month-end run wrote; `bookingCount` counts booking lines (tax lines not counted). */
export const MonthEndInvoice = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  currency: oneOf(CURRENCIES),
  totalMinor: Type.Integer(),
  bookingCount: Type.Integer(),
});
export type MonthEndInvoice = Type.Static<typeof MonthEndInvoice>;

/** A statement of income (the owner's payout) or discount-code invoice a month-end run issued to a lot owner. */
export const MonthEndOwnerDocument = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  kind: Type.Union([Type.Literal('statement_of_income'), Type.Literal('discount_code')]),
  currency: oneOf(CURRENCIES),
  totalMinor: Type.Integer(),
});
export type MonthEndOwnerDocument = Type.Static<typeof MonthEndOwnerDocument>;

/**
 * Why a month-end run wrote no consolidated invoice: NO_NETWORK_BOOKINGS, no carrier-network booking paid
 * later started in the period; ALREADY_BILLED, all of them are on invoices already (how many: alreadyBilledReservations).
 */
const MonthEndNothingBilled = Type.Object({
  reason: Type.Union([Type.Literal('NO_NETWORK_BOOKINGS'), Type.Literal('ALREADY_BILLED')]),
  alreadyBilledReservations: Type.Integer(),
});
export type MonthEndNothingBilled = Type.Static<typeof MonthEndNothingBilled>;

/** POST /api/billing/monthEnd: what this run billed; a second run for the same period bills nothing, and says why. */
export const MonthEndResult = Type.Object({
  period: Type.String(),
  invoices: Type.Array(MonthEndInvoice),
  billedReservations: Type.Integer(),
  ownerDocuments: Type.Array(MonthEndOwnerDocument, {
    description: 'Statements of income and discount-code invoices issued to lot owners from the ledger (each once per owner, month and currency)',
  }),
  nothingBilled: Type.Union([MonthEndNothingBilled, Type.Null()], { description: 'When no consolidated invoice was written, why' }),
});
export type MonthEndResult = Type.Static<typeof MonthEndResult>;

export const runMonthEnd = defineInvoiceEndpoint({
  method: 'POST',
  path: '/api/billing/monthEnd',
  summary:
    'Runs month-end now for a period that has ended: one consolidated invoice per carrier network and currency, the owners’ statements of income and discount-code invoices (platform; idempotent)',
  description:
    "Months run from the 1st at 00:00 to the next 1st at 00:00 in each organisation's accounting zone. A month that has not ended (in every zone) is refused (409 MONTH_NOT_ENDED). All figures are sums of the ledger.",
  body: Type.Object({ period: Type.String({ pattern: PERIOD_PATTERN, description: 'YYYY-MM' }) }, { additionalProperties: false }),
  response: responses({ 200: MonthEndResult }),
  access: { access: 'platform', resource: 'monthEnd', action: 'create' },
  // Month-end writes invoices: the lists are stale after it.
  invalidates: [INVOICES_CACHE],
});
