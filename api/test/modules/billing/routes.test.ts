import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Invoice {
  orgId: number;
  kind: string;
  status: string;
  totalMinor: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
}

const list = async (user: 'carrier' | 'broker' | 'owner' | 'admin' | 'dispatch', orgId: number, query = ''): Promise<Invoice[]> => {
  const response = await ctx.as(user, { url: `/api/invoices?size=100${query}`, orgId });
  expect(response.statusCode).toBe(200);
  return response.json().content;
};

describe('GET /api/invoices', () => {
  test('Northline sees only its own invoices, including a consolidated invoice for its network', async () => {
    const invoices = await list('carrier', ORG.northline);
    expect(invoices.every((invoice) => invoice.orgId === ORG.northline)).toBe(true);
    expect(invoices.some((invoice) => invoice.kind === 'consolidated')).toBe(true);
    const statuses = invoices.map((invoice) => invoice.status);
    for (const status of ['Unpaid', 'Partially Paid', 'Payment Success', 'To be Paid']) expect(statuses).toContain(status);
  });

  test('Eastbound sees only its own', async () => {
    const invoices = await list('broker', ORG.eastbound);
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((invoice) => invoice.orgId === ORG.eastbound)).toBe(true);
  });

  test('Prairie sees its statements of income', async () => {
    const invoices = await list('owner', ORG.prairie, '&kind=statement_of_income');
    expect(invoices.length).toBeGreaterThanOrEqual(3);
    expect(invoices.every((invoice) => invoice.orgId === ORG.prairie && invoice.kind === 'statement_of_income')).toBe(true);
  });

  test('the platform sees every organisation’s invoices', async () => {
    // Every lot owner with bookings has its statements of income; the carriers and the broker their invoices.
    const orgs = new Set((await list('admin', ORG.platform)).map((invoice) => invoice.orgId));
    expect(orgs).toEqual(new Set([ORG.prairie, ORG.northline, ORG.eastbound, ORG.lakeshore, ORG.cascade]));
  });

  test('the status filter narrows the list; an unknown status answers 400', async () => {
    const unpaid = await list('carrier', ORG.northline, '&status=Unpaid');
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((invoice) => invoice.status === 'Unpaid')).toBe(true);
    expect((await ctx.as('carrier', { url: '/api/invoices?status=Whatever', orgId: ORG.northline })).statusCode).toBe(400);
  });

  test('DESIGN §3: money in integer minor units with a currency; dates as YYYY-MM-DD', async () => {
    for (const invoice of await list('admin', ORG.platform)) {
      expect(Number.isInteger(invoice.totalMinor)).toBe(true);
      expect(['USD', 'CAD']).toContain(invoice.currency);
      expect(invoice.periodStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(invoice.dueDate >= invoice.periodEnd).toBe(true);
    }
  });

  test('a user of one organisation cannot read another’s invoices by switching X-Org-Id', async () => {
    expect((await ctx.as('dispatch', { url: '/api/invoices', orgId: ORG.eastbound })).statusCode).toBe(403);
  });
});
