// Discount codes, one definition per endpoint: owners write their own; carriers and brokers read those
// they can use; never Manager. The API registers the routes from these and the client derives its calls.
import * as Type from 'typebox';
import { endpointsOf } from './endpoint';
import { DateTime, Id, literalOf, OrgHeader, oneOf, Paged, PageQuery, responses } from './schema';

/** Every discount-code read; a code's write makes it stale. */
export const DISCOUNT_CODES_CACHE = ['discountCodes'] as const;

/** PERCENTAGE: `value` is the percentage (1–100); FIXED: `value` is the amount in minor units. */
export const DISCOUNT_CODE_TYPES = ['PERCENTAGE', 'FIXED'] as const;
export type DiscountCodeType = (typeof DISCOUNT_CODE_TYPES)[number];

/**
 * What a code is now: Scheduled before its window, Expired after it, Used up when its uses or its
 * total value are spent, Inactive when the owner paused it.
 */
export const DISCOUNT_CODE_STATUSES = ['Active', 'Scheduled', 'Expired', 'Used up', 'Inactive'] as const;
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number];

const Nullable = (schema: ReturnType<typeof Type.Integer>) => Type.Union([schema, Type.Null()]);
const CodeType = Type.Union([Type.Literal('PERCENTAGE'), Type.Literal('FIXED')]);

/** A discount code as GET /api/discountCodes answers it. */
export const DiscountCode = Type.Object({
  discountCodeId: Type.Integer(),
  code: Type.String(),
  type: CodeType,
  value: Type.Integer({ description: 'PERCENTAGE: the percentage (1–100); FIXED: the amount in minor units' }),
  currency: oneOf(['USD', 'CAD']),
  maxUsesPerCode: Nullable(Type.Integer()),
  totalValueMinor: Nullable(Type.Integer()),
  maxCapMinor: Nullable(Type.Integer({ description: 'The most one booking may take off (minor units)' })),
  validFrom: DateTime(),
  validTo: DateTime(),
  status: literalOf(DISCOUNT_CODE_STATUSES),
  usageCount: Type.Integer(),
  usedValueMinor: Type.Integer(),
  remainingUses: Nullable(Type.Integer({ description: 'null: no limit' })),
  remainingValueMinor: Nullable(Type.Integer({ description: 'null: no total value' })),
  parkingLotIds: Type.Array(Type.Integer(), { description: 'Empty: every lot of its owner' }),
  parkingLotNames: Type.Array(Type.String()),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String(),
});
export type DiscountCode = Type.Static<typeof DiscountCode>;

const Limit = (description: string) => Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647, description }), Type.Null()]));

/** POST/PUT /api/discountCodes body; `active` pauses (false: Inactive) or resumes the code. */
export const DiscountCodeInput = Type.Object({
  code: Type.String({ maxLength: 255, description: '6 to 50 letters or digits (SPEC §5), unique whatever the case' }),
  type: CodeType,
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
export type DiscountCodeInput = Type.Static<typeof DiscountCodeInput>;

const Params = Type.Object({ discountCodeId: Id('Discount code id') });
const defineDiscountCodeEndpoint = endpointsOf({ tags: ['discount codes'], headers: OrgHeader });
const access = (action: 'view' | 'create' | 'edit' | 'delete') => ({ access: 'org', resource: 'discountCodes', action }) as const;

export const listDiscountCodes = defineDiscountCodeEndpoint({
  method: 'GET',
  path: '/api/discountCodes',
  summary: 'Owners: their own codes; carriers and brokers: the codes they can use now; the platform: all. Never the Manager role (403, SPEC §6).',
  query: Type.Intersect([PageQuery, Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) })]),
  response: responses({ 200: Paged(DiscountCode) }),
  access: access('view'),
  cache: DISCOUNT_CODES_CACHE,
});

export const createDiscountCode = defineDiscountCodeEndpoint({
  method: 'POST',
  path: '/api/discountCodes',
  summary: 'An owner creates a code',
  body: DiscountCodeInput,
  response: responses({ 201: DiscountCode }),
  access: access('create'),
  invalidates: [DISCOUNT_CODES_CACHE],
});

export const updateDiscountCode = defineDiscountCodeEndpoint({
  method: 'PUT',
  path: '/api/discountCodes/:discountCodeId',
  params: Params,
  body: DiscountCodeInput,
  response: responses({ 200: DiscountCode }),
  access: access('edit'),
  invalidates: [DISCOUNT_CODES_CACHE],
});

export const deleteDiscountCode = defineDiscountCodeEndpoint({
  method: 'DELETE',
  path: '/api/discountCodes/:discountCodeId',
  summary: 'Removes the code (kept for the bookings and invoices that name it)',
  params: Params,
  response: responses({ 204: Type.Null() }),
  access: access('delete'),
  invalidates: [DISCOUNT_CODES_CACHE],
});
