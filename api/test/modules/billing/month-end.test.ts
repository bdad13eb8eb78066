import { isLastDayOfMonth, periodOf } from '../../../src/modules/billing/month-end';
import { pdfText } from '../../helpers/pdf-text';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface MonthEndResult {
  period: string;
  invoices: { invoiceId: number; invoiceNumber: string; orgId: number; currency: string; totalMinor: number; bookingCount: number }[];
  billedReservations: number;
}

/** The previous calendar month, as the demo data seeds Northline's network bookings in it. */
const now = new Date();
const previousPeriod = periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));

const runMonthEnd = (period: string, user: 'admin' | 'carrier' = 'admin') =>
  ctx.as(user, { method: 'POST', url: '/api/billing/monthEnd', payload: { period }, orgId: user === 'admin' ? ORG.platform : ORG.northline });

const consolidatedCount = async (orgId: number) => {
  const { rows } = await ctx.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM invoices WHERE kind = 'consolidated' AND org_id = $1`, [orgId]);
  return rows[0].count;
};

let first: MonthEndResult;

describe('POST /api/billing/monthEnd', () => {
  beforeAll(async () => {
    const response = await runMonthEnd(previousPeriod);
    expect(response.statusCode).toBe(200);
    first = response.json();
  });

  test('one consolidated invoice per carrier network parent and currency, a line per booking of its own and its sub-carriers', async () => {
    const northline = first.invoices.filter((invoice) => invoice.orgId === ORG.northline);
    expect(northline.length).toBeGreaterThan(0);
    expect(new Set(northline.map((invoice) => invoice.currency)).size).toBe(northline.length);
    const billed = await ctx.db.query<{ org_id: number }>(
      `SELECT r.org_id FROM consolidated_billing b JOIN reservations r ON r.id = b.reservation_id JOIN invoices i ON i.id = b.invoice_id WHERE i.org_id = $1`,
      [ORG.northline],
    );
    const bookers = new Set(billed.rows.map((row) => row.org_id));
    expect(bookers.has(ORG.northline)).toBe(true);
    expect(bookers.has(ORG.ridgeway)).toBe(true);
    expect(first.billedReservations).toBe(first.invoices.reduce((sum, invoice) => sum + invoice.bookingCount, 0));
  });

  test('an invoice total equals the sum of its lines; USD and CAD are never summed on one invoice', async () => {
    for (const { invoiceId } of first.invoices) {
      const invoice = (await ctx.as('admin', { url: `/api/invoices/${invoiceId}`, orgId: ORG.platform })).json();
      expect(invoice.kind).toBe('consolidated');
      expect(invoice.status).toBe('Unpaid');
      expect(invoice.lines.reduce((sum: number, line: { amountMinor: number }) => sum + line.amountMinor, 0)).toBe(invoice.totalMinor);
      const currencies = await ctx.db.query<{ currency: string }>(
        'SELECT DISTINCT r.currency FROM invoice_lines l JOIN reservations r ON r.id = l.reservation_id WHERE l.invoice_id = $1',
        [invoiceId],
      );
      expect(currencies.rows.map((row) => row.currency)).toEqual([invoice.currency]);
    }
  });

  test('Canadian taxes are separate lines on a CAD invoice', async () => {
    const cad = first.invoices.find((invoice) => invoice.currency === 'CAD');
    expect(cad).toBeDefined();
    const invoice = (await ctx.as('admin', { url: `/api/invoices/${cad!.invoiceId}`, orgId: ORG.platform })).json();
    const taxes = invoice.lines.filter((line: { kind: string }) => line.kind === 'tax');
    expect(taxes.length).toBeGreaterThan(0);
    expect(taxes[0].description).toMatch(/^(GST|HST)/);
  });

  test('idempotent: a second run for the same period bills nothing twice, and says why ("says why when there is nothing to bill")', async () => {
    const before = await consolidatedCount(ORG.northline);
    const second = await runMonthEnd(previousPeriod);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      period: previousPeriod,
      invoices: [],
      billedReservations: 0,
      ownerDocuments: [],
      nothingBilled: { reason: 'ALREADY_BILLED', alreadyBilledReservations: first.billedReservations },
    });
    expect(await consolidatedCount(ORG.northline)).toBe(before);
  });

  test('invoice numbers are sequential per organisation without gaps', async () => {
    // A new pay-later booking of the network in the period: the next run bills it on the next number.
    await ctx.db.query(
      `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency)
       SELECT l.id, $1, '6 hrs', $2::date + interval '3 days', $2::date + interval '3 days 6 hours', 1, 'Completed', 2500, l.currency
         FROM parking_lots l WHERE l.currency = 'USD' ORDER BY l.id LIMIT 1`,
      [ORG.ridgeway, `${previousPeriod}-01`],
    );
    const third: MonthEndResult = (await runMonthEnd(previousPeriod)).json();
    expect(third.invoices).toHaveLength(1);
    expect(third.invoices[0].totalMinor).toBe(2500);
    const { rows } = await ctx.db.query<{ org_sequence: number; invoice_number: string }>(
      'SELECT org_sequence, invoice_number FROM invoices WHERE org_id = $1 AND org_sequence IS NOT NULL ORDER BY org_sequence',
      [ORG.northline],
    );
    expect(rows.map((row) => row.org_sequence)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.at(-1)!.invoice_number).toBe(`CI-${ORG.northline}-${String(rows.length).padStart(6, '0')}`);
  });

  test('the invoice list and its CSV filter by period (a month overlapping the invoice period)', async () => {
    const ids = first.invoices.filter((invoice) => invoice.orgId === ORG.northline).map((invoice) => invoice.invoiceId);
    const inMonth = (await ctx.as('carrier', { url: `/api/invoices?kind=consolidated&period=${previousPeriod}&size=100`, orgId: ORG.northline })).json();
    expect(inMonth.content.map((invoice: { invoiceId: number }) => invoice.invoiceId)).toEqual(expect.arrayContaining(ids));
    const otherMonth = (await ctx.as('carrier', { url: '/api/invoices?kind=consolidated&period=2020-01&size=100', orgId: ORG.northline })).json();
    expect(otherMonth.totalElements).toBe(0);
    const csv = await ctx.as('carrier', { url: `/api/invoices/csv?kind=consolidated&period=${previousPeriod}`, orgId: ORG.northline });
    expect(csv.statusCode).toBe(200);
    const northlineNumbers = first.invoices.filter((invoice) => invoice.orgId === ORG.northline).map((invoice) => invoice.invoiceNumber);
    for (const number of northlineNumbers) expect(csv.body).toContain(number);
    expect((await ctx.as('carrier', { url: '/api/invoices?period=2026-1', orgId: ORG.northline })).statusCode).toBe(400);
  });

  test('month-end "refuses a month that has not ended": the current month answers 409 MONTH_NOT_ENDED and bills nothing', async () => {
    const current = periodOf(new Date());
    const before = await consolidatedCount(ORG.northline);
    const response = await runMonthEnd(current);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'MONTH_NOT_ENDED' });
    expect(response.json().errorMessage).toContain(current);
    expect(await consolidatedCount(ORG.northline)).toBe(before);
  });

  test('a month with no carrier-network booking says so: nothing billed, reason NO_NETWORK_BOOKINGS', async () => {
    const response = await runMonthEnd('2020-01');
    expect(response.statusCode).toBe(200);
    expect(response.json().nothingBilled).toEqual({ reason: 'NO_NETWORK_BOOKINGS', alreadyBilledReservations: 0 });
  });

  test('only the platform runs month-end (403 for a carrier); a malformed period answers 400', async () => {
    expect((await runMonthEnd(previousPeriod, 'carrier')).statusCode).toBe(403);
    expect((await runMonthEnd('2026-13')).statusCode).toBe(400);
    expect((await runMonthEnd('last month')).statusCode).toBe(400);
  });

  test('tenancy: the parent carrier reads its consolidated invoice and its PDF; another organisation gets 404', async () => {
    const { invoiceId, invoiceNumber } = first.invoices.find((invoice) => invoice.orgId === ORG.northline)!;
    const own = await ctx.as('carrier', { url: `/api/invoices/${invoiceId}`, orgId: ORG.northline });
    expect(own.statusCode).toBe(200);
    const pdf = await ctx.as('carrier', { url: `/api/invoices/${invoiceId}/pdf`, orgId: ORG.northline });
    expect(pdfText(pdf.rawPayload)).toContain(invoiceNumber);
    expect((await ctx.as('broker', { url: `/api/invoices/${invoiceId}`, orgId: ORG.eastbound })).statusCode).toBe(404);
    const list = (await ctx.as('broker', { url: '/api/invoices?kind=consolidated&size=100', orgId: ORG.eastbound })).json();
    expect(list.content.some((invoice: { invoiceId: number }) => invoice.invoiceId === invoiceId)).toBe(false);
  });
});

describe('the month-end job (the last day of the month)', () => {
  test('the last day of a month is recognised, leap years included', () => {
    expect(isLastDayOfMonth(new Date('2028-02-29T12:00:00Z'))).toBe(true);
    expect(isLastDayOfMonth(new Date('2027-02-28T12:00:00Z'))).toBe(true);
    expect(isLastDayOfMonth(new Date('2028-02-28T12:00:00Z'))).toBe(false);
    expect(isLastDayOfMonth(new Date('2026-12-31T23:59:00Z'))).toBe(true);
  });

  test('on another day the scheduled run bills nothing; on the last day it bills the month', async () => {
    await ctx.db.query(
      `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency)
       SELECT l.id, $1, '6 hrs', '2025-03-10T08:00:00Z', '2025-03-10T14:00:00Z', 1, 'Completed', 4100, l.currency
         FROM parking_lots l WHERE l.currency = 'USD' ORDER BY l.id LIMIT 1`,
      [ORG.northline],
    );
    const march = `SELECT count(*)::int AS count FROM invoices WHERE kind = 'consolidated' AND period_start = '2025-03-01'`;
    expect(await ctx.app.scheduler.runNow('month-end', new Date('2025-03-30T10:00:00Z'))).toBe(true);
    expect((await ctx.db.query<{ count: number }>(march)).rows[0].count).toBe(0);
    expect(await ctx.app.scheduler.runNow('month-end', new Date('2025-03-31T10:00:00Z'))).toBe(true);
    expect((await ctx.db.query<{ count: number }>(march)).rows[0].count).toBe(1);
  });
});
