// The revenue report's rows on the screen (pure): sorted and paged here, as the API answers the
// whole range at once; and laid out for a chart, one series per currency (never summed).
import type { ReportSort } from '@haulstop/shared/contracts';
import { REVENUE_COLUMNS, type RevenueRow } from '@haulstop/shared/contracts/report-columns';

export type { RevenueRow };

/** The fields the table's headers sort on: the columns' sort fields. */
const SORTABLE = REVENUE_COLUMNS.flatMap((column) => (column.sortKey ? [column.sortKey] : [])) as readonly (keyof RevenueRow)[];

/** Rows in the order the sort asks (by key, then currency, when none). */
export function sortRevenueRows(rows: readonly RevenueRow[], sort: ReportSort | null): RevenueRow[] {
  const key = sort && (SORTABLE as readonly string[]).includes(sort.key) ? (sort.key as keyof RevenueRow) : null;
  const sign = sort?.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (key) {
      const x = a[key];
      const y = b[key];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (order !== 0) return order * sign;
    }
    return a.key.localeCompare(b.key) || a.currency.localeCompare(b.currency);
  });
}

/** The chart's points: one per group key (in key order), one series of net amounts (major units) per currency; a key without a currency is 0. */
export function revenueSeries(rows: readonly RevenueRow[]): { keys: string[]; labels: string[]; currencies: string[]; net: Record<string, number[]> } {
  const ordered = [...rows].sort((a, b) => a.key.localeCompare(b.key));
  const keys = [...new Set(ordered.map((r) => r.key))];
  const labels = keys.map((k) => ordered.find((r) => r.key === k)?.label ?? k);
  const currencies = [...new Set(ordered.map((r) => r.currency))].sort();
  const net: Record<string, number[]> = {};
  for (const currency of currencies) net[currency] = keys.map((k) => (ordered.find((r) => r.key === k && r.currency === currency)?.netMinor ?? 0) / 100);
  return { keys, labels, currencies, net };
}
