import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import { pageWindow, type Page } from '../../lib/paging';
import * as repository from './repository';

export type ParkingLot = repository.LotRow;

/** The organisation a list is for (the request's current organisation). */
export interface OrgScope {
  orgId: number;
  orgType: string;
}

/** Owners see their own lots; carriers and brokers every bookable lot; the platform every lot. */
export function lotScopeFor(org: OrgScope): repository.LotScope {
  if (org.orgId === PLATFORM_ORG_ID) return { all: true };
  if (org.orgType === 'PARKING_LOT_OWNER') return { ownerOrgId: org.orgId };
  return { bookable: true };
}

export async function listParkingLots(
  db: Queryable,
  org: OrgScope,
  query: { page?: number; size?: number; search?: string },
): Promise<Page<ParkingLot>> {
  const { page, size, offset } = pageWindow(query);
  const { rows, total } = await repository.listLots(db, lotScopeFor(org), { search: query.search?.trim() || undefined, offset, size });
  return { content: rows, totalElements: total, page, size };
}

export const countParkingLots = (db: Queryable, org: OrgScope) => repository.countLots(db, lotScopeFor(org));

/** Lot images are readable by any signed-in user; this tells the file module whether a lot exists. */
export async function lotExists(db: Queryable, lotId: number): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM parking_lots WHERE id = $1 AND status <> 'Deleted'`, [lotId]);
  return rowCount > 0;
}
