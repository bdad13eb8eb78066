import {
  cancelsWholeBooking,
  divideRoundHalfAwayFromZero,
  isReleasedNoShow,
  slotsRefundMinor,
  sumLinesMinor,
  taxLinesFor,
  validateHorizon,
} from '@haulstop/shared/rules';
import { isDuration, reservationEndDate, type Duration } from '@haulstop/shared/constants';
import type { BookingDetails, BookingPayment, ExtensionQuote } from '@haulstop/shared/contracts';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, text } from '../../lib/errors';
import { idempotent, type Answer } from '../../lib/idempotency';
import { startRefusal } from '../../lib/rules';
import type { PaymentGateway } from '../payments/gateway';
import { resolvePayment } from '../payment-methods/service';
import { getBooking, paidBookingChange, requireChangeAllowed, requireFreeSlots, type BookingCaller, type BookingOrg } from './service';
import { holdCharge, withTypedCard, type HeldCharge } from './held-charge';
import * as heldChargeRepository from './held-charge-repository';
import * as newBookingRepository from './new-booking-repository';
import * as reservationRepository from './reservation-repository';
import { applyTransition, refundPayment, requireTransition } from './lifecycle';

/**
 * POST /api/reservations/{id}/cancel. Each entry is one slot (its driver, its truck or both): naming
 * some entries cancels those slots, with what they hold, and refunds exactly them (shared
 * slotsRefundMinor: paid × cancelled ÷ slots, rounded once); the booking becomes Partial Cancel and
 * keeps its window and gate code for the slots left. Without `entrySnos`, or when no slot would be
 * left (shared cancelsWholeBooking), the whole booking is cancelled: its slots freed, its gate code
 * revoked and what was paid refunded. The state machine (lifecycle.ts) refuses what the status does
 * not allow (409 NOT_CANCELLABLE).
 */
export async function cancelBooking(
  db: Db,
  gateway: PaymentGateway,
  org: BookingCaller,
  id: number,
  body: { entrySnos?: number[] } | undefined,
  idempotencyKey: string | undefined,
): Promise<Answer<BookingDetails>> {
  const entrySnos = body?.entrySnos;
  requireChangeAllowed(org, await getBooking(db, org, id));
  return idempotent(db, org.orgId, idempotencyKey, { cancel: id, entrySnos: entrySnos ?? null }, async (tx) => {
    const reservation = await reservationRepository.findReservation(tx, id, true);
    const snos = [...new Set(entrySnos ?? [])];
    // The slots the booking still holds: a no-show slot released for resale was settled then (its fee kept, the rest refunded).
    const held = reservation.slots - reservation.released_slots;
    // Entries named are the booking's own, even when they are all of its slots (a whole cancel).
    const named = snos.length > 0 ? await reservationRepository.entriesAtGate(tx, id, snos) : [];
    if (named.length !== snos.length) throw badRequest(text('apiErrors.entriesNotInReservation'), undefined, { field: 'entrySnos' });
    if (named.some((entry) => isReleasedNoShow(entry, reservation.released_slots))) throw conflict(text('apiErrors.entryReleasedAsNoShow'), 'RELEASED_NO_SHOW');
    if (snos.length > 0 && !cancelsWholeBooking(snos.length, held)) {
      const partial = requireTransition('partialCancel', reservation.status);
      // The held extension is priced for every slot: the slots stay until its charge is answered.
      if (await heldChargeRepository.hasHeldExtension(tx, id)) throw conflict(text('apiErrors.entriesNotCancellable'), 'NOT_CANCELLABLE');
      const refundMinor = slotsRefundMinor(await reservationRepository.paidNet(tx, id), snos.length, held);
      const owedLess = divideRoundHalfAwayFromZero(reservation.amount_minor * snos.length, held);
      await refundPayment(tx, gateway, id, refundMinor);
      // The booking's taxes and discount shrink with its amount, pro rata of the slots given up, so its
      // subtotal stays the price of the slots it keeps.
      await reservationRepository.removeEntries(tx, id, snos, held, owedLess);
      await applyTransition(tx, id, partial, 'Partial Cancel', undefined);
    } else {
      const cancel = requireTransition('cancel', reservation.status);
      const refunded = await refundPayment(tx, gateway, id, await reservationRepository.paidNet(tx, id));
      await applyTransition(tx, id, cancel, 'Cancelled', refunded > 0 ? 'Payment Refunded' : undefined);
    }
    return { statusCode: 200, body: await getBooking(tx, org, id) };
  });
}

/**
 * The way the booking was last paid, for an extension that names no payment: its saved card or bank
 * account, its open account, pay later, or the card typed for it (through the gateway's token kept
 * on its payment). Only a card whose token was never kept (nothing to charge) asks for a payment.
 */
async function lastPayment(tx: Queryable, id: number): Promise<{ payment: BookingPayment; cardToken: string | undefined }> {
  const last = await reservationRepository.lastPaymentMethod(tx, id);
  if (!last || (last.method === 'CARD' && last.payment_method_id === null && last.card_token === null))
    throw badRequest(text('apiErrors.choosePaymentForExtension'), undefined, { field: 'payment' });
  const savedId = last.payment_method_id ?? last.open_account_id;
  const payment: BookingPayment = savedId === null ? { method: last.method } : { method: last.method, paymentMethodId: savedId };
  return { payment, cardToken: last.card_token ?? undefined };
}

/**
 * What an extension by `duration` costs and covers, the one reckoning of the quote and the charge:
 * the window [current end, end + duration), which must start within the booking window as a new
 * booking does, and the lot's price of the duration for every slot, with its taxes (one line per tax).
 */
function priceExtension(
  lot: { price: number | null; country: string; region: string },
  reservation: { end_at: Date | string; slots: number },
  duration: Duration,
) {
  if (lot.price === null) throw badRequest(text('apiErrors.noPrice'), 'NO_PRICE', { field: 'duration' });
  const from = new Date(reservation.end_at);
  const tooFar = validateHorizon(from);
  if (tooFar) throw startRefusal(tooFar);
  const to = reservationEndDate(from, duration);
  const taxableMinor = lot.price * reservation.slots;
  const taxLines = taxLinesFor(lot, taxableMinor);
  return { from, to, unitPriceMinor: lot.price, taxableMinor, taxLines, amountMinor: taxableMinor + sumLinesMinor(taxLines) };
}

/**
 * POST /api/reservations/{id}/extend/quote: what extending by `duration` costs now — the price,
 * each tax once, the total, the new end, the free slots and how "as the reservation was paid" pays —
 * refused as the extension itself would be (status, no price, horizon). Nothing is written or held.
 */
export async function quoteExtension(db: Db, org: BookingCaller, id: number, duration: string): Promise<ExtensionQuote> {
  if (!isDuration(duration)) throw badRequest(text('apiErrors.unknownDuration'), undefined, { field: 'duration' });
  const booking = await getBooking(db, org, id);
  requireChangeAllowed(org, booking);
  requireTransition('extend', booking.status);
  const lot = await newBookingRepository.lockLotOfReservation(db, id, duration, false);
  const reservation = await reservationRepository.findReservation(db, id, false);
  const price = priceExtension(lot, reservation, duration);
  const last = await reservationRepository.lastPaymentMethod(db, id);
  const chargeable = last && !(last.method === 'CARD' && last.payment_method_id === null && last.card_token === null);
  return {
    reservationId: id,
    duration,
    currency: booking.currency as ExtensionQuote['currency'],
    slots: reservation.slots,
    unitPriceMinor: price.unitPriceMinor,
    subtotalMinor: price.taxableMinor,
    taxLines: price.taxLines,
    amountMinor: price.amountMinor,
    startAt: price.from.toISOString(),
    endAt: price.to.toISOString(),
    availableSlots: await newBookingRepository.freeSlots(db, reservation.lot_id, price.from, price.to),
    paidAs: chargeable ? last.method : null,
  };
}

/**
 * An extension's first transaction: the lot locked and the extension's window [end, end +
 * `duration`) checked for capacity like a new booking, priced from the lot's price list, and held
 * (extension_holds: bookings of the lot count its slots) with its charge under a new gateway key.
 * The booking itself is not changed until the charge is answered. One extension of a booking is
 * held at a time: a second one waits for the first's answer (409 meanwhile).
 */
async function holdExtension(
  tx: Queryable,
  org: BookingOrg,
  id: number,
  body: { duration: Duration; payment?: BookingPayment },
  typedToken: string | undefined,
  userId: number | null,
): Promise<HeldCharge> {
  const lot = await newBookingRepository.lockLotOfReservation(tx, id, body.duration);
  const reservation = await reservationRepository.findReservation(tx, id, true);
  requireTransition('extend', reservation.status);
  if (await heldChargeRepository.hasHeldExtension(tx, id)) throw conflict(text('apiErrors.notExtendable'), 'NOT_EXTENDABLE');
  const { from, to, taxableMinor, taxLines, amountMinor } = priceExtension(lot, reservation, body.duration);
  await requireFreeSlots(tx, reservation.lot_id, from, to, reservation.slots);
  const own = body.payment ? { payment: body.payment, cardToken: typedToken } : await lastPayment(tx, id);
  const { payment } = own;
  const paidWith = withTypedCard(await resolvePayment(tx, org.orgId, lot.owner_org_id, payment), own.cardToken);
  const charge = await holdCharge(tx, payment, paidWith, amountMinor, reservation.currency);
  await heldChargeRepository.insertExtensionHold(tx, charge.idempotencyKey, {
    reservation_id: id,
    lot_id: reservation.lot_id,
    start_at: from,
    end_at: to,
    slots: reservation.slots,
    payer_org_id: org.orgId,
    method: payment.method,
    payment_method_id: paidWith.paymentMethodId,
    open_account_id: paidWith.openAccountId,
    card_token: payment.method === 'CARD' && paidWith.paymentMethodId === null ? (paidWith.cardToken ?? null) : null,
    duration: body.duration,
    requested_by_user_id: userId,
    amount_minor: amountMinor,
    currency: reservation.currency,
    taxable_minor: taxableMinor,
    tax_lines: taxLines,
  });
  return { reservationId: id, charge };
}

/**
 * POST /api/reservations/{id}/extend: the same slots of the same lot for one more `duration` after
 * the current end, paid as a booking is: held under the lot's lock, charged outside it,
 * written in another transaction. A refused charge changes nothing (402 with the gateway's code).
 */
export async function extendBooking(
  db: Db,
  gateway: PaymentGateway,
  org: BookingCaller,
  id: number,
  body: { duration: string; payment?: BookingPayment },
  idempotencyKey: string | undefined,
): Promise<Answer<BookingDetails>> {
  const userId = org.userId ?? null;
  const { duration } = body;
  if (!isDuration(duration)) throw badRequest(text('apiErrors.unknownDuration'), undefined, { field: 'duration' });
  return paidBookingChange(
    db,
    gateway,
    org,
    id,
    { kind: 'extend', request: { extend: id, ...body }, payment: body.payment, idempotencyKey, refusal: 'apiErrors.extensionPaymentFailed' },
    (tx, cardToken) => holdExtension(tx, org, id, { ...body, duration }, cardToken, userId),
  );
}
