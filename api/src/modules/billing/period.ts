import { periodRange } from '@haulstop/shared/rules';

/**
 * A month of money, `YYYY-MM`, in an organisation's accounting zone (UTC when none is given):
 * `from` and `to` the instants it runs between, [from, to); `start`, `next` and `end` its first
 * day, the next month's first day and its last day as `YYYY-MM-DD` (the same in every zone).
 * Queries bound by `from` and `to`, never by a date the database would read in its session's zone.
 */
export function periodBounds(period: string, zone = 'UTC'): { start: string; next: string; end: string; from: Date; to: Date } {
  const days = periodRange(period);
  const { start, end } = periodRange(period, zone);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { start: iso(days.start), next: iso(days.end), end: iso(new Date(days.end.getTime() - 1)), from: start, to: end };
}

/**
 * Has the month ended at `now` in the zone? Without one: in UTC, the first zone it ends in (every
 * accounting zone is at or behind UTC); month-end on demand bills only a month that has.
 */
export const periodHasEnded = (period: string, now: Date, zone = 'UTC') => periodRange(period, zone).end.getTime() <= now.getTime();
