import { divideRoundHalfAwayFromZero, sumLinesMinor, taxLinesFor } from '@haulstop/shared/rules';
import { CANCELLABLE_STATUSES, EXTENDABLE_STATUSES, isDuration, reservationEndDate } from '@haulstop/shared/constants';
import type { BookingDetails, BookingPayment } from '@haulstop/shared/contracts';
import type { Db, Queryable } from '../../db/db';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { idempotent, type Answer } from '../../lib/idempotency';
import type { PaymentGateway } from '../payments/gateway';
import { resolvePayment } from '../payment-methods/service';
import { chargeThrough, getBooking, insertPayment, insertTaxLines, requireFreeSlots, type BookingOrg } from './service';
import { isReservationCustomer } from '@haulstop/shared/permissions';

interface LockedReservation {
  lot_id: number;
  status: string;
  start_at: Date;
  end_at: Date;
  slots: number;
  amount_minor: number;
  currency: string;
}

/** The reservation's row, locked for this transaction so two changes of one booking run one after another. */
async function lockReservation(tx: Queryable, id: number): Promise<LockedReservation> {
  const { rows } = await tx.query<LockedReservation>(
    'SELECT lot_id, status, start_at, end_at, slots, amount_minor, currency FROM reservations WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0];
}

/** What was charged successfully and not yet given back: the most a refund can be. */
async function paidNet(tx: Queryable, id: number): Promise<number> {
  const { rows } = await tx.query<{ net: number }>(
    `SELECT (COALESCE(sum(amount_minor) FILTER (WHERE status = 'Payment Success'), 0)
           - COALESCE(sum(amount_minor) FILTER (WHERE status = 'Payment Refunded'), 0))::int AS net
       FROM payments WHERE reservation_id = $1`,
    [id],
  );
  return rows[0].net;
}

/**
 * Gives `amountMinor` back the way the booking was last paid: through the gateway (card, bank) or
 * by freeing open-account credit; recorded as a Payment Refunded row of the booking's story.
 */
async function refund(tx: Queryable, gateway: PaymentGateway, id: number, amountMinor: number): Promise<number> {
  if (amountMinor <= 0) return 0;
  const { rows } = await tx.query<{
    method: 'CARD' | 'BANK' | 'OPEN_ACCOUNT' | 'PAY_LATER';
    payer_org_id: number;
    payment_method_id: number | null;
    open_account_id: number | null;
    currency: string;
    token: string | null;
  }>(
    `SELECT p.method, p.payer_org_id, p.payment_method_id, p.open_account_id, p.currency, m.token
       FROM payments p LEFT JOIN payment_methods m ON m.id = p.payment_method_id
      WHERE p.reservation_id = $1 AND p.status = 'Payment Success' ORDER BY p.id DESC LIMIT 1`,
    [id],
  );
  const paid = rows[0];
  if (!paid) return 0;
  if (paid.open_account_id !== null) {
    await tx.query('UPDATE open_accounts SET used_minor = GREATEST(used_minor - $2, 0) WHERE id = $1', [paid.open_account_id, amountMinor]);
  } else {
    const outcome = await gateway.refund({ method: paid.method, amountMinor, currency: paid.currency, cardToken: paid.token ?? undefined });
    if (!outcome.ok) throw new AppError(502, 'REFUND_FAILED', 'The payment gateway refused the refund; nothing was cancelled');
  }
  await insertPayment(
    tx,
    id,
    paid.payer_org_id,
    paid.method,
    { paymentMethodId: paid.payment_method_id, openAccountId: paid.open_account_id },
    'Payment Refunded',
    amountMinor,
    paid.currency,
    null,
  );
  return amountMinor;
}

/**
 * POST /api/reservations/{id}/cancel. Without `entrySnos` (or naming every slot): the whole
 * booking is cancelled, its slots freed, its gate code revoked and what was paid refunded. With
 * some entries: those slots are given up and refunded pro rata (paid × cancelled ÷ slots, rounded
 * once); the booking keeps its status, window and gate code for the slots left.
 */
/**
 * Only the organisation the booking is for, or whoever booked it for them, changes it (the shared
 * isReservationCustomer the page reads too); the lot's owner sees it read-only. The platform acts anywhere.
 */
function requireCustomer(org: BookingOrg, booking: BookingDetails) {
  if (!org.isPlatformOrg && !isReservationCustomer(booking, { saasOrgId: org.orgId }))
    throw forbidden('Only the organisation the booking is for, or who booked it, can change it');
}

export async function cancelBooking(
  db: Db,
  gateway: PaymentGateway,
  org: BookingOrg,
  id: number,
  entrySnos: number[] | undefined,
  idempotencyKey: string | undefined,
): Promise<Answer<BookingDetails>> {
  requireCustomer(org, await getBooking(db, org, id));
  return idempotent(db, org.orgId, idempotencyKey, { cancel: id, entrySnos: entrySnos ?? null }, async (tx) => {
    const reservation = await lockReservation(tx, id);
    if (!CANCELLABLE_STATUSES.includes(reservation.status)) throw conflict('This reservation cannot be cancelled', 'NOT_CANCELLABLE');
    const snos = [...new Set(entrySnos ?? [])];
    if (snos.length > 0 && snos.length < reservation.slots) {
      const { rows } = await tx.query<{ sno: number }>('SELECT sno FROM reservation_entries WHERE reservation_id = $1 AND sno = ANY($2::int[])', [id, snos]);
      if (rows.length !== snos.length) throw badRequest('Some of these entries are not in this reservation');
      const refundMinor = divideRoundHalfAwayFromZero((await paidNet(tx, id)) * snos.length, reservation.slots);
      const owedLess = divideRoundHalfAwayFromZero(reservation.amount_minor * snos.length, reservation.slots);
      await refund(tx, gateway, id, refundMinor);
      await tx.query('DELETE FROM reservation_entries WHERE reservation_id = $1 AND sno = ANY($2::int[])', [id, snos]);
      // The booking's taxes and discount shrink with its amount, pro rata of the slots given up
      // (rounded the same way, half away from zero): what it shows and what month-end and the
      // statements read (amount − taxes + discount) stay the slots it keeps. Before, a Canadian
      // booking kept every slot's tax after a partial cancel, and its subtotal fell below its price.
      await tx.query(
        `UPDATE reservation_tax_lines SET amount_minor = amount_minor - round(amount_minor::numeric * $2 / $3)::int,
                                          taxable_minor = taxable_minor - round(taxable_minor::numeric * $2 / $3)::int
          WHERE reservation_id = $1`,
        [id, snos.length, reservation.slots],
      );
      await tx.query(
        `UPDATE reservations SET slots = slots - $2, amount_minor = amount_minor - $3,
                discount_minor = discount_minor - round(discount_minor::numeric * $2 / $4)::int
          WHERE id = $1`,
        [id, snos.length, owedLess, reservation.slots],
      );
    } else {
      const refunded = await refund(tx, gateway, id, await paidNet(tx, id));
      await tx.query(
        `UPDATE reservations SET status = 'Cancelled', gate_code = NULL, payment_status = CASE WHEN $2 THEN 'Payment Refunded' ELSE payment_status END WHERE id = $1`,
        [id, refunded > 0],
      );
    }
    return { statusCode: 200, body: await getBooking(tx, org, id) };
  });
}

/** The way the booking was last paid, for an extension that names no payment (a one-off card cannot be charged again). */
async function lastPayment(tx: Queryable, id: number): Promise<BookingPayment> {
  const { rows } = await tx.query<{ method: BookingPayment['method']; payment_method_id: number | null; open_account_id: number | null }>(
    `SELECT method, payment_method_id, open_account_id FROM payments
      WHERE reservation_id = $1 AND status IN ('Payment Success', 'Payment Pending', 'To be Paid') ORDER BY id DESC LIMIT 1`,
    [id],
  );
  const last = rows[0];
  if (!last || (last.method === 'CARD' && last.payment_method_id === null)) throw badRequest('Choose how to pay the extension (payment)');
  const savedId = last.payment_method_id ?? last.open_account_id;
  return savedId === null ? { method: last.method } : { method: last.method, paymentMethodId: savedId };
}

/**
 * POST /api/reservations/{id}/extend: the same slots of the same lot for one more `duration` after
 * the current end. The lot is locked and the extension's window checked for capacity like a new
 * booking; it is priced from the lot's price list and paid (a refused charge changes nothing).
 */
export async function extendBooking(
  db: Db,
  gateway: PaymentGateway,
  org: BookingOrg,
  id: number,
  body: { duration: string; payment?: BookingPayment },
  idempotencyKey: string | undefined,
): Promise<Answer<BookingDetails>> {
  const { duration } = body;
  if (!isDuration(duration)) throw badRequest('Unknown duration');
  requireCustomer(org, await getBooking(db, org, id));
  return idempotent(db, org.orgId, idempotencyKey, { extend: id, ...body }, async (tx) => {
    const { rows: lots } = await tx.query<{ owner_org_id: number; price: number | null; country: string; region: string }>(
      `SELECT l.owner_org_id, l.country, l.region, (SELECT p.amount_minor FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = $2) AS price
         FROM parking_lots l WHERE l.id = (SELECT lot_id FROM reservations WHERE id = $1) FOR UPDATE OF l`,
      [id, body.duration],
    );
    const reservation = await lockReservation(tx, id);
    if (!EXTENDABLE_STATUSES.includes(reservation.status)) throw conflict('Only a booked or upcoming reservation can be extended', 'NOT_EXTENDABLE');
    if (lots[0].price === null) throw badRequest('This lot has no price for this duration', 'NO_PRICE');
    const from = new Date(reservation.end_at);
    const to = reservationEndDate(from, duration);
    await requireFreeSlots(tx, reservation.lot_id, from, to, reservation.slots);
    const payment = body.payment ?? (await lastPayment(tx, id));
    const paidWith = await resolvePayment(tx, org.orgId, lots[0].owner_org_id, payment);
    const taxableMinor = lots[0].price * reservation.slots;
    const taxLines = taxLinesFor(lots[0], taxableMinor);
    const amountMinor = taxableMinor + sumLinesMinor(taxLines);
    const charge = await chargeThrough(tx, gateway, payment, paidWith, amountMinor, reservation.currency);
    if (!charge.ok) throw new AppError(402, charge.failureCode, 'The payment of the extension failed; the reservation is unchanged');
    await insertPayment(tx, id, org.orgId, payment.method, paidWith, charge.status, amountMinor, reservation.currency, null);
    await insertTaxLines(tx, id, taxableMinor, taxLines);
    await tx.query('UPDATE reservations SET end_at = $2, amount_minor = amount_minor + $3 WHERE id = $1', [id, to.toISOString(), amountMinor]);
    return { statusCode: 200, body: await getBooking(tx, org, id) };
  });
}
