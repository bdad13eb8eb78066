import type { ScheduledReport, ScheduleQuery } from '@haulstop/shared/contracts';

/** The filters each report's schedule keeps (DESIGN §8 ScheduleQuery); the range is the mailing's period, never the screen's. */
const FILTERS: Record<ScheduledReport, readonly (keyof ScheduleQuery)[]> = {
  parkingLots: ['parkingLotId', 'sort'],
  assets: ['orgId', 'sort'],
  drivers: ['orgId', 'sort'],
  revenue: ['groupBy'],
  reconciliation: ['status', 'sort'],
};
const NUMBERS = new Set<keyof ScheduleQuery>(['parkingLotId', 'orgId']);

/**
 * A report page's query → the schedule's: its filters only (from, to, range and page dropped),
 * ids as numbers.
 * @example scheduleQueryOf('assets', { from: '2026-10-01', to: '2026-11-01', orgId: '7', sort: 'bookings,desc' })
 *   // { orgId: 7, sort: 'bookings,desc' }
 */
export function scheduleQueryOf(report: ScheduledReport, query: Readonly<Record<string, string>>): ScheduleQuery {
  const out: Record<string, string | number> = {};
  for (const key of FILTERS[report]) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    out[key] = NUMBERS.has(key) ? Number(value) : value;
  }
  return out as ScheduleQuery;
}
