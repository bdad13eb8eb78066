import type {
  BankDetails,
  BankDetailsInput,
  OrganizationDocument,
  OrganizationDocumentInput,
  OrganizationProfile,
  OrganizationProfileInput,
} from '@haulstop/shared/contracts';
import { validateBankDetails, validateOrganizationDocument, validateOrganizationProfile } from '@haulstop/shared/rules';
import type { Db } from '../../db/db';
import { badRequest, conflict, notFound, text } from '../../lib/errors';
import { keepOmitted } from '../../lib/put';
import { refuseInvalid } from '../../lib/rules';
import type { OrgContext } from '../../plugins/app/authorization';
import * as repository from './repository';

/** What a company record's PUT may leave out: it keeps the stored value. */
const PROFILE_OPTIONAL = ['dotNumber', 'taxId', 'phone', 'address', 'city', 'region', 'postalCode', 'country', 'logoPath', 'timeZone'] as const;

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const textOrNull = (value: string | null | undefined) => (value ?? '').trim() || null;

/** An upload of this organisation's own, in the given folder of the file store (POST /api/files). */
function ownUpload(orgId: number, folder: 'logos' | 'documents', path: string | null | undefined): boolean {
  return typeof path === 'string' && path.startsWith(`orgs/${orgId}/${folder}/`) && !path.includes('..');
}

export async function getProfile(db: Db, org: OrgContext): Promise<OrganizationProfile> {
  return (await repository.findProfile(db, org.orgId))!;
}

export async function updateProfile(db: Db, org: OrgContext, body: OrganizationProfileInput): Promise<OrganizationProfile> {
  const current = (await repository.findProfile(db, org.orgId))!;
  const input = keepOmitted(body, current, PROFILE_OPTIONAL);
  refuseInvalid(validateOrganizationProfile(input, org.orgType), {
    order: ['orgName', 'dotNumber', 'taxId', 'phone', 'city', 'region', 'postalCode', 'country', 'timeZone'],
  });
  const dotNumber = digits(input.dotNumber) || null;
  if (dotNumber && (await repository.dotTaken(db, org.orgId, dotNumber)))
    throw conflict(text('apiErrors.dotRegistered'), 'DOT_ALREADY_REGISTERED', { field: 'dotNumber' });
  // A new logo must be an upload of the organisation's own; the one it has may be sent back as it is.
  if (input.logoPath && input.logoPath !== current.logoPath && !ownUpload(org.orgId, 'logos', input.logoPath))
    throw badRequest(text('apiErrors.profile.uploadLogoFirst'), undefined, { field: 'logoPath' });
  await repository.updateProfile(db, org.orgId, {
    orgName: input.orgName.trim(),
    dotNumber,
    taxId: digits(input.taxId) || null,
    phone: digits(input.phone) || null,
    address: textOrNull(input.address),
    city: textOrNull(input.city),
    region: textOrNull(input.region),
    postalCode: textOrNull(input.postalCode),
    country: input.country ?? null,
    logoPath: input.logoPath ?? null,
    timeZone: input.timeZone || current.timeZone,
  });
  return (await repository.findProfile(db, org.orgId))!;
}

export async function listDocuments(db: Db, org: OrgContext): Promise<OrganizationDocument[]> {
  return repository.listDocuments(db, org.orgId);
}

export async function addDocument(db: Db, org: OrgContext, input: OrganizationDocumentInput): Promise<OrganizationDocument> {
  refuseInvalid(validateOrganizationDocument(input), { order: ['kind', 'signedDate', 'expiryDate', 'filePath'] });
  if (!ownUpload(org.orgId, 'documents', input.filePath)) throw badRequest(text('apiErrors.profile.uploadDocumentFirst'), undefined, { field: 'filePath' });
  return repository.insertDocument(db, org.orgId, { ...input, fileName: input.fileName.trim() || 'document' });
}

export async function removeDocument(db: Db, org: OrgContext, documentId: number): Promise<void> {
  if (!(await repository.deleteDocument(db, org.orgId, documentId))) throw notFound('Document');
}

/** Every digit but the last `keep` as a bullet: the number is never answered whole. */
export const mask = (value: string | null, keep = 4) => (value === null ? null : '•'.repeat(Math.max(0, value.length - keep)) + value.slice(-keep));

export async function getBankDetails(db: Db, org: OrgContext): Promise<BankDetails | null> {
  const row = await repository.findBankDetails(db, org.orgId);
  if (!row) return null;
  return {
    ...row,
    accountNumber: mask(row.accountNumber)!,
    abaRoutingNumber: mask(row.abaRoutingNumber),
    transitNumber: mask(row.transitNumber, 2),
    institutionNumber: mask(row.institutionNumber, 1),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function saveBankDetails(db: Db, org: OrgContext, body: BankDetailsInput): Promise<BankDetails | null> {
  const stored = await repository.findBankDetails(db, org.orgId);
  const input = stored ? keepOmitted(body, stored, ['abaRoutingNumber', 'transitNumber', 'institutionNumber', 'swiftCode']) : body;
  refuseInvalid(validateBankDetails(input), {
    order: ['accountHolderName', 'accountNumber', 'country', 'abaRoutingNumber', 'transitNumber', 'institutionNumber', 'swiftCode'],
  });
  const us = input.country === 'US';
  await repository.saveBankDetails(db, org.orgId, {
    accountHolderName: input.accountHolderName.trim(),
    accountNumber: input.accountNumber.trim(),
    country: input.country,
    abaRoutingNumber: us ? (input.abaRoutingNumber ?? '').trim() : null,
    transitNumber: us ? null : (input.transitNumber ?? '').trim(),
    institutionNumber: us ? null : (input.institutionNumber ?? '').trim(),
    swiftCode: textOrNull(input.swiftCode)?.toUpperCase() ?? null,
  });
  return getBankDetails(db, org);
}
