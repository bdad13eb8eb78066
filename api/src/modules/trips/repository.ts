import { GATE_CODE_STATUSES } from '@haulstop/shared/constants';
import type { GateStatus } from '@haulstop/shared/contracts';
import { GATE_POLICY_DEFAULTS, TRIP_LINK_GRACE_HOURS, TRIP_LINK_STATUSES } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';

/**
 * Revokes the live links that no longer stand: their slot is gone (a cancelled slot), holds another
 * driver, or their booking was cancelled or never paid.
 */
export async function revokeStale(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE trip_links t SET revoked_at = $1
      WHERE t.revoked_at IS NULL AND (
        NOT EXISTS (SELECT 1 FROM reservation_entries e WHERE e.reservation_id = t.reservation_id AND e.sno = t.sno AND e.driver_id IS NOT DISTINCT FROM t.driver_id)
        OR NOT EXISTS (SELECT 1 FROM reservations r WHERE r.id = t.reservation_id AND r.status = ANY($2::text[])))`,
    [now.toISOString(), [...TRIP_LINK_STATUSES]],
  );
  return rowCount ?? 0;
}

/** A live link lasts until its booking's end plus the grace, also after an extension moved the end. */
export async function followEnds(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE trip_links t SET expires_at = r.end_at + make_interval(hours => ${TRIP_LINK_GRACE_HOURS})
       FROM reservations r WHERE r.id = t.reservation_id AND t.revoked_at IS NULL AND t.expires_at <> r.end_at + make_interval(hours => ${TRIP_LINK_GRACE_HOURS})`,
  );
}

/** A slot with a driver whose confirmed booking has no live trip link yet. */
export interface DueLink {
  reservationId: number;
  sno: number;
  driverId: number;
  firstName: string;
  email: string | null;
  phone: string | null;
  language: string | null;
  lotName: string;
  timeZone: string;
  startAt: Date;
  endAt: Date;
}

export async function dueLinks(db: Queryable, now: Date, limit: number): Promise<DueLink[]> {
  const { rows } = await db.query<DueLink>(
    `SELECT e.reservation_id AS "reservationId", e.sno, d.id AS "driverId", d.first_name AS "firstName", d.email, d.phone, d.language,
            l.name AS "lotName", l.time_zone AS "timeZone", r.start_at AS "startAt", r.end_at AS "endAt"
       FROM reservation_entries e
       JOIN drivers d ON d.id = e.driver_id
       JOIN reservations r ON r.id = e.reservation_id
       JOIN parking_lots l ON l.id = r.lot_id
      WHERE r.status = ANY($2::text[]) AND r.end_at + make_interval(hours => ${TRIP_LINK_GRACE_HOURS}) > $1
        AND NOT EXISTS (SELECT 1 FROM trip_links t WHERE t.reservation_id = e.reservation_id AND t.sno = e.sno AND t.revoked_at IS NULL)
      ORDER BY r.start_at, e.reservation_id, e.sno LIMIT $3`,
    [now.toISOString(), [...GATE_CODE_STATUSES], limit],
  );
  return rows;
}

/** Stores a new link (its token's hash only); false when the slot got a live link meanwhile. */
export async function insertLink(
  db: Queryable,
  link: { reservationId: number; sno: number; driverId: number; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO trip_links (reservation_id, sno, driver_id, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (reservation_id, sno) WHERE revoked_at IS NULL DO NOTHING`,
    [link.reservationId, link.sno, link.driverId, link.tokenHash, link.expiresAt.toISOString()],
  );
  return (rowCount ?? 0) > 0;
}

/** A trip as its link opens it, with what the answer and the gate need. */
export interface TripRow {
  reservationId: number;
  sno: number;
  lotId: number;
  ownerOrgId: number;
  orgId: number;
  orgType: string;
  paysDriverExtensions: boolean;
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
  instructions: string | null;
  startAt: Date;
  endAt: Date;
  status: string;
  gateStatus: GateStatus;
  gateCode: string | null;
  codeVisibleBeforeMinutes: number;
  driverFirstName: string;
  driverName: string;
  licensePlate: string | null;
  make: string | null;
  hasAsset: boolean;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}

/**
 * The trip of a live link: not revoked, not expired, its booking not cancelled and its slot still
 * the driver's. Anything else is no trip (the caller answers 404).
 */
export async function findTrip(db: Queryable, tokenHash: string, now: Date): Promise<TripRow | undefined> {
  const { rows } = await db.query<TripRow>(
    `SELECT r.id AS "reservationId", e.sno, l.id AS "lotId", l.owner_org_id AS "ownerOrgId", r.org_id AS "orgId", o.org_type AS "orgType", o.pay_driver_extensions AS "paysDriverExtensions", l.name, l.address, l.city, l.region,
            l.postal_code AS "postalCode", l.latitude, l.longitude, l.time_zone AS "timeZone", l.instructions,
            r.start_at AS "startAt", r.end_at AS "endAt", r.status, e.gate_status AS "gateStatus", r.gate_code AS "gateCode",
            COALESCE(g.code_visible_before_minutes, ${GATE_POLICY_DEFAULTS.codeVisibleBeforeMinutes}) AS "codeVisibleBeforeMinutes",
            d.first_name AS "driverFirstName", d.first_name || ' ' || d.last_name AS "driverName",
            a.license AS "licensePlate", a.make, a.id IS NOT NULL AS "hasAsset",
            e.checked_in_at AS "checkedInAt", e.checked_out_at AS "checkedOutAt"
       FROM trip_links t
       JOIN reservations r ON r.id = t.reservation_id
       JOIN parking_lots l ON l.id = r.lot_id
       JOIN organizations o ON o.id = r.org_id
       JOIN reservation_entries e ON e.reservation_id = t.reservation_id AND e.sno = t.sno AND e.driver_id = t.driver_id
       JOIN drivers d ON d.id = e.driver_id
       LEFT JOIN assets a ON a.id = e.asset_id
       LEFT JOIN gate_policies g ON g.parking_lot_id = l.id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2 AND r.status = ANY($3::text[])`,
    [tokenHash, now.toISOString(), [...TRIP_LINK_STATUSES]],
  );
  return rows[0];
}

/** The addresses of the admins of an organisation (who decide on a driver's request). */
export async function adminEmails(db: Queryable, orgId: number): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.login_id AS email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND m.role = 'admin' AND u.status = 'Active' ORDER BY u.id`,
    [orgId],
  );
  return rows.map((row) => row.email);
}

/** Whether the organisation pays its drivers' extra time at once (false when it never chose). */
export async function paysDriverExtensions(db: Queryable, orgId: number): Promise<boolean> {
  const { rows } = await db.query<{ pays: boolean }>('SELECT pay_driver_extensions AS pays FROM organizations WHERE id = $1', [orgId]);
  return rows[0]?.pays ?? false;
}

export async function setPaysDriverExtensions(db: Queryable, orgId: number, pays: boolean): Promise<void> {
  await db.query('UPDATE organizations SET pay_driver_extensions = $2 WHERE id = $1', [orgId, pays]);
}
