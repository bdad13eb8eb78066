import {
  BOOKING_TRANSITIONS,
  CANCELLABLE_STATUSES,
  CAPACITY_HOLDING_STATUSES,
  EXTENDABLE_STATUSES,
  RESERVATION_STATES,
  RESERVATION_STATUSES,
  RETRYABLE_STATUSES,
  isReachableState,
  transitionEffects,
  transitionFrom,
  type ReservationStatus,
} from './booking-lifecycle';
import { STATUS_NAMES } from './catalogue';

describe('a booking’s life: one state machine', () => {
  test('every reservation status is a SPEC §4 status name and is reached from a new booking by the transitions', () => {
    for (const status of RESERVATION_STATUSES) expect(STATUS_NAMES).toContain(status);
    const reached = new Set<ReservationStatus | null>([null]);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of BOOKING_TRANSITIONS)
        if (t.from.some((from) => reached.has(from)))
          for (const to of t.to)
            if (!reached.has(to)) {
              reached.add(to);
              grew = true;
            }
    }
    expect([...reached].filter((s) => s !== null).sort()).toEqual([...RESERVATION_STATUSES].sort());
  });

  test('"a booking whose card was declined holds no slot, yet today it offers Cancel": Payment Failed holds nothing and is retried, not cancelled', () => {
    expect(RESERVATION_STATES['Payment Failed'].holdsCapacity).toBe(false);
    expect(CANCELLABLE_STATUSES).not.toContain('Payment Failed');
    expect(RETRYABLE_STATUSES).toEqual(['Payment Failed']);
  });

  test('"a pending bank payment holds its booking"; a partial cancel keeps the kept entries’ slots; an extension needs a booking that holds', () => {
    expect(CAPACITY_HOLDING_STATUSES).toEqual(expect.arrayContaining(['Payment Pending', 'Partial Cancel', 'Upcoming', 'Booked']));
    expect(transitionFrom('partialCancel', 'Upcoming')?.to).toEqual(['Partial Cancel']);
    for (const status of EXTENDABLE_STATUSES) expect(RESERVATION_STATES[status as ReservationStatus].holdsCapacity).toBe(true);
  });

  test('effects follow the two states: cancel releases and revokes; a successful retry holds and issues; the end revokes', () => {
    expect(transitionEffects('Upcoming', 'Cancelled')).toEqual({ capacity: 'release', gateCode: 'revoke' });
    expect(transitionEffects('Payment Failed', 'Upcoming')).toEqual({ capacity: 'hold', gateCode: 'issue' });
    expect(transitionEffects('Booked', 'Completed')).toEqual({ capacity: 'release', gateCode: 'revoke' });
    expect(transitionEffects('Upcoming', 'Partial Cancel')).toEqual({ capacity: 'keep', gateCode: 'keep' });
  });

  test('"money is never kept for a booking that is not": a settlement after release refunds; Expired never carries Payment Success', () => {
    expect(transitionFrom('bankSettles', 'Cancelled')).toMatchObject({ to: ['Refunded'], money: 'refund' });
    expect(transitionFrom('bankSettles', 'Expired')).toMatchObject({ to: ['Refunded'], money: 'refund' });
    expect(isReachableState('Expired', 'Payment Success')).toBe(false);
    expect(isReachableState('Pending Payment', 'Payment Pending')).toBe(false);
    expect(isReachableState('Payment Pending', 'Payment Pending')).toBe(true);
  });

  test('"the gateway is called outside the lot’s lock": a hold is answered by the gateway — booked, settling or released — and never stays a hold', () => {
    expect(transitionFrom('book', null)?.to).toContain('Pending Payment');
    expect(RESERVATION_STATES['Pending Payment']).toMatchObject({ holdsCapacity: true, gateCode: false, paymentStatuses: ['Payment Initiated'] });
    const answered = transitionFrom('chargeAnswered', 'Pending Payment');
    expect(answered).toMatchObject({ actor: 'gateway', money: 'none' });
    expect([...(answered?.to ?? [])].sort()).toEqual(['Booked', 'Payment Failed', 'Payment Pending', 'Recurring Failed', 'Upcoming']);
    expect(transitionEffects('Pending Payment', 'Upcoming')).toEqual({ capacity: 'keep', gateCode: 'issue' });
    expect(transitionEffects('Pending Payment', 'Payment Pending')).toEqual({ capacity: 'keep', gateCode: 'issue' });
    expect(transitionEffects('Pending Payment', 'Payment Failed')).toEqual({ capacity: 'release', gateCode: 'none' });
    expect(transitionFrom('chargeAnswered', 'Upcoming')).toBeUndefined();
  });
});
