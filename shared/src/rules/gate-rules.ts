import type { GateAnomaly, GateDecision, GateEventKind, GateRefusalReason, GateStatus } from '@haulstop/shared/contracts';
import { RESERVATION_STATES, RESERVATION_STATUSES, type ReservationStatus } from '@haulstop/shared/constants';
import { GATE_POLICY_DEFAULTS, TRIP_LINK_GRACE_HOURS, type GatePolicy } from './gate-policy';

/*
 * What happens at the gate, decided on the clock (never on a status a scheduled job moves later):
 * - the gate code shows to the driver, and opens the gate for a check-in, from
 *   `codeVisibleBeforeMinutes` before the start until the end: a code the driver can read opens;
 * - a check-out is always let through (a truck leaves whenever it leaves; staying past the end is
 *   an overstay, not a refusal);
 * - an event that does not follow the slot's story (out before in, in twice) is let through and
 *   recorded as an anomaly for the owner, so no event is ever lost.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Instant = Date | string;
const ms = (value: Instant) => new Date(value).getTime();

/** The instant from which the driver sees the gate code and may check in. */
export function gateCodeFrom(startAt: Instant, policy: Pick<GatePolicy, 'codeVisibleBeforeMinutes'> = GATE_POLICY_DEFAULTS): Date {
  return new Date(ms(startAt) - policy.codeVisibleBeforeMinutes * MINUTE);
}

/**
 * The gate window of a booking: from gateCodeFrom until the end (excluded).
 * @example gateWindow('2026-01-01T10:00:00Z', '2026-01-02T10:00:00Z', { codeVisibleBeforeMinutes: 60 }).from.toISOString() // '2026-01-01T09:00:00.000Z'
 */
export function gateWindow(
  startAt: Instant,
  endAt: Instant,
  policy: Pick<GatePolicy, 'codeVisibleBeforeMinutes'> = GATE_POLICY_DEFAULTS,
): { from: Date; to: Date } {
  return { from: gateCodeFrom(startAt, policy), to: new Date(ms(endAt)) };
}

/** Whether the gate code is shown (and opens) at `now`. */
export function isGateCodeVisible(
  startAt: Instant,
  endAt: Instant,
  now: Instant,
  policy: Pick<GatePolicy, 'codeVisibleBeforeMinutes'> = GATE_POLICY_DEFAULTS,
): boolean {
  const { from, to } = gateWindow(startAt, endAt, policy);
  return ms(now) >= from.getTime() && ms(now) < to.getTime();
}

/** Until when a trip link opens the trip: the booking's end plus the grace. */
export function tripLinkExpiry(endAt: Instant): Date {
  return new Date(ms(endAt) + TRIP_LINK_GRACE_HOURS * HOUR);
}

/**
 * The statuses in which a driver's trip link opens the trip: while the booking holds its gate code,
 * and once it is over (Completed) until the link expires; a cancelled or unpaid booking's links are revoked.
 */
export const TRIP_LINK_STATUSES: readonly ReservationStatus[] = RESERVATION_STATUSES.filter(
  (status) => RESERVATION_STATES[status].gateCode || status === 'Completed',
);

/** Where the window stands at `now` for a check-in: too early, open or over. */
export function windowOutcome(
  startAt: Instant,
  endAt: Instant,
  now: Instant,
  policy: Pick<GatePolicy, 'codeVisibleBeforeMinutes'> = GATE_POLICY_DEFAULTS,
): 'NOT_YET_OPEN' | 'OPEN' | 'ENDED' {
  const { from, to } = gateWindow(startAt, endAt, policy);
  if (ms(now) < from.getTime()) return 'NOT_YET_OPEN';
  return ms(now) >= to.getTime() ? 'ENDED' : 'OPEN';
}

/** What a check-in or check-out does to a slot's gate status, and the anomaly it shows. */
export type GateTransition = { next: GateStatus; anomaly: GateAnomaly | null };

/**
 * The slot's next gate status after an allowed event (the status is unchanged where the event
 * does not fit the story, which is then its anomaly).
 * @example gateTransition('ON_LOT', 'CHECK_IN') // { next: 'ON_LOT', anomaly: 'SECOND_CHECK_IN' }
 */
export function gateTransition(current: GateStatus, kind: GateEventKind): GateTransition {
  if (kind === 'CHECK_IN') {
    if (current === 'ON_LOT' || current === 'OVERSTAY') return { next: current, anomaly: 'SECOND_CHECK_IN' };
    if (current === 'NO_SHOW') return { next: 'ON_LOT', anomaly: 'CHECK_IN_AFTER_NO_SHOW' };
    // NOT_ARRIVED, or LEFT and back inside the window (a truck may step out and return).
    return { next: 'ON_LOT', anomaly: null };
  }
  if (current === 'ON_LOT' || current === 'OVERSTAY') return { next: 'LEFT', anomaly: null };
  if (current === 'LEFT') return { next: 'LEFT', anomaly: 'SECOND_CHECK_OUT' };
  // Out without ever coming in: it was there after all. A slot already judged a no-show keeps that
  // judgement (its money is settled), the anomaly tells the owner.
  return { next: current === 'NO_SHOW' ? 'NO_SHOW' : 'LEFT', anomaly: 'CHECK_OUT_WITHOUT_CHECK_IN' };
}

/** What the gate knows of the booking an event names, if any. */
export type GateBookingFacts = {
  /** the lot the booking is at */
  lotId: number;
  /** whether the booking holds its slots (paid and not cancelled): its gate code is live */
  live: boolean;
  startAt: Instant;
  endAt: Instant;
  /** the slot's gate status, or null when the event names no slot of it */
  gateStatus: GateStatus | null;
};

export type GateVerdict = {
  decision: GateDecision;
  reason: GateRefusalReason | null;
  anomaly: GateAnomaly | null;
  /** the slot's status after the event (null: unchanged or no slot) */
  next: GateStatus | null;
};

/**
 * The gate's decision for one event at lot `lotId`, and what it changes.
 * `by` says how the booking was named (its code or a plate), for the reason of an unknown one.
 * @example decideGateEvent({ kind: 'CHECK_IN', lotId: 3, booking: null, by: 'CODE', now }) // REFUSED, UNKNOWN_CODE
 */
export function decideGateEvent(input: {
  kind: GateEventKind;
  lotId: number;
  booking: GateBookingFacts | null;
  by: 'CODE' | 'PLATE' | 'LINK';
  now: Instant;
  policy?: Pick<GatePolicy, 'codeVisibleBeforeMinutes'>;
}): GateVerdict {
  const { kind, lotId, booking, by, now, policy = GATE_POLICY_DEFAULTS } = input;
  const refused = (reason: GateRefusalReason, anomaly: GateAnomaly | null = null): GateVerdict => ({ decision: 'REFUSED', reason, anomaly, next: null });
  if (!booking) return refused(by === 'PLATE' ? 'UNKNOWN_PLATE' : 'UNKNOWN_CODE', 'UNKNOWN_VEHICLE');
  if (booking.lotId !== lotId) return refused('OTHER_LOT', 'OTHER_LOT_CODE');
  // A truck on the lot always leaves, even when its booking has ended or been cancelled meanwhile.
  const onLot = booking.gateStatus === 'ON_LOT' || booking.gateStatus === 'OVERSTAY';
  if (!booking.live && !(kind === 'CHECK_OUT' && onLot)) return refused('CANCELLED');
  if (kind === 'CHECK_IN') {
    const outcome = windowOutcome(booking.startAt, booking.endAt, now, policy);
    if (outcome !== 'OPEN') return refused(outcome);
  }
  if (booking.gateStatus === null) return { decision: 'ALLOWED', reason: null, anomaly: null, next: null };
  const { next, anomaly } = gateTransition(booking.gateStatus, kind);
  return { decision: 'ALLOWED', reason: null, anomaly, next };
}

/**
 * The slot an event at a booking's gate code is for, when the code names the booking only: a
 * check-in goes to the first slot not on the lot yet, a check-out to the first slot on it.
 */
export function pickSlotForEvent<S extends { sno: number; gateStatus: GateStatus }>(slots: readonly S[], kind: GateEventKind): S | null {
  const order: GateStatus[] =
    kind === 'CHECK_IN' ? ['NOT_ARRIVED', 'NO_SHOW', 'LEFT', 'ON_LOT', 'OVERSTAY'] : ['OVERSTAY', 'ON_LOT', 'NOT_ARRIVED', 'NO_SHOW', 'LEFT'];
  const sorted = [...slots].sort((a, b) => a.sno - b.sno);
  for (const status of order) {
    const found = sorted.find((slot) => slot.gateStatus === status);
    if (found) return found;
  }
  return null;
}

/** A plate as typed at a gate, compared without case, spaces or dashes. */
export function normalizePlate(plate: string | null | undefined): string {
  return String(plate ?? '')
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}
