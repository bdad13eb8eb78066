import { periodRange } from '@haulstop/shared/rules';

/**
 * A month of money, `YYYY-MM`, in the accounting zone (ACCOUNTING_TIME_ZONE, UTC): `from` and `to`
 * the instants it runs between, [from, to); `start`, `next` and `end` its first day, the next
 * month's first day and its last day as `YYYY-MM-DD`. Queries bound by `from` and `to`, never by a
 * date the database would read in its session's zone.
 */
export function periodBounds(period: string): { start: string; next: string; end: string; from: Date; to: Date } {
  const { start, end } = periodRange(period);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { start: iso(start), next: iso(end), end: iso(new Date(end.getTime() - 1)), from: start, to: end };
}

/** Has the month ended at `now`? Month-end on demand bills only a month that has. */
export const periodHasEnded = (period: string, now: Date) => periodRange(period).end.getTime() <= now.getTime();
