/**
 * The accounting calendar: a period is a calendar month written `YYYY-MM` at an organisation's
 * accounting zone (its setting, e.g. America/Edmonton, or UTC), from the 1st at 00:00 there to the
 * next 1st at 00:00. Statements of income, their invoices, discount-code invoices, month-end,
 * reports and presets all cut months and days with these functions, so one range gives the same
 * figures on every screen. Without a zone: UTC.
 */

import { PERIOD_PATTERN } from '@haulstop/shared/contracts';
import { dayAt, monthBounds } from '@haulstop/shared/time';

const PERIOD = new RegExp(PERIOD_PATTERN);

/** `'2026-10'` is a period; `'2026-13'`, `'2026-1'` and `'26-10'` are not. */
export const isPeriod = (value: string): boolean => PERIOD.test(value);

/**
 * The period an instant falls in at a zone: 6:30 PM on Nov 30 2026 in Edmonton (2026-12-01T00:30Z)
 * is November there, December in UTC.
 * @example periodOf(new Date('2026-12-01T00:30:00Z'), 'America/Edmonton') === '2026-11'
 */
export function periodOf(date: Date, zone = 'UTC'): string {
  return dayAt(date, zone).slice(0, 7);
}

/** The period `months` before (negative: after) the given one: `shiftPeriod('2026-01', 1) === '2025-12'`. */
export function shiftPeriod(period: string, months: number): string {
  const [year, month] = period.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1 - months, 1));
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The calendar month before the current one at a zone: what a statement shows by default. */
export const previousPeriod = (now: Date, zone = 'UTC'): string => shiftPeriod(periodOf(now, zone), 1);

/**
 * The month picker of the monthly documents, newest first: the current month (so far) at the zone
 * and the last `count` finished months — a statement of the month in progress is asked for too.
 */
export function recentPeriods(now: Date, zone = 'UTC', count = 12): string[] {
  return Array.from({ length: count + 1 }, (_, index) => shiftPeriod(periodOf(now, zone), index));
}

/**
 * The first instant of a period and of the next one at a zone, as the half-open range [start, end).
 * @example periodRange('2026-11', 'America/Edmonton') → 2026-11-01T06:00Z to 2026-12-01T06:00Z
 */
export function periodRange(period: string, zone = 'UTC'): { start: Date; end: Date } {
  if (!isPeriod(period)) throw new RangeError(`Not a period (YYYY-MM): ${period}`);
  const bounds = monthBounds(period, zone);
  if (!bounds) throw new RangeError(`Not a zone: ${zone}`);
  return bounds;
}

/** A range of calendar days ('YYYY-MM-DD'): from inclusive, to exclusive, read at the organisation's zone. */
export type DayRange = { from: string; to: string };

/** The ranges a report can be asked for relative to today (the picker's presets, the API's defaults). */
export const DAY_PRESETS = ['last7', 'last30', 'last90', 'thisMonth', 'lastMonth'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

const DAY_MS = 86_400_000;

/** The day `days` after (or before, when negative) a day: `addDays('2024-02-28', 1) === '2024-02-29'`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const firstOfMonth = (day: string, monthsAhead: number): string => `${shiftPeriod(day.slice(0, 7), -monthsAhead)}-01`;

/**
 * The days of a preset counted from `today` — today at the organisation's accounting zone
 * (`dayAt(now, zone)`), never the browser's: "last N days" ends with today (`to` is tomorrow),
 * "this month" and "last month" are calendar months there.
 * @example presetRange('last7', '2026-11-25') → { from: '2026-11-19', to: '2026-11-26' }
 * @example presetRange('lastMonth', '2026-01-10') → { from: '2025-12-01', to: '2026-01-01' }
 */
export function presetRange(preset: DayPreset, today: string): DayRange {
  const tomorrow = addDays(today, 1);
  switch (preset) {
    case 'last7':
      return { from: addDays(tomorrow, -7), to: tomorrow };
    case 'last30':
      return { from: addDays(tomorrow, -30), to: tomorrow };
    case 'last90':
      return { from: addDays(tomorrow, -90), to: tomorrow };
    case 'thisMonth':
      return { from: firstOfMonth(today, 0), to: firstOfMonth(today, 1) };
    case 'lastMonth':
      return { from: firstOfMonth(today, -1), to: firstOfMonth(today, 0) };
  }
}
