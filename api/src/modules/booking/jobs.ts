import { BANK_SETTLEMENT_DAYS } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import { releaseUnpaidHolds, renewRecurringBookings } from './renewals';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Bank payments settle to Payment Success after 3 days (SPEC §9): the payment, then its
 * reservation, which becomes Upcoming or Booked by its window. Only pending rows change: idempotent.
 */
export async function settleBankPayments(tx: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - BANK_SETTLEMENT_DAYS.min * DAY_MS).toISOString();
  const { rows } = await tx.query<{ reservation_id: number }>(
    `UPDATE payments SET status = 'Payment Success'
      WHERE method = 'BANK' AND status = 'Payment Pending' AND created_at <= $1 RETURNING reservation_id`,
    [cutoff],
  );
  const ids = rows.map((row) => row.reservation_id);
  if (!ids.length) return 0;
  await tx.query(
    `UPDATE reservations SET payment_status = 'Payment Success',
            status = CASE WHEN status = 'Payment Pending' THEN (CASE WHEN start_at > $2 THEN 'Upcoming' ELSE 'Booked' END) ELSE status END,
            gate_code = COALESCE(gate_code, lpad((floor(random() * 1000000))::int::text, 6, '0'))
      WHERE id = ANY($1::int[]) AND payment_status = 'Payment Pending'`,
    [ids, now.toISOString()],
  );
  return ids.length;
}

/**
 * Upcoming → Booked once the window starts, Booked → Completed once it ends (the gate code stops
 * with it). Each update reads only rows still in the earlier status: idempotent.
 */
export async function advanceReservationStatuses(tx: Queryable, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.query(`UPDATE reservations SET status = 'Booked' WHERE status = 'Upcoming' AND start_at <= $1 AND end_at > $1`, [at]);
  await tx.query(`UPDATE reservations SET status = 'Completed', gate_code = NULL WHERE status IN ('Upcoming', 'Booked') AND end_at <= $1`, [at]);
}

export const BOOKING_JOBS: Job[] = [
  { name: 'bank-settlement', everyMs: 15 * 60 * 1000, run: settleBankPayments },
  { name: 'reservation-statuses', everyMs: 60 * 1000, run: advanceReservationStatuses },
  { name: 'hold-release', everyMs: 60 * 1000, run: releaseUnpaidHolds },
  { name: 'recurring-renewals', everyMs: 15 * 60 * 1000, run: (tx, now) => renewRecurringBookings(tx, now) },
];
