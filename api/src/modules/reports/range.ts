import { addDays } from '@haulstop/shared/rules';
import { dayAt, dayBounds, zonedInstant } from '@haulstop/shared/time';
import type { Queryable } from '../../db/db';
import { orgTimeZone as accountingZone } from '../../lib/accounting-zone';
import { badRequest, text } from '../../lib/errors';
import type { ScopedOrg } from '../../lib/tenancy';

/** A report's window [from, to) as instants, and the zone its days are counted in. */
export interface Range {
  from: Date;
  to: Date;
  zone: string;
}

const DAY_MS = 86_400_000;
/** The longest range a report covers: a year and a bit, so a query never scans the whole history. */
export const MAX_RANGE_DAYS = 400;
/** Without from/to a report covers the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** 'YYYY-MM-DD' n days after a day (n may be negative): the shared rule the report presets use. */
export { addDays };

/**
 * The organisation's clock for date-only values and days: its accounting zone, the one its
 * statements and invoices are cut in too, whoever it is (owner, carrier, broker, the platform).
 */
export const orgTimeZone = (db: Queryable, org: ScopedOrg): Promise<string> => accountingZone(db, org.orgId);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of a range: a date at the zone's midnight, or an ISO date-time as given; else 400. */
function instantOf(value: string, zone: string, name: string): Date {
  const at = DATE_ONLY.test(value) ? zonedInstant(value, zone) : /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime()))
    throw badRequest(text('apiErrors.reports.badDate', { field: name }), undefined, { field: name, paramKeys: { field: `fields.${name}` } });
  return at;
}

/**
 * DESIGN §8 ranges: `from` inclusive, `to` exclusive, a date alone at the organisation's midnight.
 * Without them: the last 30 days, today included. from ≥ to, or longer than MAX_RANGE_DAYS → 400.
 */
export function parseRange(query: { from?: string; to?: string }, zone: string, now = new Date()): Range {
  const tomorrow = addDays(dayAt(now, zone), 1);
  const to = query.to ? instantOf(query.to, zone, 'to') : dayBounds(tomorrow, zone)!.start;
  const from = query.from
    ? instantOf(query.from, zone, 'from')
    : dayBounds(addDays(dayAt(new Date(to.getTime() - 1), zone), 1 - DEFAULT_RANGE_DAYS), zone)!.start;
  if (from.getTime() >= to.getTime()) throw badRequest(text('apiErrors.reports.fromBeforeTo'), undefined, { field: 'from' });
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
    throw badRequest(text('apiErrors.reports.rangeTooLong', { days: MAX_RANGE_DAYS }), undefined, { field: 'from' });
  return { from, to, zone };
}

/** The last `days` days at the zone, today included, and the period of the same length before. */
export function lastDays(days: number, zone: string, now = new Date()) {
  const today = dayAt(now, zone);
  const at = (day: string) => dayBounds(day, zone)!.start;
  return {
    from: at(addDays(today, 1 - days)),
    to: at(addDays(today, 1)),
    previousFrom: at(addDays(today, 1 - 2 * days)),
    firstDay: addDays(today, 1 - days),
    today,
  };
}

/** Sorting of a report (`sort=field,asc|desc`) among its columns; another field → 400. */
export function parseSort<F extends string>(sort: string | undefined, columns: Record<F, string>, fallback: string): string {
  if (!sort) return fallback;
  const [field, direction = 'asc'] = sort.split(',');
  if (!Object.hasOwn(columns, field) || !['asc', 'desc'].includes(direction.toLowerCase()))
    throw badRequest(text('apiErrors.reports.badSort', { columns: Object.keys(columns).join(', '), example: `${Object.keys(columns)[0]},desc` }), undefined, {
      field: 'sort',
    });
  return `${columns[field as F]} ${direction.toUpperCase()} NULLS LAST`;
}
