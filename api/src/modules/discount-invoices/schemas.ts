import { Type } from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import type { DiscountCodeInvoice as DiscountCodeInvoiceContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { OrgHeader, oneOf, responses } from '../../lib/schemas';
import { Period } from '@haulstop/shared/contracts/statements';

export const DiscountCodeInvoice = Type.Object({
  period: Type.String(),
  periodStart: Type.String({ format: 'date' }),
  periodEnd: Type.String({ format: 'date' }),
  timeZone: Type.Union([Type.String(), Type.Null()], {
    description: "The accounting zone the month is cut in (the owner's); null for the platform, where each owner's month is cut in its own zone",
  }),
  rows: Type.Array(
    Type.Object({
      discountCodeId: Type.Integer(),
      code: Type.String(),
      parkingLotId: Type.Integer(),
      parkingLotName: Type.String(),
      ownerOrgId: Type.Integer(),
      ownerOrgName: Type.String(),
      currency: oneOf(CURRENCIES),
      uses: Type.Integer({ description: 'Bookings of the period that used the code' }),
      discountMinor: Type.Integer({ description: 'What the code took off them, minor units (cents)' }),
    }),
  ),
  totals: Type.Array(Type.Object({ currency: oneOf(CURRENCIES), uses: Type.Integer(), discountMinor: Type.Integer() }), {
    description: 'One per currency: USD and CAD are never added together',
  }),
});
agrees<AgreesWith<typeof DiscountCodeInvoice, DiscountCodeInvoiceContract>>();

const who = 'A parking lot owner: its own codes; the platform organisation: every owner’s. Never the Manager role, never a carrier or broker (403).';
const params = Type.Object({ period: Period("The month, YYYY-MM, in the organisation's accounting zone") });

export const getDiscountCodeInvoiceSchema = {
  tags: ['billing'],
  summary: 'What the discount codes cost in one month, per code and lot',
  description: who,
  headers: OrgHeader,
  querystring: Type.Object({ period: Type.Optional(Period("The month, YYYY-MM, in the organisation's accounting zone; default: last month")) }),
  response: responses({ 200: DiscountCodeInvoice }),
};

export const discountCodeInvoicePdfSchema = {
  tags: ['billing'],
  summary: 'The discount-code invoice of one month as a PDF',
  description: who,
  headers: OrgHeader,
  params,
  produces: ['application/pdf'],
  response: responses({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The PDF document' }) }),
};

export const discountCodeInvoiceCsvSchema = {
  tags: ['billing'],
  summary: 'The discount-code invoice of one month as CSV (a row per code, lot and currency, then a total row per currency)',
  description: who,
  headers: OrgHeader,
  params,
  produces: ['text/csv'],
  response: responses({ 200: Type.String({ description: 'CSV with a header row' }) }),
};
