// The organisation profile domain (company record, documents, bank details), one definition per endpoint:
// the API registers these routes from them and the client's fetchers and hooks are derived from them. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { ORGANIZATIONS_CACHE, PROFILE_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { Id, responses } from './schema';

const Text = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const Country = Type.Union([Type.Literal('US'), Type.Literal('CA'), Type.Null()]);

/** GET /api/organization/{saasOrgId}/profile and the answer of PUT /api/organization/{saasOrgId} (DESIGN §7 names). */
const OrganizationProfile = Type.Object({
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
export type OrganizationProfile = Type.Static<typeof OrganizationProfile>;

/** PUT /api/organization/{saasOrgId}: the name, and any of the other fields (absent or null: cleared). */
const OrganizationProfileInput = Type.Object({
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
export type OrganizationProfileInput = Type.Static<typeof OrganizationProfileInput>;

const DocumentKind = Type.Union([Type.Literal('insurance'), Type.Literal('agreement')]);

/** A document of the organisation (insurance, agreement); the file is read through the download URL. */
const OrganizationDocument = Type.Object({
  documentId: Type.Integer(),
  kind: DocumentKind,
  filePath: Type.String(),
  fileName: Type.String(),
  signedDate: Type.String({ format: 'date' }),
  expiryDate: Type.String({ format: 'date' }),
  expired: Type.Boolean(),
});
export type OrganizationDocument = Type.Static<typeof OrganizationDocument>;

const OrganizationDocumentInput = Type.Object({
  kind: DocumentKind,
  filePath: Type.String({ maxLength: 255, description: 'From POST /api/files?purpose=document' }),
  fileName: Type.String({ maxLength: 255 }),
  signedDate: Type.String({ maxLength: 40, description: 'YYYY-MM-DD' }),
  expiryDate: Type.String({ maxLength: 40, description: 'YYYY-MM-DD, not before signedDate' }),
});
export type OrganizationDocumentInput = Type.Static<typeof OrganizationDocumentInput>;

/** Bank details as answered: every number masked to its last digits (never whole). */
const BankDetails = Type.Object({
  accountHolderName: Type.String(),
  accountNumber: Type.String({ description: 'Masked: only the last 4 digits are shown' }),
  country: Type.Union([Type.Literal('US'), Type.Literal('CA')]),
  abaRoutingNumber: Type.Union([Type.String({ description: 'Masked' }), Type.Null()]),
  transitNumber: Type.Union([Type.String({ description: 'Masked' }), Type.Null()]),
  institutionNumber: Type.Union([Type.String({ description: 'Masked' }), Type.Null()]),
  swiftCode: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type BankDetails = Type.Static<typeof BankDetails>;

const BankDetailsInput = Type.Object({
  accountHolderName: Type.String({ maxLength: 255 }),
  accountNumber: Type.String({ maxLength: 40 }),
  country: Type.Union([Type.Literal('US'), Type.Literal('CA')]),
  abaRoutingNumber: Type.Optional(Text(40)),
  transitNumber: Type.Optional(Text(40)),
  institutionNumber: Type.Optional(Text(40)),
  swiftCode: Type.Optional(Text(40)),
});
export type BankDetailsInput = Type.Static<typeof BankDetailsInput>;

const Org = Type.Object({ saasOrgId: Id('The organisation (saasOrgId)') });
const DocParams = Type.Object({ saasOrgId: Id('The organisation (saasOrgId)'), documentId: Id('Document id') });
const defineProfileEndpoint = endpointsOf({ tags: ['organizations'] });
const who = 'Members read; an admin or Manager of the organisation, or the platform, writes. Another organisation answers 404.';
// Every endpoint here acts only in the organisation its path names (X-Org-Id must be that one, else 404).
const ofOrg = <R extends 'organizationProfile' | 'documents' | 'bankDetails', A extends 'view' | 'create' | 'edit' | 'delete'>(resource: R, action: A) =>
  ({ access: 'org', orgParam: 'saasOrgId', resource, action }) as const;

export const getOrganizationProfile = defineProfileEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId/profile',
  summary: `The company record. ${who}`,
  params: Org,
  response: responses({ 200: OrganizationProfile }),
  access: ofOrg('organizationProfile', 'view'),
  cache: PROFILE_CACHE,
});

// A new name shows in the organisation answers too (the header, the switch list).
export const updateOrganizationProfile = defineProfileEndpoint({
  method: 'PUT',
  path: '/api/organization/:saasOrgId',
  summary: `Edits the company record (SPEC §5 rules). ${who}`,
  params: Org,
  body: OrganizationProfileInput,
  response: responses({ 200: OrganizationProfile }),
  access: ofOrg('organizationProfile', 'edit'),
  invalidates: [PROFILE_CACHE, ORGANIZATIONS_CACHE],
});

export const listOrganizationDocuments = defineProfileEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId/documents',
  summary: `Insurance and agreement documents. ${who}`,
  params: Org,
  response: responses({ 200: Type.Array(OrganizationDocument) }),
  access: ofOrg('documents', 'view'),
  cache: PROFILE_CACHE,
});

export const addOrganizationDocument = defineProfileEndpoint({
  method: 'POST',
  path: '/api/organization/:saasOrgId/documents',
  params: Org,
  body: OrganizationDocumentInput,
  response: responses({ 201: OrganizationDocument }),
  access: ofOrg('documents', 'create'),
  invalidates: [PROFILE_CACHE],
});

export const removeOrganizationDocument = defineProfileEndpoint({
  method: 'DELETE',
  path: '/api/organization/:saasOrgId/documents/:documentId',
  params: DocParams,
  response: responses({ 204: Type.Null() }),
  access: ofOrg('documents', 'delete'),
  invalidates: [PROFILE_CACHE],
});

export const getBankDetails = defineProfileEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId/bankDetails',
  summary: `Bank details, masked; null when none are saved. ${who}`,
  params: Org,
  response: responses({ 200: Type.Union([BankDetails, Type.Null()]) }),
  access: ofOrg('bankDetails', 'view'),
  cache: PROFILE_CACHE,
});

export const saveBankDetails = defineProfileEndpoint({
  method: 'PUT',
  path: '/api/organization/:saasOrgId/bankDetails',
  summary: 'Saves bank details (US: ABA routing; Canada: transit + institution); answers them masked',
  params: Org,
  body: BankDetailsInput,
  response: responses({ 200: Type.Union([BankDetails, Type.Null()]) }),
  access: ofOrg('bankDetails', 'edit'),
  invalidates: [PROFILE_CACHE],
});
