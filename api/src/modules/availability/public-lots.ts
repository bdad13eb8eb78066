import type { PublicLot } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { AVAILABLE_SLOTS_NOW, LOT_RULES } from '../lots/repository';

/** Where a public lot's photo is read (no login): the API's public URL and the lot. */
export const publicPhotoUrl = (publicUrl: string, lotId: number) => `${publicUrl}/api/public/lots/${lotId}/photo`;

/**
 * Every bookable lot (active, of an active owner) with what a driver on the road needs: where it
 * is, its free slots now, its "from" price and amenities, a photo. Nothing private (no owner, no
 * instructions, no access codes).
 */
export async function listPublicLots(db: Queryable, publicUrl: string): Promise<PublicLot[]> {
  const { rows } = await db.query<Omit<PublicLot, 'photoUrl'> & { hasPhoto: boolean }>(
    `SELECT l.id AS "parkingLotId", l.name, l.address, l.postal_code AS "postalCode", l.city, l.region, l.country, l.latitude, l.longitude,
            l.total_slots AS "totalSlots", ${AVAILABLE_SLOTS_NOW} AS "availableSlots",
            COALESCE((SELECT json_agg(a.amenity ORDER BY a.amenity) FROM parking_lot_amenities a WHERE a.lot_id = l.id), '[]'::json) AS amenities,
            (SELECT json_build_object('duration', p.duration, 'amountMinor', p.amount_minor, 'currency', p.currency)
               FROM parking_lot_prices p WHERE p.lot_id = l.id ORDER BY p.amount_minor, p.id LIMIT 1) AS "priceFrom",
            EXISTS (SELECT 1 FROM parking_lot_images i WHERE i.lot_id = l.id) AS "hasPhoto"
       FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id
      WHERE ${LOT_RULES.fleet}
      ORDER BY l.name, l.id`,
  );
  return rows.map(({ hasPhoto, ...lot }) => ({ ...lot, photoUrl: hasPhoto ? publicPhotoUrl(publicUrl, lot.parkingLotId) : null }));
}

/** The object path of a publicly listed lot's first photo, or undefined (no such lot, not listed, or no photo). */
export async function findPublicPhoto(db: Queryable, lotId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ imagePath: string }>(
    `SELECT i.image_path AS "imagePath"
       FROM parking_lot_images i JOIN parking_lots l ON l.id = i.lot_id JOIN organizations o ON o.id = l.owner_org_id
      WHERE i.lot_id = $1 AND ${LOT_RULES.fleet}
      ORDER BY i.priority, i.id LIMIT 1`,
    [lotId],
  );
  return rows[0]?.imagePath;
}
