import type { PublicLot } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { AVAILABLE_SLOTS_NOW, LOT_RULES } from '../lots/lot-sql';
import { distanceSql } from './repository';
import { likePattern } from '../../lib/like-pattern';

/** Where a public lot's photo is read (no login): the API's public URL and the lot. */
export const publicPhotoUrl = (publicUrl: string, lotId: number) => `${publicUrl}/api/public/lots/${lotId}/photo`;

/** What a driver sees of a lot, over `parking_lots l`: nothing private (no owner, no instructions, no access codes). */
const PUBLIC_COLUMNS = `l.id AS "parkingLotId", l.name, l.address, l.postal_code AS "postalCode", l.city, l.region, l.country, l.latitude, l.longitude,
            l.total_slots AS "totalSlots", ${AVAILABLE_SLOTS_NOW} AS "availableSlots",
            COALESCE((SELECT json_agg(a.amenity ORDER BY a.amenity) FROM parking_lot_amenities a WHERE a.lot_id = l.id), '[]'::json) AS amenities,
            (SELECT json_build_object('duration', p.duration, 'amountMinor', p.amount_minor, 'currency', p.currency)
               FROM parking_lot_prices p WHERE p.lot_id = l.id ORDER BY p.amount_minor, p.id LIMIT 1) AS "priceFrom",
            EXISTS (SELECT 1 FROM parking_lot_images i WHERE i.lot_id = l.id) AS "hasPhoto"`;

type PublicLotRow = Omit<PublicLot, 'photoUrl'> & { hasPhoto: boolean };

const withPhotoUrl =
  (publicUrl: string) =>
  ({ hasPhoto, ...lot }: PublicLotRow): PublicLot => ({ ...lot, photoUrl: hasPhoto ? publicPhotoUrl(publicUrl, lot.parkingLotId) : null });

/**
 * Every bookable lot (active, of an active owner) with what a driver on the road needs: where it
 * is, its free slots now, its "from" price and amenities, a photo. The answer without a query,
 * which partners read whole.
 */
export async function listPublicLots(db: Queryable, publicUrl: string): Promise<PublicLot[]> {
  const { rows } = await db.query<PublicLotRow>(
    `SELECT ${PUBLIC_COLUMNS}
       FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id
      WHERE ${LOT_RULES.fleet}
      ORDER BY l.name, l.id`,
  );
  return rows.map(withPhotoUrl(publicUrl));
}

/** The words of a search, lower case without accents, as a lot's `search_text` holds its text (migration 270). */
export function foldWords(search: string): string[] {
  return search
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

export interface PublicLotFilter {
  /** Nearest to this point first, each lot with its distance; only those within radiusKm when given. */
  near?: { latitude: number; longitude: number; radiusKm?: number };
  /** Each word (foldWords) somewhere in the lot's name, address, city, region, postal code or country. */
  words: string[];
  offset: number;
  size: number;
}

/**
 * Radii (km) of the circles the nearest lots are looked for in first: the box around a circle is
 * read on the lots' position index (parking_lots_position_idx), so distances are computed for the
 * lots near the point, not for every lot. The first circle holding a whole page is the one read;
 * when none does (a sparse area, a far page), every matching lot is.
 */
const CIRCLES_KM = [50, 200, 800];
const KM_PER_DEGREE = 111.2;

/** The box around a circle, or undefined when it would cross a pole or the antimeridian (then no box). */
function boxAround({ latitude, longitude }: { latitude: number; longitude: number }, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  // A circle is widest in longitude at its poleward edge: the box takes that width.
  const edge = Math.abs(latitude) + dLat;
  if (edge >= 89) return undefined;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((edge * Math.PI) / 180));
  if (longitude - dLng < -180 || longitude + dLng > 180) return undefined;
  return { south: latitude - dLat, north: latitude + dLat, west: longitude - dLng, east: longitude + dLng };
}

/**
 * One page of the bookable lots a driver asks for: those matching every word searched, nearest to
 * the point first when one is given (by name otherwise). Only the page's rows get their free slots,
 * price, amenities and photo; the rest are ordered on narrow rows (id, distance).
 */
export async function searchPublicLots(db: Queryable, publicUrl: string, filter: PublicLotFilter): Promise<{ rows: PublicLot[]; total: number }> {
  const params: SqlParam[] = [];
  const add = (value: SqlParam) => `$${params.push(value)}`;
  const where = [LOT_RULES.fleet];
  if (filter.words.length) {
    const patterns = filter.words.map((word) => likePattern(word));
    where.push(`l.search_text LIKE ALL (${add(patterns)}::text[])`);
  }
  let distance = 'NULL::float8';
  if (filter.near?.radiusKm !== undefined) {
    distance = distanceSql(add(filter.near.latitude), add(filter.near.longitude));
    // The box around the circle is read on the lots' position index; the distance decides at its corners.
    const box = boxAround(filter.near, filter.near.radiusKm);
    if (box) where.push(`l.latitude BETWEEN ${add(box.south)} AND ${add(box.north)} AND l.longitude BETWEEN ${add(box.west)} AND ${add(box.east)}`);
    where.push(`${distance} <= ${add(filter.near.radiusKm)}`);
  }
  const matching = `FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id WHERE ${where.join(' AND ')}`;
  const count = async (extra: string, extraParams: SqlParam[] = []) =>
    (await db.query<{ total: number }>(`SELECT count(*)::int AS total ${matching}${extra}`, [...params, ...extraParams])).rows[0].total;
  const total = await count('');
  const wanted = filter.offset + filter.size;
  if (total === 0 || filter.offset >= total) return { rows: [], total };

  let within = '';
  if (filter.near) {
    // Without a radius the point's parameters are added only now: the count above does not use them.
    if (filter.near.radiusKm === undefined) distance = distanceSql(add(filter.near.latitude), add(filter.near.longitude));
    const narrower = CIRCLES_KM.filter((radiusKm) => radiusKm < (filter.near?.radiusKm ?? Infinity));
    for (const radiusKm of total > wanted ? narrower : []) {
      const box = boxAround(filter.near, radiusKm);
      if (!box) break;
      const n = params.length;
      const circle = ` AND l.latitude BETWEEN $${n + 1} AND $${n + 2} AND l.longitude BETWEEN $${n + 3} AND $${n + 4} AND ${distance} <= $${n + 5}`;
      const circleParams = [box.south, box.north, box.west, box.east, radiusKm];
      if ((await count(circle, circleParams)) >= wanted) {
        within = circle;
        params.push(...circleParams);
        break;
      }
    }
  }
  const order = (distanceKm: string) => `${filter.near ? `${distanceKm},` : ''} l.name, l.id`;
  const { rows } = await db.query<PublicLotRow & { distanceKm: number | null }>(
    `WITH page AS (
       SELECT l.id, ${distance} AS "distanceKm"
         ${matching}${within}
        ORDER BY ${order('"distanceKm"')}
        LIMIT ${add(filter.size)} OFFSET ${add(filter.offset)})
     SELECT ${PUBLIC_COLUMNS}, round(page."distanceKm"::numeric, 1)::float8 AS "distanceKm"
       FROM page JOIN parking_lots l ON l.id = page.id
      ORDER BY ${order('page."distanceKm"')}`,
    params,
  );
  const toLot = withPhotoUrl(publicUrl);
  return { rows: rows.map(({ distanceKm, ...row }) => ({ ...toLot(row), ...(distanceKm === null ? {} : { distanceKm }) })), total };
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
