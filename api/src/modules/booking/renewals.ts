import { BOOKING_TRANSITIONS, isDuration, reservationEndDate, type BookingTransition } from '@haulstop/shared/constants';
import type { BookingPayment } from '@haulstop/shared/contracts';
import { sumLinesMinor, taxLinesFor } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/errors';
import { sandboxGateway, type PaymentGateway } from '../payments/gateway';
import { resolvePayment } from '../payment-methods/service';
import { recordHoldAnswer } from '../../lib/idempotency';
import { chargeThrough, heldAnswer, newGateCode, requireFreeSlots } from './service';
import { answerHold, gateCodeFor, NOT_CHARGED, statusAfterCharge } from './lifecycle';
import * as repository from './repository';
import type { SeriesEnd } from './repository';

/** An unpaid hold (Pending Payment, its payment Payment Initiated) keeps its slots this long, then is released. */
export const HOLD_GRACE_MS = 15 * 60 * 1000;
/**
 * A hold whose request has not written the gateway's answer this long after it was made is one whose
 * request died between the steps (the gateway answers in seconds, or its call times out sooner).
 */
export const UNANSWERED_HOLD_MS = 2 * 60 * 1000;
/** The next occurrence of a recurring booking is booked this long before the current one ends. */
export const RENEWAL_LEAD_MS = 24 * 3600 * 1000;

/**
 * Holds left by a request that died between its steps (issue 24): the gateway is asked what became
 * of each one's key, and its answer is written as the request would have (answerHold: charged →
 * booked, or refunded if the hold was cancelled meanwhile; never charged → released), with the
 * Idempotency-Key's answer. The gateway is never asked to charge again.
 */
async function answerUnansweredHolds(tx: Queryable, now: Date, gateway: PaymentGateway): Promise<number> {
  let answered = 0;
  for (const payment of await repository.unansweredPayments(tx, new Date(now.getTime() - UNANSWERED_HOLD_MS))) {
    const outcome = (await gateway.chargeStatus(payment.gateway_key)) ?? NOT_CHARGED;
    if (!(await answerHold(tx, gateway, payment.reservation_id, payment.gateway_key, outcome))) continue;
    await recordHoldAnswer(tx, payment.reservation_id, heldAnswer(tx, payment.reservation_id));
    answered += 1;
  }
  return answered;
}

/**
 * The hold-release job. First the holds whose gateway call was never answered (above). Then the
 * transition holdExpires: other holds still unpaid after the grace period become Expired (their
 * slots free, no gate code) and their initiated payment failed. Reads only rows still on hold:
 * idempotent.
 */
export async function releaseUnpaidHolds(tx: Queryable, now: Date, gateway: PaymentGateway = sandboxGateway): Promise<number> {
  const answered = await answerUnansweredHolds(tx, now, gateway);
  const expiry = BOOKING_TRANSITIONS.find((t) => t.event === 'holdExpires') as BookingTransition;
  const from = expiry.from.filter((status) => status !== null);
  const ids = await repository.expireHolds(tx, from, expiry.to[0], 'Payment Failed', new Date(now.getTime() - HOLD_GRACE_MS));
  if (ids.length) await repository.failInitiatedPayments(tx, ids);
  return answered + ids.length;
}

/** One occurrence after `series`: booked like a new booking (lot locked, capacity, price, taxes, payment), or the series fails. */
async function renewOne(tx: Queryable, gateway: PaymentGateway, series: SeriesEnd): Promise<boolean> {
  const start = new Date(series.end_at);
  // The database allows only known durations; this narrows the type.
  if (!isDuration(series.duration)) throw new Error(`Unknown duration ${series.duration}`);
  const end = reservationEndDate(start, series.duration);
  const insertOccurrence = (status: string, amountMinor: number, paymentStatus: string | null, gateCode: string | null) =>
    repository.insertReservation(tx, {
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
      gateCode,
      recurring: true,
      recurrenceOf: series.root_id,
    });
  const fail = async () => {
    await insertOccurrence('Recurring Failed', 0, null, null);
    await repository.markSeriesFailed(tx, series.root_id);
    return false;
  };
  if (series.method === null || series.payer_org_id === null) return fail();
  const price = (await repository.findPricedLot(tx, series.lot_id, series.duration, true))?.price ?? null;
  if (price === null) return fail();
  const payment: BookingPayment = series.saved_id === null ? { method: series.method } : { method: series.method, paymentMethodId: series.saved_id };
  try {
    await requireFreeSlots(tx, series.lot_id, start, end, series.slots);
    const paidWith = await resolvePayment(tx, series.payer_org_id, series.owner_org_id, payment);
    const taxableMinor = price * series.slots;
    const taxLines = taxLinesFor(series, taxableMinor);
    const amountMinor = taxableMinor + sumLinesMinor(taxLines);
    const charge = await chargeThrough(tx, gateway, payment, paidWith, amountMinor, series.currency);
    if (!charge.ok) {
      const id = await insertOccurrence('Recurring Failed', amountMinor, 'Payment Failed', null);
      await repository.insertPayment(tx, id, series.payer_org_id, payment.method, paidWith, 'Payment Failed', amountMinor, series.currency, charge.failureCode);
      await repository.markSeriesFailed(tx, series.root_id);
      return false;
    }
    const status = statusAfterCharge(charge.status, start);
    const id = await insertOccurrence(status, amountMinor, charge.status === 'To be Paid' ? null : charge.status, gateCodeFor(status, newGateCode));
    await repository.insertTaxLines(tx, id, taxableMinor, taxLines);
    await repository.insertPayment(tx, id, series.payer_org_id, payment.method, paidWith, charge.status, amountMinor, series.currency, null);
    return true;
  } catch (error) {
    // Refusals (no capacity, a method gone, over the credit limit) are decided before any write fails in SQL.
    if (error instanceof AppError) return fail();
    throw error;
  }
}

/**
 * Recurring renewals, occurrence by occurrence: the next occurrence of each live series is booked
 * once the current one ends within RENEWAL_LEAD_MS, its capacity checked under the lot's lock like
 * any booking. A series that cannot be renewed (full lot, refused payment) becomes Recurring Failed.
 * Idempotent: a series whose next occurrence exists is no longer "ending", and the unique
 * (recurrence_of, start_at) index refuses a second insert.
 */
export async function renewRecurringBookings(tx: Queryable, now: Date, gateway: PaymentGateway = sandboxGateway): Promise<{ renewed: number; failed: number }> {
  const counts = { renewed: 0, failed: 0 };
  for (const series of await repository.seriesEndingBefore(tx, new Date(now.getTime() + RENEWAL_LEAD_MS))) {
    if (await renewOne(tx, gateway, series)) counts.renewed += 1;
    else counts.failed += 1;
  }
  return counts;
}
