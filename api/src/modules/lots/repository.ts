import { CAPACITY_HOLDING_STATUSES } from '@haulstop/shared/constants';
import type { ParkingLot } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';

/** A lot row is the list item of the API contract. */
export type LotRow = ParkingLot;

/** Which lots a list shows: an owner's own; for carriers and brokers every bookable lot (the catalogue they book from). */
export const LOT_RULES = {
  owner: (org: string) => `l.owner_org_id = ${org} AND l.status <> 'Deleted'`,
  fleet: `l.status = 'Active' AND o.status = 'Active'`,
  platform: `l.status <> 'Deleted'`,
};

// Slots held now: reservations that hold capacity and whose window covers this moment.
const HOLDING_STATUSES = `(${CAPACITY_HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

export async function listLots(
  db: Queryable,
  scope: Scope,
  filter: { search?: string; offset: number; size: number },
): Promise<{ rows: LotRow[]; total: number }> {
  const params: SqlParam[] = [];
  const conditions = [scopeSql(scope, params, LOT_RULES)];
  if (filter.search) {
    params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(l.name ILIKE $${params.length} OR l.city ILIKE $${params.length})`);
  }
  const condition = conditions.join(' AND ');
  const { rows } = await db.query<LotRow>(
    `SELECT l.id AS "parkingLotId", l.name, l.address, l.city, l.region, l.country, l.latitude, l.longitude,
            l.time_zone AS "timeZone", l.currency, l.total_slots AS "totalSlots", l.instructions, l.status,
            GREATEST(0, l.total_slots - COALESCE((
              SELECT sum(r.slots) FROM reservations r
               WHERE r.lot_id = l.id AND r.status IN ${HOLDING_STATUSES} AND r.start_at <= now() AND r.end_at > now()
            ), 0))::int AS "availableSlots",
            o.id AS "ownerOrgId", o.name AS "ownerOrgName",
            COALESCE((SELECT json_agg(a.amenity ORDER BY a.amenity) FROM parking_lot_amenities a WHERE a.lot_id = l.id), '[]'::json) AS amenities,
            COALESCE((SELECT json_agg(json_build_object('duration', p.duration, 'amountMinor', p.amount_minor, 'currency', p.currency)
                                      ORDER BY array_position(ARRAY['6 hrs','12 hrs','24 hrs','36 hrs','Weekly','Monthly','Yearly'], p.duration))
                        FROM parking_lot_prices p WHERE p.lot_id = l.id), '[]'::json) AS prices,
            COALESCE((SELECT json_agg(json_build_object('imagePath', i.image_path, 'imagePriority', i.priority) ORDER BY i.priority, i.id)
                        FROM parking_lot_images i WHERE i.lot_id = l.id), '[]'::json) AS images
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
