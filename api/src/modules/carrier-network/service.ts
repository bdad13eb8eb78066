import type { Asset, AssetInput, NetworkCarrier, NetworkCarrierInput, NetworkCarrierUpdate, Page } from '@haulstop/shared/contracts';
import { dotRoot, NETWORK_REFUSALS, validateNetworkCarrier, type NetworkCarrierField } from '@haulstop/shared/rules';
import type { AppConfig } from '../../config/env';
import type { Db, Queryable } from '../../db/db';
import { conflict, forbidden, notFound, text } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { refuseInvalid } from '../../lib/rules';
import type { OrgContext } from '../../plugins/app/authorization';
import { newRefreshToken as newLinkToken } from '../auth/tokens';
import * as fleet from '../fleet/service';
import type { Mailer } from '../mail/mailer';
import { createInvitation, INVITATION_TTL_DAYS } from '../signup/invitations-service';
import * as repository from './repository';

/**
 * Whose network a call acts on: the current organisation's (null = every network, for the platform
 * acting as itself); the route's rule ('networkCarriers') admitted only those two.
 */
function networkOf(org: OrgContext): number | null {
  return org.isPlatformOrg ? null : org.orgId;
}

/** The parent that adds: a carrier with its network enabled (the platform switches into it first). */
function addingParent(org: OrgContext): number {
  const parentId = networkOf(org);
  if (parentId === null) throw forbidden(text('apiErrors.carrierNetwork.switchToParent'));
  return parentId;
}

function checked(values: Partial<NetworkCarrierInput>, fields?: NetworkCarrierField[]): void {
  refuseInvalid(validateNetworkCarrier(values, fields));
}

/** The shared NETWORK_REFUSALS (their English) by i18n key, so they are answered in the request's language. */
const NETWORK_REFUSAL_KEYS: Record<keyof typeof NETWORK_REFUSALS, string> = {
  DOT_ALREADY_REGISTERED: 'apiErrors.dotRegistered',
  DOT_SAME_ROOT: 'apiErrors.carrierNetwork.dotSameRoot',
  PARKING_LOT_OWNER_NOT_CARRIER: 'apiErrors.carrierNetwork.ownerNotCarrier',
};
const networkRefusal = (code: keyof typeof NETWORK_REFUSALS) =>
  conflict(text(NETWORK_REFUSAL_KEYS[code]), code, { field: code === 'PARKING_LOT_OWNER_NOT_CARRIER' ? 'email' : 'dotNumber' });

/** SPEC §8 refusals of a DOT number: a parking lot owner's, one already registered, one with the same root. */
async function refuseDot(db: Queryable, dotNumber: string, exceptOrgId?: number): Promise<void> {
  const clashes = await repository.dotClashes(db, dotNumber, dotRoot(dotNumber), exceptOrgId);
  if (clashes.some((c) => c.orgType === 'PARKING_LOT_OWNER')) throw networkRefusal('PARKING_LOT_OWNER_NOT_CARRIER');
  if (clashes.some((c) => c.dotNumber === dotNumber)) throw networkRefusal('DOT_ALREADY_REGISTERED');
  if (clashes.length > 0) throw networkRefusal('DOT_SAME_ROOT');
}

export async function listCarriers(db: Queryable, org: OrgContext, query: { page?: number; size?: number; search?: string }): Promise<Page<NetworkCarrier>> {
  const parentId = networkOf(org);
  return paged(query, (w) => repository.listCarriers(db, parentId, { search: query.search?.trim() || undefined, ...w }));
}

/** A sub-carrier of the caller's network; another parent's answers 404. */
async function carrierOf(db: Queryable, org: OrgContext, saasOrgId: number) {
  const carrier = await repository.findCarrier(db, networkOf(org), saasOrgId);
  if (!carrier) throw notFound('Carrier');
  return carrier;
}

export async function getCarrier(db: Queryable, org: OrgContext, saasOrgId: number): Promise<NetworkCarrier> {
  const { orgId: _orgId, ...carrier } = await carrierOf(db, org, saasOrgId);
  return carrier;
}

/**
 * Adds a sub-carrier (Invited): the organisation (CARRIER, parent = caller) and an invitation of
 * its contact as admin, in one transaction; the mail goes last so a failed send undoes both.
 */
export async function addCarrier(
  db: Db,
  config: Pick<AppConfig, 'consoleUrl'>,
  mailer: Mailer,
  org: OrgContext,
  userId: number,
  input: NetworkCarrierInput & { language?: string },
): Promise<NetworkCarrier> {
  const values = { dotNumber: input.dotNumber.trim(), orgName: input.orgName.trim(), email: input.email.trim().toLowerCase() };
  checked(values);
  const parentId = addingParent(org);
  const saasOrgId = await db.transaction(async (tx) => {
    if (await repository.isParkingLotOwnerMember(tx, values.email)) throw networkRefusal('PARKING_LOT_OWNER_NOT_CARRIER');
    await refuseDot(tx, values.dotNumber);
    const orgId = await repository.insertCarrier(tx, parentId, values);
    const link = newLinkToken();
    await createInvitation(tx, { orgId, loginId: values.email, role: 'admin', hash: link.hash, invitedBy: userId, ttlDays: INVITATION_TTL_DAYS });
    await mailer.sendMail({
      to: values.email,
      language: input.language ?? 'en',
      template: 'invitation',
      data: { orgName: values.orgName, role: 'admin', link: `${config.consoleUrl}/acceptInvitation?token=${link.token}` },
    });
    return orgId;
  });
  return getCarrier(db, org, saasOrgId);
}

export async function updateCarrier(db: Db, org: OrgContext, saasOrgId: number, input: NetworkCarrierUpdate): Promise<NetworkCarrier> {
  const values = { dotNumber: input.dotNumber.trim(), orgName: input.orgName.trim() };
  checked(values, ['dotNumber', 'orgName']);
  await db.transaction(async (tx) => {
    const carrier = await carrierOf(tx, org, saasOrgId);
    if (values.dotNumber !== carrier.dotNumber) await refuseDot(tx, values.dotNumber, carrier.orgId);
    await repository.updateCarrier(tx, carrier.orgId, values);
  });
  return getCarrier(db, org, saasOrgId);
}

export async function listAssets(
  db: Queryable,
  org: OrgContext,
  saasOrgId: number,
  query: { page?: number; size?: number; search?: string },
): Promise<Page<Asset>> {
  const carrier = await carrierOf(db, org, saasOrgId);
  return fleet.listAssetsOf(db, carrier.orgId, query);
}

/** The same asset rules as /assets (shared fleet rules), for the sub-carrier. */
export async function createAsset(db: Db, org: OrgContext, saasOrgId: number, input: AssetInput): Promise<Asset> {
  const carrier = await carrierOf(db, org, saasOrgId);
  return fleet.createAssetOf(db, carrier.orgId, input);
}

export async function updateAsset(db: Db, org: OrgContext, saasOrgId: number, assetId: number, input: AssetInput): Promise<Asset> {
  const carrier = await carrierOf(db, org, saasOrgId);
  return fleet.updateAssetOf(db, carrier.orgId, assetId, input);
}

export async function deleteAsset(db: Db, org: OrgContext, saasOrgId: number, assetId: number): Promise<void> {
  const carrier = await carrierOf(db, org, saasOrgId);
  await fleet.deleteAssetOf(db, carrier.orgId, assetId);
}
