/**
 * Billing periods (issue 10): a calendar month written `YYYY-MM`, in UTC — a statement of income
 * and a discount-code invoice cover the bookings that start inside it.
 */

import { PERIOD_PATTERN } from '@haulstop/shared/contracts';

const PERIOD = new RegExp(PERIOD_PATTERN);

/** `'2026-10'` is a period; `'2026-13'`, `'2026-1'` and `'26-10'` are not. */
export const isPeriod = (value: string): boolean => PERIOD.test(value);

/** The period an instant falls in (UTC): `periodOf(new Date('2026-11-23T08:00:00Z')) === '2026-11'`. */
export function periodOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The period `months` before (negative: after) the given one: `shiftPeriod('2026-01', 1) === '2025-12'`. */
export function shiftPeriod(period: string, months: number): string {
  const [year, month] = period.split('-').map(Number);
  return periodOf(new Date(Date.UTC(year, month - 1 - months, 1)));
}

/** The calendar month before the current one: what a statement shows by default. */
export const previousPeriod = (now: Date): string => shiftPeriod(periodOf(now), 1);

/**
 * The month picker of the monthly documents, newest first: the current month (so far) and the last
 * `count` finished months — a statement of the month in progress is asked for too.
 */
export function recentPeriods(now: Date, count = 12): string[] {
  return Array.from({ length: count + 1 }, (_, index) => shiftPeriod(periodOf(now), index));
}

/** The first instant of a period and of the next one (UTC), as the half-open range [start, end). */
export function periodRange(period: string): { start: Date; end: Date } {
  if (!isPeriod(period)) throw new RangeError(`Not a period (YYYY-MM): ${period}`);
  const [year, month] = period.split('-').map(Number);
  return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}
