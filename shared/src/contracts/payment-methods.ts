// Saved payment methods and open accounts, one definition per endpoint: each organisation's own.
// A card is kept as a gateway token + last 4 digits; its number is never stored or returned.
import * as Type from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { endpointsOf } from './endpoint';
import { DateTime, Id, OrgHeader, oneOf, responses } from './schema';

/** The saved payment methods' reads; a save or a delete makes them stale. */
export const PAYMENT_METHODS_CACHE = ['paymentMethods'] as const;
/** The open accounts' reads; a grant makes them stale. */
export const OPEN_ACCOUNTS_CACHE = ['openAccounts'] as const;

export const SAVED_PAYMENT_METHOD_TYPES = ['CARD', 'BANK'] as const;
export type SavedPaymentMethodType = (typeof SAVED_PAYMENT_METHOD_TYPES)[number];

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/**
 * A saved card or bank account. CARD: brand (Visa, Mastercard, American Express, Discover or Card) and the
 * card's last 4 digits; BANK: the account number's last 4, with the ABA routing number (United States) or
 * the transit and institution numbers (Canada).
 */
export const SavedPaymentMethod = Type.Object({
  paymentMethodId: Type.Integer(),
  type: Type.Union([Type.Literal('CARD'), Type.Literal('BANK')]),
  brand: NullableString,
  last4: Type.String(),
  expMonth: NullableInteger,
  expYear: NullableInteger,
  accountHolder: NullableString,
  abaRouting: NullableString,
  transitNumber: NullableString,
  institutionNumber: NullableString,
  createdAt: DateTime(),
});
export type SavedPaymentMethod = Type.Static<typeof SavedPaymentMethod>;

/**
 * An open account: granted to a fleet organisation (orgId) by an owner or the platform (grantedByOrgId);
 * `usedMinor` is what bookings have charged so far, and a booking over the limit is refused.
 */
export const OpenAccount = Type.Object({
  openAccountId: Type.Integer(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  grantedByOrgId: Type.Integer(),
  accountName: Type.String(),
  accountType: Type.String(),
  creditLimitMinor: Type.Integer(),
  usedMinor: Type.Integer(),
  currency: Type.String(),
  glNumber: Type.String(),
  status: Type.String(),
  createdAt: DateTime(),
});
export type OpenAccount = Type.Static<typeof OpenAccount>;

const CardInput = Type.Object(
  {
    type: Type.Literal('CARD'),
    cardNumber: Type.String({ maxLength: 23, description: 'Tokenised by the gateway; never stored (DESIGN §7 sandbox cards)' }),
    expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    expYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
    accountHolder: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
const BankInput = Type.Object(
  {
    type: Type.Literal('BANK'),
    accountHolder: Type.String({ minLength: 1, maxLength: 64 }),
    accountNumber: Type.String({ minLength: 4, maxLength: 17, description: 'Only its last 4 digits are kept' }),
    abaRouting: Type.Optional(Type.String({ maxLength: 9, description: 'United States: 9 digits' })),
    transitNumber: Type.Optional(Type.String({ maxLength: 5, description: 'Canada: 5 digits, with institutionNumber' })),
    institutionNumber: Type.Optional(Type.String({ maxLength: 3, description: 'Canada: 3 digits' })),
  },
  { additionalProperties: false },
);
/** POST /api/paymentMethods body: a card (tokenised by the gateway) or a bank account. */
export const NewPaymentMethod = Type.Union([CardInput, BankInput]);
export type NewPaymentMethod = Type.Static<typeof NewPaymentMethod>;

/** POST /api/openAccounts body. */
export const NewOpenAccount = Type.Object(
  {
    orgId: Id('The carrier or broker granted the account'),
    accountName: Type.String({ minLength: 1, maxLength: 64 }),
    accountType: Type.String({ minLength: 1, maxLength: 32 }),
    creditLimitMinor: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    currency: oneOf(CURRENCIES),
    glNumber: Type.String({ minLength: 1, maxLength: 32 }),
  },
  { additionalProperties: false },
);
export type NewOpenAccount = Type.Static<typeof NewOpenAccount>;

const definePaymentMethodEndpoint = endpointsOf({ tags: ['payment methods'], headers: OrgHeader });

export const listPaymentMethods = definePaymentMethodEndpoint({
  method: 'GET',
  path: '/api/paymentMethods',
  summary: 'Saved cards and bank accounts of the current organisation',
  response: responses({ 200: Type.Array(SavedPaymentMethod) }),
  access: { access: 'org', resource: 'paymentMethods', action: 'view' },
  cache: PAYMENT_METHODS_CACHE,
});

export const createPaymentMethod = definePaymentMethodEndpoint({
  method: 'POST',
  path: '/api/paymentMethods',
  body: NewPaymentMethod,
  response: responses({ 201: SavedPaymentMethod }),
  access: { access: 'org', resource: 'paymentMethods', action: 'create' },
  invalidates: [PAYMENT_METHODS_CACHE],
});

export const deletePaymentMethod = definePaymentMethodEndpoint({
  method: 'DELETE',
  path: '/api/paymentMethods/:paymentMethodId',
  params: Type.Object({ paymentMethodId: Id('Saved payment method') }),
  response: responses({ 204: Type.Null() }),
  access: { access: 'org', resource: 'paymentMethods', action: 'delete' },
  invalidates: [PAYMENT_METHODS_CACHE],
});

export const listOpenAccounts = definePaymentMethodEndpoint({
  method: 'GET',
  path: '/api/openAccounts',
  summary: 'Open accounts granted to the current organisation, or granted by it (the platform sees all)',
  response: responses({ 200: Type.Array(OpenAccount) }),
  access: { access: 'org', resource: 'openAccounts', action: 'view' },
  cache: OPEN_ACCOUNTS_CACHE,
});

export const grantOpenAccount = definePaymentMethodEndpoint({
  method: 'POST',
  path: '/api/openAccounts',
  summary: 'Grant an open account (credit limit) to a carrier or broker: lot owners and the platform',
  body: NewOpenAccount,
  response: responses({ 201: OpenAccount }),
  access: { access: 'org', resource: 'openAccounts', action: 'create' },
  invalidates: [OPEN_ACCOUNTS_CACHE],
});
