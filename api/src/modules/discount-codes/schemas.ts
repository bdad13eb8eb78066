import { Type } from 'typebox';
import type { DiscountCode as DiscountCodeContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, OrgHeader, oneOf, responses } from '../../lib/schemas';

const Nullable = (schema: ReturnType<typeof Type.Integer>) => Type.Union([schema, Type.Null()]);

export const DiscountCode = Type.Object({
  discountCodeId: Type.Integer(),
  code: Type.String(),
  type: Type.Union([Type.Literal('PERCENTAGE'), Type.Literal('FIXED')]),
  value: Type.Integer({ description: 'PERCENTAGE: the percentage (1–100); FIXED: the amount in minor units' }),
  currency: oneOf(['USD', 'CAD']),
  maxUsesPerCode: Nullable(Type.Integer()),
  totalValueMinor: Nullable(Type.Integer()),
  maxCapMinor: Nullable(Type.Integer({ description: 'The most one booking may take off (minor units)' })),
  validFrom: DateTime(),
  validTo: DateTime(),
  status: oneOf(['Active', 'Scheduled', 'Expired', 'Used up', 'Inactive']),
  usageCount: Type.Integer(),
  usedValueMinor: Type.Integer(),
  remainingUses: Nullable(Type.Integer({ description: 'null: no limit' })),
  remainingValueMinor: Nullable(Type.Integer({ description: 'null: no total value' })),
  parkingLotIds: Type.Array(Type.Integer(), { description: 'Empty: every lot of its owner' }),
  parkingLotNames: Type.Array(Type.String()),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String(),
});
agrees<AgreesWith<typeof DiscountCode, DiscountCodeContract>>();

const Limit = (description: string) => Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647, description }), Type.Null()]));

const Input = Type.Object({
  code: Type.String({ maxLength: 255, description: '6 to 50 letters or digits (SPEC §5), unique whatever the case' }),
  type: Type.Union([Type.Literal('PERCENTAGE'), Type.Literal('FIXED')]),
  value: Type.Number({ minimum: -2147483648, maximum: 2147483647, description: 'PERCENTAGE: 1–100; FIXED: the amount in minor units' }),
  currency: Type.Optional(Type.Union([Type.Literal('USD'), Type.Literal('CAD')])),
  maxUsesPerCode: Limit('Uses allowed in all; null: no limit'),
  totalValueMinor: Limit('The total the code may take off, minor units; null: no limit'),
  maxCapMinor: Limit('The most one booking may take off, minor units; null: no cap'),
  validFrom: Type.String({ maxLength: 40, description: 'ISO 8601' }),
  validTo: Type.String({ maxLength: 40, description: 'ISO 8601; after validFrom' }),
  parkingLotIds: Type.Optional(Type.Array(Id('Parking lot id'), { maxItems: 200, description: "Limit to some of the owner's lots; empty: all" })),
  active: Type.Optional(Type.Boolean({ description: 'false pauses the code (Inactive)' })),
});
const Params = Type.Object({ discountCodeId: Id('Discount code id') });
const tags = ['discount codes'];
const who = 'Owners: their own codes; carriers and brokers: the codes they can use now; the platform: all. Never the Manager role (403, SPEC §6).';

export const listSchema = {
  tags,
  summary: who,
  headers: OrgHeader,
  querystring: Type.Intersect([PageQuery, Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) })]),
  response: responses({ 200: Paged(DiscountCode) }),
};
export const createSchema = { tags, summary: 'An owner creates a code', headers: OrgHeader, body: Input, response: responses({ 201: DiscountCode }) };
export const updateSchema = { tags, headers: OrgHeader, params: Params, body: Input, response: responses({ 200: DiscountCode }) };
export const removeSchema = {
  tags,
  summary: 'Removes the code (kept for the bookings and invoices that name it)',
  headers: OrgHeader,
  params: Params,
  response: responses({ 204: Type.Null() }),
};
