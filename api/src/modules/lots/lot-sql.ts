import { CAPACITY_HOLDING_STATUSES } from '@haulstop/shared/constants';

/*
 * The lots' SQL fragments other modules' queries compose (availability, places, booking): the one
 * definition of which lots a list shows and of a lot's free slots. Fragments, not queries: a module
 * reads the lots' rows through the lots service.
 */

/** Which lots a list shows: an owner's own; for carriers and brokers every bookable lot (the catalogue they book from). */
export const LOT_RULES = {
  owner: (org: string) => `l.owner_org_id = ${org} AND l.status <> 'Deleted'`,
  fleet: `l.status = 'Active' AND o.status = 'Active'`,
  platform: `l.status <> 'Deleted'`,
};

/** The statuses that hold capacity, as an SQL list of literals (so the planner can use the partial free-slot index). */
export const HOLDING_STATUSES_SQL = `(${CAPACITY_HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * The one count of a lot's free slots over a window (DESIGN §6 pooled capacity), over `parking_lots l`:
 * the lot's slots minus the slots of every holding reservation that overlaps [start, end) at any
 * point (less its no-show slots released for resale), minus the slots of every extension held while
 * its charge is answered (extension_holds), and minus every truck the gate says is
 * overstaying: it holds its slot past its booking's end until it checks out, so a window after that
 * end is never sold over it (counted apart only where its booking is not already counted). Counting
 * every overlap (not the peak) never offers a slot that is not there. `start` and `end` are SQL
 * expressions (parameters, now()). Booking decisions, availability, the lot list, the map and the
 * live feed all read this one expression, so what a person is shown free is what a booking may take.
 */
export const freeSlotsSql = (start: string, end: string) => `GREATEST(0, l.total_slots - COALESCE((
              SELECT sum(r.slots - r.released_slots) FROM reservations r
               WHERE r.lot_id = l.id AND r.status IN ${HOLDING_STATUSES_SQL} AND r.start_at < ${end} AND r.end_at > ${start}
            ), 0) - COALESCE((
              SELECT sum(h.slots) FROM extension_holds h
               WHERE h.lot_id = l.id AND h.released_at IS NULL AND h.start_at < ${end} AND h.end_at > ${start}
            ), 0) - COALESCE((
              SELECT count(*) FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id
               WHERE e.gate_status = 'OVERSTAY' AND r.lot_id = l.id AND r.end_at < ${end}
                 AND NOT (r.status IN ${HOLDING_STATUSES_SQL} AND r.start_at < ${end} AND r.end_at > ${start})
            ), 0))::int`;

/** A lot's free slots at this moment (the map, the list, the live feed): the window [now, now + 1 µs), the reservations covering now. */
export const AVAILABLE_SLOTS_NOW = freeSlotsSql('now()', "now() + interval '1 microsecond'");
