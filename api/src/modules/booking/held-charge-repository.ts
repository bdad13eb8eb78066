import type { BookingPayment } from '@haulstop/shared/contracts';
import type { TaxLine } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';
import type { ChargeRequest } from '../payments/gateway';

/** Charges held while the gateway answers: payments by their gateway key and extensions held until their charge is answered. */

/** The payment made under a gateway key, locked (the request and the hold-release job answer it one after the other). */
export async function paymentByKey(tx: Queryable, gatewayKey: string): Promise<{ id: number; status: string; failure_code: string | null } | undefined> {
  const { rows } = await tx.query<{ id: number; status: string; failure_code: string | null }>(
    'SELECT id, status, failure_code FROM payments WHERE gateway_key = $1 FOR UPDATE',
    [gatewayKey],
  );
  return rows[0];
}

/** The gateway's answer to a payment: its status and, when refused, why. */
export async function answerPayment(tx: Queryable, paymentId: number, status: string, failureCode: string | null): Promise<void> {
  await tx.query('UPDATE payments SET status = $2, failure_code = $3 WHERE id = $1', [paymentId, status, failureCode]);
}

/**
 * Charges whose gateway call has had no answer written since before `cutoff` (their request died
 * between the steps): held payments of bookings, retries and renewals, and held extensions.
 */
export async function unansweredCharges(db: Queryable, cutoff: Date): Promise<{ reservation_id: number; gateway_key: string }[]> {
  const { rows } = await db.query<{ reservation_id: number; gateway_key: string }>(
    `SELECT reservation_id, gateway_key FROM (
       SELECT reservation_id, gateway_key, created_at FROM payments WHERE status = 'Payment Initiated' AND gateway_key IS NOT NULL AND created_at <= $1
       UNION ALL SELECT reservation_id, gateway_key, created_at FROM extension_holds WHERE released_at IS NULL AND created_at <= $1
     ) held ORDER BY created_at, gateway_key`,
    [cutoff.toISOString()],
  );
  return rows;
}

/**
 * What the gateway is to charge for a recurring renewal's held payment under `gatewayKey` (the
 * occurrence's first payment, made by the renewal job, still Payment Initiated), as holdRenewal
 * asked for it: the method, amount and currency, and the saved card's token while the card is still
 * active. Undefined for any other hold (a booking's, a retry's, an extension's), or a renewal whose
 * saved method was removed since.
 */
export async function heldRenewalCharge(db: Queryable, gatewayKey: string): Promise<(ChargeRequest & { idempotencyKey: string }) | undefined> {
  const { rows } = await db.query<{ method: ChargeRequest['method']; amount_minor: number; currency: string; token: string | null }>(
    `SELECT p.method, p.amount_minor, p.currency, m.token
       FROM payments p JOIN reservations r ON r.id = p.reservation_id LEFT JOIN payment_methods m ON m.id = p.payment_method_id
      WHERE p.gateway_key = $1 AND p.status = 'Payment Initiated' AND r.recurrence_of IS NOT NULL AND r.creation_mode = 'automatic'
        AND NOT EXISTS (SELECT 1 FROM payments q WHERE q.reservation_id = p.reservation_id AND q.id < p.id)
        AND (p.payment_method_id IS NULL OR m.status = 'Active')`,
    [gatewayKey],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { method: row.method, amountMinor: row.amount_minor, currency: row.currency, cardToken: row.token ?? undefined, idempotencyKey: gatewayKey };
}

/** An extension held while its charge is answered (migration 260). */
export interface ExtensionHold {
  reservation_id: number;
  lot_id: number;
  start_at: Date;
  end_at: Date;
  slots: number;
  payer_org_id: number;
  method: BookingPayment['method'];
  payment_method_id: number | null;
  open_account_id: number | null;
  /** The token of a card typed once (a saved card's is on payment_methods). */
  card_token: string | null;
  /** The duration added, and who asked for it (the extension's record). */
  duration: string;
  requested_by_user_id: number | null;
  amount_minor: number;
  currency: string;
  taxable_minor: number;
  tax_lines: TaxLine[];
  released_at: Date | null;
}

export async function insertExtensionHold(tx: Queryable, gatewayKey: string, hold: Omit<ExtensionHold, 'released_at'>): Promise<void> {
  await tx.query(
    `INSERT INTO extension_holds (gateway_key, reservation_id, lot_id, start_at, end_at, slots, payer_org_id, method, payment_method_id, open_account_id,
                                  amount_minor, currency, taxable_minor, tax_lines, card_token, duration, requested_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17)`,
    [
      gatewayKey,
      hold.reservation_id,
      hold.lot_id,
      hold.start_at.toISOString(),
      hold.end_at.toISOString(),
      hold.slots,
      hold.payer_org_id,
      hold.method,
      hold.payment_method_id,
      hold.open_account_id,
      hold.amount_minor,
      hold.currency,
      hold.taxable_minor,
      JSON.stringify(hold.tax_lines),
      hold.card_token,
      hold.duration,
      hold.requested_by_user_id,
    ],
  );
}

/** The extension held under a gateway key, locked (the request and the hold-release job answer it one after the other); undefined once confirmed. */
export async function extensionHoldByKey(tx: Queryable, gatewayKey: string): Promise<ExtensionHold | undefined> {
  const { rows } = await tx.query<ExtensionHold>('SELECT * FROM extension_holds WHERE gateway_key = $1 FOR UPDATE', [gatewayKey]);
  return rows[0];
}

/** Whether an extension of the booking is held (its charge not answered yet). */
export async function hasHeldExtension(tx: Queryable, reservationId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM extension_holds WHERE reservation_id = $1 AND released_at IS NULL', [reservationId]);
  return rows.length > 0;
}

/** The extension's slots are free again; the row stays, so a charge answered later is refunded. */
export async function releaseExtensionHold(tx: Queryable, gatewayKey: string): Promise<void> {
  await tx.query('UPDATE extension_holds SET released_at = now() WHERE gateway_key = $1', [gatewayKey]);
}

/** The extension is written on the booking: its hold is done (its payment row carries the key now). */
export async function deleteExtensionHold(tx: Queryable, gatewayKey: string): Promise<void> {
  await tx.query('DELETE FROM extension_holds WHERE gateway_key = $1', [gatewayKey]);
}

/**
 * A refused extension writes nothing, the Idempotency-Key claimed beside its hold included (as a
 * refusal in one transaction does): a repeat of the key tries again.
 */
export async function forgetHoldClaims(tx: Queryable, reservationId: number): Promise<void> {
  await tx.query('DELETE FROM idempotency_keys WHERE reservation_id = $1 AND status_code = 0', [reservationId]);
}

/**
 * Forgets the hold in the booking's status history, when the request that made it answered it: the
 * customer saw one step (booked, or declined), not the instant the gateway took to answer.
 */
export async function forgetHoldHistory(tx: Queryable, reservationId: number): Promise<void> {
  await tx.query(`DELETE FROM reservation_status_history WHERE reservation_id = $1 AND status = 'Pending Payment' AND payment_status = 'Payment Initiated'`, [
    reservationId,
  ]);
}
