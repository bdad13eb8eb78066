import { BANK_SETTLEMENT_DAYS } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import type { PaymentGateway } from '../payments/gateway';
import { releaseUnpaidHolds, renewRecurringBookings } from './renewals';
import * as repository from './repository';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Bank payments settle to Payment Success after 3 days (SPEC §9): the payment, then its
 * reservation, which becomes Upcoming or Booked by its window. Only pending rows change: idempotent.
 */
export async function settleBankPayments(tx: Queryable, now: Date): Promise<number> {
  const ids = await repository.settlePendingBankPayments(tx, new Date(now.getTime() - BANK_SETTLEMENT_DAYS.min * DAY_MS));
  if (!ids.length) return 0;
  await repository.markBankSettled(tx, ids, now);
  return ids.length;
}

/**
 * Upcoming → Booked once the window starts, Booked → Completed once it ends (the gate code stops
 * with it). Each update reads only rows still in the earlier status: idempotent.
 */
export async function advanceReservationStatuses(tx: Queryable, now: Date): Promise<void> {
  await repository.advanceStatuses(tx, now);
}

/** The booking module's scheduled jobs; renewals charge through the app's payment gateway. */
export const bookingJobs = (gateway: PaymentGateway): Job[] => [
  { name: 'bank-settlement', everyMs: 15 * 60 * 1000, run: settleBankPayments },
  { name: 'reservation-statuses', everyMs: 60 * 1000, run: advanceReservationStatuses },
  { name: 'hold-release', everyMs: 60 * 1000, run: releaseUnpaidHolds },
  { name: 'recurring-renewals', everyMs: 15 * 60 * 1000, run: (tx, now) => renewRecurringBookings(tx, now, gateway) },
];
