import { GATE_CODE_STATUSES } from '@haulstop/shared/constants';
import type { GateEvent, GateStatus } from '@haulstop/shared/contracts';
import { GATE_POLICY_DEFAULTS, type GatePolicy } from '@haulstop/shared/rules';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';

const D = GATE_POLICY_DEFAULTS;

/** A lot's gate policy: its saved row, or the defaults when it never saved one. */
export async function findPolicy(db: Queryable, lotId: number): Promise<GatePolicy> {
  const { rows } = await db.query<GatePolicy>(
    `SELECT code_visible_before_minutes AS "codeVisibleBeforeMinutes", no_show_after_hours AS "noShowAfterHours", release_no_show AS "releaseNoShow",
            no_show_fee_percent AS "noShowFeePercent", overstay_grace_minutes AS "overstayGraceMinutes"
       FROM gate_policies WHERE parking_lot_id = $1`,
    [lotId],
  );
  return rows[0] ?? { ...D };
}

export async function savePolicy(db: Queryable, lotId: number, policy: GatePolicy): Promise<void> {
  await db.query(
    `INSERT INTO gate_policies (parking_lot_id, code_visible_before_minutes, no_show_after_hours, release_no_show, no_show_fee_percent, overstay_grace_minutes)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (parking_lot_id) DO UPDATE SET code_visible_before_minutes = EXCLUDED.code_visible_before_minutes,
       no_show_after_hours = EXCLUDED.no_show_after_hours, release_no_show = EXCLUDED.release_no_show,
       no_show_fee_percent = EXCLUDED.no_show_fee_percent, overstay_grace_minutes = EXCLUDED.overstay_grace_minutes, updated_at = now()`,
    [lotId, policy.codeVisibleBeforeMinutes, policy.noShowAfterHours, policy.releaseNoShow, policy.noShowFeePercent, policy.overstayGraceMinutes],
  );
}

/** A booking as the gate weighs it. */
export interface GateBookingRow {
  reservationId: number;
  lotId: number;
  ownerOrgId: number;
  orgId: number;
  bookedByOrgId: number | null;
  startAt: Date;
  endAt: Date;
  live: boolean;
  codeVisibleBeforeMinutes: number;
}

/** The columns of GateBookingRow; `statuses` names the parameter holding the statuses whose gate code is live. */
const bookingColumns = (statuses: string) => `r.id AS "reservationId", r.lot_id AS "lotId", l.owner_org_id AS "ownerOrgId", r.org_id AS "orgId",
  r.booked_by_org_id AS "bookedByOrgId", r.start_at AS "startAt", r.end_at AS "endAt", (r.status = ANY(${statuses}::text[])) AS live,
  COALESCE(g.code_visible_before_minutes, ${D.codeVisibleBeforeMinutes}) AS "codeVisibleBeforeMinutes"`;
const BOOKING_FROM = `reservations r JOIN parking_lots l ON l.id = r.lot_id LEFT JOIN gate_policies g ON g.parking_lot_id = r.lot_id`;

/**
 * The owner's live bookings whose gate code is `code`, at any of its lots (a code of another lot
 * is an anomaly the owner sees, a code of another owner is unknown).
 */
export async function bookingsByCode(db: Queryable, ownerOrgId: number, code: string): Promise<GateBookingRow[]> {
  const { rows } = await db.query<GateBookingRow>(
    `SELECT ${bookingColumns('$3')} FROM ${BOOKING_FROM} WHERE l.owner_org_id = $1 AND r.gate_code = $2 AND r.status = ANY($3::text[])`,
    [ownerOrgId, code, [...GATE_CODE_STATUSES]],
  );
  return rows;
}

/**
 * The booking of a truck that came in by `code` and is still on the lot, though the code was
 * revoked meanwhile (the booking ended or was cancelled): its way out.
 */
export async function bookingOnLotByCode(db: Queryable, ownerOrgId: number, code: string): Promise<GateBookingRow | undefined> {
  const { rows } = await db.query<GateBookingRow>(
    `SELECT ${bookingColumns('$3')} FROM ${BOOKING_FROM}
      WHERE r.id = (SELECT ge.reservation_id FROM gate_events ge
                      JOIN reservation_entries e ON e.reservation_id = ge.reservation_id AND e.sno = ge.sno
                     WHERE ge.owner_org_id = $1 AND ge.gate_code = $2 AND ge.kind = 'CHECK_IN' AND ge.decision = 'ALLOWED'
                       AND e.gate_status IN ('ON_LOT', 'OVERSTAY')
                     ORDER BY ge.at DESC, ge.id DESC LIMIT 1)`,
    [ownerOrgId, code, [...GATE_CODE_STATUSES]],
  );
  return rows[0];
}

/** One booking by id, as the gate weighs it. */
export async function bookingById(db: Queryable, reservationId: number): Promise<GateBookingRow | undefined> {
  const { rows } = await db.query<GateBookingRow>(`SELECT ${bookingColumns('$2')} FROM ${BOOKING_FROM} WHERE r.id = $1`, [
    reservationId,
    [...GATE_CODE_STATUSES],
  ]);
  return rows[0];
}

/** A slot of a booking whose truck's plate matched, with the booking. */
export interface PlateMatch extends GateBookingRow {
  sno: number;
  gateStatus: GateStatus;
}

/**
 * The owner's slots whose truck carries `plate` (compared without case, spaces or dashes), in
 * bookings that still hold their slots or whose truck is still on the lot.
 */
export async function slotsByPlate(db: Queryable, ownerOrgId: number, plate: string): Promise<PlateMatch[]> {
  const { rows } = await db.query<PlateMatch>(
    `SELECT ${bookingColumns('$3')}, e.sno, e.gate_status AS "gateStatus"
       FROM ${BOOKING_FROM} JOIN reservation_entries e ON e.reservation_id = r.id JOIN assets a ON a.id = e.asset_id
      WHERE l.owner_org_id = $1 AND upper(regexp_replace(a.license, '[\\s-]+', '', 'g')) = $2
        AND (r.status = ANY($3::text[]) OR e.gate_status IN ('ON_LOT', 'OVERSTAY'))`,
    [ownerOrgId, plate, [...GATE_CODE_STATUSES]],
  );
  return rows;
}

/** A booked slot as the gate moves it; `stored` false: the booking named no driver nor truck for it, so it has no entry row yet. */
export interface GateSlot {
  sno: number;
  gateStatus: GateStatus;
  licensePlate: string | null;
  stored: boolean;
}

/**
 * Every slot of a booking with its gate status, locked for the event that changes one. A booking
 * holds `slots` slots but has entry rows only for those it named a driver or a truck for: each slot
 * without a row is one not arrived yet, numbered by the lowest slot numbers no entry uses, so an
 * event about it still names its slot. The booking's row is locked too, so two events at once never
 * take the same unnamed slot.
 */
export async function lockSlots(db: Queryable, reservationId: number): Promise<GateSlot[]> {
  const { rows: held } = await db.query<{ slots: number }>('SELECT slots FROM reservations WHERE id = $1 FOR UPDATE', [reservationId]);
  const { rows } = await db.query<Omit<GateSlot, 'stored'>>(
    `SELECT e.sno, e.gate_status AS "gateStatus", (SELECT a.license FROM assets a WHERE a.id = e.asset_id) AS "licensePlate"
       FROM reservation_entries e WHERE e.reservation_id = $1 ORDER BY e.sno FOR UPDATE`,
    [reservationId],
  );
  const slots: GateSlot[] = rows.map((row) => ({ ...row, stored: true }));
  const used = new Set(rows.map((row) => row.sno));
  for (let sno = 1, missing = (held[0]?.slots ?? 0) - rows.length; missing > 0; sno += 1) {
    if (used.has(sno)) continue;
    slots.push({ sno, gateStatus: 'NOT_ARRIVED', licensePlate: null, stored: false });
    missing -= 1;
  }
  return slots.sort((a, b) => a.sno - b.sno);
}

/** Gives a slot that had no entry row its row (no driver, no truck), so its gate status is kept. */
export async function storeSlot(db: Queryable, reservationId: number, sno: number): Promise<void> {
  await db.query('INSERT INTO reservation_entries (reservation_id, sno) VALUES ($1, $2) ON CONFLICT (reservation_id, sno) DO NOTHING', [reservationId, sno]);
}

/** An Active access code of the lot with this code, if any: its window. */
export async function accessCodeWindow(db: Queryable, lotId: number, code: string): Promise<{ validFrom: Date; validTo: Date }[]> {
  const { rows } = await db.query<{ validFrom: Date; validTo: Date }>(
    `SELECT valid_from AS "validFrom", valid_to AS "validTo" FROM parking_lot_access_codes WHERE lot_id = $1 AND code = $2 AND status = 'Active'`,
    [lotId, code],
  );
  return rows;
}

/** Moves a slot to its next gate status: in sets the first arrival, out the departure. */
export async function moveSlot(db: Queryable, reservationId: number, sno: number, next: GateStatus, kind: 'CHECK_IN' | 'CHECK_OUT', at: Date): Promise<void> {
  const times = kind === 'CHECK_IN' ? 'checked_in_at = COALESCE(checked_in_at, $4), checked_out_at = NULL' : 'checked_out_at = $4';
  await db.query(`UPDATE reservation_entries SET gate_status = $3, ${times} WHERE reservation_id = $1 AND sno = $2`, [
    reservationId,
    sno,
    next,
    at.toISOString(),
  ]);
}

export interface NewGateEvent {
  lotId: number;
  ownerOrgId: number;
  reservationId: number | null;
  sno: number | null;
  kind: 'CHECK_IN' | 'CHECK_OUT';
  source: string;
  decision: string;
  reason: string | null;
  anomaly: string | null;
  licensePlate: string | null;
  at: Date;
  actorUserId: number | null;
  apiKeyId: number | null;
  idempotencyKey: string | null;
  gateCode: string | null;
}

export async function insertEvent(db: Queryable, event: NewGateEvent): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO gate_events (parking_lot_id, owner_org_id, reservation_id, sno, kind, source, decision, reason, anomaly, license_plate, at,
                              actor_user_id, api_key_id, idempotency_key, gate_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      event.lotId,
      event.ownerOrgId,
      event.reservationId,
      event.sno,
      event.kind,
      event.source,
      event.decision,
      event.reason,
      event.anomaly,
      event.licensePlate,
      event.at.toISOString(),
      event.actorUserId,
      event.apiKeyId,
      event.idempotencyKey,
      event.gateCode,
    ],
  );
  return Number(rows[0].id);
}

/** Tells the partners of the booking's organisation, its booker and the lot's owner that a truck came in or left. */
export async function emitVehicleEvent(
  db: Queryable,
  type: 'vehicle.checked_in' | 'vehicle.checked_out',
  audience: number[],
  reservationId: number,
  data: Record<string, unknown>,
): Promise<void> {
  await db.query(`SELECT webhook_emit($1::int[], $2, $3, $4::jsonb)`, [audience, type, `reservation:${reservationId}`, JSON.stringify(data)]);
}

const EVENT_COLUMNS = `id::int AS "eventId", parking_lot_id AS "parkingLotId", reservation_id AS "reservationId", sno, kind, source, decision, reason, anomaly,
  license_plate AS "licensePlate", at, recorded_at AS "recordedAt"`;

export interface EventFilter {
  /** the lots' owner (every owner for the platform) */
  scope: Scope;
  lotId?: number;
  from?: string;
  to?: string;
  /** 'true': only anomalies; 'false': none; an anomaly's name: only that one */
  anomaly?: string;
}

export async function listEvents(db: Queryable, filter: EventFilter & { offset: number; size: number }): Promise<{ rows: GateEvent[]; total: number }> {
  const params: SqlParam[] = [];
  const where = [scopeSql(filter.scope, params, { owner: (p) => `owner_org_id = ${p}`, fleet: 'FALSE' })];
  if (filter.lotId !== undefined) where.push(`parking_lot_id = $${params.push(filter.lotId)}`);
  if (filter.from) where.push(`at >= $${params.push(filter.from)}`);
  if (filter.to) where.push(`at < $${params.push(filter.to)}`);
  if (filter.anomaly === 'true') where.push('anomaly IS NOT NULL');
  else if (filter.anomaly === 'false') where.push('anomaly IS NULL');
  else if (filter.anomaly) where.push(`anomaly = $${params.push(filter.anomaly)}`);
  params.push(filter.size, filter.offset);
  const { rows } = await db.query<GateEvent & { total: number }>(
    `SELECT ${EVENT_COLUMNS}, count(*) OVER ()::int AS total FROM gate_events WHERE ${where.join(' AND ')}
      ORDER BY at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export async function reservationEvents(db: Queryable, reservationId: number): Promise<GateEvent[]> {
  const { rows } = await db.query<GateEvent>(`SELECT ${EVENT_COLUMNS} FROM gate_events WHERE reservation_id = $1 ORDER BY at, id`, [reservationId]);
  return rows;
}
