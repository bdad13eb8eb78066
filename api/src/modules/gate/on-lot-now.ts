import { CAPACITY_HOLDING_STATUSES } from '@haulstop/shared/constants';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeFor, scopeSql, type ScopedOrg } from '../../lib/tenancy';

/** Whose trucks and slots: those at an owner's lots, or those a carrier or broker booked (for itself or its network), as the reservation list. */
const RULES = {
  owner: (org: string) => `l.owner_org_id = ${org}`,
  fleet: (org: string) => `r.org_id = ${org} OR r.booked_by_org_id = ${org}`,
};

export interface OnLotNow {
  /** Trucks the gate says are on the lot now (checked in and not out, overstaying included). */
  trucksOnLotNow: number;
  /** Slots booked for this moment (bookings holding the lot now, less no-show slots released). */
  slotsBookedNow: number;
}

/** The dashboard's trucks on the lot now against the slots booked now, in the organisation's scope. */
export async function onLotNow(db: Queryable, org: ScopedOrg, now = new Date()): Promise<OnLotNow> {
  const params: SqlParam[] = [now.toISOString(), [...CAPACITY_HOLDING_STATUSES]];
  const trucks = scopeSql(scopeFor(org), params, RULES);
  const slots = scopeSql(scopeFor(org), params, RULES);
  const { rows } = await db.query<OnLotNow>(
    `SELECT (SELECT count(*) FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id JOIN parking_lots l ON l.id = r.lot_id
              WHERE e.gate_status IN ('ON_LOT', 'OVERSTAY') AND ${trucks})::int AS "trucksOnLotNow",
            (SELECT COALESCE(sum(r.slots - r.released_slots), 0) FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
              WHERE r.status = ANY($2::text[]) AND r.start_at <= $1::timestamptz AND r.end_at > $1::timestamptz AND ${slots})::int AS "slotsBookedNow"`,
    params,
  );
  return rows[0];
}
