import type { ListColumn } from '@haulstop/shared/contracts/columns';
import { DISCOUNT_INVOICE_COLUMNS } from '@haulstop/shared/contracts/discount-invoice-columns';
import {
  ASSET_REPORT_COLUMNS,
  DRIVER_REPORT_COLUMNS,
  LOT_REPORT_COLUMNS,
  RECONCILIATION_COLUMNS,
  REVENUE_COLUMNS,
} from '@haulstop/shared/contracts/report-columns';
import { RESERVATION_COLUMNS } from '@haulstop/shared/contracts/reservation-columns';
import { STATEMENT_COLUMNS } from '@haulstop/shared/contracts/statement-columns';
import { translate } from '../../src/lib/i18n';
import { createTestContext, ORG, type TestContext } from '../helpers/test-app';
import { CSV_HEADERS as HEADERS } from './csv-headers';

/*
 * Each CSV (a list's or a report's) is headed by its page table's column labels, in the request's
 * language (the shared language files), never by field names; and it leaves out no column the
 * page's table shows.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Csv = { url: string; user: Parameters<TestContext['as']>[0]; orgId: number; columns: readonly ListColumn<never>[] };
const CSVS: Record<string, Csv> = {
  reservations: { url: '/api/reservations/csv', user: 'carrier', orgId: ORG.northline, columns: RESERVATION_COLUMNS },
  statement: { url: '/api/statements/2026-01/csv', user: 'owner', orgId: ORG.prairie, columns: STATEMENT_COLUMNS },
  discountInvoice: { url: '/api/discountCodeInvoices/2026-01/csv', user: 'owner', orgId: ORG.prairie, columns: DISCOUNT_INVOICE_COLUMNS },
  lots: { url: '/api/reports/parkingLots/csv', user: 'owner', orgId: ORG.prairie, columns: LOT_REPORT_COLUMNS },
  assets: { url: '/api/reports/assets/csv', user: 'carrier', orgId: ORG.northline, columns: ASSET_REPORT_COLUMNS },
  drivers: { url: '/api/reports/drivers/csv', user: 'admin', orgId: ORG.platform, columns: DRIVER_REPORT_COLUMNS },
  revenue: { url: '/api/reports/revenue/csv?groupBy=month', user: 'admin', orgId: ORG.platform, columns: REVENUE_COLUMNS },
  reconciliation: { url: '/api/reports/reconciliation/csv', user: 'owner', orgId: ORG.prairie, columns: RECONCILIATION_COLUMNS },
};

/** The CSV's header row as its cells (no header holds a comma or a quote). */
async function headerRow(csv: Csv, language: string): Promise<string[]> {
  const response = await ctx.as(csv.user, { url: csv.url, orgId: csv.orgId, headers: { 'accept-language': language } });
  expect([csv.url, response.statusCode]).toEqual([csv.url, 200]);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  return response.body.split('\n')[0].split(',');
}

describe('the CSVs of the lists and the reports', () => {
  test.each(Object.keys(CSVS))('%s: the header row is the columns’ labels in the request’s language, English and French', async (name) => {
    expect(await headerRow(CSVS[name], 'en')).toEqual(HEADERS[name].en);
    expect(await headerRow(CSVS[name], 'fr-CA,fr;q=0.9,en;q=0.8')).toEqual(HEADERS[name].fr);
  });

  test.each(Object.keys(CSVS))('%s: every column of the page’s table is in the CSV, itself or by the columns that carry it', async (name) => {
    const csv = CSVS[name];
    for (const language of ['en', 'es'] as const) {
      const header = await headerRow(csv, language);
      const labelOf = (key: string) => translate(language, csv.columns.find((column) => column.key === key)!.label);
      for (const column of csv.columns.filter((c) => c.only !== 'csv')) {
        const carriedBy = column.of ?? [column.key];
        expect([column.key, carriedBy.every((key) => header.includes(labelOf(key)))]).toEqual([column.key, true]);
      }
    }
  });
});
