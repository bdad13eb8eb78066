import type { Dashboard } from '@haulstop/shared/contracts';
import { dailyCurrencies, dashboardKpis, dayRevenue } from './dashboard-figures';

const LABELS = { bookings: 'B', revenue: 'R', averageBookingValue: 'A', occupancy: 'O', cancellations: 'C', refunds: 'F' };
const data: Dashboard = {
  days: 30,
  from: '2026-10-27T06:00:00Z',
  to: '2026-11-26T06:00:00Z',
  timeZone: 'America/Edmonton',
  bookings: 12,
  previousBookings: 10,
  revenue: [
    { currency: 'USD', amountMinor: 120000, previousAmountMinor: 100000 },
    { currency: 'CAD', amountMinor: 5000, previousAmountMinor: 0 },
  ],
  occupancyPercent: 42.5,
  previousOccupancyPercent: 40,
  averageBookingValue: [
    { currency: 'USD', amountMinor: 10000, previousAmountMinor: 8000 },
    { currency: 'CAD', amountMinor: 5000, previousAmountMinor: null },
  ],
  cancellations: 2,
  previousCancellations: 4,
  refunds: [],
  cancellationsByMonth: [],
  daily: [
    { date: '2026-11-01', bookings: 1, revenue: [{ currency: 'USD', amountMinor: 500 }] },
    { date: '2026-11-02', bookings: 2, revenue: [{ currency: 'CAD', amountMinor: 700 }] },
  ],
  topLots: [],
  attention: { pendingPayments: 0, failedPayments: 1, arrivalsToday: 3 },
  asOf: '2026-11-25T23:00:00Z',
};

describe('company dashboard figures (each beside the previous period; revenue per currency, never summed)', () => {
  it('one card per figure, one per currency for money, each with its previous period', () => {
    const kpis = dashboardKpis(data, LABELS);
    expect(kpis.map((k) => k.key)).toEqual(['bookings', 'revenue-CAD', 'revenue-USD', 'average-CAD', 'average-USD', 'occupancy', 'cancellations']);
    expect(kpis.find((k) => k.key === 'revenue-USD')).toMatchObject({ value: 120000, previous: 100000, currency: 'USD', label: 'R (USD)' });
    // The average booking value beside the previous period's; none without a booking then.
    expect(kpis.find((k) => k.key === 'average-USD')).toMatchObject({ value: 10000, previous: 8000 });
    expect(kpis.find((k) => k.key === 'average-CAD')).toMatchObject({ value: 5000, previous: null });
    expect(kpis.find((k) => k.key === 'cancellations')).toMatchObject({ value: 2, previous: 4 });
  });

  it('the daily chart draws one revenue line per currency; a day without that currency is 0', () => {
    expect(dailyCurrencies(data.daily)).toEqual(['CAD', 'USD']);
    expect(data.daily.map((d) => dayRevenue(d, 'USD'))).toEqual([500, 0]);
  });
});
