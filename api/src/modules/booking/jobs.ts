import {
  BANK_SETTLEMENT_DAYS,
  BOOKING_TRANSITIONS,
  isReservationStatus,
  transitionEffects,
  transitionFrom,
  type BookingEvent,
  type BookingTransition,
} from '@haulstop/shared/constants';
import type { Db, Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import { pruneSandboxCharges, SANDBOX_KEY_LIFETIME_MS, type PaymentGateway } from '../payments/gateway';
import { applyTransition, byWindow, refundPayment } from './lifecycle';
import { chargeRenewals, expireUnpaidHolds, holdRenewals, recoverUnanswered } from './renewals';
import type { HeldCharge } from './held-charge';
import * as reservationRepository from './reservation-repository';
import * as statusJobRepository from './status-job-repository';
import { afterGateRound, applyGateConsequences, type GateRound } from '../gate/no-show-overstay';
import type { Mailer } from '../mail/mailer';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Bank payments settle to Payment Success after 3 days, the transition bankSettles: a
 * booking that holds (Payment Pending) is paid and booked by its window; one released meanwhile
 * (cancelled, expired) is refunded at once — money is never kept for a booking that is not.
 * Only pending payments change: idempotent.
 */
export async function settleBankPayments(tx: Queryable, now: Date, gateway: PaymentGateway): Promise<number> {
  const ids = await statusJobRepository.settlePendingBankPayments(tx, new Date(now.getTime() - BANK_SETTLEMENT_DAYS.min * DAY_MS));
  for (const id of ids) {
    const reservation = await reservationRepository.findReservation(tx, id, true);
    const settles = transitionFrom('bankSettles', reservation.status);
    if (!settles || !isReservationStatus(reservation.status)) continue;
    const transition = { ...settles, fromStatus: reservation.status };
    if (settles.money === 'refund') {
      await refundPayment(tx, gateway, id, await reservationRepository.paidNet(tx, id));
      await applyTransition(tx, id, transition, 'Refunded', 'Payment Refunded');
    } else if (!(await statusJobRepository.hasPendingPayment(tx, id))) {
      await applyTransition(tx, id, transition, byWindow(new Date(reservation.start_at), new Date(reservation.end_at), now), 'Payment Success');
    }
  }
  return ids.length;
}

const fromOf = (event: BookingEvent) => BOOKING_TRANSITIONS.filter((t) => t.event === event).flatMap((t) => t.from.filter((status) => status !== null));
const toOf = (event: BookingEvent) => (BOOKING_TRANSITIONS.find((t) => t.event === event) as BookingTransition).to[0];

/**
 * The transitions startReached (Upcoming → Booked once the window starts) and endReached (→
 * Completed once it ends, the gate code revoked with it). Each update reads only rows still in an
 * earlier status: idempotent.
 */
export async function advanceReservationStatuses(tx: Queryable, now: Date): Promise<void> {
  await statusJobRepository.moveByWindow(tx, fromOf('startReached'), toOf('startReached'), 'started', false, now);
  const ended = toOf('endReached');
  await statusJobRepository.moveByWindow(tx, fromOf('endReached'), ended, 'ended', transitionEffects('Booked', ended).gateCode === 'revoke', now);
}

/**
 * The booking module's scheduled jobs; renewals charge through the app's payment gateway. The
 * gateway is called after a job's transaction committed (afterCommit), never inside it.
 */
export const bookingJobs = (db: Db, gateway: PaymentGateway, mailer?: Mailer): Job[] => [
  { name: 'bank-settlement', everyMs: 15 * 60 * 1000, run: (tx, now) => settleBankPayments(tx, now, gateway) },
  {
    // Statuses by the window, then what the gate says of each slot (no-shows, overstays and their
    // money); the overstay charges go through the gateway and the no-shows are mailed once the round committed.
    name: 'reservation-statuses',
    everyMs: 60 * 1000,
    run: async (tx, now) => {
      await advanceReservationStatuses(tx, now);
      return applyGateConsequences(tx, gateway, now);
    },
    afterCommit: (round, now) => afterGateRound(db, gateway, mailer, round as GateRound, now),
  },
  {
    name: 'hold-release',
    everyMs: 60 * 1000,
    run: expireUnpaidHolds,
    afterCommit: (_expired, now) => recoverUnanswered(db, gateway, now),
  },
  // The sandbox's record of charges by key (a real processor keeps its own): keys past their lifetime go, hourly.
  { name: 'sandbox-charges-prune', everyMs: 60 * 60 * 1000, run: (tx, now) => pruneSandboxCharges(tx, new Date(now.getTime() - SANDBOX_KEY_LIFETIME_MS)) },
  {
    name: 'recurring-renewals',
    everyMs: 15 * 60 * 1000,
    run: holdRenewals,
    afterCommit: (holds) => chargeRenewals(db, gateway, (holds as { held: HeldCharge[] }).held),
  },
];
