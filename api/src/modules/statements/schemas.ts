import { Type } from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { PERIOD_PATTERN, type Statement as StatementContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { OrgHeader, oneOf, responses } from '../../lib/schemas';

/** A calendar month, `YYYY-MM`, in the organisation's accounting zone. */
export const Period = (description: string) => Type.String({ pattern: PERIOD_PATTERN, description });

const Minor = (description: string) => Type.Integer({ description: `${description}, minor units (cents)` });

const Amounts = {
  bookings: Type.Integer({ description: "Bookings that started in the period (in the owner's accounting zone)" }),
  grossMinor: Minor('Booked value before discounts and taxes'),
  discountsMinor: Minor('Discounts granted'),
  refundsMinor: Minor('Given back on cancels and partial cancels, taxes included'),
  platformFeeMinor: Minor('Platform fee: platformFeeRate of gross − discounts, none on bookings cancelled in full, rounded once per booking'),
  taxesMinor: Minor('Taxes collected (Canadian lots)'),
  netPayoutMinor: Minor('gross − discounts + taxes − refunds − platform fee'),
};

export const StatementRow = Type.Object({
  parkingLotId: Type.Integer(),
  parkingLotName: Type.String(),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String(),
  currency: oneOf(CURRENCIES),
  ...Amounts,
});

export const StatementAdjustment = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  adjustsInvoiceNumber: Type.String({ description: 'The issued statement of income it adjusts' }),
  ownerOrgName: Type.String(),
  currency: oneOf(CURRENCIES),
  totalMinor: Minor('The signed change of the net payout'),
});

export const StatementDocument = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  ownerOrgName: Type.String(),
  currency: oneOf(CURRENCIES),
  dueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  status: Type.String({ description: 'As stored; shown as Overdue past its due date while its payout is pending (the invoice status rule)' }),
});

export const Statement = Type.Object({
  period: Type.String(),
  periodStart: Type.String({ format: 'date' }),
  periodEnd: Type.String({ format: 'date' }),
  timeZone: Type.Union([Type.String(), Type.Null()], {
    description: "The accounting zone the month is cut in (the owner's); null for the platform, where each owner's month is cut in its own zone",
  }),
  platformFeeRate: Type.Integer({ description: 'Parts per million: 100000 = 10 %' }),
  rows: Type.Array(StatementRow),
  totals: Type.Array(Type.Object({ currency: oneOf(CURRENCIES), ...Amounts }), { description: 'One per currency: USD and CAD are never added together' }),
  adjustments: Type.Array(StatementAdjustment, {
    description: 'Credit notes of refunds made after the month’s statement was issued: the figures above are the issued statement plus these',
  }),
  documents: Type.Array(StatementDocument, { description: 'The month’s issued statements of income, with due date and status' }),
});
agrees<AgreesWith<typeof Statement, StatementContract>>();

const who = 'A parking lot owner: its lots; the platform organisation: every owner’s. Never the Manager role, never a carrier or broker (403).';

export const getStatementSchema = {
  tags: ['billing'],
  summary: 'Statement of income of one month, per lot and currency',
  description: who,
  headers: OrgHeader,
  querystring: Type.Object({ period: Type.Optional(Period("The month, YYYY-MM, in the organisation's accounting zone; default: last month")) }),
  response: responses({ 200: Statement }),
};

const params = Type.Object({ period: Period("The month, YYYY-MM, in the organisation's accounting zone") });

export const statementPdfSchema = {
  tags: ['billing'],
  summary: 'Statement of income of one month as a PDF',
  description: who,
  headers: OrgHeader,
  params,
  produces: ['application/pdf'],
  response: responses({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The PDF document' }) }),
};

export const statementCsvSchema = {
  tags: ['billing'],
  summary: 'Statement of income of one month as CSV (a row per lot and currency, then a total row per currency)',
  description: who,
  headers: OrgHeader,
  params,
  produces: ['text/csv'],
  response: responses({ 200: Type.String({ description: 'CSV with a header row' }) }),
};
