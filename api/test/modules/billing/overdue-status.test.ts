import { invoiceStatus } from '@haulstop/shared/status';
import { pdfText } from '../../helpers/pdf-text';
import { createTestContext, type TestContext } from '../../helpers/test-app';
import { csvRows, ownerWithLots } from '../reports/fixtures';

/*
 * One status everywhere: an invoice past its due date that still owes is Overdue on the screen
 * (the shared invoiceStatus rule), in the CSV export and on its PDF — and a statement of income
 * whose payout is still pending past its due date is Overdue too.
 */
let ctx: TestContext;
let orgId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  orgId = (await ownerWithLots(ctx, 'Overdue Parking')).orgId;
  const insert = async (key: string, kind: string, status: string, dueDate: string) => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date)
       VALUES ($1, $2, $3, '2026-01-01', '2026-01-31', $4, 1000, 'USD', $5) RETURNING id`,
      [`OVD-${key}`, orgId, kind, status, dueDate],
    );
    ids[key] = rows[0].id;
  };
  await insert('late-invoice', 'discount_code', 'Unpaid', '2026-02-15');
  await insert('late-statement', 'statement_of_income', 'Payment Pending', '2026-02-15');
  await insert('paid-statement', 'statement_of_income', 'Payment Success', '2026-02-15');
  await insert('future-statement', 'statement_of_income', 'Payment Pending', '2999-12-31');
});
afterAll(() => ctx.close());

describe('an invoice past its due date has one status: Overdue, on the screen, in the CSV and on the PDF', () => {
  test('the shared rule: unpaid or a pending payout past the due date is Overdue; paid or not yet due keeps its status', () => {
    const row = (kind: string, status: string, dueDate: string) => ({ invoiceId: 1, kind, status, dueDate });
    expect(invoiceStatus(row('discount_code', 'Unpaid', '2026-02-15'), '2026-03-01')).toBe('Overdue');
    expect(invoiceStatus(row('statement_of_income', 'Payment Pending', '2026-02-15'), '2026-03-01')).toBe('Overdue');
    expect(invoiceStatus(row('credit_note', 'Payment Pending', '2026-02-15'), '2026-03-01')).toBe('Overdue');
    // A customer's bank payment in flight is not late yet; a paid statement is not late.
    expect(invoiceStatus(row('invoice', 'Payment Pending', '2026-02-15'), '2026-03-01')).toBe('Payment Pending');
    expect(invoiceStatus(row('statement_of_income', 'Payment Success', '2026-02-15'), '2026-03-01')).toBe('Payment Success');
    expect(invoiceStatus(row('statement_of_income', 'Payment Pending', '2026-02-15'), '2026-02-15')).toBe('Payment Pending');
  });

  test('the CSV says what the screen says, row by row', async () => {
    const list = (await ctx.as('admin', { url: '/api/invoices?size=100', orgId })).json().content as Parameters<typeof invoiceStatus>[0][];
    const response = await ctx.as('admin', { url: '/api/invoices/csv', orgId });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = csvRows(response.body);
    const status = header.indexOf('Status');
    const shown = Object.fromEntries(rows.map((row) => [row[0], row[status]]));
    expect(shown).toEqual({
      'OVD-late-invoice': 'Overdue',
      'OVD-late-statement': 'Overdue',
      'OVD-paid-statement': 'Payment Success',
      'OVD-future-statement': 'Payment Pending',
    });
    expect(
      Object.fromEntries(list.map((invoice) => [`OVD-${Object.keys(ids).find((key) => ids[key] === invoice.invoiceId)}`, invoiceStatus(invoice)])),
    ).toEqual(shown);
  });

  test("the statement of income page lists the month's issued statements, and its PDF says the status the screen shows", async () => {
    const statement = await ctx.as('admin', { url: '/api/statements?period=2026-01', orgId });
    expect(statement.statusCode).toBe(200);
    const documents = statement.json().documents as { invoiceId: number; invoiceNumber: string; dueDate: string; status: string }[];
    expect(documents.map((d) => [d.invoiceNumber, invoiceStatus({ ...d, kind: 'statement_of_income' })])).toEqual([
      ['OVD-late-statement', 'Overdue'],
      ['OVD-paid-statement', 'Payment Success'],
      ['OVD-future-statement', 'Payment Pending'],
    ]);
    const pdf = pdfText((await ctx.as('admin', { url: '/api/statements/2026-01/pdf', orgId })).rawPayload);
    expect(pdf).toContain('Statement OVD-late-statement (USD), due 2026-02-15: Overdue');
    expect(pdf).toContain('Statement OVD-future-statement (USD), due 2999-12-31: Payment Pending');
  });

  test("the statement of income's PDF says Overdue", async () => {
    const response = await ctx.as('admin', { url: `/api/invoices/${ids['late-statement']}/pdf`, orgId });
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('Status: Overdue');
  });
});
