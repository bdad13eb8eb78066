import { randomInt } from 'node:crypto';
import { CAPACITY_HOLDING_STATUSES, isDuration, reservationEndDate } from '@haulstop/shared/constants';
import type { BookingCreated, BookingDetails, BookingQuote, BookingQuoteBody, CreateBookingBody } from '@haulstop/shared/contracts';
import type { Db, Queryable } from '../../db/db';
import { idempotent, type Answer } from '../../lib/idempotency';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { PaymentGateway } from '../payments/gateway';
import { canRecur, RULE_MESSAGES, sumLinesMinor, taxLinesFor, validateStartAt, type TaxLine } from '@haulstop/shared/rules';
import { applyCoupon } from './coupons';
import { checkOwnerPayment, isOwnerBookingForFleet } from './fleet-booking';
import { chargeOpenAccount, resolvePayment, type ResolvedPayment } from '../payment-methods/service';

export interface BookingOrg {
  orgId: number;
  isPlatformOrg: boolean;
}

const HOLDING = [...CAPACITY_HOLDING_STATUSES];

/**
 * The organisation the parking is for and the one that pays: the current one; a sub-carrier of it
 * (billed to the parent); or, when the current organisation owns the lot, a fleet it books for
 * (bookFleetReservation: the fleet pays or owes).
 */
async function beneficiary(tx: Queryable, org: BookingOrg, body: CreateBookingBody): Promise<{ orgId: number; payerOrgId: number }> {
  const { forOrgId } = body;
  if (forOrgId === undefined || forOrgId === org.orgId) return { orgId: org.orgId, payerOrgId: org.orgId };
  const { rows } = await tx.query('SELECT id FROM organizations WHERE id = $1 AND parent_org_id = $2', [forOrgId, org.orgId]);
  if (rows[0]) return { orgId: forOrgId, payerOrgId: org.orgId };
  if (!(await isOwnerBookingForFleet(tx, org, body.parkingLotId, forOrgId))) throw notFound('Organisation');
  checkOwnerPayment(body.payment);
  return { orgId: forOrgId, payerOrgId: forOrgId };
}

async function checkEntries(tx: Queryable, orgId: number, body: CreateBookingBody) {
  if (body.entries.length > body.slots) throw badRequest('More entries than slots');
  for (const entry of body.entries) {
    if (entry.driverId !== undefined) {
      const { rows } = await tx.query('SELECT 1 FROM drivers WHERE id = $1 AND org_id = $2', [entry.driverId, orgId]);
      if (!rows[0]) throw notFound('Driver');
    }
    if (entry.assetId !== undefined) {
      const { rows } = await tx.query('SELECT 1 FROM assets WHERE id = $1 AND org_id = $2', [entry.assetId, orgId]);
      if (!rows[0]) throw notFound('Asset');
    }
  }
}

/** Refuses when the lot (its row locked by the caller) has fewer than `slots` free over the window. */
export async function requireFreeSlots(tx: Queryable, lotId: number, start: Date, end: Date, slots: number) {
  if ((await freeSlots(tx, lotId, start, end)) < slots) throw conflict('The slot is already booked', 'SLOT_ALREADY_BOOKED');
}

/** The booking's status after a charge: pending bank money holds the slot; a success books it by its window. */
export function statusAfter(paymentStatus: string, start: Date) {
  if (paymentStatus === 'Payment Failed') return 'Payment Failed';
  if (paymentStatus === 'Payment Pending') return 'Payment Pending';
  return start > new Date() ? 'Upcoming' : 'Booked';
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
  return gateway.charge({ method: payment.method, amountMinor, currency, cardNumber: payment.cardNumber, cardToken: paidWith.cardToken });
}

export async function insertPayment(
  tx: Queryable,
  reservationId: number,
  payerOrgId: number,
  method: string,
  paidWith: ResolvedPayment,
  status: string,
  amountMinor: number,
  currency: string,
  failureCode: string | null,
) {
  await tx.query(
    `INSERT INTO payments (reservation_id, payer_org_id, method, status, amount_minor, currency, failure_code, payment_method_id, open_account_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [reservationId, payerOrgId, method, status, amountMinor, currency, failureCode, paidWith.paymentMethodId, paidWith.openAccountId],
  );
}

export async function insertTaxLines(tx: Queryable, reservationId: number, taxableMinor: number, lines: TaxLine[]) {
  for (const line of lines) {
    await tx.query('INSERT INTO reservation_tax_lines (reservation_id, name, rate, taxable_minor, amount_minor) VALUES ($1, $2, $3, $4, $5)', [
      reservationId,
      line.name,
      line.rate,
      taxableMinor,
      line.amountMinor,
    ]);
  }
}

export const newGateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type PricedLot = { id: number; currency: string; price: number; ownerOrgId: number; country: string; region: string };

/** The active lot and its price for the duration; `lock` takes the lot's row, serialising bookings of it. */
async function lotForPricing(tx: Queryable, lotId: number, duration: string, lock: boolean): Promise<PricedLot> {
  const lot = await tx.query<{ id: number; currency: string; price: number | null; owner_org_id: number; country: string; region: string }>(
    `SELECT l.id, l.currency, l.owner_org_id, l.country, l.region, (SELECT p.amount_minor FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = $2) AS price
       FROM parking_lots l WHERE l.id = $1 AND l.status = 'Active' ${lock ? 'FOR UPDATE' : ''}`,
    [lotId, duration],
  );
  const row = lot.rows[0];
  if (!row) throw notFound('Parking lot');
  if (row.price === null) throw badRequest('This lot has no price for this duration', 'NO_PRICE');
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

/** How many slots of the lot are free over the window (no lock: a quote, not a promise). */
async function freeSlots(tx: Queryable, lotId: number, start: Date, end: Date): Promise<number> {
  const free = await tx.query<{ free: number }>(
    `SELECT (l.total_slots - COALESCE((SELECT sum(r.slots) FROM reservations r
              WHERE r.lot_id = l.id AND r.status = ANY($2::text[]) AND r.start_at < $4 AND r.end_at > $3), 0))::int AS free
       FROM parking_lots l WHERE l.id = $1`,
    [lotId, HOLDING, start.toISOString(), end.toISOString()],
  );
  return free.rows[0]?.free ?? 0;
}

/**
 * POST /api/reservations/quote: what booking these slots would cost now — subtotal, the discount
 * code's discount (checked as the booking checks it, a refusal answered the same way), tax lines,
 * total, end date and the free slots. Nothing is written or reserved.
 */
export async function quoteBooking(db: Db, body: BookingQuoteBody): Promise<BookingQuote> {
  if (!isDuration(body.duration)) throw badRequest('Unknown duration');
  const start = new Date(body.startAt);
  if (Number.isNaN(start.getTime())) throw badRequest('startAt is not a date');
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
    availableSlots: await freeSlots(db, lot.id, start, end),
  };
}

/**
 * POST /api/reservations: one transaction that locks the lot row (`FOR UPDATE`), so concurrent
 * bookings of one lot count its free slots one after another and the last slot is sold once.
 */
export function createBooking(
  db: Db,
  gateway: PaymentGateway,
  org: BookingOrg,
  body: CreateBookingBody,
  idempotencyKey: string | undefined,
): Promise<Answer<BookingCreated>> {
  if (!isDuration(body.duration)) throw badRequest('Unknown duration');
  const start = new Date(body.startAt);
  if (Number.isNaN(start.getTime())) throw badRequest('startAt is not a date');
  // The same rule as the /reserve form: no booking that starts in the past (a few minutes' grace).
  const past = validateStartAt(body.startAt);
  if (past) throw badRequest(past.message, 'START_IN_PAST');
  if (body.recurring === true && !canRecur(body.duration)) throw badRequest(RULE_MESSAGES['validation.recurringDuration']);
  const end = reservationEndDate(start, body.duration);
  return idempotent(db, org.orgId, idempotencyKey, body, async (tx) => {
    const { orgId, payerOrgId } = await beneficiary(tx, org, body);
    await checkEntries(tx, orgId, body);
    const lot = await lotForPricing(tx, body.parkingLotId, body.duration, true);
    const { currency, ownerOrgId } = lot;
    await requireFreeSlots(tx, body.parkingLotId, start, end, body.slots);
    const paidWith = await resolvePayment(tx, payerOrgId, ownerOrgId, body.payment);
    const { coupon, taxableMinor, taxLines, amountMinor } = await priceOf(tx, lot, body, true);
    const charge = await chargeThrough(tx, gateway, body.payment, paidWith, amountMinor, currency);
    const paymentStatus = charge.ok ? charge.status : 'Payment Failed';
    const status = statusAfter(paymentStatus, start);
    // The reservation has no payment status while nothing is owed yet; its payment row says To be Paid.
    const storedPaymentStatus = paymentStatus === 'To be Paid' ? null : paymentStatus;
    const gateCode = charge.ok ? newGateCode() : null;
    const bookedBy = orgId === org.orgId ? null : org.orgId;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO reservations (lot_id, org_id, booked_by_org_id, duration, start_at, end_at, slots, status, amount_minor, currency, payment_status, gate_code,
                                 discount_code_id, discount_minor, recurring, recurrence_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        body.parkingLotId,
        orgId,
        bookedBy,
        body.duration,
        start.toISOString(),
        end.toISOString(),
        body.slots,
        status,
        amountMinor,
        currency,
        storedPaymentStatus,
        gateCode,
        coupon.discountCodeId,
        coupon.discountMinor,
        body.recurring === true,
        body.recurring === true ? 'Currently Recurring' : null,
      ],
    );
    const reservationId = inserted.rows[0].id;
    await insertTaxLines(tx, reservationId, taxableMinor, taxLines);
    for (const [index, entry] of body.entries.entries()) {
      await tx.query('INSERT INTO reservation_entries (reservation_id, sno, driver_id, asset_id) VALUES ($1, $2, $3, $4)', [
        reservationId,
        index + 1,
        entry.driverId ?? null,
        entry.assetId ?? null,
      ]);
    }
    await insertPayment(
      tx,
      reservationId,
      payerOrgId,
      body.payment.method,
      paidWith,
      paymentStatus,
      amountMinor,
      currency,
      charge.ok ? null : charge.failureCode,
    );
    return {
      statusCode: 201,
      body: {
        reservationId,
        status,
        paymentStatus: storedPaymentStatus,
        amountMinor,
        currency,
        startAt: start.toISOString(),
        endAt: end.toISOString(),
        gateCode,
      },
    };
  });
}

/** Who sees a reservation: its organisation, the carrier that booked it, the owner of its lot, the platform. */
const VISIBLE = `($2::boolean OR r.org_id = $3 OR r.booked_by_org_id = $3 OR l.owner_org_id = $3
  OR r.org_id IN (SELECT id FROM organizations WHERE parent_org_id = $3))`;

export async function getBooking(db: Queryable, org: BookingOrg, id: number): Promise<BookingDetails> {
  const { rows } = await db.query<Omit<BookingDetails, 'entries' | 'payments' | 'taxLines' | 'statusHistory'>>(
    `SELECT r.id AS "reservationId", r.status, r.payment_status AS "paymentStatus", r.amount_minor AS "amountMinor", r.currency,
            r.start_at AS "startAt", r.end_at AS "endAt", r.gate_code AS "gateCode", r.lot_id AS "parkingLotId", l.name AS "parkingLotName",
            r.org_id AS "orgId", (SELECT o.name FROM organizations o WHERE o.id = r.org_id) AS "orgName", r.booked_by_org_id AS "bookedByOrgId",
            (SELECT o.name FROM organizations o WHERE o.id = r.booked_by_org_id) AS "bookedByOrgName", r.duration, r.slots, r.discount_minor AS "discountMinor",
            (SELECT s.recurrence_status FROM reservations s WHERE s.id = COALESCE(r.recurrence_of, r.id)) AS "recurrenceStatus"
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE r.id = $1 AND ${VISIBLE}`,
    [id, org.isPlatformOrg, org.orgId],
  );
  if (!rows[0]) throw notFound('Reservation');
  const entries = await db.query<BookingDetails['entries'][number]>(
    `SELECT e.sno, e.driver_id AS "driverId", e.asset_id AS "assetId",
            CASE WHEN d.id IS NULL THEN NULL ELSE d.first_name || ' ' || d.last_name END AS "driverName",
            CASE WHEN a.id IS NULL THEN NULL ELSE concat_ws(' ', a.make, a.year) || ' (' || a.license || ')' END AS "assetLabel"
       FROM reservation_entries e LEFT JOIN drivers d ON d.id = e.driver_id LEFT JOIN assets a ON a.id = e.asset_id
      WHERE e.reservation_id = $1 ORDER BY e.sno`,
    [id],
  );
  const payments = await db.query<BookingDetails['payments'][number]>(
    `SELECT id AS "paymentId", method, status, amount_minor AS "amountMinor", currency, failure_code AS "failureCode", created_at AS "createdAt"
       FROM payments WHERE reservation_id = $1 ORDER BY id`,
    [id],
  );
  const taxLines = await db.query<BookingDetails['taxLines'][number]>(
    'SELECT name, rate, amount_minor AS "amountMinor" FROM reservation_tax_lines WHERE reservation_id = $1 ORDER BY id',
    [id],
  );
  const statusHistory = await db.query<BookingDetails['statusHistory'][number]>(
    `SELECT status, payment_status AS "paymentStatus", changed_at AS "changedAt"
       FROM reservation_status_history WHERE reservation_id = $1 ORDER BY changed_at, id`,
    [id],
  );
  return { ...rows[0], entries: entries.rows, payments: payments.rows, taxLines: taxLines.rows, statusHistory: statusHistory.rows };
}

/**
 * POST /api/reservations/{id}/paymentRetry: pays a booking whose payment failed. A failed booking
 * held no slot, so the lot is locked and its capacity checked again before charging.
 */
export async function retryPayment(
  db: Db,
  gateway: PaymentGateway,
  org: BookingOrg,
  id: number,
  body: { payment: CreateBookingBody['payment'] },
  idempotencyKey: string | undefined,
): Promise<Answer<BookingDetails>> {
  await getBooking(db, org, id);
  const answer = await idempotent(db, org.orgId, idempotencyKey, { id, ...body }, async (tx) => {
    const { rows } = await tx.query<{ lot_id: number; start_at: Date; end_at: Date; slots: number; amount_minor: number; currency: string; status: string }>(
      'SELECT lot_id, start_at, end_at, slots, amount_minor, currency, status FROM reservations WHERE id = $1',
      [id],
    );
    const reservation = rows[0];
    if (reservation.status !== 'Payment Failed') throw conflict('Only a booking whose payment failed can be paid again', 'NOT_RETRYABLE');
    const lot = await tx.query<{ owner_org_id: number }>('SELECT owner_org_id FROM parking_lots WHERE id = $1 FOR UPDATE', [reservation.lot_id]);
    await requireFreeSlots(tx, reservation.lot_id, new Date(reservation.start_at), new Date(reservation.end_at), reservation.slots);
    const paidWith = await resolvePayment(tx, org.orgId, lot.rows[0].owner_org_id, body.payment);
    const charge = await chargeThrough(tx, gateway, body.payment, paidWith, reservation.amount_minor, reservation.currency);
    const paymentStatus = charge.ok ? charge.status : 'Payment Failed';
    await insertPayment(
      tx,
      id,
      org.orgId,
      body.payment.method,
      paidWith,
      paymentStatus,
      reservation.amount_minor,
      reservation.currency,
      charge.ok ? null : charge.failureCode,
    );
    await tx.query('UPDATE reservations SET status = $2, payment_status = $3, gate_code = $4 WHERE id = $1', [
      id,
      statusAfter(paymentStatus, new Date(reservation.start_at)),
      paymentStatus === 'To be Paid' ? null : paymentStatus,
      charge.ok ? newGateCode() : null,
    ]);
    return { statusCode: 200, body: await getBooking(tx, org, id) };
  });
  return answer;
}
