import { Type } from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import type { OpenAccount as OpenAccountContract, SavedPaymentMethod as SavedPaymentMethodContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { DateTime, Id, OrgHeader, oneOf, responses } from '../../lib/schemas';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

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
agrees<AgreesWith<typeof SavedPaymentMethod, SavedPaymentMethodContract>>();

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
agrees<AgreesWith<typeof OpenAccount, OpenAccountContract>>();

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

const tags = ['payment methods'];

export const listMethodsSchema = {
  tags,
  summary: 'Saved cards and bank accounts of the current organisation',
  headers: OrgHeader,
  response: responses({ 200: Type.Array(SavedPaymentMethod) }),
};
export const createMethodSchema = { tags, headers: OrgHeader, body: Type.Union([CardInput, BankInput]), response: responses({ 201: SavedPaymentMethod }) };
export const deleteMethodSchema = {
  tags,
  headers: OrgHeader,
  params: Type.Object({ paymentMethodId: Id('Saved payment method') }),
  response: responses({ 204: Type.Null() }),
};

export const listAccountsSchema = {
  tags,
  summary: 'Open accounts granted to the current organisation, or granted by it (the platform sees all)',
  headers: OrgHeader,
  response: responses({ 200: Type.Array(OpenAccount) }),
};
export const createAccountSchema = {
  tags,
  summary: 'Grant an open account (credit limit) to a carrier or broker: lot owners and the platform',
  headers: OrgHeader,
  body: Type.Object(
    {
      orgId: Id('The carrier or broker granted the account'),
      accountName: Type.String({ minLength: 1, maxLength: 64 }),
      accountType: Type.String({ minLength: 1, maxLength: 32 }),
      creditLimitMinor: Type.Integer({ minimum: 1, maximum: 2147483647 }),
      currency: oneOf(CURRENCIES),
      glNumber: Type.String({ minLength: 1, maxLength: 32 }),
    },
    { additionalProperties: false },
  ),
  response: responses({ 201: OpenAccount }),
};
