import { BOOKING_TRANSITIONS, isDuration, reservationEndDate, type BookingTransition } from '@haulstop/shared/constants';
import type { BookingPayment } from '@haulstop/shared/contracts';
import { sumLinesMinor, taxLinesFor } from '@haulstop/shared/rules';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../lib/errors';
import type { PaymentGateway } from '../payments/gateway';
import { resolvePayment } from '../payment-methods/service';
import { requireFreeSlots } from './service';
import { statusAfterCharge } from './lifecycle';
import { chargeHeld, holdCharge, recoverHeldCharges, type HeldCharge } from './held-charge';
import * as newBookingRepository from './new-booking-repository';
import * as statusJobRepository from './status-job-repository';
import type { SeriesEnd } from './status-job-repository';

/** An unpaid hold (Pending Payment, its payment Payment Initiated) keeps its slots this long, then is released. */
export const HOLD_GRACE_MS = 15 * 60 * 1000;
/**
 * A hold whose request has not written the gateway's answer this long after it was made is one whose
 * request died between the steps (the gateway answers in seconds, or its call times out sooner).
 */
export const UNANSWERED_HOLD_MS = 2 * 60 * 1000;
/** The next occurrence of a recurring booking is booked this long before the current one ends. */
export const RENEWAL_LEAD_MS = 24 * 3600 * 1000;

/** Unanswered holds are those made before this, when the hold-release job runs at `now`. */
const unansweredBefore = (now: Date) => new Date(now.getTime() - UNANSWERED_HOLD_MS);

/**
 * The transition holdExpires: holds still unpaid after the grace period become Expired (their slots
 * free, no gate code) and their initiated payment failed. A hold whose gateway call is unanswered is
 * not one of them: only the gateway's answer resolves it (recoverHeldCharges). Reads only rows still
 * on hold: idempotent.
 */
export async function expireUnpaidHolds(tx: Queryable, now: Date): Promise<number> {
  const expiry = BOOKING_TRANSITIONS.find((t) => t.event === 'holdExpires') as BookingTransition;
  const from = expiry.from.filter((status) => status !== null);
  const ids = await statusJobRepository.expireHolds(tx, from, expiry.to[0], 'Payment Failed', new Date(now.getTime() - HOLD_GRACE_MS));
  if (ids.length) await statusJobRepository.failInitiatedPayments(tx, ids);
  return ids.length;
}

/**
 * The hold-release job's two parts, one after the other (the job runs the expiry under its lock and
 * asks the gateway after it committed): holds left by a request that died between its steps are
 * settled from what the gateway says of their keys — a key never charged twice; a renewal it never
 * heard of charged then, under its key — then unpaid holds expire.
 */
export async function releaseUnpaidHolds(db: Db, now: Date, gateway: PaymentGateway): Promise<number> {
  const answered = await recoverHeldCharges(db, gateway, unansweredBefore(now));
  return answered + (await db.transaction((tx) => expireUnpaidHolds(tx, now)));
}

/** The gateway side of the hold-release job (after its transaction committed). */
export const recoverUnanswered = (db: Db, gateway: PaymentGateway, now: Date) => recoverHeldCharges(db, gateway, unansweredBefore(now));

/**
 * One occurrence after `series`, held like a new booking (lot locked, capacity, price, taxes, its
 * payment Payment Initiated under a new gateway key) and charged after the job's transaction
 * commits; or, refused before any charge (full lot, no price, a method gone, over the credit
 * limit), the occurrence is written Recurring Failed and the series fails.
 */
async function holdRenewal(tx: Queryable, series: SeriesEnd): Promise<HeldCharge | null> {
  const start = new Date(series.end_at);
  // The database allows only known durations; this narrows the type.
  if (!isDuration(series.duration)) throw new Error(`Unknown duration ${series.duration}`);
  const end = reservationEndDate(start, series.duration);
  const insertOccurrence = (status: string, amountMinor: number, paymentStatus: string | null) =>
    newBookingRepository.insertReservation(tx, {
      lotId: series.lot_id,
      orgId: series.org_id,
      bookedByOrgId: series.booked_by_org_id,
      duration: series.duration,
      start,
      end,
      slots: series.slots,
      status,
      amountMinor,
      currency: series.currency,
      paymentStatus,
      gateCode: null,
      recurring: true,
      recurrenceOf: series.root_id,
    });
  const fail = async () => {
    await insertOccurrence('Recurring Failed', 0, null);
    await statusJobRepository.markSeriesFailed(tx, series.root_id);
    return null;
  };
  if (series.method === null || series.payer_org_id === null) return fail();
  const price = (await newBookingRepository.findPricedLot(tx, series.lot_id, series.duration, true))?.price ?? null;
  if (price === null) return fail();
  const payment: BookingPayment = series.saved_id === null ? { method: series.method } : { method: series.method, paymentMethodId: series.saved_id };
  try {
    await requireFreeSlots(tx, series.lot_id, start, end, series.slots);
    const paidWith = await resolvePayment(tx, series.payer_org_id, series.owner_org_id, payment);
    const taxableMinor = price * series.slots;
    const taxLines = taxLinesFor(series, taxableMinor);
    const amountMinor = taxableMinor + sumLinesMinor(taxLines);
    const charge = await holdCharge(tx, payment, paidWith, amountMinor, series.currency);
    const id = await insertOccurrence(statusAfterCharge('Payment Initiated', start), amountMinor, 'Payment Initiated');
    await newBookingRepository.insertTaxLines(tx, id, taxableMinor, taxLines);
    await newBookingRepository.insertInitiatedPayment(tx, id, series.payer_org_id, paidWith, charge);
    return { reservationId: id, charge };
  } catch (error) {
    // Refusals (no capacity, a method gone, over the credit limit) are decided before any write fails in SQL.
    if (error instanceof AppError) return fail();
    throw error;
  }
}

/**
 * Recurring renewals, step 1, in the job's transaction: the next occurrence of each live series is
 * held once the current one ends within RENEWAL_LEAD_MS, its capacity checked under the lot's lock
 * like any booking. A series that cannot be renewed becomes Recurring Failed. Idempotent: a series
 * whose next occurrence exists is no longer "ending", and the unique (recurrence_of, start_at) index
 * refuses a second insert. Answers the holds to charge (chargeRenewals).
 */
export async function holdRenewals(tx: Queryable, now: Date): Promise<{ held: HeldCharge[]; failed: number }> {
  const result: { held: HeldCharge[]; failed: number } = { held: [], failed: 0 };
  for (const series of await statusJobRepository.seriesEndingBefore(tx, new Date(now.getTime() + RENEWAL_LEAD_MS))) {
    const held = await holdRenewal(tx, series);
    if (held) result.held.push(held);
    else result.failed += 1;
  }
  return result;
}

/**
 * Recurring renewals, steps 2 and 3, after the job's transaction committed: each hold charged
 * outside any transaction and answered (booked by its window, settling, or — refused — Recurring
 * Failed with its series). A crash in between is recovered by the hold-release job.
 */
export async function chargeRenewals(db: Db, gateway: PaymentGateway, held: readonly HeldCharge[]): Promise<{ renewed: number; failed: number }> {
  const counts = { renewed: 0, failed: 0 };
  const errors: unknown[] = [];
  for (const hold of held) {
    try {
      const { outcome } = await chargeHeld(db, gateway, hold, async () => undefined);
      if (outcome.ok) counts.renewed += 1;
      else counts.failed += 1;
    } catch (error) {
      // One gateway failure does not leave the other series unrenewed; this hold is the hold-release job's now.
      errors.push(error);
    }
  }
  if (errors.length) throw errors[0];
  return counts;
}

/** The whole renewal round at `now` (the job runs its two halves around its transaction). */
export async function renewRecurringBookings(db: Db, now: Date, gateway: PaymentGateway): Promise<{ renewed: number; failed: number }> {
  const { held, failed } = await db.transaction((tx) => holdRenewals(tx, now));
  const charged = await chargeRenewals(db, gateway, held);
  return { renewed: charged.renewed, failed: failed + charged.failed };
}
