import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/**
 * GET /api/organization/{saasOrgId} answers the organisation the request acts in (X-Org-Id), like
 * its sub-paths: another of the caller's organisations is read by acting in it. The platform
 * organisation reads any.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const status = async (user: 'carrier' | 'admin' | 'broker', saasOrgId: number, actingIn?: number, path = '') =>
  (await ctx.as(user, { url: `/api/organization/${saasOrgId}${path}`, orgId: actingIn })).statusCode;

describe('GET /api/organization/{saasOrgId}: the current organisation only', () => {
  test("a member of two organisations acting in one gets 404 for the other, as the other's sub-paths answer", async () => {
    // carrier@ is an admin of Northline and of Eastbound.
    expect(await status('carrier', ORG.northline, ORG.northline)).toBe(200);
    expect(await status('carrier', ORG.eastbound, ORG.eastbound)).toBe(200);
    expect(await status('carrier', ORG.eastbound, ORG.northline)).toBe(404);
    expect(await status('carrier', ORG.northline, ORG.eastbound)).toBe(404);
    expect(await status('carrier', ORG.eastbound, ORG.northline, '/profile')).toBe(404);
    const refused = await ctx.as('carrier', { url: `/api/organization/${ORG.eastbound}`, orgId: ORG.northline });
    expect(refused.json()).toEqual({ statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: 'Organisation not found' });
    // Without X-Org-Id the request acts in the caller's first organisation.
    expect(await status('carrier', ORG.northline)).toBe(200);
    expect(await status('carrier', ORG.eastbound)).toBe(404);
  });

  test('the platform organisation reads any; a platform admin acting in an organisation reads that one', async () => {
    expect(await status('admin', ORG.ridgeway, ORG.platform)).toBe(200);
    expect(await status('admin', ORG.prairie)).toBe(200);
    expect(await status('admin', ORG.northline, ORG.northline)).toBe(200);
    expect(await status('admin', ORG.prairie, ORG.northline)).toBe(404);
  });

  test('a non-member naming an organisation in X-Org-Id gets 404, never the record', async () => {
    expect(await status('broker', ORG.northline, ORG.northline)).toBe(404);
  });
});
