import { csvColumnsOf, csvRecordOf } from '@haulstop/shared/contracts/columns';
import { INVOICE_COLUMNS } from '@haulstop/shared/contracts/invoice-columns';
import type { Invoice } from '@haulstop/shared/contracts/invoices';
import { invoiceStatus } from '@haulstop/shared/status';
import { translate } from '../../../src/lib/i18n';
import { pdfText } from '../../helpers/pdf-text';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Line {
  lineId: number;
  description: string;
  amountMinor: number;
  reservationId: number | null;
}
interface InvoiceDetail {
  invoiceId: number;
  invoiceNumber: string;
  orgId: number;
  kind: string;
  status: string;
  dueDate: string | null;
  totalMinor: number;
  lines: Line[];
}

const firstInvoiceOf = async (user: 'carrier' | 'broker', orgId: number): Promise<{ invoiceId: number }> => {
  const response = await ctx.as(user, { url: '/api/invoices?kind=invoice&size=1', orgId });
  expect(response.statusCode).toBe(200);
  return response.json().content[0];
};

describe('GET /api/invoices/{invoiceId}', () => {
  test('an organisation reads its own invoice with its lines; the total is the sum of the lines', async () => {
    const { invoiceId } = await firstInvoiceOf('carrier', ORG.northline);
    const response = await ctx.as('carrier', { url: `/api/invoices/${invoiceId}`, orgId: ORG.northline });
    expect(response.statusCode).toBe(200);
    const invoice: InvoiceDetail = response.json();
    expect(invoice.invoiceId).toBe(invoiceId);
    expect(invoice.orgId).toBe(ORG.northline);
    expect(invoice.lines.length).toBeGreaterThan(0);
    expect(invoice.lines.every((line) => Number.isInteger(line.amountMinor))).toBe(true);
    expect(invoice.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(invoice.totalMinor);
  });

  test('another organisation’s invoice answers 404, never the record', async () => {
    const { invoiceId } = await firstInvoiceOf('carrier', ORG.northline);
    const response = await ctx.as('broker', { url: `/api/invoices/${invoiceId}`, orgId: ORG.eastbound });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('NOT_FOUND');
  });

  test('the platform organisation reads any organisation’s invoice', async () => {
    const { invoiceId } = await firstInvoiceOf('broker', ORG.eastbound);
    const response = await ctx.as('admin', { url: `/api/invoices/${invoiceId}`, orgId: ORG.platform });
    expect(response.statusCode).toBe(200);
    expect(response.json().orgId).toBe(ORG.eastbound);
  });

  test('an unknown id answers 404; a malformed id answers 400', async () => {
    expect((await ctx.as('carrier', { url: '/api/invoices/999999', orgId: ORG.northline })).statusCode).toBe(404);
    expect((await ctx.as('carrier', { url: '/api/invoices/abc', orgId: ORG.northline })).statusCode).toBe(400);
  });
});

describe('GET /api/invoices/{invoiceId}/pdf', () => {
  test('a real PDF whose text holds the product name, both parties, the number, the total and the status', async () => {
    const { invoiceId } = await firstInvoiceOf('carrier', ORG.northline);
    const invoice: InvoiceDetail & { orgName: string; status: string; currency: string } = (
      await ctx.as('carrier', { url: `/api/invoices/${invoiceId}`, orgId: ORG.northline })
    ).json();
    const response = await ctx.as('carrier', { url: `/api/invoices/${invoiceId}/pdf`, orgId: ORG.northline });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    const total = `${Math.floor(invoice.totalMinor / 100)}.${String(invoice.totalMinor % 100).padStart(2, '0')} ${invoice.currency}`;
    // The status as the screen shows it (Overdue past its due date while still owing).
    for (const expected of ['Haulstop', invoice.orgName, invoice.invoiceNumber, `Total: ${total}`, invoiceStatus(invoice)]) expect(text).toContain(expected);
  });

  test('another organisation’s invoice PDF answers 404', async () => {
    const { invoiceId } = await firstInvoiceOf('carrier', ORG.northline);
    expect((await ctx.as('broker', { url: `/api/invoices/${invoiceId}/pdf`, orgId: ORG.eastbound })).statusCode).toBe(404);
  });
});

describe('GET /api/invoices/csv', () => {
  test('the list as CSV: a header row of the columns, then one row per own invoice with the filter applied', async () => {
    const response = await ctx.as('carrier', { url: '/api/invoices/csv?status=Unpaid', orgId: ORG.northline });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = response.body.trim().split('\n');
    expect(header).toBe('Invoice number,Type,Organization,Period start,Period end,Due date,Total,Currency,Status');
    const listed = (await ctx.as('carrier', { url: '/api/invoices?status=Unpaid&size=100', orgId: ORG.northline })).json();
    expect(rows).toHaveLength(listed.totalElements);
    // Each status as the screen shows it: an unpaid invoice past its due date reads Overdue.
    const shown = listed.content.map((invoice: InvoiceDetail) => invoiceStatus(invoice));
    expect(rows.map((row) => row.split(',')[8])).toEqual(shown);
    expect(shown.every((status: string) => status === 'Unpaid' || status === 'Overdue')).toBe(true);
    expect(rows.every((row) => /,\d+\.\d{2},(USD|CAD),[^,]+$/.test(row))).toBe(true);
  });

  test('the CSV header row is the table’s column headers in the request’s language (the same language files)', async () => {
    const headerIn = async (language: string) =>
      (await ctx.as('carrier', { url: '/api/invoices/csv', orgId: ORG.northline, headers: { 'accept-language': language } })).body.split('\n')[0];
    expect(await headerIn('fr')).toBe('Numéro de facture,Type,Organisation,Début de période,Fin de période,Échéance,Total,Devise,Statut');
    expect(await headerIn('es')).toBe('Número de factura,Tipo,Organización,Inicio del período,Fin del período,Vencimiento,Total,Moneda,Estado');
  });

  test('the CSV is every listed invoice through the table’s column list, byte for byte, in the list’s order', async () => {
    const listed = (await ctx.as('admin', { url: '/api/invoices?size=100', orgId: ORG.platform })).json();
    expect(listed.content.length).toBe(listed.totalElements);
    const columns = csvColumnsOf(INVOICE_COLUMNS, (label) => translate('en', label));
    const records = listed.content.map((invoice: Invoice) => csvRecordOf(INVOICE_COLUMNS, invoice));
    // No seeded cell needs quoting, so each line is its cells joined by commas.
    const cells: string[] = records.flatMap((record: Record<string, string | number>) => Object.values(record).map(String));
    expect(cells.filter((cell) => /[,"\n]/.test(cell))).toEqual([]);
    const expected = [
      columns.map((column) => column.header),
      ...records.map((record: Record<string, string | number>) => columns.map((column) => record[column.key])),
    ]
      .map((line) => `${line.join(',')}\n`)
      .join('');
    const response = await ctx.as('admin', { url: '/api/invoices/csv', orgId: ORG.platform });
    expect(response.body).toBe(expected);
  });

  test('an organisation’s CSV holds none of another organisation’s invoices', async () => {
    const body = (await ctx.as('broker', { url: '/api/invoices/csv', orgId: ORG.eastbound })).body;
    expect(body).toContain('INV-EB-');
    expect(body).not.toContain('INV-NL-');
  });
});
