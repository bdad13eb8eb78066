import { Type } from 'typebox';
import type { BankDetails as BankContract, OrganizationDocument as DocumentContract, OrganizationProfile as ProfileContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Id, responses } from '../../lib/schemas';

const Text = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const Country = Type.Union([Type.Literal('US'), Type.Literal('CA'), Type.Null()]);

export const OrganizationProfile = Type.Object({
  saasOrgId: Type.Integer(),
  orgType: Type.String(),
  orgName: Type.String(),
  dotNumber: Text(12),
  taxId: Text(9),
  phone: Text(10),
  address: Text(255),
  city: Text(64),
  region: Text(64),
  postalCode: Text(16),
  country: Country,
  logoPath: Text(255),
  timeZone: Type.String({ description: "The accounting zone (UTC or an IANA zone of a lot): the one zone whose calendar cuts the organisation's periods" }),
});
agrees<AgreesWith<typeof OrganizationProfile, ProfileContract>>();

const ProfileInput = Type.Object({
  orgName: Type.String({ maxLength: 255, description: 'Under 35 characters (SPEC §5)' }),
  dotNumber: Type.Optional(Text(40)),
  taxId: Type.Optional(Text(40)),
  phone: Type.Optional(Text(40)),
  address: Type.Optional(Text(255)),
  city: Type.Optional(Text(255)),
  region: Type.Optional(Text(255)),
  postalCode: Type.Optional(Text(16)),
  country: Type.Optional(Country),
  logoPath: Type.Optional(Text(255)),
  timeZone: Type.Optional(Type.String({ maxLength: 64, description: 'The accounting zone: UTC or an IANA zone of a lot; absent: kept' })),
});

export const OrganizationDocument = Type.Object({
  documentId: Type.Integer(),
  kind: Type.Union([Type.Literal('insurance'), Type.Literal('agreement')]),
  filePath: Type.String(),
  fileName: Type.String(),
  signedDate: Type.String({ format: 'date' }),
  expiryDate: Type.String({ format: 'date' }),
  expired: Type.Boolean(),
});
agrees<AgreesWith<typeof OrganizationDocument, DocumentContract>>();

const DocumentInput = Type.Object({
  kind: Type.Union([Type.Literal('insurance'), Type.Literal('agreement')]),
  filePath: Type.String({ maxLength: 255, description: 'From POST /api/files?purpose=document' }),
  fileName: Type.String({ maxLength: 255 }),
  signedDate: Type.String({ maxLength: 40, description: 'YYYY-MM-DD' }),
  expiryDate: Type.String({ maxLength: 40, description: 'YYYY-MM-DD, not before signedDate' }),
});

export const BankDetails = Type.Object({
  accountHolderName: Type.String(),
  accountNumber: Type.String({ description: 'Masked: only the last 4 digits are shown' }),
  country: Type.Union([Type.Literal('US'), Type.Literal('CA')]),
  abaRoutingNumber: Type.Union([Type.String({ description: 'Masked' }), Type.Null()]),
  transitNumber: Type.Union([Type.String({ description: 'Masked' }), Type.Null()]),
  institutionNumber: Type.Union([Type.String({ description: 'Masked' }), Type.Null()]),
  swiftCode: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
});
agrees<AgreesWith<typeof BankDetails, BankContract>>();

const BankInput = Type.Object({
  accountHolderName: Type.String({ maxLength: 255 }),
  accountNumber: Type.String({ maxLength: 40 }),
  country: Type.Union([Type.Literal('US'), Type.Literal('CA')]),
  abaRoutingNumber: Type.Optional(Text(40)),
  transitNumber: Type.Optional(Text(40)),
  institutionNumber: Type.Optional(Text(40)),
  swiftCode: Type.Optional(Text(40)),
});

const Org = Type.Object({ saasOrgId: Id('The organisation (saasOrgId)') });
const DocParams = Type.Object({ saasOrgId: Id('The organisation (saasOrgId)'), documentId: Id('Document id') });
const tags = ['organizations'];
const who = 'Members read; an admin or Manager of the organisation, or the platform, writes. Another organisation answers 404.';

export const getProfileSchema = { tags, summary: `The company record. ${who}`, params: Org, response: responses({ 200: OrganizationProfile }) };
export const updateProfileSchema = {
  tags,
  summary: `Edits the company record (SPEC §5 rules). ${who}`,
  params: Org,
  body: ProfileInput,
  response: responses({ 200: OrganizationProfile }),
};
export const listDocumentsSchema = {
  tags,
  summary: `Insurance and agreement documents. ${who}`,
  params: Org,
  response: responses({ 200: Type.Array(OrganizationDocument) }),
};
export const addDocumentSchema = { tags, params: Org, body: DocumentInput, response: responses({ 201: OrganizationDocument }) };
export const removeDocumentSchema = { tags, params: DocParams, response: responses({ 204: Type.Null() }) };
export const getBankSchema = {
  tags,
  summary: `Bank details, masked; null when none are saved. ${who}`,
  params: Org,
  response: responses({ 200: Type.Union([BankDetails, Type.Null()]) }),
};
export const saveBankSchema = {
  tags,
  summary: 'Saves bank details (US: ABA routing; Canada: transit + institution); answers them masked',
  params: Org,
  body: BankInput,
  response: responses({ 200: Type.Union([BankDetails, Type.Null()]) }),
};
