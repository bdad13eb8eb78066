import { Type } from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import {
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  PERIOD_PATTERN,
  type MonthEndResult as MonthEndResultContract,
  type Invoice as InvoiceContract,
  type InvoiceDetail as InvoiceDetailContract,
} from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { Id, OrgHeader, oneOf, responses } from '../../lib/schemas';

export const Invoice = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  kind: oneOf(INVOICE_KINDS),
  periodStart: Type.String({ format: 'date' }),
  periodEnd: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  status: oneOf(INVOICE_STATUSES),
  totalMinor: Type.Integer({ description: 'Total in minor units (cents)' }),
  currency: oneOf(CURRENCIES),
});
agrees<AgreesWith<typeof Invoice, InvoiceContract>>();

/** A month, `YYYY-MM`: the invoices whose period overlaps it. */
const PeriodParam = Type.String({ pattern: PERIOD_PATTERN, description: 'YYYY-MM: invoices whose period overlaps this month' });

export const listInvoicesSchema = {
  tags: ['billing'],
  summary: 'Invoices and statements of the current organisation (all, for the platform organisation)',
  headers: OrgHeader,
  querystring: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(oneOf(INVOICE_STATUSES)),
    kind: Type.Optional(oneOf(INVOICE_KINDS)),
    period: Type.Optional(PeriodParam),
  }),
  response: responses({ 200: Paged(Invoice) }),
};

export const InvoiceLine = Type.Object({
  lineId: Type.Integer(),
  description: Type.String(),
  amountMinor: Type.Integer({ description: 'Signed amount in minor units (cents)' }),
  reservationId: Type.Union([Type.Integer(), Type.Null()]),
  kind: oneOf(INVOICE_LINE_KINDS),
});

export const InvoicePayment = Type.Object({
  paymentId: Type.Integer(),
  method: Type.String(),
  status: Type.Union([Type.Literal('Payment Success'), Type.Literal('Payment Pending'), Type.Literal('Payment Failed')]),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  failureCode: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

export const InvoiceDetail = Type.Object({
  ...Invoice.properties,
  lines: Type.Array(InvoiceLine),
  payments: Type.Array(InvoicePayment),
  paidMinor: Type.Integer({ description: 'Sum of the successful payments (minor units)' }),
  balanceMinor: Type.Integer({ description: 'Total minus paid, never below zero (minor units)' }),
});
agrees<AgreesWith<typeof InvoiceDetail, InvoiceDetailContract>>();

export const getInvoiceSchema = {
  tags: ['billing'],
  summary: 'One invoice with its lines (another organisation’s invoice answers 404)',
  headers: OrgHeader,
  params: Type.Object({ invoiceId: Id('Invoice id') }),
  response: responses({ 200: InvoiceDetail }),
};

export const getInvoicePdfSchema = {
  tags: ['billing'],
  summary: 'One invoice as a PDF (another organisation’s invoice answers 404)',
  headers: OrgHeader,
  params: Type.Object({ invoiceId: Id('Invoice id') }),
  produces: ['application/pdf'],
  response: responses({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The PDF document' }) }),
};

export const exportInvoicesCsvSchema = {
  tags: ['billing'],
  summary: 'The invoice list (same filters) as CSV',
  headers: OrgHeader,
  querystring: Type.Object({ status: Type.Optional(oneOf(INVOICE_STATUSES)), kind: Type.Optional(oneOf(INVOICE_KINDS)), period: Type.Optional(PeriodParam) }),
  produces: ['text/csv'],
  response: responses({ 200: Type.String({ description: 'CSV with a header row' }) }),
};

const MonthEndInvoice = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  currency: oneOf(CURRENCIES),
  totalMinor: Type.Integer(),
  bookingCount: Type.Integer(),
});

const MonthEndOwnerDocument = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  kind: Type.Union([Type.Literal('statement_of_income'), Type.Literal('discount_code')]),
  currency: oneOf(CURRENCIES),
  totalMinor: Type.Integer(),
});

export const MonthEndResult = Type.Object({
  period: Type.String(),
  invoices: Type.Array(MonthEndInvoice),
  billedReservations: Type.Integer(),
  ownerDocuments: Type.Array(MonthEndOwnerDocument, {
    description: 'Statements of income and discount-code invoices issued to lot owners from the ledger (each once per owner, month and currency)',
  }),
  nothingBilled: Type.Union(
    [
      Type.Object({
        reason: Type.Union([Type.Literal('NO_NETWORK_BOOKINGS'), Type.Literal('ALREADY_BILLED')]),
        alreadyBilledReservations: Type.Integer(),
      }),
      Type.Null(),
    ],
    { description: 'When no consolidated invoice was written, why' },
  ),
});
agrees<AgreesWith<typeof MonthEndResult, MonthEndResultContract>>();

export const monthEndSchema = {
  tags: ['billing'],
  summary:
    'Runs month-end now for a period that has ended: one consolidated invoice per carrier network and currency, the owners’ statements of income and discount-code invoices (platform; idempotent)',
  description:
    "Months run from the 1st at 00:00 to the next 1st at 00:00 in each organisation's accounting zone. A month that has not ended (in every zone) is refused (409 MONTH_NOT_ENDED). All figures are sums of the ledger.",
  body: Type.Object({ period: Type.String({ pattern: PERIOD_PATTERN, description: 'YYYY-MM' }) }, { additionalProperties: false }),
  response: responses({ 200: MonthEndResult }),
};

export const payInvoiceSchema = {
  tags: ['billing'],
  summary: 'Pays an invoice (all or part of its balance) through the payment gateway; a receipt is mailed',
  headers: Type.Object({
    ...OrgHeader.properties,
    'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Same key + same body: the first answer again (DESIGN §7)' })),
  }),
  params: Type.Object({ invoiceId: Id('Invoice id') }),
  body: Type.Object(
    {
      amountMinor: Type.Integer({ minimum: 1, description: 'Amount in minor units, at most the balance' }),
      payment: Type.Object(
        {
          method: Type.Union(INVOICE_PAYMENT_METHODS.map((method) => Type.Literal(method))),
          paymentMethodId: Type.Optional(Id('A saved card or bank account, or an open account (OPEN_ACCOUNT)')),
          cardNumber: Type.Optional(Type.String({ maxLength: 23, description: 'Sandbox test card (DESIGN §7)' })),
        },
        { additionalProperties: false },
      ),
      language: Type.Optional(Type.String({ maxLength: 5, description: 'Language of the receipt mail (en, fr, es)' })),
    },
    { additionalProperties: false },
  ),
  response: responses({ 200: InvoiceDetail }),
};
