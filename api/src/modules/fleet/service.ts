import type { Asset, AssetInput, Driver, DriverInput, Page } from '@haulstop/shared/contracts';
import { isLanguage } from '@haulstop/shared/constants';
import { normalizePhone, normalizeVin, validateAsset, validateDriver } from '@haulstop/shared/rules';
import type { Db, Queryable, SqlParam } from '../../db/db';
import { badRequest, conflict, notFound, text } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { keepOmitted } from '../../lib/put';
import { refuseInvalid } from '../../lib/rules';
import { scopeFor, scopeSql, type ScopedOrg } from '../../lib/tenancy';
import type { OrgContext } from '../../plugins/app/authorization';
import * as repository from './repository';

/** Active drivers of the current organisation (every organisation's, for the platform). */
export async function countDrivers(db: Queryable, org: ScopedOrg): Promise<number> {
  const params: SqlParam[] = [];
  const own = scopeSql(scopeFor(org), params, { owner: (o) => `org_id = ${o}`, fleet: (o) => `org_id = ${o}` });
  const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM drivers WHERE status = 'Active' AND ${own}`, params);
  return rows[0].total;
}

const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** What a driver's or an asset's PUT may leave out: it keeps the stored value. */
const DRIVER_OPTIONAL = ['email', 'phone', 'employeeId', 'status', 'language'] as const;
export const ASSET_OPTIONAL = ['licenseState', 'axles', 'trailerLength', 'make', 'makeYear', 'color', 'equipmentTypeId', 'status'] as const;

export function listDrivers(db: Queryable, org: OrgContext, query: { page?: number; size?: number; search?: string; status?: string }): Promise<Page<Driver>> {
  const scope = scopeFor(org);
  return paged(query, (w) => repository.listDrivers(db, scope, { search: query.search?.trim() || undefined, status: query.status, ...w }));
}

export async function getDriver(db: Queryable, org: OrgContext, driverId: number): Promise<Driver> {
  const driver = await repository.findDriver(db, scopeFor(org), driverId);
  if (!driver) throw notFound('Driver');
  return driver;
}

/** The SPEC §5 driver rules (shared with the form), then the stored shape. */
async function checkedDriver(db: Queryable, orgId: number, input: DriverInput, exceptId?: number) {
  refuseInvalid(validateDriver(input));
  const employeeId = blankToNull(input.employeeId);
  if (employeeId) {
    const existing = await repository.findDriverByEmployeeId(db, orgId, employeeId);
    if (existing && existing.driverId !== exceptId) throw conflict(text('apiErrors.employeeIdUsed', { employeeId }), 'ALREADY_EXISTS', { field: 'employeeId' });
  }
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: blankToNull(input.email),
    phone: normalizePhone(input.phone),
    employeeId,
    driverType: input.driverType.trim(),
    status: input.status ?? 'Active',
    language: isLanguage(input.language) ? input.language : null,
  };
}

export async function createDriver(db: Db, org: OrgContext, input: DriverInput): Promise<Driver> {
  const orgId = org.orgId;
  const row = await checkedDriver(db, orgId, input);
  const driverId = await repository.insertDriver(db, orgId, row);
  return getDriver(db, org, driverId);
}

export async function updateDriver(db: Db, org: OrgContext, driverId: number, input: DriverInput): Promise<Driver> {
  const existing = await getDriver(db, org, driverId);
  const row = await checkedDriver(db, existing.orgId, keepOmitted(input, existing, DRIVER_OPTIONAL), driverId);
  await repository.updateDriver(db, driverId, row);
  return getDriver(db, org, driverId);
}

export async function deleteDriver(db: Db, org: OrgContext, driverId: number): Promise<void> {
  await getDriver(db, org, driverId);
  await repository.markDriverDeleted(db, driverId);
}

export function listAssets(db: Queryable, org: OrgContext, query: { page?: number; size?: number; search?: string; status?: string }): Promise<Page<Asset>> {
  const scope = scopeFor(org);
  return paged(query, (w) => repository.listAssets(db, scope, { search: query.search?.trim() || undefined, status: query.status, ...w }));
}

export async function getAsset(db: Queryable, org: OrgContext, assetId: number): Promise<Asset> {
  const asset = await repository.findAsset(db, scopeFor(org), assetId);
  if (!asset) throw notFound('Asset');
  return asset;
}

/** The SPEC §5 asset rules (shared with the form), catalogue references, then the stored shape (VIN upper-cased). */
export async function checkedAsset(db: Queryable, orgId: number, input: AssetInput, exceptId?: number): Promise<repository.AssetRow> {
  refuseInvalid(validateAsset(input));
  const vin = normalizeVin(input.vin);
  const assetTypeName = await repository.catalogueName(db, 'asset_types', input.assetTypeId);
  if (!assetTypeName) throw badRequest(text('apiErrors.chooseAssetType'), undefined, { field: 'assetTypeId' });
  const equipmentTypeId = input.equipmentTypeId ?? null;
  if (equipmentTypeId !== null && !(await repository.catalogueName(db, 'equipment_types', equipmentTypeId))) {
    throw badRequest(text('apiErrors.chooseEquipmentType'), undefined, { field: 'equipmentTypeId' });
  }
  const existing = await repository.findAssetByVin(db, orgId, vin);
  if (existing && existing.assetId !== exceptId) throw conflict(text('apiErrors.vinUsed', { vin }), 'ALREADY_EXISTS', { field: 'vin' });
  return {
    vin,
    licensePlate: input.licensePlate.trim().toUpperCase(),
    licenseState: blankToNull(input.licenseState),
    axles: input.axles ?? null,
    trailerLength: input.trailerLength ?? null,
    make: blankToNull(input.make),
    makeYear: blankToNull(input.makeYear),
    color: blankToNull(input.color),
    assetTypeId: input.assetTypeId,
    assetTypeName,
    equipmentTypeId,
    status: input.status ?? 'Active',
  };
}

export async function createAsset(db: Db, org: OrgContext, input: AssetInput): Promise<Asset> {
  const orgId = org.orgId;
  const assetId = await repository.insertAsset(db, orgId, await checkedAsset(db, orgId, input));
  return getAsset(db, org, assetId);
}

export async function updateAsset(db: Db, org: OrgContext, assetId: number, input: AssetInput): Promise<Asset> {
  const existing = await getAsset(db, org, assetId);
  await repository.updateAsset(db, assetId, await checkedAsset(db, existing.orgId, keepOmitted(input, existing, ASSET_OPTIONAL), assetId));
  return getAsset(db, org, assetId);
}

export async function deleteAsset(db: Db, org: OrgContext, assetId: number): Promise<void> {
  await getAsset(db, org, assetId);
  await repository.markAssetDeleted(db, assetId);
}

/**
 * The assets of organisation `orgId`, named by id: a network parent manages its sub-carriers'
 * assets through these (carrier-network checks first that the sub-carrier is the caller's), under
 * the same rules as /assets.
 */
export function listAssetsOf(db: Queryable, orgId: number, query: { page?: number; size?: number; search?: string }): Promise<Page<Asset>> {
  return paged(query, (w) => repository.listAssets(db, { kind: 'org', orgId }, { search: query.search?.trim() || undefined, ...w }));
}

/** Organisation `orgId`'s asset (not deleted); another organisation's answers 404. */
export async function assetOf(db: Queryable, orgId: number, assetId: number): Promise<Asset> {
  const asset = await repository.findAssetById(db, assetId);
  if (!asset || asset.orgId !== orgId || asset.status === 'Deleted') throw notFound('Asset');
  return asset;
}

export async function createAssetOf(db: Db, orgId: number, input: AssetInput): Promise<Asset> {
  const assetId = await repository.insertAsset(db, orgId, await checkedAsset(db, orgId, input));
  return assetOf(db, orgId, assetId);
}

export async function updateAssetOf(db: Db, orgId: number, assetId: number, input: AssetInput): Promise<Asset> {
  const existing = await assetOf(db, orgId, assetId);
  await repository.updateAsset(db, assetId, await checkedAsset(db, orgId, keepOmitted(input, existing, ASSET_OPTIONAL), assetId));
  return assetOf(db, orgId, assetId);
}

export async function deleteAssetOf(db: Db, orgId: number, assetId: number): Promise<void> {
  await assetOf(db, orgId, assetId);
  await repository.markAssetDeleted(db, assetId);
}
