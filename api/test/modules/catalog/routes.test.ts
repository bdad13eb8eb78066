import { AMENITIES } from '@haulstop/shared/constants';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const KINDS = ['amenities', 'assetTypes', 'equipmentTypes'] as const;
const names = async (url: string) => ((await ctx.as('carrier', { url })).json().content as { name: string }[]).map((item) => item.name);

describe('catalogues: reading', () => {
  test('SPEC §3: the amenities catalogue holds the 20 amenities', async () => {
    const response = await ctx.as('owner', { url: '/api/amenities?size=100' });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBe(20);
    expect(new Set(response.json().content.map((item: { name: string }) => item.name))).toEqual(new Set(AMENITIES));
  });

  test.each(KINDS)('%s: every signed-in user reads it, paged 10 by default', async (kind) => {
    const response = await ctx.as('carrier', { url: `/api/${kind}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().size).toBe(10);
    expect(response.json().content.length).toBeGreaterThan(0);
  });

  test('search filters by name, whatever its case', async () => {
    expect(await names('/api/amenities?search=TRUCK')).toEqual(['Truck', 'Truck wash']);
  });

  test('without a session the catalogue answers 401', async () => {
    expect((await ctx.app.inject({ url: '/api/assetTypes' })).statusCode).toBe(401);
  });
});

describe('catalogues: writing is for the platform only', () => {
  test.each(KINDS)('%s: an owner, a carrier and a manager are refused with 403', async (kind) => {
    for (const user of ['owner', 'carrier', 'manager'] as const) {
      const response = await ctx.as(user, { method: 'POST', url: `/api/${kind}`, payload: { name: 'Not allowed' } });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('FORBIDDEN');
    }
    expect(await names(`/api/${kind}?search=Not allowed`)).toEqual([]);
  });

  test('the platform adds, renames, deactivates and deletes an asset type', async () => {
    const created = await ctx.as('admin', { method: 'POST', url: '/api/assetTypes', orgId: ORG.platform, payload: { name: '  Car   hauler ' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Car hauler', status: 'Active' });
    const id = created.json().id;

    const renamed = await ctx.as('admin', { method: 'PUT', url: `/api/assetTypes/${id}`, payload: { name: 'Auto hauler', status: 'Inactive' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'Auto hauler', status: 'Inactive' });
    expect(await names('/api/assetTypes?status=Inactive')).toEqual(['Auto hauler']);

    expect((await ctx.as('admin', { method: 'DELETE', url: `/api/assetTypes/${id}` })).statusCode).toBe(204);
    expect(await names('/api/assetTypes?search=hauler')).toEqual([]);
    expect((await ctx.as('admin', { method: 'DELETE', url: `/api/assetTypes/${id}` })).statusCode).toBe(404);
  });

  test('a name that exists already, in another case, is refused with a message naming it', async () => {
    const response = await ctx.as('admin', { method: 'POST', url: '/api/equipmentTypes', payload: { name: 'REEFER' } });
    expect(response.statusCode).toBe(201);
    const again = await ctx.as('admin', { method: 'POST', url: '/api/equipmentTypes', payload: { name: 'reefer' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'ALREADY_EXISTS', errorMessage: 'Equipment type "REEFER" already exists' });
  });

  test('a blank or over-long name is refused with 400 and nothing is written', async () => {
    const before = (await ctx.as('admin', { url: '/api/amenities' })).json().totalElements;
    const blank = await ctx.as('admin', { method: 'POST', url: '/api/amenities', payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errorMessage).toBe('Enter a name');
    const tooLong = await ctx.as('admin', { method: 'POST', url: '/api/amenities', payload: { name: 'x'.repeat(65) } });
    expect(tooLong.statusCode).toBe(400);
    expect((await ctx.as('admin', { url: '/api/amenities' })).json().totalElements).toBe(before);
  });

  test('an amenity a lot uses cannot be deleted (409), and renaming it renames it on every lot', async () => {
    const wifi = (await ctx.as('admin', { url: '/api/amenities?search=wifi' })).json().content[0];
    const refused = await ctx.as('admin', { method: 'DELETE', url: `/api/amenities/${wifi.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('IN_USE');

    const lotsWithWifi = async (name: string) =>
      ((await ctx.as('admin', { url: '/api/parkingLots?size=100' })).json().content as { amenities: string[] }[]).filter((lot) => lot.amenities.includes(name))
        .length;
    const count = await lotsWithWifi('Wifi');
    expect(count).toBeGreaterThan(0);
    expect((await ctx.as('admin', { method: 'PUT', url: `/api/amenities/${wifi.id}`, payload: { name: 'Wi-Fi' } })).statusCode).toBe(200);
    expect(await lotsWithWifi('Wi-Fi')).toBe(count);
    expect((await ctx.as('admin', { method: 'PUT', url: `/api/amenities/${wifi.id}`, payload: { name: 'Wifi' } })).statusCode).toBe(200);
  });

  test('an unknown id answers 404', async () => {
    const response = await ctx.as('admin', { method: 'PUT', url: '/api/amenities/99999', payload: { name: 'Ghost' } });
    expect(response.statusCode).toBe(404);
  });
});
