import { BOOKING_HORIZON_DAYS, isDuration } from '@haulstop/shared/constants';
import { divideRoundHalfAwayFromZero } from './money-rounding';
import type { FormErrors } from './form-rules';
import { ruleError } from './messages';

/*
 * The /reserve search and booking: the screen and POST /api/reservations apply these
 * same functions. SPEC §9 gives the durations; the limits on the start and the slots are ours.
 */

/** A booking may start a little in the past (a slow form, clocks a minute apart), never more. */
export const START_GRACE_MINUTES = 15;
/** At most this many slots in one booking (the API's schema says the same). */
export const MAX_SLOTS_PER_BOOKING = 1000;

export type ReserveSearchValues = { startAt?: string | null; duration?: string | null; slots?: string | number | null };
export type ReserveSearchField = keyof ReserveSearchValues;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The window a booking may start in: from now (less the grace) to BOOKING_HORIZON_DAYS ahead.
 * The /reserve date picker's min and max, and the bounds the API holds a start to.
 */
export function bookingWindow(now: Date = new Date()): { earliest: Date; latest: Date } {
  return { earliest: new Date(now.getTime() - START_GRACE_MINUTES * 60_000), latest: new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS) };
}

/** Refuses a start more than BOOKING_HORIZON_DAYS ahead (an extension's start is its booking's end: only this bound applies). */
export function validateHorizon(start: Date, now: Date = new Date()) {
  return start.getTime() > bookingWindow(now).latest.getTime() ? ruleError('validation.startTooFarAhead') : null;
}

/**
 * Refuses a start outside the booking window: before now less the grace, or more than
 * BOOKING_HORIZON_DAYS ahead; `startAt` is anything Date parses (ISO, datetime-local).
 */
export function validateStartAt(startAt: string | null | undefined, now: Date = new Date()) {
  if (!startAt?.trim()) return ruleError('validation.required');
  const start = new Date(startAt);
  if (Number.isNaN(start.getTime())) return ruleError('validation.invalidDate');
  if (start.getTime() < bookingWindow(now).earliest.getTime()) return ruleError('validation.startInPast');
  return validateHorizon(start, now);
}

/** A whole number of slots from 1 to MAX_SLOTS_PER_BOOKING. */
export function validateSlots(slots: string | number | null | undefined) {
  const text = String(slots ?? '').trim();
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_SLOTS_PER_BOOKING) return ruleError('validation.slotsToReserve');
  return null;
}

/**
 * The search of /reserve: a start not in the past, one of the SPEC §9 durations, 1 to 1000 slots.
 * @example validateReserveSearch({ startAt: '2020-01-01T10:00', duration: '24 hrs', slots: '2' }).startAt?.message // 'The start cannot be in the past'
 */
export function validateReserveSearch(values: ReserveSearchValues, now: Date = new Date()): FormErrors<ReserveSearchField> {
  const errors: FormErrors<ReserveSearchField> = {};
  const start = validateStartAt(values.startAt, now);
  if (start) errors.startAt = start;
  if (!isDuration(values.duration)) errors.duration = ruleError('validation.chooseOption');
  const slots = validateSlots(values.slots);
  if (slots) errors.slots = slots;
  return errors;
}

/**
 * One entry of a booking is one slot: it holds a driver, a truck (with its trailer) or both, so a
 * driver and his truck are one entry, never two. Ids as the API and the screen hold them.
 */
export type SlotEntry = { driverId?: number | string | null; assetId?: number | string | null };

/**
 * Refuses more entries than slots (each entry is a slot) and a driver or a truck named in two
 * entries (one cannot park in two slots at once).
 * @example validateEntriesFitSlots([{ driverId: 7 }, { assetId: 9 }], 1)?.key // 'validation.moreEntriesThanSlots': pair them in one entry
 * @example validateEntriesFitSlots([{ driverId: 7, assetId: 9 }], 1) // null
 */
export function validateEntriesFitSlots(entries: readonly SlotEntry[], slots: number) {
  if (entries.length > slots) return ruleError('validation.moreEntriesThanSlots');
  const named = (pick: (entry: SlotEntry) => number | string | null | undefined) =>
    entries
      .map(pick)
      .filter((id): id is number | string => id !== undefined && id !== null)
      .map(String);
  const repeated = (ids: string[]) => new Set(ids).size !== ids.length;
  if (repeated(named((entry) => entry.driverId)) || repeated(named((entry) => entry.assetId))) return ruleError('validation.entryRepeated');
  return null;
}

/** Cancelling `cancelled` of a booking's `slots` slots cancels the booking when none would be left. */
export const cancelsWholeBooking = (cancelled: number, slots: number) => cancelled >= slots;

/**
 * An entry whose slot the lot released as a no-show: its money was settled then (the fee kept, the
 * rest refunded) and the slot resold, so it is no longer the booking's to cancel. A lot releases a
 * booking's no-shows together, so they are its NO_SHOW entries once it has released slots.
 */
export const isReleasedNoShow = (entry: { gateStatus: string }, releasedSlots: number) => releasedSlots > 0 && entry.gateStatus === 'NO_SHOW';

/**
 * The refund of cancelling `cancelled` of a booking's `slots` slots: what was paid and not yet
 * refunded (`netPaidMinor`), pro rata of the slots given up, rounded once (half away from zero);
 * all of it when every slot goes. The API refunds it and the cancel dialog previews it.
 * @example slotsRefundMinor(6300, 1, 2) // 3150
 */
export function slotsRefundMinor(netPaidMinor: number, cancelled: number, slots: number): number {
  const net = Math.max(netPaidMinor, 0);
  if (cancelled <= 0) return 0;
  if (cancelsWholeBooking(cancelled, slots)) return net;
  return divideRoundHalfAwayFromZero(net * cancelled, slots);
}

/** Recurring is offered only for the weekly, monthly and yearly durations. */
export const RECURRING_DURATIONS = ['Weekly', 'Monthly', 'Yearly'] as const;
export const canRecur = (duration: string) => (RECURRING_DURATIONS as readonly string[]).includes(duration);
