// The revenue report's rows on the screen (pure): sorted and paged here, as the API answers the
// whole range at once; and laid out for a chart, one series per currency (never summed).
import type { ReportSort, RevenueReport } from '@haulstop/shared/contracts';

export type RevenueRow = RevenueReport['rows'][number];

const SORTABLE = ['label', 'bookings', 'grossMinor', 'discountsMinor', 'refundsMinor', 'platformFeeMinor', 'taxesMinor', 'netMinor'] as const;

/** Rows in the order the sort asks (by key, then currency, when none). */
export function sortRevenueRows(rows: readonly RevenueRow[], sort: ReportSort | null): RevenueRow[] {
  const key = sort && (SORTABLE as readonly string[]).includes(sort.key) ? (sort.key as (typeof SORTABLE)[number]) : null;
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
