import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccountingZone } from '@haulstop/shared/api';
import { dayAt, viewerTimeZone } from '@haulstop/shared/time';
import { withRange, rangeFromParams, type RangePreset, type ReportRange } from './range';
import type { ReportSort } from '@haulstop/shared/contracts';
import { filtersFromParams, reportQuery, sortFromParams, withParam, withSort } from './report-params';

/**
 * Today in the organisation's accounting zone: the day the presets count from, so "last 7 days"
 * is the same days the API, the statement and the dashboard count, wherever the browser is.
 * Before the zone is known, the browser's.
 */
export function organizationToday(zone: string | null, now: number = Date.now()): string {
  return dayAt(now, zone ?? viewerTimeZone());
}

export type ReportParams<K extends string> = {
  range: ReportRange;
  setRange: (range: { preset: RangePreset; from?: string; to?: string }) => void;
  filters: Record<K, string>;
  setFilter: (name: K, value: string | null) => void;
  sort: ReportSort | null;
  setSort: (sort: ReportSort) => void;
  /** what the report's API and its CSV are asked (from, to, filters, sort) */
  query: Record<string, string>;
};

/**
 * A report's filters kept in the URL (bookmarkable, shareable, Back restores them): the range,
 * the named filters and the sort. Changes replace the history entry, so Back leaves the report.
 * @example const { range, filters, query } = useReportParams(['status']); useReconciliation(query);
 */
export function useReportParams<K extends string>(filterNames: readonly K[] = []): ReportParams<K> {
  const [params, setParams] = useSearchParams();
  const today = organizationToday(useAccountingZone());
  // Keyed on the URL's text and the names' text: the same filters keep the same query object (one cache entry, no refetch).
  const key = params.toString();
  const names = filterNames.join(',');
  const state = useMemo(() => {
    const current = new URLSearchParams(key);
    const range = rangeFromParams(current, today);
    const filters = filtersFromParams(current, (names ? names.split(',') : []) as K[]);
    const sort = sortFromParams(current);
    return { range, filters, sort, query: reportQuery(range, filters, sort) };
  }, [key, names, today]);

  const setRange = useCallback(
    (range: { preset: RangePreset; from?: string; to?: string }) => setParams((p) => withRange(p, range), { replace: true }),
    [setParams],
  );
  const setFilter = useCallback((name: K, value: string | null) => setParams((p) => withParam(p, name, value), { replace: true }), [setParams]);
  const setSort = useCallback((sort: ReportSort) => setParams((p) => withSort(p, sort), { replace: true }), [setParams]);
  return { ...state, setRange, setFilter, setSort };
}
