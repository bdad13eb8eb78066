import { randomInt } from 'node:crypto';
import { isDuration, reservationEndDate } from '@haulstop/shared/constants';
import type { BookingCreated, BookingDetails, BookingPayment, BookingQuote, BookingQuoteBody, CreateBookingBody } from '@haulstop/shared/contracts';
import type { Db, Queryable } from '../../db/db';
import { idempotentInSteps, type Answer } from '../../lib/idempotency';
import { AppError, badRequest, conflict, forbidden, notFound, text } from '../../lib/errors';
import { bookingStart, refuseInvalid } from '../../lib/rules';
import type { PaymentGateway } from '../payments/gateway';
import { canRecur, sumLinesMinor, taxLinesFor, validateEntriesFitSlots } from '@haulstop/shared/rules';
import { canAccess, type PermissionContext } from '@haulstop/shared/permissions';
import { applyCoupon } from './coupons';
import { checkOwnerPayment, isOwnerBookingForFleet } from './fleet-booking';
import { chargeOpenAccount, resolvePayment, type ResolvedPayment } from '../payment-methods/service';
import * as newBookingRepository from './new-booking-repository';
import * as reservationRepository from './reservation-repository';
import { applyTransition, requireTransition, statusAfterCharge } from './lifecycle';
import { bookingCreated } from './answers';
import { chargeHeld, chargeRequestFor, holdCharge, typedCardToken, withTypedCard, type HeldCharge } from './held-charge';

export interface BookingOrg {
  orgId: number;
  isPlatformOrg: boolean;
}

/**
 * The organisation the parking is for and the one that pays: the current one; a sub-carrier of it
 * (billed to the parent); or, when the current organisation owns the lot, a fleet it books for
 * (bookFleetReservation: the fleet pays or owes).
 */
async function beneficiary(tx: Queryable, org: BookingOrg, body: CreateBookingBody): Promise<{ orgId: number; payerOrgId: number }> {
  const { forOrgId } = body;
  if (forOrgId === undefined || forOrgId === org.orgId) return { orgId: org.orgId, payerOrgId: org.orgId };
  if (await newBookingRepository.isSubCarrier(tx, forOrgId, org.orgId)) return { orgId: forOrgId, payerOrgId: org.orgId };
  if (!(await isOwnerBookingForFleet(tx, org, body.parkingLotId, forOrgId))) throw notFound('Organisation');
  checkOwnerPayment(body.payment);
  return { orgId: forOrgId, payerOrgId: forOrgId };
}

/**
 * Each entry is one slot, holding a driver, a truck or both: no more entries than slots, no driver
 * or truck in two of them (shared validateEntriesFitSlots, as /reserve), and every driver and asset
 * is the organisation's.
 */
async function checkEntries(tx: Queryable, orgId: number, body: CreateBookingBody) {
  const refused = validateEntriesFitSlots(body.entries, body.slots);
  refuseInvalid([refused], { errorCode: refused?.key === 'validation.entryRepeated' ? 'ENTRY_REPEATED' : 'MORE_ENTRIES_THAN_SLOTS' });
  for (const entry of body.entries) {
    if (entry.driverId !== undefined && !(await newBookingRepository.driverBelongs(tx, entry.driverId, orgId))) throw notFound('Driver');
    if (entry.assetId !== undefined && (await newBookingRepository.assetTypeOf(tx, entry.assetId, orgId)) === null) throw notFound('Asset');
  }
}

/** Refuses when the lot (its row locked by the caller) has fewer than `slots` free over the window. */
export async function requireFreeSlots(tx: Queryable, lotId: number, start: Date, end: Date, slots: number) {
  if ((await newBookingRepository.freeSlots(tx, lotId, start, end)) < slots) throw conflict(text('apiErrors.slotAlreadyBooked'), 'SLOT_ALREADY_BOOKED');
}

/** Open accounts are charged against their credit limit first (refused over it); then the gateway. */
export async function chargeThrough(
  tx: Queryable,
  gateway: PaymentGateway,
  payment: CreateBookingBody['payment'],
  paidWith: ResolvedPayment,
  amountMinor: number,
  currency: string,
) {
  if (paidWith.openAccountId !== null) await chargeOpenAccount(tx, paidWith.openAccountId, amountMinor, currency);
  return gateway.charge(chargeRequestFor(payment, paidWith, amountMinor, currency));
}

export const newGateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type PricedLot = { id: number; currency: string; price: number; ownerOrgId: number; country: string; region: string };

/** The active lot and its price for the duration; `lock` takes the lot's row, serialising bookings of it. */
async function lotForPricing(tx: Queryable, lotId: number, duration: string, lock: boolean): Promise<PricedLot> {
  const row = await newBookingRepository.findPricedLot(tx, lotId, duration, lock);
  if (!row) throw notFound('Parking lot');
  if (row.price === null) throw badRequest(text('apiErrors.noPrice'), 'NO_PRICE', { field: 'duration' });
  return { id: row.id, currency: row.currency, price: row.price, ownerOrgId: row.owner_org_id, country: row.country, region: row.region };
}

/**
 * The amounts of a booking — the one place they are computed, for the quote and the booking alike:
 * price × slots, the discount code (used only when `useCoupon`), the Canadian tax lines on what is
 * left, and the total.
 */
async function priceOf(tx: Queryable, lot: PricedLot, body: { slots: number; couponCode?: string }, useCoupon: boolean) {
  const subtotalMinor = lot.price * body.slots;
  const coupon = await applyCoupon(tx, body.couponCode, { id: lot.id, ownerOrgId: lot.ownerOrgId, currency: lot.currency }, subtotalMinor, useCoupon);
  const taxableMinor = subtotalMinor - coupon.discountMinor;
  const taxLines = taxLinesFor(lot, taxableMinor);
  return { subtotalMinor, coupon, taxableMinor, taxLines, amountMinor: taxableMinor + sumLinesMinor(taxLines) };
}

/**
 * POST /api/reservations/quote: what booking these slots would cost now — subtotal, the discount
 * code's discount (checked as the booking checks it, a refusal answered the same way), tax lines,
 * total, end date and the free slots. Nothing is written or reserved.
 */
export async function quoteBooking(db: Db, body: BookingQuoteBody): Promise<BookingQuote> {
  if (!isDuration(body.duration)) throw badRequest(text('apiErrors.unknownDuration'), undefined, { field: 'duration' });
  const start = bookingStart(body.startAt);
  const end = reservationEndDate(start, body.duration);
  const lot = await lotForPricing(db, body.parkingLotId, body.duration, false);
  const { subtotalMinor, coupon, taxLines, amountMinor } = await priceOf(db, lot, body, false);
  return {
    parkingLotId: lot.id,
    currency: lot.currency as BookingQuote['currency'],
    unitPriceMinor: lot.price,
    subtotalMinor,
    discountMinor: coupon.discountMinor,
    taxLines,
    amountMinor,
    startAt: start.toISOString(),
    endAt: end.toISOString(),
    availableSlots: await newBookingRepository.freeSlots(db, lot.id, start, end),
  };
}

/**
 * A booking's first transaction: the lot's row locked (`FOR NO KEY UPDATE`), so concurrent bookings of one
 * lot count its free slots one after another and the last slot is sold once; priced; its slots held
 * (Pending Payment, which holds capacity) with its payment Payment Initiated under a new gateway
 * key; open-account credit taken. No gateway call here: the lock lasts milliseconds, not the
 * processor's 300–800 ms.
 */
async function holdBooking(
  tx: Queryable,
  org: BookingOrg,
  body: CreateBookingBody,
  start: Date,
  end: Date,
  cardToken: string | undefined,
): Promise<HeldCharge> {
  const { orgId, payerOrgId } = await beneficiary(tx, org, body);
  await checkEntries(tx, orgId, body);
  const lot = await lotForPricing(tx, body.parkingLotId, body.duration, true);
  const { currency, ownerOrgId } = lot;
  await requireFreeSlots(tx, body.parkingLotId, start, end, body.slots);
  const paidWith = withTypedCard(await resolvePayment(tx, payerOrgId, ownerOrgId, body.payment), cardToken);
  const { coupon, taxableMinor, taxLines, amountMinor } = await priceOf(tx, lot, body, true);
  const charge = await holdCharge(tx, body.payment, paidWith, amountMinor, currency);
  const reservationId = await newBookingRepository.insertReservation(tx, {
    lotId: body.parkingLotId,
    orgId,
    bookedByOrgId: orgId === org.orgId ? null : org.orgId,
    duration: body.duration,
    start,
    end,
    slots: body.slots,
    status: statusAfterCharge('Payment Initiated', start),
    amountMinor,
    currency,
    paymentStatus: 'Payment Initiated',
    gateCode: null,
    discountCodeId: coupon.discountCodeId,
    discountMinor: coupon.discountMinor,
    recurring: body.recurring === true,
    recurrenceStatus: body.recurring === true ? 'Currently Recurring' : null,
  });
  await newBookingRepository.insertTaxLines(tx, reservationId, taxableMinor, taxLines);
  await newBookingRepository.insertEntries(tx, reservationId, body.entries);
  await newBookingRepository.insertInitiatedPayment(tx, reservationId, payerOrgId, paidWith, charge);
  return { reservationId, charge };
}

/**
 * POST /api/reservations: the slots held in one short transaction under the lot's lock, the
 * gateway called outside it, the answer written in another. A repeat with the same
 * Idempotency-Key answers the first answer and is never charged again.
 */
export async function createBooking(
  db: Db,
  gateway: PaymentGateway,
  org: BookingOrg,
  body: CreateBookingBody,
  idempotencyKey: string | undefined,
): Promise<Answer<BookingCreated>> {
  if (!isDuration(body.duration)) throw badRequest(text('apiErrors.unknownDuration'), undefined, { field: 'duration' });
  const start = bookingStart(body.startAt);
  if (body.recurring === true && !canRecur(body.duration)) throw badRequest(text('validation.recurringDuration'), undefined, { field: 'recurring' });
  const end = reservationEndDate(start, body.duration);
  const cardToken = await typedCardToken(gateway, body.payment);
  return idempotentInSteps(
    db,
    org.orgId,
    idempotencyKey,
    body,
    'booking',
    (tx) => holdBooking(tx, org, body, start, end, cardToken),
    async (held) => (await chargeHeld(db, gateway, held, (tx) => bookingCreated(tx, held.reservationId))).answer,
  );
}

/** Who changes a booking: its organisation, the caller's permission context there (what canAccess reads), and the user (recorded on an extension). */
export interface BookingCaller extends BookingOrg {
  ctx: PermissionContext;
  userId?: number | null;
}

/**
 * A change of one booking (cancel, extend, pay again): the caller, the booking, the request's body
 * and Idempotency-Key in; the booking as it now is out (a replay answers what the first answered).
 * The routes serve the three through one handler.
 */
export type BookingChange<Body> = (
  db: Db,
  gateway: PaymentGateway,
  caller: BookingCaller,
  id: number,
  body: Body,
  idempotencyKey: string | undefined,
) => Promise<Answer<BookingDetails>>;

/**
 * A booking is extended, cancelled or paid again only by whom the shared 'reservationChanges' rule
 * lets (its customer or whoever booked it for them), the rule the console's buttons ask: the lot's
 * owner and the platform acting as itself read it only.
 */
export function requireChangeAllowed(caller: BookingCaller, booking: BookingDetails): void {
  if (!canAccess({ resource: 'reservationChanges', action: 'edit', record: booking, ctx: caller.ctx })) throw forbidden(text('apiErrors.changeNotAllowed'));
}

export async function getBooking(db: Queryable, org: BookingOrg, id: number): Promise<BookingDetails> {
  const booking = await reservationRepository.findBooking(db, org, id);
  if (!booking) throw notFound('Reservation');
  return booking;
}

/**
 * A retry's first transaction: the lot locked and its capacity checked again (a failed booking
 * held no slot), then the booking held again (Pending Payment) with a new payment Payment Initiated
 * under a new gateway key. The booking's row is read under the lot's lock, so two retries of it
 * run one after the other and the second is refused.
 */
async function holdRetry(
  tx: Queryable,
  org: BookingOrg,
  id: number,
  payment: CreateBookingBody['payment'],
  cardToken: string | undefined,
): Promise<HeldCharge> {
  const lotId = (await reservationRepository.findReservation(tx, id, false)).lot_id;
  const ownerOrgId = await newBookingRepository.lockLotOwner(tx, lotId);
  const reservation = await reservationRepository.findReservation(tx, id, true);
  const retry = requireTransition('retryPayment', reservation.status);
  await requireFreeSlots(tx, reservation.lot_id, new Date(reservation.start_at), new Date(reservation.end_at), reservation.slots);
  const paidWith = withTypedCard(await resolvePayment(tx, org.orgId, ownerOrgId, payment), cardToken);
  const { amount_minor: amountMinor, currency } = reservation;
  const charge = await holdCharge(tx, payment, paidWith, amountMinor, currency);
  await newBookingRepository.insertInitiatedPayment(tx, id, org.orgId, paidWith, charge);
  await applyTransition(tx, id, retry, statusAfterCharge('Payment Initiated', new Date(reservation.start_at)), 'Payment Initiated');
  return { reservationId: id, charge };
}

/**
 * POST /api/reservations/{id}/paymentRetry: pays a booking whose payment failed, as a booking is
 * paid — held under the lot's lock, charged outside it, answered in another transaction.
 */
export async function retryPayment(
  db: Db,
  gateway: PaymentGateway,
  org: BookingCaller,
  id: number,
  body: { payment: CreateBookingBody['payment'] },
  idempotencyKey: string | undefined,
): Promise<Answer<BookingDetails>> {
  return paidBookingChange(db, gateway, org, id, { kind: 'retry', request: { id, ...body }, payment: body.payment, idempotencyKey }, (tx, cardToken) =>
    holdRetry(tx, org, id, body.payment, cardToken),
  );
}

/**
 * A change to a booking paid as a booking is (a payment retry, an extension), once per
 * Idempotency-Key: allowed for the caller (requireChangeAllowed), held under the lot's lock by
 * `hold` (given the token of a card typed once), charged outside it, answered with the booking. A
 * refused charge answers the booking as it stands, or 402 with `refusal`'s text when one is named.
 */
export async function paidBookingChange(
  db: Db,
  gateway: PaymentGateway,
  org: BookingCaller,
  id: number,
  change: {
    kind: 'retry' | 'extend';
    request: Record<string, unknown>;
    payment: BookingPayment | undefined;
    idempotencyKey: string | undefined;
    refusal?: string;
  },
  hold: (tx: Queryable, cardToken: string | undefined) => Promise<HeldCharge>,
): Promise<Answer<BookingDetails>> {
  requireChangeAllowed(org, await getBooking(db, org, id));
  const cardToken = await typedCardToken(gateway, change.payment);
  return idempotentInSteps(
    db,
    org.orgId,
    change.idempotencyKey,
    change.request,
    change.kind,
    (tx) => hold(tx, cardToken),
    async (held) => {
      const { outcome, answer } = await chargeHeld(db, gateway, held, async (tx) => ({ statusCode: 200, body: await getBooking(tx, org, id) }));
      if (!outcome.ok && change.refusal) throw new AppError(402, outcome.failureCode, text(change.refusal));
      return answer;
    },
  );
}
