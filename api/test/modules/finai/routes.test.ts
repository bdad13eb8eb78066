import { createTestContext, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ask = (question: string, user: 'admin' | 'owner' = 'admin') => ctx.as(user, { method: 'POST', url: '/api/finai/ask', payload: { question } });

describe('POST /api/finai/ask (answers from the database, with the table behind them)', () => {
  test("revenue by lot last month: one row per lot and currency, equal to the sum of that month's earning reservations", async () => {
    const response = await ask('revenue by lot last month');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ intent: 'revenueByLot', columns: ['lotName', 'ownerName', 'currency', 'reservations', 'amountMinor'] });
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    expect(answer.period).toMatchObject({ from: from.toISOString(), to: to.toISOString() });
    const { rows } = await ctx.db.query<{ currency: string; total: number; n: number }>(
      `SELECT currency, sum(amount_minor)::int AS total, count(*)::int AS n FROM reservations
        WHERE start_at >= $1 AND start_at < $2 AND status NOT IN ('Cancelled', 'Booking Failed', 'Failed', 'Refunded', 'Expired', 'Payment Failed', 'Recurring Failed')
        GROUP BY currency ORDER BY currency`,
      [from.toISOString(), to.toISOString()],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(answer.totals).toEqual(rows.map((r) => ({ currency: r.currency, amountMinor: r.total })));
    expect(answer.rows.reduce((sum: number, row: { reservations: number }) => sum + row.reservations, 0)).toBe(rows.reduce((sum, r) => sum + r.n, 0));
  });

  test('USD and CAD are never summed together', async () => {
    const answer = (await ask('revenue by owner')).json();
    const currencies = answer.totals.map((t: { currency: string }) => t.currency);
    expect(new Set(currencies).size).toBe(currencies.length);
    for (const row of answer.rows) expect(['USD', 'CAD']).toContain(row.currency);
  });

  test('unpaid invoices lists the invoices with money owed', async () => {
    const answer = (await ask('unpaid invoices')).json();
    expect(answer.intent).toBe('unpaidInvoices');
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices WHERE status IN ('Unpaid', 'Partially Paid', 'To be Paid', 'Payment Failed', 'Recurring Failed')`,
    );
    expect(answer.totalRows).toBe(rows[0].n);
    for (const row of answer.rows) expect(['Unpaid', 'Partially Paid', 'To be Paid', 'Payment Failed', 'Recurring Failed']).toContain(row.status);
  });

  test('a question it cannot answer says so and offers questions it can', async () => {
    const answer = (await ask('what is the weather')).json();
    expect(answer).toMatchObject({ intent: 'unknown', rows: [], columns: [] });
    expect(answer.suggestions).toContain('Revenue by lot last month');
  });

  test('its suggestions are in the language the console asks in (Accept-Language)', async () => {
    const inLanguage = async (language: string) =>
      (
        await ctx.as('admin', { method: 'POST', url: '/api/finai/ask', payload: { question: 'quel temps fait-il' }, headers: { 'accept-language': language } })
      ).json().suggestions;
    expect((await inLanguage('fr'))[0]).toBe('Revenus par stationnement le mois dernier');
    expect((await inLanguage('es-MX,es;q=0.9'))[4]).toBe('Facturas impagadas');
    expect((await inLanguage('de'))[0]).toBe('Revenue by lot last month');
  });

  test('an empty question is a 400 with the envelope', async () => {
    const response = await ask('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toMatch(/Ask a question/);
  });

  test('SPEC §2.5: only the internal admin account — an owner gets 403', async () => {
    const response = await ask('revenue by lot last month', 'owner');
    expect(response.statusCode).toBe(403);
  });
});
