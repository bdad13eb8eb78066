import { createTestContext, ORG, type TestContext } from './helpers/test-app';

/**
 * Reproductions, one per defect: the API refuses what DESIGN §3 and SPEC §6 refuse,
 * whatever the console shows. (Every route × role is in role-matrix.test.ts; these check the
 * records are untouched too.)
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('"Manager reads and pays invoices": SPEC §6 hides invoices from the Manager, on the API too', () => {
  test('GET /api/invoices, /csv, /{id}, /{id}/pdf answer 403 to manager@haulstop.test; the owner admin reads them', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM invoices WHERE org_id = $1 ORDER BY id LIMIT 1`, [ORG.prairie]);
    const invoiceId = rows[0]?.id ?? 999999;
    for (const url of ['/api/invoices', '/api/invoices/csv', `/api/invoices/${invoiceId}`, `/api/invoices/${invoiceId}/pdf`]) {
      const response = await ctx.as('manager', { url, orgId: ORG.prairie });
      expect([url, response.statusCode, response.json().errorCode]).toEqual([url, 403, 'FORBIDDEN']);
    }
    expect((await ctx.as('owner', { url: '/api/invoices', orgId: ORG.prairie })).statusCode).toBe(200);
  });

  test('POST /api/invoices/{id}/payments with a declined card: 403 to the Manager, and the invoice keeps its status', async () => {
    const { rows } = await ctx.db.query<{ id: number; status: string }>(
      `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date)
       VALUES ('T-ROLE-26', $1, 'invoice', current_date, current_date, 'Unpaid', 5000, 'USD', current_date + 30) RETURNING id, status`,
      [ORG.prairie],
    );
    const response = await ctx.as('manager', {
      method: 'POST',
      url: `/api/invoices/${rows[0].id}/payments`,
      orgId: ORG.prairie,
      payload: { amountMinor: 5000, payment: { method: 'CARD', cardNumber: '4000 0000 0000 0002' } },
    });
    expect(response.statusCode).toBe(403);
    const after = await ctx.db.query<{ status: string }>(`SELECT status FROM invoices WHERE id = $1`, [rows[0].id]);
    expect(after.rows[0].status).toBe('Unpaid');
  });
});

describe('"Manager invites an admin": a Manager never grants a role above its own (DESIGN §3: invitations are for admin)', () => {
  test('POST /api/organization/2/invitations {"role":"admin"} as manager@haulstop.test → 403, no invitation made', async () => {
    for (const role of ['admin', 'Manager', 'user']) {
      const response = await ctx.as('manager', {
        method: 'POST',
        url: `/api/organization/${ORG.prairie}/invitations`,
        orgId: ORG.prairie,
        payload: { loginId: `escalate-${role.toLowerCase()}@haulstop.test`, role },
      });
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
    const { rows } = await ctx.db.query(`SELECT 1 FROM invitations WHERE login_id LIKE 'escalate-%'`);
    expect(rows).toEqual([]);
  });

  test('the owner admin invites an admin (201): an admin grants up to its own role', async () => {
    const response = await ctx.as('owner', {
      method: 'POST',
      url: `/api/organization/${ORG.prairie}/invitations`,
      orgId: ORG.prairie,
      payload: { loginId: 'new-admin@prairie.test', role: 'admin' },
    });
    expect(response.statusCode).toBe(201);
  });

  test('the Manager neither reads the bank details nor edits the organisation (403); the profile it reads (200)', async () => {
    const base = `/api/organization/${ORG.prairie}`;
    expect((await ctx.as('manager', { url: `${base}/bankDetails`, orgId: ORG.prairie })).statusCode).toBe(403);
    const edit = await ctx.as('manager', { method: 'PUT', url: base, orgId: ORG.prairie, payload: { orgName: 'Taken Over', country: 'CA' } });
    expect(edit.statusCode).toBe(403);
    const profile = await ctx.as('manager', { url: `${base}/profile`, orgId: ORG.prairie });
    expect([profile.statusCode, profile.json().orgName]).toEqual([200, 'Prairie Truck Stops']);
  });
});

describe('"Every carrier and broker lists every owner\'s discount codes": a fleet never lists another organisation\'s codes', () => {
  test.each([
    ['broker', ORG.eastbound],
    ['carrier', ORG.northline],
  ] as const)("GET /api/discountCodes as %s lists only its own organisation's codes (none)", async (user, orgId) => {
    const response = await ctx.as(user, { url: '/api/discountCodes?size=100', orgId });
    expect(response.statusCode).toBe(200);
    const page = response.json() as { totalElements: number; content: { orgId?: number }[] };
    expect(page.totalElements).toBe(0);
    const owners = await ctx.as('owner', { url: '/api/discountCodes?size=100', orgId: ORG.prairie });
    expect((owners.json() as { totalElements: number }).totalElements).toBeGreaterThan(0);
  });
});

describe('"Organisation routes judge by the path, not the current organisation": /organization/{id}/* acts in the current organisation only', () => {
  test('with X-Org-Id: 3, carrier@haulstop.test reaching organisation 4 through /api/organization/4/* gets 404 and changes nothing', async () => {
    const base = `/api/organization/${ORG.eastbound}`;
    const before = (await ctx.as('carrier', { url: `${base}/profile`, orgId: ORG.eastbound })).json() as { orgName: string };
    const attempts = [
      { method: 'PUT' as const, url: base, payload: { orgName: 'Renamed Through Northline', country: 'US' } },
      { method: 'GET' as const, url: `${base}/bankDetails` },
      { method: 'GET' as const, url: `${base}/documents` },
      { method: 'GET' as const, url: `${base}/invitations` },
      { method: 'POST' as const, url: `${base}/invitations`, payload: { loginId: 'cross@org.test', role: 'admin' } },
    ];
    for (const attempt of attempts) {
      const response = await ctx.as('carrier', { ...attempt, orgId: ORG.northline });
      expect([attempt.method, attempt.url, response.statusCode]).toEqual([attempt.method, attempt.url, 404]);
    }
    const after = (await ctx.as('carrier', { url: `${base}/profile`, orgId: ORG.eastbound })).json() as { orgName: string };
    expect(after.orgName).toBe(before.orgName);
    // The same calls in organisation 4 (the current one) are answered.
    expect((await ctx.as('carrier', { url: `${base}/bankDetails`, orgId: ORG.eastbound })).statusCode).toBe(200);
  });

  test('without X-Org-Id the current organisation is the first membership: the platform admin reaches organisation 2 only by switching to it', async () => {
    expect((await ctx.as('admin', { url: `/api/organization/${ORG.prairie}/bankDetails` })).statusCode).toBe(404);
    expect((await ctx.as('admin', { url: `/api/organization/${ORG.prairie}/bankDetails`, orgId: ORG.prairie })).statusCode).toBe(200);
  });
});
