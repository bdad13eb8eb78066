import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const valid = (over: Record<string, unknown> = {}) => ({
  code: `SAVE${Math.floor(Math.random() * 1e8)}`,
  type: 'PERCENTAGE',
  value: 10,
  maxUsesPerCode: 100,
  totalValueMinor: 100000,
  maxCapMinor: 2500,
  validFrom: inDays(-1),
  validTo: inDays(30),
  ...over,
});
const create = (body: Record<string, unknown>, user: 'owner' | 'carrier' | 'manager' | 'admin' = 'owner') =>
  ctx.as(user, { method: 'POST', url: '/api/discountCodes', payload: body });
const list = (user: 'owner' | 'carrier' | 'broker' | 'manager' | 'admin', query = '') => ctx.as(user, { url: `/api/discountCodes?size=100${query}` });

describe('GET /api/discountCodes', () => {
  test('an owner sees its codes with usage and what is left, in every state (seeded: Active, Scheduled, Expired, Used up)', async () => {
    const response = await list('owner');
    expect(response.statusCode).toBe(200);
    const codes = response.json().content as {
      code: string;
      status: string;
      usageCount: number;
      remainingUses: number | null;
      remainingValueMinor: number | null;
      totalValueMinor: number | null;
      usedValueMinor: number;
      ownerOrgId: number;
    }[];
    expect(new Set(codes.map((c) => c.status))).toEqual(new Set(['Active', 'Scheduled', 'Expired', 'Used up']));
    for (const code of codes) {
      expect(code.ownerOrgId).toBe(ORG.prairie);
      if (code.totalValueMinor !== null) expect(code.remainingValueMinor).toBe(Math.max(0, code.totalValueMinor - code.usedValueMinor));
    }
    const winter = codes.find((c) => c.code === 'WINTER10')!;
    expect(winter).toMatchObject({ status: 'Active', usageCount: 63, remainingUses: 500 - 63 });
    expect(codes.find((c) => c.code === 'FLASH50')).toMatchObject({ status: 'Used up', remainingUses: 0 });
    expect(codes.find((c) => c.code === 'REGINA5OFF')).toMatchObject({ type: 'FIXED', value: 500, currency: 'CAD', parkingLotNames: ['Prairie Stop Regina'] });
  });

  test("a carrier and a broker list only their own organisation's codes (none), never an owner's", async () => {
    for (const user of ['carrier', 'broker'] as const) {
      const codes = (await list(user)).json().content as { code: string; status: string }[];
      expect(codes).toEqual([]);
    }
  });

  test('SPEC §6: a Manager never sees discount codes (403)', async () => {
    const response = await list('manager');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorMessage).toBe('Your role in this organisation does not allow this');
  });

  test('search by code', async () => {
    const codes = (await list('owner', '&search=winter')).json().content as { code: string }[];
    expect(codes.map((c) => c.code)).toEqual(['WINTER10']);
  });
});

describe('POST /api/discountCodes', () => {
  test('an owner creates a percentage code limited to one of its lots: 201 with the DESIGN §7 fields', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1 AND status = 'Active' ORDER BY id LIMIT 1`, [
      ORG.prairie,
    ]);
    const response = await create(valid({ code: 'spring15', value: 15, parkingLotIds: [rows[0].id] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: 'spring15',
      type: 'PERCENTAGE',
      value: 15,
      maxUsesPerCode: 100,
      totalValueMinor: 100000,
      maxCapMinor: 2500,
      usageCount: 0,
      remainingValueMinor: 100000,
      parkingLotIds: [rows[0].id],
      status: 'Active',
    });
  });

  test('a fixed amount in minor units, and a code that starts later is Scheduled', async () => {
    const response = await create(valid({ type: 'FIXED', value: 750, currency: 'CAD', validFrom: inDays(5), validTo: inDays(40) }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'FIXED', value: 750, currency: 'CAD', status: 'Scheduled' });
  });

  test.each([
    ['a code under 6 characters', { code: 'AB12' }],
    ['a code with a dash', { code: 'SAVE-10' }],
    ['a percentage over 100', { value: 120 }],
    ['a fixed amount of 0', { type: 'FIXED', value: 0 }],
    ['an end before the start', { validFrom: inDays(10), validTo: inDays(5) }],
  ])('SPEC §5: %s is a 400 with its message, and nothing is written', async (_label, over) => {
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM discount_codes')).rows[0].n;
    const response = await create(valid(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toEqual(expect.any(String));
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM discount_codes')).rows[0].n).toBe(before);
  });

  test('the same code in another case is taken: 409', async () => {
    const response = await create(valid({ code: 'winter10' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('ALREADY_EXISTS');
  });

  test("another owner's lot cannot be named: 400", async () => {
    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id <> $1 ORDER BY id LIMIT 1`, [ORG.prairie]);
    const response = await create(valid({ parkingLotIds: [rows[0].id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('A code can be limited only to your own parking lots');
  });

  test('carriers and brokers read but never write (403); a Manager neither (403)', async () => {
    expect((await create(valid(), 'carrier')).statusCode).toBe(403);
    expect((await create(valid(), 'manager')).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/discountCodes/{id}', () => {
  test("an owner edits and pauses its code; another organisation's id is a 404", async () => {
    const created = (await create(valid())).json();
    const updated = await ctx.as('owner', {
      method: 'PUT',
      url: `/api/discountCodes/${created.discountCodeId}`,
      payload: valid({ code: created.code, value: 25, active: false }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ value: 25, status: 'Inactive' });
    // Lakeshore's owner admin is not Prairie: the id is not found for them.
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO discount_codes (org_id, code, discount_type, percentage, currency, valid_from, valid_to) VALUES ($1, 'OTHERS123', 'percentage', 5, 'USD', now(), now() + interval '5 days') RETURNING id`,
      [ORG.lakeshore],
    );
    expect((await ctx.as('owner', { method: 'PUT', url: `/api/discountCodes/${rows[0].id}`, payload: valid() })).statusCode).toBe(404);
    expect((await ctx.as('owner', { method: 'DELETE', url: `/api/discountCodes/${rows[0].id}` })).statusCode).toBe(404);
  });

  test('a removed code leaves the list but keeps its row (the bookings that used it still name it)', async () => {
    const created = (await create(valid())).json();
    expect((await ctx.as('owner', { method: 'DELETE', url: `/api/discountCodes/${created.discountCodeId}` })).statusCode).toBe(204);
    const codes = (await list('owner')).json().content as { discountCodeId: number }[];
    expect(codes.map((c) => c.discountCodeId)).not.toContain(created.discountCodeId);
    expect((await ctx.db.query<{ status: string }>('SELECT status FROM discount_codes WHERE id = $1', [created.discountCodeId])).rows[0].status).toBe(
      'Deleted',
    );
    expect((await ctx.as('owner', { method: 'PUT', url: `/api/discountCodes/${created.discountCodeId}`, payload: valid() })).statusCode).toBe(404);
  });
});

describe('limits cannot go below what was used', () => {
  test('WINTER10 (63 uses) cannot be limited to 10 uses: a 400 that says why', async () => {
    const winter = ((await list('owner', '&search=WINTER10')).json().content as { discountCodeId: number; validFrom: string; validTo: string }[])[0];
    const response = await ctx.as('owner', {
      method: 'PUT',
      url: `/api/discountCodes/${winter.discountCodeId}`,
      payload: valid({ code: 'WINTER10', maxUsesPerCode: 10, validFrom: winter.validFrom, validTo: winter.validTo }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('The code has been used 63 times already; allow at least that many uses');
  });
});
