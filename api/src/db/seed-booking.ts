import type { Queryable } from './db';

/**
 * Demo payments and gate codes (issue 9) for the seeded reservations: each one with a payment
 * status gets its payment row (bank while pending, card otherwise, paid by the booking
 * organisation), and each holding booking a gate code derived from its id (deterministic).
 */
export async function seedBooking(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO payments (reservation_id, payer_org_id, method, status, amount_minor, currency, failure_code, created_at)
     SELECT r.id, COALESCE(r.booked_by_org_id, r.org_id),
            CASE WHEN r.payment_status = 'Payment Pending' THEN 'BANK' ELSE 'CARD' END,
            r.payment_status, r.amount_minor, r.currency,
            CASE WHEN r.payment_status = 'Payment Failed' THEN 'CARD_DECLINED' END, r.created_at
       FROM reservations r WHERE r.payment_status IS NOT NULL ORDER BY r.id`,
  );
  await tx.query(
    `UPDATE reservations SET gate_code = lpad(((id * 7919) % 1000000)::text, 6, '0')
      WHERE status IN ('Booked', 'Upcoming', 'Currently Recurring', 'Payment Pending')`,
  );
}
