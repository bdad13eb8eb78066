import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lotId: number;
let currency: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await ctx.db.query<{ id: number; currency: string }>(
    `SELECT id, currency FROM parking_lots WHERE owner_org_id = $1 AND status = 'Active' ORDER BY id LIMIT 1`,
    [ORG.prairie],
  );
  ({ id: lotId, currency } = rows[0]);
});
afterAll(() => ctx.close());

const put = (prices: unknown, user: 'owner' | 'carrier' | 'admin' = 'owner', orgId?: number) =>
  ctx.as(user, { method: 'PUT', url: `/api/parkingLots/${lotId}/prices`, orgId, payload: { prices } });

describe('PUT /api/parkingLots/{id}/prices', () => {
  test("DESIGN §7: the list replaces the lot's prices, in the lot's currency; a duration left out is no longer offered", async () => {
    const response = await put([
      { duration: '24 hrs', amountMinor: 4500 },
      { duration: 'Weekly', amountMinor: 26000 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().prices).toEqual([
      { duration: '24 hrs', amountMinor: 4500, currency },
      { duration: 'Weekly', amountMinor: 26000, currency },
    ]);
  });

  // A refusal names the entry it is about by its place in the list (the console puts it under that price).
  test.each([
    [
      [{ duration: 'Fortnight', amountMinor: 100 }],
      'prices[0].duration',
      'Unknown duration Fortnight: use 6 hrs, 12 hrs, 24 hrs, 36 hrs, Weekly, Monthly or Yearly',
    ],
    [
      [
        { duration: '6 hrs', amountMinor: 100 },
        { duration: '6 hrs', amountMinor: 200 },
      ],
      'prices[1].duration',
      '6 hrs is priced twice',
    ],
    [[{ duration: '6 hrs', amountMinor: -1 }], 'prices[0].amountMinor', 'A price must be more than 0'],
    // "a price of 0 is accepted"
    [
      [
        { duration: '6 hrs', amountMinor: 100 },
        { duration: '36 hrs', amountMinor: 0 },
      ],
      'prices[1].amountMinor',
      'A price must be more than 0',
    ],
    [
      [
        { duration: '36 hrs', amountMinor: 100 },
        { duration: '12 hrs', amountMinor: 100 },
        { duration: '6 hrs', amountMinor: 10.5 },
      ],
      'prices[2].amountMinor',
      'The 6 hrs price must be a whole number of cents up to 100000000',
    ],
  ])('%j is refused naming %s with "%s" and the prices stay as they were', async (prices, field, message) => {
    const before = (await ctx.as('owner', { url: `/api/parkingLots/${lotId}` })).json().prices;
    const response = await put(prices);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
    // The field is answered to a request that names its language, as every field refusal is (DESIGN §7).
    const named = await ctx.as('owner', { method: 'PUT', url: `/api/parkingLots/${lotId}/prices`, headers: { 'accept-language': 'en' }, payload: { prices } });
    expect(named.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorField: field, errorMessage: message });
    expect((await ctx.as('owner', { url: `/api/parkingLots/${lotId}` })).json().prices).toEqual(before);
  });

  test('a carrier cannot price a lot (403); another owner organisation does not find it (404)', async () => {
    expect((await put([], 'carrier')).statusCode).toBe(403);
    expect((await put([], 'admin', ORG.lakeshore)).statusCode).toBe(404);
  });
});
