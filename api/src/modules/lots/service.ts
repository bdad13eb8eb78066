import type { Queryable } from '../../db/db';
import { paged, type Page } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import * as repository from './repository';

export type ParkingLot = repository.LotRow;

/** Owners see their own lots; carriers and brokers every bookable lot; the platform every lot. */
export async function listParkingLots(db: Queryable, org: ScopedOrg, query: { page?: number; size?: number; search?: string }): Promise<Page<ParkingLot>> {
  const search = query.search?.trim() || undefined;
  return paged(query, (window) => repository.listLots(db, scopeFor(org), { search, ...window }));
}

export const countParkingLots = (db: Queryable, org: ScopedOrg) => repository.countLots(db, scopeFor(org));

/** Lot images are readable by any signed-in user; this tells the file module whether a lot exists. */
export async function lotExists(db: Queryable, lotId: number): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM parking_lots WHERE id = $1 AND status <> 'Deleted'`, [lotId]);
  return rowCount > 0;
}
