// The dashboard's figures as cards and chart series (pure): each beside the previous period.
import type { Dashboard } from '@haulstop/shared/contracts';

/** One card: what it counts, now and in the previous period of the same length. */
export type Kpi =
  | { key: string; kind: 'count'; label: string; value: number; previous: number }
  | { key: string; kind: 'percent'; label: string; value: number; previous: number }
  | { key: string; kind: 'money'; label: string; currency: string; value: number; previous: number | null };

type Labels = Record<'bookings' | 'revenue' | 'averageBookingValue' | 'occupancy' | 'cancellations' | 'refunds', string>;

/**
 * The dashboard's cards: bookings, revenue per currency, average booking value per
 * currency, occupancy, cancellations, refunds per currency — money never summed across currencies.
 */
export function dashboardKpis(data: Dashboard, labels: Labels): Kpi[] {
  const money = (key: string, label: string, rows: readonly { currency: string; amountMinor: number; previousAmountMinor?: number | null }[]): Kpi[] =>
    [...rows]
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((r) => ({
        key: `${key}-${r.currency}`,
        kind: 'money',
        label: `${label} (${r.currency})`,
        currency: r.currency,
        value: r.amountMinor,
        previous: r.previousAmountMinor ?? null,
      }));
  return [
    { key: 'bookings', kind: 'count', label: labels.bookings, value: data.bookings, previous: data.previousBookings },
    ...money('revenue', labels.revenue, data.revenue),
    ...money('average', labels.averageBookingValue, data.averageBookingValue),
    { key: 'occupancy', kind: 'percent', label: labels.occupancy, value: data.occupancyPercent, previous: data.previousOccupancyPercent },
    { key: 'cancellations', kind: 'count', label: labels.cancellations, value: data.cancellations, previous: data.previousCancellations },
    ...money('refunds', labels.refunds, data.refunds),
  ];
}

/** The currencies that appear in the days' revenue, in a stable order (one chart line each). */
export function dailyCurrencies(daily: Dashboard['daily']): string[] {
  return [...new Set(daily.flatMap((d) => d.revenue.map((r) => r.currency)))].sort();
}

/** A day's revenue in one currency, in minor units (0 when none). */
export const dayRevenue = (day: Dashboard['daily'][number], currency: string): number => day.revenue.find((r) => r.currency === currency)?.amountMinor ?? 0;
