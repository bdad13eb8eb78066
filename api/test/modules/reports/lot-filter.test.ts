import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/** A report filtered by one lot names a lot the organisation may report on: another owner's lot answers 404 (DESIGN §8), never an empty report. */
let ctx: TestContext;
let prairieLot: number;
let otherOwnersLot: number;
const RANGE = 'from=2026-01-01&to=2026-02-01';

beforeAll(async () => {
  ctx = await createTestContext();
  const lot = async (where: string) =>
    (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE ${where} AND status = 'Active' ORDER BY id LIMIT 1`, [ORG.prairie])).rows[0].id;
  prairieLot = await lot('owner_org_id = $1');
  otherOwnersLot = await lot('owner_org_id <> $1');
});
afterAll(() => ctx.close());

const get = (user: 'owner' | 'carrier' | 'admin', url: string, orgId: number) => ctx.as(user, { url, orgId });

describe('report lot filters', () => {
  test.each(['/api/reports/parkingLots', '/api/reports/parkingLots/csv', '/api/reports/reconciliation', '/api/reports/reconciliation/csv'])(
    "%s: the owner's own lot answers 200, another owner's lot and an unknown id 404",
    async (path) => {
      expect((await get('owner', `${path}?${RANGE}&parkingLotId=${prairieLot}`, ORG.prairie)).statusCode).toBe(200);
      const other = await get('owner', `${path}?${RANGE}&parkingLotId=${otherOwnersLot}`, ORG.prairie);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
      expect((await get('owner', `${path}?${RANGE}&parkingLotId=999999`, ORG.prairie)).statusCode).toBe(404);
    },
  );

  test("a carrier filters its payments by a lot it can book; an unknown lot answers 404; the platform filters by any owner's lot", async () => {
    expect((await get('carrier', `/api/reports/reconciliation?${RANGE}&parkingLotId=${otherOwnersLot}`, ORG.northline)).statusCode).toBe(200);
    expect((await get('carrier', `/api/reports/reconciliation?${RANGE}&parkingLotId=999999`, ORG.northline)).statusCode).toBe(404);
    expect((await get('admin', `/api/reports/parkingLots?${RANGE}&parkingLotId=${otherOwnersLot}`, ORG.platform)).statusCode).toBe(200);
  });
});
