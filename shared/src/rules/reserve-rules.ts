import { isDuration } from '@haulstop/shared/constants';
import type { FormErrors } from './form-rules';
import { ruleError } from './messages';

/*
 * The /reserve search and booking (issue 9): the screen and POST /api/reservations apply these
 * same functions. SPEC §9 gives the durations; the limits on the start and the slots are ours.
 */

/** A booking may start a little in the past (a slow form, clocks a minute apart), never more. */
export const START_GRACE_MINUTES = 15;
/** At most this many slots in one booking (the API's schema says the same). */
export const MAX_SLOTS_PER_BOOKING = 1000;

export type ReserveSearchValues = { startAt?: string | null; duration?: string | null; slots?: string | number | null };
export type ReserveSearchField = keyof ReserveSearchValues;

/** Refuses a start before now less the grace; `startAt` is anything Date parses (ISO, datetime-local). */
export function validateStartAt(startAt: string | null | undefined, now: Date = new Date()) {
  if (!startAt?.trim()) return ruleError('validation.required');
  const start = new Date(startAt);
  if (Number.isNaN(start.getTime())) return ruleError('validation.invalidDate');
  if (start.getTime() < now.getTime() - START_GRACE_MINUTES * 60_000) return ruleError('validation.startInPast');
  return null;
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

/** SPEC §3: recurring is offered only for the weekly, monthly and yearly durations. */
export const RECURRING_DURATIONS = ['Weekly', 'Monthly', 'Yearly'] as const;
export const canRecur = (duration: string) => (RECURRING_DURATIONS as readonly string[]).includes(duration);
