import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import fr from '../../locales/fr/common.json';
import { csvColumnsOf, csvRecordOf, tableColumnsOf, type ListColumn } from './columns';
import { DISCOUNT_INVOICE_COLUMNS } from './discount-invoice-columns';
import { INVOICE_COLUMNS } from './invoice-columns';
import { RESERVATION_COLUMNS } from './reservation-columns';
import { STATEMENT_COLUMNS, STATEMENT_FIGURES } from './statement-columns';
import {
  ASSET_REPORT_COLUMNS,
  DRIVER_REPORT_COLUMNS,
  LOT_REPORT_COLUMNS,
  RECONCILIATION_COLUMNS,
  REVENUE_COLUMNS,
  REVENUE_FIGURES,
  spendLines,
} from './report-columns';
import type { AssetReportRow } from './reports';

const lookup = (texts: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

const LISTS: [string, readonly ListColumn<never>[]][] = [
  ['invoices', INVOICE_COLUMNS],
  ['reservations', RESERVATION_COLUMNS],
  ['statement', STATEMENT_COLUMNS],
  ['discount-code invoice', DISCOUNT_INVOICE_COLUMNS],
  ['lot report', LOT_REPORT_COLUMNS],
  ['asset report', ASSET_REPORT_COLUMNS],
  ['drivers report', DRIVER_REPORT_COLUMNS],
  ['revenue', REVENUE_COLUMNS],
  ['reconciliation', RECONCILIATION_COLUMNS],
];

describe('the lists’ columns: one list for a table and its CSV', () => {
  it.each(LISTS)('%s: the CSV carries every column the table shows, itself or by the CSV columns it names', (_name, columns) => {
    const csv = csvColumnsOf(columns, (label) => label).map((column) => column.key);
    for (const column of tableColumnsOf(columns, (label) => label)) {
      const listed = columns.find((c) => c.key === column.key)!;
      expect([column.key, (listed.of ?? [listed.key]).every((key) => csv.includes(key))]).toEqual([column.key, true]);
    }
    expect(new Set(columns.map((column) => column.key)).size).toBe(columns.length);
  });

  it.each(LISTS)('%s: every header has its text in English, French and Spanish, and no two CSV headers read the same', (_name, columns) => {
    for (const texts of [en, fr, es]) {
      for (const column of columns) expect([column.label, typeof lookup(texts, column.label)]).toEqual([column.label, 'string']);
      const headers = csvColumnsOf(columns, (label) => String(lookup(texts, label))).map((column) => column.header);
      expect(new Set(headers).size).toBe(headers.length);
    }
  });

  it('an asset spending in two currencies is two CSV records, each with its one amount in major units; one spending nothing, one with no currency', () => {
    const row: AssetReportRow = {
      assetId: 1,
      vin: 'V',
      licensePlate: 'P',
      orgName: 'O',
      bookings: 2,
      lotsUsed: 1,
      hoursParked: 3,
      hoursOnLot: 2,
      lastBookingAt: null,
      spent: [
        { currency: 'CAD', amountMinor: 1250 },
        { currency: 'USD', amountMinor: -5 },
      ],
    };
    const records = spendLines(row).map((line) => csvRecordOf(ASSET_REPORT_COLUMNS, line));
    expect(records.map((r) => [r.spent, r.currency, r.lastBookingAt])).toEqual([
      ['12.50', 'CAD', ''],
      ['-0.05', 'USD', ''],
    ]);
    expect(spendLines({ ...row, spent: [] }).map((line) => csvRecordOf(ASSET_REPORT_COLUMNS, line))).toEqual([
      expect.objectContaining({ spent: '0.00', currency: '' }),
    ]);
  });
});

describe('the money after bookings reads alike on every page', () => {
  it('the revenue report shows the statement of income’s measures, in its order', () => {
    expect(REVENUE_FIGURES.map((figure) => figure.measure)).toEqual(STATEMENT_FIGURES.map((figure) => figure.measure));
  });
});
