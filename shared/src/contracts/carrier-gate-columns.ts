import { CURRENCIES } from '@haulstop/shared/constants';
import type { CarrierGateRow } from './carrier-gate-report';
import { majorUnits, type ListColumn } from './columns';

const overstayIn = (row: CarrierGateRow, currency: string) => row.overstayRevenue.find((amount) => amount.currency === currency)?.amountMinor ?? 0;

/**
 * The per-carrier gate report's columns, for the lot report page's "By carrier" table and GET
 * /api/reports/parkingLots/carriers/csv: a column added here is in both, under the same header
 * (carrierGateColumns.* in shared/locales: common texts, since the API reads them too). The table
 * shows the overstay revenue as one cell of its currencies; the CSV has a column per currency
 * (amounts in major units), since currencies are never summed.
 */
export const CARRIER_GATE_COLUMNS: readonly ListColumn<CarrierGateRow>[] = [
  { key: 'carrier', label: 'carrierGateColumns.carrier', value: (r) => r.orgName },
  { key: 'bookings', label: 'carrierGateColumns.bookings', value: (r) => r.bookings, align: 'end' },
  { key: 'noShows', label: 'carrierGateColumns.noShows', value: (r) => r.noShows, align: 'end' },
  { key: 'noShowRate', label: 'carrierGateColumns.noShowRate', value: (r) => r.noShowRatePercent ?? '', align: 'end' },
  { key: 'overstays', label: 'carrierGateColumns.overstays', value: (r) => r.overstays, align: 'end' },
  {
    key: 'overstayRevenue',
    label: 'carrierGateColumns.overstayRevenue',
    value: (r) => r.overstayRevenue.map((amount) => `${majorUnits(amount.amountMinor)} ${amount.currency}`).join(', '),
    only: 'table',
    align: 'end',
  },
  ...CURRENCIES.map((currency): ListColumn<CarrierGateRow> => ({
    key: `overstayRevenue${currency}`,
    label: `carrierGateColumns.overstayRevenue${currency}`,
    value: (r) => majorUnits(overstayIn(r, currency)),
    only: 'csv',
  })),
  { key: 'averageDwellMinutes', label: 'carrierGateColumns.averageDwellMinutes', value: (r) => r.averageDwellMinutes ?? '', align: 'end' },
];
