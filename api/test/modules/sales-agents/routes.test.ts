import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const agent = { name: 'Priya Natarajan', phone: '(306) 555-0177', email: 'Priya@Agents.test', commissionPercentage: 12.5, orgIds: [ORG.ridgeway] };
const create = (payload: Record<string, unknown>) => ctx.as('admin', { method: 'POST', url: '/api/salesAgents', payload });
const thisMonth = new Date().toISOString().slice(0, 7);

describe('sales agents (name, phone, e-mail, commission percentage) — platform only', () => {
  test('the platform adds an agent credited with the organisations they referred; phone kept as digits, e-mail lower case', async () => {
    const created = await create(agent);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Priya Natarajan',
      phone: '3065550177',
      email: 'priya@agents.test',
      commissionPercentage: 12.5,
      status: 'Active',
      organizations: [{ orgId: ORG.ridgeway, orgName: 'Ridgeway Haulers' }],
    });
    const list = (await ctx.as('admin', { url: '/api/salesAgents?search=priya' })).json();
    expect(list.totalElements).toBe(1);
    const updated = await ctx.as('admin', {
      method: 'PUT',
      url: `/api/salesAgents/${created.json().salesAgentId}`,
      payload: { ...agent, commissionPercentage: 8, orgIds: [] },
    });
    expect(updated.json()).toMatchObject({ commissionPercentage: 8, organizations: [] });
    expect((await ctx.as('admin', { method: 'DELETE', url: `/api/salesAgents/${created.json().salesAgentId}` })).statusCode).toBe(204);
    expect((await ctx.as('admin', { method: 'DELETE', url: `/api/salesAgents/${created.json().salesAgentId}` })).statusCode).toBe(404);
  });

  test('SPEC §5 rules: phone 9 or 10 digits, a valid e-mail, percentage not over 100 with at most 2 decimals', async () => {
    expect((await create({ ...agent, email: 'x1@agents.test', phone: '12345' })).json().errorMessage).toBe('Phone number must be 9 or 10 digits');
    expect((await create({ ...agent, email: 'not-an-email' })).json().errorMessage).toBe('Enter a valid email address');
    expect((await create({ ...agent, email: 'x2@agents.test', commissionPercentage: 100.5 })).statusCode).toBe(400);
    expect((await create({ ...agent, email: 'x3@agents.test', commissionPercentage: 7.125 })).json().errorMessage).toBe('Enter a valid number');
  });

  test('an organisation is credited to one agent; an e-mail belongs to one agent; the platform is no referral', async () => {
    expect((await create({ ...agent, email: 'other@agents.test', orgIds: [ORG.northline] })).json().errorCode).toBe('ORGANIZATION_HAS_AGENT');
    expect((await create({ ...agent, email: 'dana.whitfield@haulstop.test', orgIds: [] })).json().errorCode).toBe('SALES_AGENT_EMAIL_TAKEN');
    expect((await create({ ...agent, email: 'third@agents.test', orgIds: [ORG.platform] })).json().errorCode).toBe('UNKNOWN_ORGANIZATION');
  });

  test('organisations other than the platform get 403', async () => {
    expect((await ctx.as('carrier', { url: '/api/salesAgents', orgId: ORG.northline })).statusCode).toBe(403);
    expect((await ctx.as('owner', { url: `/api/salesAgents/commissions?period=${thisMonth}` })).statusCode).toBe(403);
    expect((await ctx.as('carrier', { method: 'POST', url: '/api/salesAgents', payload: agent, orgId: ORG.northline })).statusCode).toBe(403);
  });
});

describe('GET /api/salesAgents/commissions', () => {
  test("commission = percentage × the paid subscription invoices of the agent's organisations in the month, per currency, rounded once half away from zero", async () => {
    // Seeded: Dana Whitfield (10 %) credited for Northline (this month's 49.00 invoice paid) and Eastbound (refused: not counted).
    const { rows } = await ctx.db.query<{ total: number }>(
      `SELECT COALESCE(sum(total_minor), 0)::int AS total FROM invoices WHERE kind = 'subscription' AND org_id IN (3, 4, 12)
          AND status = 'Currently Recurring' AND to_char(period_start, 'YYYY-MM') = $1`,
      [thisMonth],
    );
    const answer = await ctx.as('admin', { url: `/api/salesAgents/commissions?period=${thisMonth}` });
    expect(answer.statusCode).toBe(200);
    const dana = answer.json().find((row: { name: string }) => row.name === 'Dana Whitfield');
    expect(dana).toMatchObject({ currency: 'USD', baseMinor: rows[0].total, commissionPercentage: 10, commissionMinor: Math.round(rows[0].total / 10) });
    // 12.5 % of 49.00 = 6.125 → 6.13 (half away from zero, once).
    const agentId = (await create({ ...agent, email: 'half@agents.test', orgIds: [ORG.ridgeway] })).json().salesAgentId;
    await ctx.db.query(
      `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date)
       VALUES ('SUB-T-1', $1, 'subscription', $2::date, $2::date, 'Currently Recurring', 4900, 'CAD', $2::date)`,
      [ORG.ridgeway, `${thisMonth}-01`],
    );
    const rowsAfter = (await ctx.as('admin', { url: `/api/salesAgents/commissions?period=${thisMonth}` })).json();
    expect(rowsAfter.find((row: { salesAgentId: number }) => row.salesAgentId === agentId)).toMatchObject({
      currency: 'CAD',
      baseMinor: 4900,
      commissionMinor: 613,
      invoiceCount: 1,
    });
    expect((await ctx.as('admin', { url: '/api/salesAgents/commissions?period=2026-13' })).statusCode).toBe(400);
  });
});
