import {
  RESERVATION_STATES,
  transitionEffects,
  transitionFrom,
  isReservationStatus,
  type BookingEvent,
  type BookingTransition,
  type ReservationPaymentStatus,
  type ReservationStatus,
} from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import { AppError, conflict, statusText, text } from '../../lib/errors';
import type { ChargeOutcome, PaymentGateway } from '../payments/gateway';
import * as heldChargeRepository from './held-charge-repository';
import * as newBookingRepository from './new-booking-repository';
import * as reservationRepository from './reservation-repository';
import * as statusJobRepository from './status-job-repository';
import type { ExtensionHold } from './held-charge-repository';

/** The API side of the booking state machine (shared constants/booking-lifecycle.ts): its checks and its effects. */

/** The refusal of an event by status: its code and its message (apiErrors.<key> in the shared locale files). */
const REFUSALS: Partial<Record<BookingEvent, [code: string, messageKey: string]>> = {
  cancel: ['NOT_CANCELLABLE', 'notCancellable'],
  partialCancel: ['NOT_CANCELLABLE', 'entriesNotCancellable'],
  extend: ['NOT_EXTENDABLE', 'notExtendable'],
  retryPayment: ['NOT_RETRYABLE', 'notRetryable'],
};

/** The transition `event` takes from the reservation's status; 409 when the status does not allow it. */
export function requireTransition(event: BookingEvent, from: string): BookingTransition & { fromStatus: ReservationStatus } {
  const transition = transitionFrom(event, from);
  if (!transition || !isReservationStatus(from)) {
    const refusal = REFUSALS[event];
    throw refusal ? conflict(text(`apiErrors.${refusal[1]}`), refusal[0]) : conflict(statusText('apiErrors.notAllowedInStatus', from), 'INVALID_TRANSITION');
  }
  return { ...transition, fromStatus: from };
}

/** Where a booking stands by its window: before it Upcoming, inside it Booked, after it Completed. */
export function byWindow(start: Date, end: Date, now = new Date()): 'Upcoming' | 'Booked' | 'Completed' {
  if (start > now) return 'Upcoming';
  return end > now ? 'Booked' : 'Completed';
}

/** The status a charge leaves a booking in: a decline holds nothing, an initiated or settling payment holds, a success books it by its window. */
export function statusAfterCharge(paymentStatus: string, start: Date): ReservationStatus {
  if (paymentStatus === 'Payment Failed') return 'Payment Failed';
  if (paymentStatus === 'Payment Pending') return 'Payment Pending';
  if (paymentStatus === 'Payment Initiated') return 'Pending Payment';
  return start > new Date() ? 'Upcoming' : 'Booked';
}

/** A new booking's gate code, when its status carries one. */
export const gateCodeFor = (status: ReservationStatus, newCode: () => string) => (RESERVATION_STATES[status].gateCode ? newCode() : null);

/**
 * Moves one reservation along `transition` to `to` (which it must allow): its status, its payment
 * status (`undefined` keeps it) and its gate code, issued or revoked as the two states say.
 */
export async function applyTransition(
  tx: Queryable,
  id: number,
  transition: BookingTransition & { fromStatus: ReservationStatus },
  to: ReservationStatus,
  paymentStatus: ReservationPaymentStatus | undefined,
): Promise<void> {
  if (!transition.to.includes(to)) throw new Error(`${transition.event} does not lead from ${transition.fromStatus} to ${to}`);
  const { gateCode } = transitionEffects(transition.fromStatus, to);
  await reservationRepository.setStatus(tx, id, to, paymentStatus, gateCode === 'issue' ? 'issue' : gateCode === 'revoke' ? 'revoke' : 'keep');
}

/**
 * What a booking's refund can be at most: what was paid and not given back, less the no-show fees
 * the lot kept (the one rule of a cancel's refund and of a later no-show's share).
 */
export const refundableMinor = (tx: Queryable, id: number): Promise<number> => reservationRepository.paidNet(tx, id);

/**
 * The money effect "refund": gives `amountMinor` back the way the booking was last paid — through
 * the gateway (card, bank) or by freeing open-account credit — recorded as a Payment Refunded row.
 * Answers what was refunded (0 when nothing was paid).
 */
export async function refundPayment(tx: Queryable, gateway: PaymentGateway, id: number, amountMinor: number): Promise<number> {
  if (amountMinor <= 0) return 0;
  const paid = await reservationRepository.lastSuccessfulPayment(tx, id);
  if (!paid) return 0;
  if (paid.open_account_id !== null) {
    await reservationRepository.releaseOpenAccountCredit(tx, paid.open_account_id, amountMinor);
  } else {
    const outcome = await gateway.refund({ method: paid.method, amountMinor, currency: paid.currency, cardToken: paid.token ?? undefined });
    if (!outcome.ok) throw new AppError(502, 'REFUND_FAILED', text('apiErrors.refundFailed'));
  }
  await newBookingRepository.insertPayment(
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

/** What the hold-release job answers for a hold the gateway has no charge for: it was never charged. */
export const NOT_CHARGED = { ok: false, failureCode: 'NOT_CHARGED' } as const;

/**
 * The transition chargeAnswered: the gateway's answer to a hold's payment (its gateway key),
 * written under the payment's and the reservation's locks by whoever comes first — the request that
 * called the gateway, or the hold-release job after a crash (the other finds it answered: false).
 * The answer books the hold by its window, leaves a bank payment settling (both with a gate code) or
 * releases its slots. Money is never kept for a booking that is not: a charge that went through for
 * a hold the customer cancelled meanwhile, or one the job released as never charged while the
 * request was still waiting for the gateway, is refunded at once.
 */
export async function answerHold(
  tx: Queryable,
  gateway: PaymentGateway,
  id: number,
  gatewayKey: string,
  outcome: ChargeOutcome | typeof NOT_CHARGED,
): Promise<boolean> {
  const reservation = await reservationRepository.findReservation(tx, id, true);
  const payment = await heldChargeRepository.paymentByKey(tx, gatewayKey);
  const paymentStatus = outcome.ok ? outcome.status : 'Payment Failed';
  if (!payment) throw new Error(`No payment under gateway key ${gatewayKey}`);
  if (payment.status !== 'Payment Initiated') {
    const releasedUncharged = payment.status === 'Payment Failed' && payment.failure_code === NOT_CHARGED.failureCode;
    if (releasedUncharged && paymentStatus === 'Payment Success') {
      await heldChargeRepository.answerPayment(tx, payment.id, paymentStatus, null);
      await refundPayment(tx, gateway, id, await reservationRepository.paidNet(tx, id));
    }
    return false;
  }
  await heldChargeRepository.answerPayment(tx, payment.id, paymentStatus, outcome.ok ? null : outcome.failureCode);
  // The reservation has no payment status while nothing is owed yet; its payment row says To be Paid.
  const stored: ReservationPaymentStatus = paymentStatus === 'To be Paid' ? null : paymentStatus;
  const answered = transitionFrom('chargeAnswered', reservation.status);
  if (answered && isReservationStatus(reservation.status)) {
    // A renewal the gateway refused ends its series (Recurring Failed), as a renewal refused before the charge does.
    const renewalRefused = paymentStatus === 'Payment Failed' && reservation.recurrence_of !== null;
    const to = renewalRefused ? 'Recurring Failed' : statusAfterCharge(paymentStatus, new Date(reservation.start_at));
    await applyTransition(tx, id, { ...answered, fromStatus: reservation.status }, to, stored);
    if (renewalRefused) await statusJobRepository.markSeriesFailed(tx, reservation.recurrence_of as number);
  } else if (stored === 'Payment Success') {
    await refundPayment(tx, gateway, id, await reservationRepository.paidNet(tx, id));
    await reservationRepository.setStatus(tx, id, reservation.status, 'Payment Refunded', 'keep');
  } else {
    await reservationRepository.setStatus(tx, id, reservation.status, stored, 'keep');
  }
  return true;
}

/** An extension hold's payment as the gateway answered it (`status`), under the hold's gateway key, paid with what the hold names. */
async function insertHoldPayment(tx: Queryable, gatewayKey: string, hold: ExtensionHold, status: string) {
  const paidWith = { paymentMethodId: hold.payment_method_id, openAccountId: hold.open_account_id, cardToken: hold.card_token ?? undefined };
  await newBookingRepository.insertPayment(
    tx,
    hold.reservation_id,
    hold.payer_org_id,
    hold.method,
    paidWith,
    status,
    hold.amount_minor,
    hold.currency,
    null,
    gatewayKey,
  );
}

/**
 * Money charged for nothing kept (an extension released, or its booking cancelled, before the
 * charge's answer) is given back at once: the charge recorded on the booking, then refunded. An
 * open account gave its credit back with the release, and nothing went through the gateway.
 */
async function refundUnkept(tx: Queryable, gateway: PaymentGateway, gatewayKey: string, hold: ExtensionHold, outcome: ChargeOutcome | typeof NOT_CHARGED) {
  if (!outcome.ok || outcome.status !== 'Payment Success' || hold.open_account_id !== null) return;
  if (await heldChargeRepository.paymentByKey(tx, gatewayKey)) return;
  await insertHoldPayment(tx, gatewayKey, hold, outcome.status);
  await refundPayment(tx, gateway, hold.reservation_id, hold.amount_minor);
}

/**
 * The gateway's answer to an extension's charge (`hold`, locked), written by whoever comes first as
 * answerHold is. Paid: the booking runs to the held end, owing the extension's amount with its
 * payment and tax lines, as the extension wrote them in one transaction before. Refused: the slots
 * are released and the booking is left exactly as it was (the Idempotency-Key's claim forgotten, as
 * a refusal writes nothing). Answers false when the hold was answered already.
 */
export async function answerExtension(
  tx: Queryable,
  gateway: PaymentGateway,
  gatewayKey: string,
  hold: ExtensionHold,
  outcome: ChargeOutcome | typeof NOT_CHARGED,
): Promise<boolean> {
  const id = hold.reservation_id;
  const reservation = await reservationRepository.findReservation(tx, id, true);
  if (hold.released_at !== null) {
    await refundUnkept(tx, gateway, gatewayKey, hold, outcome);
    return false;
  }
  if (!outcome.ok || !transitionFrom('extend', reservation.status)) {
    await heldChargeRepository.releaseExtensionHold(tx, gatewayKey);
    if (hold.open_account_id !== null) await reservationRepository.releaseOpenAccountCredit(tx, hold.open_account_id, hold.amount_minor);
    await refundUnkept(tx, gateway, gatewayKey, hold, outcome);
    if (!outcome.ok) await heldChargeRepository.forgetHoldClaims(tx, id);
    return true;
  }
  await insertHoldPayment(tx, gatewayKey, hold, outcome.status);
  await newBookingRepository.insertTaxLines(tx, id, hold.taxable_minor, hold.tax_lines);
  await reservationRepository.extendReservation(tx, id, new Date(hold.end_at), hold.amount_minor);
  await reservationRepository.recordExtension(tx, hold);
  await heldChargeRepository.deleteExtensionHold(tx, gatewayKey);
  return true;
}
