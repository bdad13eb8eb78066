import type { Queryable } from './db';

/**
 * Fleet demo data on top of seed()'s drivers and assets: every asset names its
 * catalogue type, trailers their equipment, and plates their province or state; Timberline
 * (Northline's second sub-carrier) gets trucks of its own.
 */
export async function seedFleet(tx: Queryable): Promise<void> {
  await tx.query(`UPDATE assets a SET asset_type_id = t.id FROM asset_types t WHERE lower(t.name) = lower(a.asset_type) AND a.asset_type_id IS NULL`);
  await tx.query(
    `UPDATE assets a SET equipment_type_id = e.id FROM equipment_types e
      WHERE a.asset_type = 'Trailer' AND e.name = CASE WHEN a.id % 2 = 0 THEN 'Refrigerated' ELSE 'Dry van' END`,
  );
  await tx.query(`UPDATE assets SET license_state = CASE org_id WHEN 3 THEN 'AB' WHEN 5 THEN 'BC' ELSE 'IL' END WHERE license_state IS NULL`);
  const timberline: [type: string, vin: string, plate: string, make: string, year: string][] = [
    ['Truck', '1XKYDP9X0LJ400112', 'TT40011', 'Kenworth', '2020'],
    ['Flatbed', '1UYFS2480KA700213', 'TT70021', 'Utility', '2019'],
    ['Reefer', '1JJV532D9NL100314', 'TT10031', 'Wabash', '2022'],
  ];
  for (const [type, vin, plate, make, year] of timberline) {
    await tx.query(
      `INSERT INTO assets (org_id, asset_type, asset_type_id, vin, license, license_state, axles, make, year, color)
       SELECT 12, t.name, t.id, $2, $3, 'MT', 2, $4, $5, 'White' FROM asset_types t WHERE t.name = $1`,
      [type, vin, plate, make, year],
    );
  }
}
