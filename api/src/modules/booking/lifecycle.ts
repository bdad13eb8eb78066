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
import { AppError, conflict, text } from '../../lib/errors';
import type { PaymentGateway } from '../payments/gateway';
import * as repository from './repository';

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
    throw refusal ? conflict(text(`apiErrors.${refusal[1]}`), refusal[0]) : conflict(`A ${from} reservation does not allow ${event}`, 'INVALID_TRANSITION');
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
  await repository.setStatus(tx, id, to, paymentStatus, gateCode === 'issue' ? 'issue' : gateCode === 'revoke' ? 'revoke' : 'keep');
}

/**
 * The money effect "refund": gives `amountMinor` back the way the booking was last paid — through
 * the gateway (card, bank) or by freeing open-account credit — recorded as a Payment Refunded row.
 * Answers what was refunded (0 when nothing was paid).
 */
export async function refundPayment(tx: Queryable, gateway: PaymentGateway, id: number, amountMinor: number): Promise<number> {
  if (amountMinor <= 0) return 0;
  const paid = await repository.lastSuccessfulPayment(tx, id);
  if (!paid) return 0;
  if (paid.open_account_id !== null) {
    await repository.releaseOpenAccountCredit(tx, paid.open_account_id, amountMinor);
  } else {
    const outcome = await gateway.refund({ method: paid.method, amountMinor, currency: paid.currency, cardToken: paid.token ?? undefined });
    if (!outcome.ok) throw new AppError(502, 'REFUND_FAILED', text('apiErrors.refundFailed'));
  }
  await repository.insertPayment(
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
