import type { Queryable } from '../../db/db';
import { LOT_RULES } from '../lots/lot-sql';
import type { LotTown } from './gazetteer';

/** How long the towns of the lots are kept: a new lot's town is found within this time. */
const KEPT_MS = 60_000;
const kept = new WeakMap<Queryable, { at: number; towns: Promise<LotTown[]> }>();

/**
 * The towns of the bookable lots (active, of an active owner), each at the middle of its lots: read
 * once a minute, not at each letter typed (the place search is public and asked as people type).
 */
export function lotTowns(db: Queryable, now = Date.now()): Promise<LotTown[]> {
  const cached = kept.get(db);
  if (cached && now - cached.at < KEPT_MS) return cached.towns;
  const towns = db
    .query<LotTown>(
      `SELECT l.city AS name, l.region, l.country, avg(l.latitude)::float8 AS latitude, avg(l.longitude)::float8 AS longitude
         FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id
        WHERE ${LOT_RULES.fleet}
        GROUP BY l.city, l.region, l.country`,
    )
    .then(({ rows }) => rows);
  kept.set(db, { at: now, towns });
  // A failed read is not kept: the next search asks again.
  towns.catch(() => kept.delete(db));
  return towns;
}
