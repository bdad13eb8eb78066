import { GATE_CODE_STATUSES } from '@haulstop/shared/constants';
import type { BookingPayment } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';

/** What the status jobs move: expired holds, settling bank payments, bookings by their window, renewal series, gate codes. */

/**
 * Holds in `from` created before `cutoff` move to `to` with `paymentStatus`, their gate code
 * revoked; their ids. A hold whose gateway call is unanswered is not one of them: only the
 * gateway's answer resolves it (resolveHold), or money could be taken for a released booking.
 */
export async function expireHolds(tx: Queryable, from: readonly string[], to: string, paymentStatus: string, cutoff: Date): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE reservations r SET status = $2, payment_status = $3, gate_code = NULL WHERE status = ANY($1::text[]) AND created_at <= $4
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id AND p.status = 'Payment Initiated' AND p.gateway_key IS NOT NULL)
      RETURNING id`,
    [[...from], to, paymentStatus, cutoff.toISOString()],
  );
  return rows.map((row) => row.id);
}

/** The initiated payments of these reservations fail with HOLD_EXPIRED. */
export async function failInitiatedPayments(tx: Queryable, reservationIds: readonly number[]): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = 'Payment Failed', failure_code = 'HOLD_EXPIRED' WHERE reservation_id = ANY($1::int[]) AND status = 'Payment Initiated'`,
    [[...reservationIds]],
  );
}

/** Pending bank payments made before `cutoff` settle; the reservations they pay (each once). */
export async function settlePendingBankPayments(tx: Queryable, cutoff: Date): Promise<number[]> {
  const { rows } = await tx.query<{ reservation_id: number }>(
    `UPDATE payments SET status = 'Payment Success'
      WHERE method = 'BANK' AND status = 'Payment Pending' AND created_at <= $1 RETURNING reservation_id`,
    [cutoff.toISOString()],
  );
  return [...new Set(rows.map((row) => row.reservation_id))].sort((a, b) => a - b);
}

/** Whether a bank payment of the reservation is still settling. */
export async function hasPendingPayment(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM payments WHERE reservation_id = $1 AND status = 'Payment Pending'`, [id]);
  return rows.length > 0;
}

/** Reservations in `from` whose window satisfies `when` ('started': start reached, not ended; 'ended') move to `to`; `revokeGate` clears the code. */
export async function moveByWindow(
  tx: Queryable,
  from: readonly string[],
  to: string,
  when: 'started' | 'ended',
  revokeGate: boolean,
  now: Date,
): Promise<void> {
  const window = when === 'started' ? 'start_at <= $3 AND end_at > $3' : 'end_at <= $3';
  await tx.query(`UPDATE reservations SET status = $2${revokeGate ? ', gate_code = NULL' : ''} WHERE status = ANY($1::text[]) AND ${window}`, [
    [...from],
    to,
    now.toISOString(),
  ]);
}

export interface SeriesEnd {
  root_id: number;
  lot_id: number;
  owner_org_id: number;
  country: string;
  region: string;
  org_id: number;
  booked_by_org_id: number | null;
  duration: string;
  end_at: Date;
  slots: number;
  currency: string;
  method: BookingPayment['method'] | null;
  payer_org_id: number | null;
  saved_id: number | null;
}

/** The latest occurrence of every live series that ends before `until`, with how the series pays. */
export async function seriesEndingBefore(tx: Queryable, until: Date): Promise<SeriesEnd[]> {
  const { rows } = await tx.query<SeriesEnd>(
    `SELECT root.id AS root_id, last.lot_id, l.owner_org_id, l.country, l.region, last.org_id, last.booked_by_org_id, last.duration,
            last.end_at, last.slots, last.currency, pay.method, pay.payer_org_id, COALESCE(pay.payment_method_id, pay.open_account_id) AS saved_id
       FROM reservations root
       JOIN LATERAL (SELECT * FROM reservations r WHERE r.id = root.id OR r.recurrence_of = root.id ORDER BY r.start_at DESC LIMIT 1) last ON true
       JOIN parking_lots l ON l.id = last.lot_id
       LEFT JOIN LATERAL (SELECT * FROM payments p WHERE p.reservation_id = root.id ORDER BY p.id LIMIT 1) pay ON true
      WHERE root.recurring AND root.recurrence_of IS NULL AND root.recurrence_status = 'Currently Recurring'
        AND last.status IN ('Booked', 'Upcoming', 'Partial Cancel', 'Completed', 'Payment Pending') AND last.end_at <= $1
      ORDER BY root.id`,
    [until.toISOString()],
  );
  return rows;
}

export async function markSeriesFailed(tx: Queryable, rootId: number): Promise<void> {
  await tx.query(`UPDATE reservations SET recurrence_status = 'Recurring Failed' WHERE id = $1`, [rootId]);
}

/** A booking whose status carries a gate code and whose code is `code` at the lot, or an owner's Active access code: where and when each opens. */
export async function gateCodeCandidates(
  db: Queryable,
  lotId: number,
  code: string,
): Promise<{ kind: 'BOOKING' | 'ACCESS_CODE'; reservation_id: number | null; valid_from: Date; valid_to: Date }[]> {
  const { rows } = await db.query<{ kind: 'BOOKING' | 'ACCESS_CODE'; reservation_id: number | null; valid_from: Date; valid_to: Date }>(
    `SELECT 'BOOKING' AS kind, r.id AS reservation_id, r.start_at AS valid_from, r.end_at AS valid_to
       FROM reservations r WHERE r.lot_id = $1 AND r.gate_code = $2 AND r.status = ANY($3::text[])
     UNION ALL
     SELECT 'ACCESS_CODE', NULL, a.valid_from, a.valid_to
       FROM parking_lot_access_codes a WHERE a.lot_id = $1 AND a.code = $2 AND a.status = 'Active'`,
    [lotId, code, [...GATE_CODE_STATUSES]],
  );
  return rows;
}
