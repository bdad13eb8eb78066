import { truckBody } from '../../helpers/bodies';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Asset {
  assetId: number;
  orgId: number;
  vin: string;
  licensePlate: string;
  assetTypeId: number | null;
  assetTypeName: string;
  equipmentTypeId: number | null;
  equipmentTypeName: string | null;
  makeYear: string | null;
  status: string;
}

let valid: Record<string, unknown>;
beforeAll(async () => {
  valid = await truckBody(ctx, '3akjhhdr9jsjx1234', 'nl-777');
});

const create = (body: object, user: 'carrier' | 'owner' = 'carrier') => ctx.as(user, { method: 'POST', url: '/api/assets', payload: body });

describe('/api/assets', () => {
  test('a carrier lists its own assets, with their catalogue type (existing rows keep theirs)', async () => {
    const page = (await ctx.as('carrier', { url: '/api/assets?size=100' })).json();
    expect(page.totalElements).toBeGreaterThanOrEqual(8);
    expect(page.content.every((a: Asset) => a.orgId === ORG.northline)).toBe(true);
    expect(page.content.every((a: Asset) => a.assetTypeId !== null)).toBe(true);
  });

  test('creates an asset with its VIN and plate upper-cased and catalogue names, edits and deletes it', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(201);
    const asset: Asset = res.json();
    expect(asset).toMatchObject({ vin: '3AKJHHDR9JSJX1234', licensePlate: 'NL-777', assetTypeName: 'Truck', equipmentTypeName: 'Dry van', makeYear: '2021' });

    const edited = await ctx.as('carrier', {
      method: 'PUT',
      url: `/api/assets/${asset.assetId}`,
      payload: { ...valid, equipmentTypeId: null, status: 'Inactive' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ equipmentTypeId: null, status: 'Inactive' });

    expect((await ctx.as('carrier', { url: `/api/assets?search=JSJX1234` })).json().content.map((a: Asset) => a.assetId)).toEqual([asset.assetId]);
    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/assets/${asset.assetId}` })).statusCode).toBe(204);
    expect((await ctx.as('carrier', { url: `/api/assets/${asset.assetId}` })).statusCode).toBe(404);
    // A deleted asset's VIN can be registered again.
    expect((await create(valid)).statusCode).toBe(201);
  });

  test.each([
    [{ vin: '3AKJHHDR7JSJX123' }, 'VIN must be exactly 17 characters'],
    [{ vin: '3AKJHHDR9JSJX12345' }, 'VIN must be exactly 17 characters'],
    [{ vin: '3AKJHHDR7JSJX12#4' }, 'VIN must be exactly 17 characters'],
    // "a VIN's check digit and the letters I, O, Q are not checked"
    [{ vin: '3AKJHHDR7JSJX1234' }, 'This VIN is not valid: its check digit (9th character) does not match'],
    [{ vin: '3AKJHHDR9JSJO1234' }, 'A VIN never contains the letters I, O or Q'],
    [{ makeYear: '21' }, 'Year must be 4 digits'],
    [{ assetTypeId: 99999 }, 'Choose an asset type from the catalogue'],
    [{ equipmentTypeId: 99999 }, 'Choose an equipment type from the catalogue'],
  ])('SPEC §5 refuses %j with "%s"', async (change, message) => {
    const res = await create({ ...valid, vin: '1FUJGLDR4CLBP0001', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessage: message });
  });

  test('a VIN is registered once per organisation', async () => {
    const existing: Asset = (await ctx.as('carrier', { url: '/api/assets' })).json().content[0];
    const res = await create({ ...valid, vin: existing.vin.toLowerCase() });
    expect(res.statusCode).toBe(409);
  });

  test("another organisation's asset answers 404", async () => {
    const theirs: Asset = (await ctx.as('broker', { url: '/api/assets' })).json().content[0];
    expect(theirs.orgId).toBe(ORG.eastbound);
    expect((await ctx.as('carrier', { url: `/api/assets/${theirs.assetId}` })).statusCode).toBe(404);
    expect((await ctx.as('carrier', { method: 'PUT', url: `/api/assets/${theirs.assetId}`, payload: valid })).statusCode).toBe(404);
    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/assets/${theirs.assetId}` })).statusCode).toBe(404);
  });

  test('a parking lot owner cannot create assets', async () => {
    expect((await create(valid, 'owner')).statusCode).toBe(403);
  });
});
