import { revenueSeries, sortRevenueRows, type RevenueRow } from './revenue-rows';

const row = (key: string, currency: string, netMinor: number, bookings = 1): RevenueRow => ({
  key,
  label: `L${key}`,
  currency,
  bookings,
  grossMinor: netMinor,
  discountsMinor: 0,
  refundsMinor: 0,
  platformFeeMinor: 0,
  taxesMinor: 0,
  overstayMinor: 0,
  noShowFeesMinor: 0,
  netMinor,
});

describe('revenue rows (per currency, never summed across currencies)', () => {
  const rows = [row('2026-11-02', 'USD', 500, 2), row('2026-11-01', 'CAD', 300, 5), row('2026-11-01', 'USD', 700, 1)];

  it('with no sort, rows go by key then currency; a sort orders by its figure', () => {
    expect(sortRevenueRows(rows, null).map((r) => `${r.key} ${r.currency}`)).toEqual(['2026-11-01 CAD', '2026-11-01 USD', '2026-11-02 USD']);
    expect(sortRevenueRows(rows, { key: 'netMinor', direction: 'desc' }).map((r) => r.netMinor)).toEqual([700, 500, 300]);
    expect(sortRevenueRows(rows, { key: 'bookings', direction: 'asc' }).map((r) => r.bookings)).toEqual([1, 2, 5]);
  });

  it('the chart draws one series per currency over the keys; a key without that currency is 0, never the other currency', () => {
    expect(revenueSeries(rows)).toEqual({
      keys: ['2026-11-01', '2026-11-02'],
      labels: ['L2026-11-01', 'L2026-11-02'],
      currencies: ['CAD', 'USD'],
      net: { CAD: [3, 0], USD: [7, 5] },
    });
  });
});
