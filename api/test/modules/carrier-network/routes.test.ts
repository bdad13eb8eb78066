import { lastMailTo } from '../../helpers/outbox';
import { createTestContext, ORG, type DemoUser, type TestContext } from '../../helpers/test-app';

/** Timberline Transport, Northline's invited sub-carrier (seed-data). */
const TIMBERLINE = 12;
let ctx: TestContext;
let truckTypeId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM asset_types WHERE name = 'Truck'`);
  truckTypeId = rows[0].id;
});
afterAll(() => ctx.close());

const carriers = '/api/carrierNetwork/carriers';
const call = (user: DemoUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, orgId: number = ORG.northline) =>
  ctx.as(user, { method, url, payload, orgId });
const add = (payload: Record<string, unknown>) => call('carrier', 'POST', carriers, payload);
const asset = (vin: string) => ({ vin, licensePlate: 'net 100', assetTypeId: truckTypeId, makeYear: '2021' });

describe('GET /api/carrierNetwork/carriers', () => {
  test('a carrier with its network enabled lists its sub-carriers with their status (Joined, Invited)', async () => {
    const response = await call('carrier', 'GET', carriers);
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(response.json().content.map((c: { orgName: string; networkStatus: string }) => [c.orgName, c.networkStatus]));
    expect(byName).toEqual({ 'Ridgeway Haulers': 'Joined', 'Timberline Transport': 'Invited' });
  });

  test('a user of the carrier reads the network too; the platform acting as itself sees every network', async () => {
    expect((await call('dispatch', 'GET', carriers)).statusCode).toBe(200);
    const platform = await call('admin', 'GET', carriers, undefined, ORG.platform);
    expect(platform.statusCode).toBe(200);
    expect(platform.json().totalElements).toBeGreaterThanOrEqual(2);
  });

  test('an organisation whose network is not enabled is refused (403)', async () => {
    const broker = await call('carrier', 'GET', carriers, undefined, ORG.eastbound);
    expect(broker.statusCode).toBe(403);
    // The one access rule refuses it (the carrier network items need the organisation's network enabled).
    expect(broker.json().errorCode).toBe('FORBIDDEN');
    expect((await call('admin', 'GET', carriers, undefined, ORG.mapleLeaf)).statusCode).toBe(403);
    expect((await call('owner', 'GET', carriers, undefined, ORG.prairie)).statusCode).toBe(403);
  });
});

describe('POST /api/carrierNetwork/carriers', () => {
  test('adds a sub-carrier by DOT number (Invited) and mails an invitation to its contact', async () => {
    const response = await add({ dotNumber: '55500011', orgName: 'Prairie Wind Trucking', email: 'Ops@PrairieWind.test' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      orgName: 'Prairie Wind Trucking',
      dotNumber: '55500011',
      email: 'ops@prairiewind.test',
      networkStatus: 'Invited',
      parentSaasOrgId: ORG.northline,
      assetCount: 0,
    });
    const mail = await lastMailTo(ctx.config.dataDir, 'ops@prairiewind.test');
    expect(mail?.subject).toBe('You are invited to Prairie Wind Trucking on Haulstop');
    expect(mail?.link).toMatch(/\/acceptInvitation\?token=[A-Za-z0-9_-]{43}$/);
    const listed = await call('carrier', 'GET', `${carriers}?search=Prairie%20Wind`);
    expect(listed.json().content.map((c: { saasOrgId: number }) => c.saasOrgId)).toEqual([response.json().saasOrgId]);
  });

  test('SPEC §8: a DOT number already registered is refused', async () => {
    const response = await add({ dotNumber: '31415926', orgName: 'Copy Cat', email: 'copy@cat.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'DOT_ALREADY_REGISTERED', errorMessage: 'DOT number is already registered' });
  });

  test('SPEC §8: a DOT number with the same root as one registered cannot be added', async () => {
    const response = await add({ dotNumber: '3141592601', orgName: 'Root Cousin', email: 'root@cousin.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'DOT_SAME_ROOT', errorMessage: 'A DOT number with the same root cannot be added' });
  });

  test('SPEC §8: a parking lot owner cannot be added as carrier', async () => {
    const response = await add({ dotNumber: '55500022', orgName: 'Prairie Parking', email: 'owner@haulstop.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'PARKING_LOT_OWNER_NOT_CARRIER', errorMessage: 'A parking lot owner cannot be added as a carrier' });
  });

  test('DOT number 8 to 12 digits, a name and a valid e-mail are required', async () => {
    expect((await add({ dotNumber: '1234567', orgName: 'Short', email: 'a@b.test' })).json().errorMessage).toBe('DOT number must be 8 to 12 digits');
    expect((await add({ dotNumber: '55500033', orgName: ' ', email: 'a@b.test' })).json().errorMessage).toBe('Enter Organization Name');
    expect((await add({ dotNumber: '55500033', orgName: 'Nope', email: 'nope' })).json().errorMessage).toBe('Enter a valid email address');
  });

  test('a carrier without the network enabled cannot add (403)', async () => {
    expect((await call('carrier', 'POST', carriers, { dotNumber: '55500044', orgName: 'X Co', email: 'x@co.test' }, ORG.eastbound)).statusCode).toBe(403);
  });
});

describe('GET/PUT /api/carrierNetwork/carriers/{saasOrgId}', () => {
  test('the parent reads and renames its sub-carrier', async () => {
    expect((await call('carrier', 'GET', `${carriers}/${ORG.ridgeway}`)).json()).toMatchObject({ orgName: 'Ridgeway Haulers', dotNumber: '16180339' });
    const updated = await call('carrier', 'PUT', `${carriers}/${ORG.ridgeway}`, { orgName: 'Ridgeway Haulers West', dotNumber: '16180339' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().orgName).toBe('Ridgeway Haulers West');
  });

  test('changing the DOT number applies the SPEC §8 refusals', async () => {
    const response = await call('carrier', 'PUT', `${carriers}/${ORG.ridgeway}`, { orgName: 'Ridgeway Haulers', dotNumber: '2236067999' });
    expect(response.json().errorCode).toBe('DOT_SAME_ROOT');
  });

  test('tenant isolation: another parent reads and writes only its own sub-carriers (404)', async () => {
    await ctx.db.query(`UPDATE organizations SET is_org_network_config_enabled = true WHERE id = $1`, [ORG.mapleLeaf]);
    const asMapleLeaf = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) => call('admin', method, url, payload, ORG.mapleLeaf);
    expect((await asMapleLeaf('GET', carriers)).json().totalElements).toBe(0);
    expect((await asMapleLeaf('GET', `${carriers}/${ORG.ridgeway}`)).statusCode).toBe(404);
    expect((await asMapleLeaf('PUT', `${carriers}/${ORG.ridgeway}`, { orgName: 'Taken', dotNumber: '16180339' })).statusCode).toBe(404);
    expect((await asMapleLeaf('GET', `${carriers}/${ORG.ridgeway}/assets`)).statusCode).toBe(404);
    expect((await asMapleLeaf('POST', `${carriers}/${ORG.ridgeway}/assets`, asset('1HGBH41J5MN109001'))).statusCode).toBe(404);
    // Not a sub-carrier at all: an organisation that is nobody's child is not found either.
    expect((await call('carrier', 'GET', `${carriers}/${ORG.mapleLeaf}`)).statusCode).toBe(404);
  });
});

describe('/api/carrierNetwork/carriers/{saasOrgId}/assets', () => {
  test("lists the sub-carrier's assets and adds one with the fleet rules", async () => {
    const before = (await call('carrier', 'GET', `${carriers}/${TIMBERLINE}/assets`)).json();
    expect(before.totalElements).toBeGreaterThan(0);
    const created = await call('carrier', 'POST', `${carriers}/${TIMBERLINE}/assets`, asset('1hgbh41jxmn109186'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ orgId: TIMBERLINE, vin: '1HGBH41JXMN109186', licensePlate: 'NET 100' });
    expect((await call('carrier', 'GET', `${carriers}/${TIMBERLINE}/assets`)).json().totalElements).toBe(before.totalElements + 1);
    const bad = await call('carrier', 'POST', `${carriers}/${TIMBERLINE}/assets`, asset('SHORT'));
    expect(bad.json().errorMessage).toBe('VIN must be exactly 17 characters');
  });

  test("edits and deletes a sub-carrier's asset; another organisation's asset id is not found", async () => {
    const created = (await call('carrier', 'POST', `${carriers}/${ORG.ridgeway}/assets`, asset('1HGBH41J0MN109200'))).json();
    const url = `${carriers}/${ORG.ridgeway}/assets/${created.assetId}`;
    expect((await call('carrier', 'PUT', url, { ...asset('1HGBH41J0MN109200'), color: 'Red' })).json().color).toBe('Red');
    expect((await call('carrier', 'PUT', `${carriers}/${TIMBERLINE}/assets/${created.assetId}`, asset('1HGBH41J0MN109200'))).statusCode).toBe(404);
    expect((await call('carrier', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('carrier', 'DELETE', url)).statusCode).toBe(404);
  });
});
