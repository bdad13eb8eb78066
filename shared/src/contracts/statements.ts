// Statements of income: what an owner's lots earned in one month, in minor units. One definition
// per endpoint: the API registers its routes from them and the client derives its fetchers and
// hooks from them (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { endpointsOf } from './endpoint';
import { csvAnswer, MonthParams, MonthQuery, oneOf, OrgHeader, pdfAnswer, responses } from './schema';

/** Every statement read is cached under this prefix; a month-end run (issuing the month's statement) makes it stale. */
export const STATEMENTS_CACHE = ['statements'] as const;

const Minor = (description: string) => Type.Integer({ description: `${description}, minor units (cents)` });

/** The money columns of a statement row and of its per-currency totals. */
const Amounts = {
  bookings: Type.Integer({ description: "Bookings that started in the period (in the owner's accounting zone)" }),
  grossMinor: Minor('Booked value before discounts and taxes'),
  discountsMinor: Minor('Discounts granted'),
  refundsMinor: Minor('Given back on cancels and partial cancels, taxes included'),
  platformFeeMinor: Minor(
    'Platform fee: platformFeeRate of gross − discounts, none on bookings cancelled in full, rounded once per booking, and of each overstay charge before taxes',
  ),
  taxesMinor: Minor('Taxes collected with the bookings and the overstays (Canadian lots)'),
  overstayMinor: Minor('Overstay charged in the period (ledger kind overstay), before taxes: its taxes are in taxesMinor'),
  noShowFeesMinor: Minor("No-show fees kept in the period (ledger kind no_show_fee): the lot's share of a released no-show slot, taxes included"),
  netPayoutMinor: Minor('gross − discounts + taxes − refunds + overstay + no-show fees − platform fee'),
};
export const StatementAmounts = Type.Object(Amounts);
export type StatementAmounts = Type.Static<typeof StatementAmounts>;

/** One lot's month, in the lot's currency. */
export const StatementRow = Type.Object({
  parkingLotId: Type.Integer(),
  parkingLotName: Type.String(),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String(),
  currency: oneOf(CURRENCIES),
  ...Amounts,
});
export type StatementRow = Type.Static<typeof StatementRow>;

/** The sum of the rows of one currency (USD and CAD are never added together). */
export const StatementTotal = Type.Object({ currency: oneOf(CURRENCIES), ...Amounts });
export type StatementTotal = Type.Static<typeof StatementTotal>;

/**
 * A credit note adjusting the month's issued statement of income (a refund made after it was
 * issued): the page's figures are the statement plus these, so the change is never silent.
 */
export const StatementAdjustment = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  adjustsInvoiceNumber: Type.String({ description: 'The issued statement of income it adjusts' }),
  ownerOrgName: Type.String(),
  currency: oneOf(CURRENCIES),
  totalMinor: Minor('The signed change of the net payout'),
});
export type StatementAdjustment = Type.Static<typeof StatementAdjustment>;

/** The month's statement of income as issued (a document of the invoice list), with its due date and status. */
export const StatementDocument = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  ownerOrgName: Type.String(),
  currency: oneOf(CURRENCIES),
  dueDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  status: Type.String({ description: 'As stored; shown as Overdue past its due date while its payout is pending (the invoice status rule)' }),
});
export type StatementDocument = Type.Static<typeof StatementDocument>;

/** GET /api/statements?period=YYYY-MM */
export const Statement = Type.Object({
  period: Type.String(),
  periodStart: Type.String({ format: 'date' }),
  periodEnd: Type.String({ format: 'date' }),
  timeZone: Type.Union([Type.String(), Type.Null()], {
    description: "The accounting zone the month is cut in (the owner's); null for the platform, where each owner's month is cut in its own zone",
  }),
  platformFeeRate: Type.Integer({ description: 'Parts per million: 100000 = 10 %' }),
  rows: Type.Array(StatementRow),
  totals: Type.Array(StatementTotal, { description: 'One per currency: USD and CAD are never added together' }),
  adjustments: Type.Array(StatementAdjustment, {
    description: 'Credit notes of refunds made after the month’s statement was issued: the figures above are the issued statement plus these',
  }),
  documents: Type.Array(StatementDocument, { description: 'The month’s issued statements of income, with due date and status' }),
});
export type Statement = Type.Static<typeof Statement>;

const description = 'A parking lot owner: its lots; the platform organisation: every owner’s. Never the Manager role, never a carrier or broker (403).';
const defineStatementEndpoint = endpointsOf({ tags: ['billing'], headers: OrgHeader });
const access = { access: 'org', resource: 'statements', action: 'view' } as const;

export const getStatement = defineStatementEndpoint({
  method: 'GET',
  path: '/api/statements',
  summary: 'Statement of income of one month, per lot and currency',
  description,
  query: MonthQuery(),
  response: responses({ 200: Statement }),
  access,
  cache: STATEMENTS_CACHE,
});

export const getStatementPdf = defineStatementEndpoint({
  method: 'GET',
  path: '/api/statements/:period/pdf',
  summary: 'Statement of income of one month as a PDF',
  description,
  params: MonthParams(),
  ...pdfAnswer(),
  access,
});

export const getStatementCsv = defineStatementEndpoint({
  method: 'GET',
  path: '/api/statements/:period/csv',
  summary:
    "Statement of income of one month as CSV, headed by its table's columns in the request's language (a row per lot and currency, then a total row per currency)",
  description,
  params: MonthParams(),
  ...csvAnswer(),
  access,
});
