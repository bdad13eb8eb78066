import { GATE_CODE_STATUSES } from '@haulstop/shared/constants';
import type { Queryable } from './db';

/** The sandbox token of a succeeding test card (gateway.ts tokenizeCard), one per reservation. */
const SEEDED_CARD_TOKEN = `'tok_sandbox_ok_' || lpad(to_hex(r.id), 16, '0')`;

/**
 * Demo payments and gate codes for the seeded reservations: each one with a payment
 * status gets its payment row (bank while pending and for a refund after a late settlement, card
 * otherwise, paid by the booking organisation; a refund follows the payment it gives back), and
 * each booking whose status carries a gate code one derived from its id (deterministic). A card
 * that paid is kept as the sandbox gateway's token for a succeeding test card, as a card typed at
 * booking is, so "as the reservation was paid" charges it again.
 */
export async function seedBooking(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO payments (reservation_id, payer_org_id, method, status, amount_minor, currency, created_at, card_token)
     SELECT r.id, COALESCE(r.booked_by_org_id, r.org_id), CASE WHEN r.status = 'Refunded' THEN 'BANK' ELSE 'CARD' END,
            'Payment Success', r.amount_minor, r.currency, r.created_at, CASE WHEN r.status <> 'Refunded' THEN ${SEEDED_CARD_TOKEN} END
       FROM reservations r WHERE r.payment_status = 'Payment Refunded' ORDER BY r.id`,
  );
  await tx.query(
    `INSERT INTO payments (reservation_id, payer_org_id, method, status, amount_minor, currency, failure_code, created_at, card_token)
     SELECT r.id, COALESCE(r.booked_by_org_id, r.org_id),
            CASE WHEN r.payment_status = 'Payment Pending' OR r.status = 'Refunded' THEN 'BANK' ELSE 'CARD' END,
            r.payment_status, r.amount_minor, r.currency,
            CASE WHEN r.payment_status = 'Payment Failed' THEN (CASE WHEN r.status = 'Expired' THEN 'HOLD_EXPIRED' ELSE 'CARD_DECLINED' END) END, r.created_at,
            CASE WHEN r.payment_status = 'Payment Success' AND r.status <> 'Refunded' THEN ${SEEDED_CARD_TOKEN} END
       FROM reservations r WHERE r.payment_status IS NOT NULL ORDER BY r.id`,
  );
  await tx.query(`UPDATE reservations SET gate_code = lpad(((id * 7919) % 1000000)::text, 6, '0') WHERE status = ANY($1::text[])`, [[...GATE_CODE_STATUSES]]);
}
