import { moneyLabelKey } from '@haulstop/shared/constants';
import { majorUnits, type ListColumn } from './columns';
import type { AssetReportRow, DriverReportRow, LotReportRow, ReconciliationRow, RevenueReport } from './reports';
import { STATEMENT_FIGURES } from './statement-columns';

/*
 * The five reports' columns, each list read by its page's table and by its CSV (GET …/csv and the
 * scheduled mails): a column added here is in both, under the same header (reportColumns.* and
 * money.* in shared/locales: common texts, since the API reads them too). CSV cells: amounts in
 * major units, instants as ISO text, empty where the page shows a dash.
 */

export type RevenueRow = RevenueReport['rows'][number];

const blank = (value: number | string | null | undefined) => value ?? '';

export const LOT_REPORT_COLUMNS: readonly ListColumn<LotReportRow>[] = [
  { key: 'parkingLotId', label: 'reportColumns.parkingLotId', value: (r) => r.parkingLotId, only: 'csv' },
  { key: 'name', label: 'reportColumns.lot', value: (r) => r.name, sortKey: 'name' },
  { key: 'currency', label: 'reportColumns.currency', value: (r) => r.currency, only: 'csv' },
  { key: 'totalSlots', label: 'reportColumns.slots', value: (r) => r.totalSlots, align: 'end' },
  { key: 'bookings', label: 'reportColumns.bookings', value: (r) => r.bookings, align: 'end', sortKey: 'bookings' },
  { key: 'occupancyPercent', label: 'reportColumns.occupancy', value: (r) => r.occupancyPercent, align: 'end', sortKey: 'occupancyPercent' },
  { key: 'gross', label: moneyLabelKey('gross'), value: (r) => majorUnits(r.grossMinor), align: 'end', sortKey: 'grossMinor' },
  { key: 'netSales', label: moneyLabelKey('netSales'), value: (r) => majorUnits(r.netSalesMinor), align: 'end', sortKey: 'netSalesMinor' },
  { key: 'averagePrice', label: moneyLabelKey('averageNetSale'), value: (r) => majorUnits(r.averagePriceMinor), align: 'end', sortKey: 'averagePriceMinor' },
  { key: 'listPrice', label: 'reportColumns.listPrice', value: (r) => (r.listPriceMinor === null ? '' : majorUnits(r.listPriceMinor)), align: 'end' },
  { key: 'cancellations', label: 'reportColumns.cancellations', value: (r) => r.cancellations, align: 'end', sortKey: 'cancellations' },
  // What happened at the gate: slot-hours used (check-in to check-out), no-shows, and the overstay charged before taxes.
  { key: 'usedSlotHours', label: 'reportColumns.usedSlotHours', value: (r) => r.usedSlotHours, align: 'end', sortKey: 'usedSlotHours' },
  { key: 'noShows', label: 'reportColumns.noShows', value: (r) => r.noShows, align: 'end', sortKey: 'noShows' },
  { key: 'overstay', label: 'reportColumns.overstayCharged', value: (r) => majorUnits(r.overstayMinor), align: 'end', sortKey: 'overstayMinor' },
  // Of the slots whose arrival was decided, the share that never came; the average stay of those that left, in hours to the hundredth.
  { key: 'noShowRatePercent', label: 'reportColumns.noShowRate', value: (r) => blank(r.noShowRatePercent), align: 'end' },
  {
    key: 'averageDwellHours',
    label: 'reportColumns.averageDwell',
    value: (r) => (r.averageDwellMinutes === null ? '' : Math.round((r.averageDwellMinutes / 60) * 100) / 100),
    align: 'end',
  },
];

/**
 * The spend columns the asset and driver reports share. A row spends in several currencies, never
 * summed: the CSV has a record per currency (spendLines), each with that one amount and its currency.
 */
type Spend = Pick<AssetReportRow, 'bookings' | 'lotsUsed' | 'hoursParked' | 'spent' | 'lastBookingAt'>;
const bookings = { key: 'bookings', label: 'reportColumns.bookings', value: (r: Spend) => r.bookings, align: 'end', sortKey: 'bookings' } as const;
const lotsUsed = { key: 'lotsUsed', label: 'reportColumns.lotsUsed', value: (r: Spend) => r.lotsUsed, align: 'end', sortKey: 'lotsUsed' } as const;
const hoursParked = {
  key: 'hoursParked',
  label: 'reportColumns.hoursParked',
  value: (r: Spend) => r.hoursParked,
  align: 'end',
  sortKey: 'hoursParked',
} as const;
const spent = { key: 'spent', label: 'reportColumns.spent', value: (r: Spend) => majorUnits(r.spent[0]?.amountMinor ?? 0), align: 'end' } as const;
const spentCurrency = { key: 'currency', label: 'reportColumns.currency', value: (r: Spend) => r.spent[0]?.currency ?? '', only: 'csv' } as const;
const lastBooking = {
  key: 'lastBookingAt',
  label: 'reportColumns.lastBooking',
  value: (r: Spend) => blank(r.lastBookingAt),
  sortKey: 'lastBookingAt',
} as const;

/** A row as its CSV records: one per currency spent, each holding that amount alone; one with no amount when nothing was spent. */
export const spendLines = <T extends Spend>(row: T): T[] => (row.spent.length > 1 ? row.spent.map((amount) => ({ ...row, spent: [amount] })) : [row]);

export const ASSET_REPORT_COLUMNS: readonly ListColumn<AssetReportRow>[] = [
  { key: 'assetId', label: 'reportColumns.assetId', value: (r) => r.assetId, only: 'csv' },
  { key: 'licensePlate', label: 'reportColumns.plate', value: (r) => r.licensePlate, sortKey: 'licensePlate' },
  { key: 'vin', label: 'reportColumns.vin', value: (r) => r.vin },
  { key: 'orgName', label: 'reportColumns.organization', value: (r) => r.orgName, sortKey: 'orgName' },
  bookings,
  lotsUsed,
  hoursParked,
  { key: 'hoursOnLot', label: 'reportColumns.hoursOnLot', value: (r) => r.hoursOnLot, align: 'end' },
  spent,
  spentCurrency,
  lastBooking,
];

export const DRIVER_REPORT_COLUMNS: readonly ListColumn<DriverReportRow>[] = [
  { key: 'driverId', label: 'reportColumns.driverId', value: (r) => r.driverId, only: 'csv' },
  {
    key: 'driver',
    label: 'reportColumns.driver',
    value: (r) => `${r.firstName} ${r.lastName}`.trim(),
    only: 'table',
    of: ['firstName', 'lastName'],
    sortKey: 'lastName',
  },
  { key: 'firstName', label: 'reportColumns.firstName', value: (r) => r.firstName, only: 'csv' },
  { key: 'lastName', label: 'reportColumns.lastName', value: (r) => r.lastName, only: 'csv' },
  { key: 'orgId', label: 'reportColumns.orgId', value: (r) => r.orgId, only: 'csv' },
  { key: 'orgName', label: 'reportColumns.organization', value: (r) => r.orgName, sortKey: 'orgName' },
  bookings,
  lotsUsed,
  { ...hoursParked, only: 'csv' },
  spent,
  spentCurrency,
  lastBooking,
  { key: 'status', label: 'reportColumns.status', value: (r) => r.status },
];

/**
 * The revenue figures after bookings, in the order the rows and the totals show them: the statement
 * of income's, in its order, so the two pages and their CSVs read alike. A revenue row names its net
 * `netMinor` where a statement line has `netPayoutMinor`.
 */
export const REVENUE_FIGURES = STATEMENT_FIGURES.map((figure) =>
  figure.measure === 'netPayout' ? ({ key: 'net', field: 'netMinor', measure: figure.measure } as const) : figure,
);

export const REVENUE_COLUMNS: readonly ListColumn<RevenueRow>[] = [
  // The table names the group as the screen shows it (a date, a month, a lot); the CSV keeps its key and its label.
  { key: 'group', label: 'reportColumns.group', value: (r) => r.label, only: 'table', of: ['key', 'label'], sortKey: 'label' },
  { key: 'key', label: 'reportColumns.groupKey', value: (r) => r.key, only: 'csv' },
  { key: 'label', label: 'reportColumns.group', value: (r) => r.label, only: 'csv' },
  { key: 'currency', label: 'reportColumns.currency', value: (r) => r.currency },
  { key: 'bookings', label: 'reportColumns.bookings', value: (r) => r.bookings, align: 'end', sortKey: 'bookings' },
  ...REVENUE_FIGURES.map(({ key, field, measure }): ListColumn<RevenueRow> => ({
    key,
    label: moneyLabelKey(measure),
    value: (r) => majorUnits(r[field]),
    align: 'end',
    sortKey: field,
  })),
];

export const RECONCILIATION_COLUMNS: readonly ListColumn<ReconciliationRow>[] = [
  { key: 'paymentId', label: 'reportColumns.paymentId', value: (r) => r.paymentId, only: 'csv' },
  { key: 'at', label: 'reportColumns.at', value: (r) => r.at, sortKey: 'at' },
  { key: 'reservationId', label: 'reportColumns.reservation', value: (r) => r.reservationId },
  { key: 'method', label: 'reportColumns.method', value: (r) => r.method },
  { key: 'status', label: 'reportColumns.status', value: (r) => r.status, sortKey: 'status' },
  { key: 'amount', label: 'reportColumns.amount', value: (r) => majorUnits(r.amountMinor), align: 'end', sortKey: 'amountMinor' },
  { key: 'currency', label: 'reportColumns.currency', value: (r) => r.currency, only: 'csv' },
  { key: 'document', label: 'reportColumns.document', value: (r) => r.document?.number ?? '', only: 'table', of: ['documentKind', 'documentNumber'] },
  { key: 'documentKind', label: 'reportColumns.documentKind', value: (r) => r.document?.kind ?? '', only: 'csv' },
  { key: 'documentNumber', label: 'reportColumns.documentNumber', value: (r) => r.document?.number ?? '', only: 'csv' },
  { key: 'matched', label: 'reportColumns.matched', value: (r) => (r.matched ? 'true' : 'false') },
];
