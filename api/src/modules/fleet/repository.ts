import type { Asset, AssetInput, Driver, DriverInput } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { likePattern } from '../../lib/like-pattern';

/** Drivers and assets are a fleet's own; a parking lot owner has none. */
const own = (scope: Scope, params: SqlParam[], alias: string) => scopeSql(scope, params, { owner: 'FALSE', fleet: (o) => `${alias}.org_id = ${o}` });

const driverColumns = `d.id AS "driverId", d.org_id AS "orgId", d.first_name AS "firstName", d.last_name AS "lastName",
  d.email, d.phone, d.employee_id AS "employeeId", d.driver_type AS "driverType", d.status, d.language`;

export async function listDrivers(
  db: Queryable,
  scope: Scope,
  filter: { search?: string; status?: string; offset: number; size: number },
): Promise<{ rows: Driver[]; total: number }> {
  const params: SqlParam[] = [];
  const where = [`d.status <> 'Deleted'`, own(scope, params, 'd')];
  if (filter.search) {
    params.push(likePattern(filter.search));
    const p = `$${params.length}`;
    where.push(`(d.first_name || ' ' || d.last_name ILIKE ${p} OR d.email ILIKE ${p} OR d.employee_id ILIKE ${p} OR d.phone ILIKE ${p})`);
  }
  if (filter.status) {
    params.push(filter.status);
    where.push(`d.status = $${params.length}`);
  }
  params.push(filter.size, filter.offset);
  const { rows } = await db.query<Driver & { total: number }>(
    `SELECT ${driverColumns}, count(*) OVER ()::int AS total FROM drivers d WHERE ${where.join(' AND ')}
      ORDER BY lower(d.last_name), lower(d.first_name), d.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(({ total: _total, ...driver }) => driver), total: rows[0]?.total ?? 0 };
}

export async function findDriver(db: Queryable, scope: Scope, driverId: number): Promise<Driver | undefined> {
  const params: SqlParam[] = [driverId];
  const { rows } = await db.query<Driver>(
    `SELECT ${driverColumns} FROM drivers d WHERE d.id = $1 AND d.status <> 'Deleted' AND ${own(scope, params, 'd')}`,
    params,
  );
  return rows[0];
}

export async function findDriverByEmployeeId(db: Queryable, orgId: number, employeeId: string): Promise<{ driverId: number } | undefined> {
  const { rows } = await db.query<{ driverId: number }>(`SELECT id AS "driverId" FROM drivers WHERE org_id = $1 AND employee_id = $2`, [orgId, employeeId]);
  return rows[0];
}

type DriverRow = Required<Omit<DriverInput, 'status'>> & { status: string };
const driverValues = (d: DriverRow) => [d.firstName, d.lastName, d.employeeId, d.driverType, d.phone, d.email, d.status, d.language];

export async function insertDriver(db: Queryable, orgId: number, driver: DriverRow): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO drivers (org_id, first_name, last_name, employee_id, driver_type, phone, email, status, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [orgId, ...driverValues(driver)],
  );
  return rows[0].id;
}

export async function updateDriver(db: Queryable, driverId: number, driver: DriverRow): Promise<void> {
  await db.query(
    `UPDATE drivers SET first_name = $2, last_name = $3, employee_id = $4, driver_type = $5, phone = $6, email = $7, status = $8, language = $9 WHERE id = $1`,
    [driverId, ...driverValues(driver)],
  );
}

/** Deleting keeps the row (reservations refer to it) and hides it everywhere. */
export async function markDriverDeleted(db: Queryable, driverId: number): Promise<void> {
  await db.query(`UPDATE drivers SET status = 'Deleted', employee_id = NULL WHERE id = $1`, [driverId]);
}

const assetColumns = `a.id AS "assetId", a.org_id AS "orgId", a.vin, a.license AS "licensePlate", a.license_state AS "licenseState",
  a.axles, a.trailer_length_ft AS "trailerLength", a.make, a.year AS "makeYear", a.color,
  a.asset_type_id AS "assetTypeId", a.asset_type AS "assetTypeName", a.equipment_type_id AS "equipmentTypeId",
  e.name AS "equipmentTypeName", a.status`;
const assetFrom = `assets a LEFT JOIN equipment_types e ON e.id = a.equipment_type_id`;

export async function listAssets(
  db: Queryable,
  scope: Scope | { kind: 'org'; orgId: number },
  filter: { search?: string; status?: string; offset: number; size: number },
): Promise<{ rows: Asset[]; total: number }> {
  const params: SqlParam[] = [];
  const where = [`a.status <> 'Deleted'`];
  if (scope.kind === 'org') {
    params.push(scope.orgId);
    where.push(`a.org_id = $${params.length}`);
  } else {
    where.push(own(scope, params, 'a'));
  }
  if (filter.search) {
    params.push(likePattern(filter.search));
    const p = `$${params.length}`;
    where.push(`(a.vin ILIKE ${p} OR a.license ILIKE ${p} OR a.make ILIKE ${p} OR a.asset_type ILIKE ${p})`);
  }
  if (filter.status) {
    params.push(filter.status);
    where.push(`a.status = $${params.length}`);
  }
  params.push(filter.size, filter.offset);
  const { rows } = await db.query<Asset & { total: number }>(
    `SELECT ${assetColumns}, count(*) OVER ()::int AS total FROM ${assetFrom} WHERE ${where.join(' AND ')}
      ORDER BY a.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(({ total: _total, ...asset }) => asset), total: rows[0]?.total ?? 0 };
}

export async function findAsset(db: Queryable, scope: Scope, assetId: number): Promise<Asset | undefined> {
  const params: SqlParam[] = [assetId];
  const { rows } = await db.query<Asset>(
    `SELECT ${assetColumns} FROM ${assetFrom} WHERE a.id = $1 AND a.status <> 'Deleted' AND ${own(scope, params, 'a')}`,
    params,
  );
  return rows[0];
}

export async function findAssetById(db: Queryable, assetId: number): Promise<Asset | undefined> {
  const { rows } = await db.query<Asset>(`SELECT ${assetColumns} FROM ${assetFrom} WHERE a.id = $1`, [assetId]);
  return rows[0];
}

export async function findAssetByVin(db: Queryable, orgId: number, vin: string): Promise<{ assetId: number } | undefined> {
  const { rows } = await db.query<{ assetId: number }>(`SELECT id AS "assetId" FROM assets WHERE org_id = $1 AND vin = $2 AND status <> 'Deleted'`, [
    orgId,
    vin,
  ]);
  return rows[0];
}

/** The name of an active catalogue entry, or undefined. */
export async function catalogueName(db: Queryable, table: 'asset_types' | 'equipment_types', id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>(`SELECT name FROM ${table} WHERE id = $1 AND status = 'Active'`, [id]);
  return rows[0]?.name;
}

export type AssetRow = Required<Omit<AssetInput, 'status'>> & { status: string; assetTypeName: string };
const assetValues = (a: AssetRow) => [
  a.assetTypeName,
  a.vin,
  a.licensePlate,
  a.licenseState,
  a.axles,
  a.trailerLength,
  a.make,
  a.makeYear,
  a.color,
  a.assetTypeId,
  a.equipmentTypeId,
  a.status,
];

export async function insertAsset(db: Queryable, orgId: number, asset: AssetRow): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO assets (org_id, asset_type, vin, license, license_state, axles, trailer_length_ft, make, year, color, asset_type_id, equipment_type_id, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [orgId, ...assetValues(asset)],
  );
  return rows[0].id;
}

export async function updateAsset(db: Queryable, assetId: number, asset: AssetRow): Promise<void> {
  await db.query(
    `UPDATE assets SET asset_type = $2, vin = $3, license = $4, license_state = $5, axles = $6, trailer_length_ft = $7, make = $8,
       year = $9, color = $10, asset_type_id = $11, equipment_type_id = $12, status = $13 WHERE id = $1`,
    [assetId, ...assetValues(asset)],
  );
}

/** Deleting keeps the row (reservations refer to it); the VIN is freed for a new record. */
export async function markAssetDeleted(db: Queryable, assetId: number): Promise<void> {
  await db.query(`UPDATE assets SET status = 'Deleted' WHERE id = $1`, [assetId]);
}
