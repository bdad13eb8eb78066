import type { LotAttachment, ParkingLot, ParkingLotDetail, ParkingLotInput } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { AVAILABLE_SLOTS_NOW, HOLDING_STATUSES_SQL, LOT_RULES } from './lot-sql';
import { likePattern } from '../../lib/like-pattern';

/** A lot row is the list item of the API contract. */
export type LotRow = ParkingLot;

/** The columns of a lot answer (list item), over `parking_lots l JOIN organizations o`. */
const LOT_COLUMNS = `l.id AS "parkingLotId", l.name, l.address, l.city, l.region, l.country, l.latitude, l.longitude,
            l.time_zone AS "timeZone", l.currency, l.total_slots AS "totalSlots", l.instructions, l.status,
            ${AVAILABLE_SLOTS_NOW} AS "availableSlots",
            o.id AS "ownerOrgId", o.name AS "ownerOrgName",
            COALESCE((SELECT json_agg(a.amenity ORDER BY a.amenity) FROM parking_lot_amenities a WHERE a.lot_id = l.id), '[]'::json) AS amenities,
            COALESCE((SELECT json_agg(json_build_object('duration', p.duration, 'amountMinor', p.amount_minor, 'currency', p.currency)
                                      ORDER BY array_position(ARRAY['6 hrs','12 hrs','24 hrs','36 hrs','Weekly','Monthly','Yearly'], p.duration))
                        FROM parking_lot_prices p WHERE p.lot_id = l.id), '[]'::json) AS prices,
            COALESCE((SELECT json_agg(json_build_object('imagePath', i.image_path, 'imagePriority', i.priority) ORDER BY i.priority, i.id)
                        FROM parking_lot_images i WHERE i.lot_id = l.id), '[]'::json) AS images`;

export async function listLots(
  db: Queryable,
  scope: Scope,
  filter: { search?: string; offset: number; size: number },
): Promise<{ rows: LotRow[]; total: number }> {
  const params: SqlParam[] = [];
  const conditions = [scopeSql(scope, params, LOT_RULES)];
  if (filter.search) {
    params.push(likePattern(filter.search));
    conditions.push(`(l.name ILIKE $${params.length} OR l.city ILIKE $${params.length})`);
  }
  const condition = conditions.join(' AND ');
  const { rows } = await db.query<LotRow>(
    `SELECT ${LOT_COLUMNS}
       FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id
      WHERE ${condition}
      ORDER BY l.name, l.id
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.size, filter.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id WHERE ${condition}`,
    params,
  );
  return { rows, total: count.rows[0].total };
}

export async function countLots(db: Queryable, scope: Scope): Promise<number> {
  const params: SqlParam[] = [];
  const where = scopeSql(scope, params, LOT_RULES);
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id WHERE ${where}`,
    params,
  );
  return rows[0].total;
}

export type LotDetailRow = ParkingLotDetail;

/** One lot the scope may see, with what the editor needs; undefined otherwise (the caller answers 404). */
export async function findLot(db: Queryable, scope: Scope, lotId: number): Promise<LotDetailRow | undefined> {
  const params: SqlParam[] = [lotId];
  const condition = scopeSql(scope, params, LOT_RULES);
  const { rows } = await db.query<LotDetailRow>(
    `SELECT ${LOT_COLUMNS}, l.postal_code AS "postalCode",
            COALESCE((SELECT json_agg(json_build_object('imageFilePath', i.image_path, 'priority', i.priority) ORDER BY i.priority, i.id)
                        FROM parking_lot_images i WHERE i.lot_id = l.id), '[]'::json) AS attachments
       FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id
      WHERE l.id = $1 AND ${condition}`,
    params,
  );
  return rows[0];
}

/** The lot's own columns, as the write functions take them. */
export type LotFields = Omit<ParkingLotInput, 'amenities' | 'attachments'> & { status: string };

const FIELD_COLUMNS: [keyof LotFields, string][] = [
  ['name', 'name'],
  ['address', 'address'],
  ['city', 'city'],
  ['region', 'region'],
  ['postalCode', 'postal_code'],
  ['country', 'country'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['timeZone', 'time_zone'],
  ['currency', 'currency'],
  ['totalSlots', 'total_slots'],
  ['instructions', 'instructions'],
  ['status', 'status'],
];
const fieldValues = (fields: LotFields): SqlParam[] => FIELD_COLUMNS.map(([key]) => (fields[key] ?? null) as SqlParam);

export async function insertLot(tx: Queryable, ownerOrgId: number, fields: LotFields): Promise<number> {
  const columns = FIELD_COLUMNS.map(([, column]) => column);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO parking_lots (owner_org_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [ownerOrgId, ...fieldValues(fields)],
  );
  return rows[0].id;
}

export async function updateLot(tx: Queryable, lotId: number, fields: LotFields): Promise<void> {
  const sets = FIELD_COLUMNS.map(([, column], i) => `${column} = $${i + 2}`);
  await tx.query(`UPDATE parking_lots SET ${sets.join(', ')} WHERE id = $1`, [lotId, ...fieldValues(fields)]);
}

/** Replaces the lot's amenities and images with the given ones (one statement each way). */
export async function replaceLotLists(tx: Queryable, lotId: number, amenities: readonly string[], attachments: readonly LotAttachment[]): Promise<void> {
  await tx.query('DELETE FROM parking_lot_amenities WHERE lot_id = $1', [lotId]);
  if (amenities.length) {
    await tx.query('INSERT INTO parking_lot_amenities (lot_id, amenity) SELECT $1, unnest($2::text[])', [lotId, [...amenities]]);
  }
  await tx.query('DELETE FROM parking_lot_images WHERE lot_id = $1', [lotId]);
  await tx.query(
    'INSERT INTO parking_lot_images (lot_id, image_path, priority) SELECT $1, path, priority FROM unnest($2::text[], $3::int[]) AS t(path, priority)',
    [lotId, attachments.map((a) => a.imageFilePath), attachments.map((a) => a.priority)],
  );
}

/** The amenity names among `names` that the catalogue does not hold (active ones). */
export async function unknownAmenities(db: Queryable, names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const { rows } = await db.query<{ name: string }>(
    `SELECT n AS name FROM unnest($1::text[]) AS n WHERE NOT EXISTS (SELECT 1 FROM amenities a WHERE a.name = n AND a.status = 'Active')`,
    [[...names]],
  );
  return rows.map((row) => row.name);
}

/** Bookings that still hold the lot (not ended, capacity-holding). */
export async function countFutureBookings(db: Queryable, lotId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservations WHERE lot_id = $1 AND end_at > now() AND status IN ${HOLDING_STATUSES_SQL}`,
    [lotId],
  );
  return rows[0].n;
}

export async function markLotDeleted(db: Queryable, lotId: number): Promise<void> {
  await db.query(`UPDATE parking_lots SET status = 'Deleted' WHERE id = $1`, [lotId]);
}

/** Replaces a lot's price list (durations not listed are no longer offered), in the lot's currency. */
export async function replacePrices(tx: Queryable, lotId: number, prices: readonly { duration: string; amountMinor: number }[]): Promise<void> {
  await tx.query('DELETE FROM parking_lot_prices WHERE lot_id = $1', [lotId]);
  if (!prices.length) return;
  await tx.query(
    `INSERT INTO parking_lot_prices (lot_id, duration, amount_minor, currency)
     SELECT $1, d, a, l.currency FROM unnest($2::text[], $3::int[]) AS t(d, a) JOIN parking_lots l ON l.id = $1`,
    [lotId, prices.map((p) => p.duration), prices.map((p) => p.amountMinor)],
  );
}
