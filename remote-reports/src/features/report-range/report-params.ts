// A report's filters as URL query values (pure): the range, the report's own filters and the sort,
// read from and written to URLSearchParams, so a report can be bookmarked and shared.
import type { ReportSort } from '@haulstop/shared/contracts';
import { rangeFromParams, type ReportRange } from './range';

/** The sort a URL asks for (`sort=bookings&dir=desc`); none → null (the API's own order). */
export function sortFromParams(params: URLSearchParams): ReportSort | null {
  const key = params.get('sort');
  if (!key) return null;
  return { key, direction: params.get('dir') === 'asc' ? 'asc' : 'desc' };
}

/** Writes one value into the URL, keeping the rest; '' or null removes it (a filter set to All). */
export function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  return next;
}

/** Writes a sort into the URL, keeping the rest. */
export function withSort(params: URLSearchParams, sort: ReportSort): URLSearchParams {
  return withParam(withParam(params, 'sort', sort.key), 'dir', sort.direction);
}

/** The query a report sends to its API (and to its CSV, the same query): the range's days, the filters, the sort as `key,direction`. */
export function reportQuery(range: ReportRange, filters: Readonly<Record<string, string>>, sort: ReportSort | null): Record<string, string> {
  const query: Record<string, string> = { from: range.from, to: range.to };
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  if (sort) query.sort = `${sort.key},${sort.direction}`;
  return query;
}

/** The filters of a report read from the URL: each named one, '' when absent. */
export function filtersFromParams<K extends string>(params: URLSearchParams, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
}

export { rangeFromParams };
