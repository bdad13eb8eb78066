import type { PublicLot } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { AVAILABLE_SLOTS_NOW, LOT_RULES } from '../lots/repository';

/** Every bookable lot (active, of an active owner) with what a driver on the road needs; nothing private. */
export async function listPublicLots(db: Queryable): Promise<PublicLot[]> {
  const { rows } = await db.query<PublicLot>(
    `SELECT l.id AS "parkingLotId", l.name, l.city, l.region, l.country, l.latitude, l.longitude,
            l.total_slots AS "totalSlots", ${AVAILABLE_SLOTS_NOW} AS "availableSlots",
            COALESCE((SELECT json_agg(a.amenity ORDER BY a.amenity) FROM parking_lot_amenities a WHERE a.lot_id = l.id), '[]'::json) AS amenities
       FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id
      WHERE ${LOT_RULES.fleet}
      ORDER BY l.name, l.id`,
  );
  return rows;
}
