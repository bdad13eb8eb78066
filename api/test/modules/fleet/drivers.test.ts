import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Driver {
  driverId: number;
  orgId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  employeeId: string | null;
  driverType: string;
  status: string;
  language: string | null;
}

const valid = { firstName: 'Rosa', lastName: 'Quill', email: 'rosa@example.com', phone: '(403) 555-0100', employeeId: 'NL-900', driverType: 'Company' };

const create = (body: object, user: 'carrier' | 'broker' | 'owner' = 'carrier') => ctx.as(user, { method: 'POST', url: '/api/drivers', payload: body });

describe('/api/drivers', () => {
  test('a carrier lists its own drivers only, paged 10 by default', async () => {
    const res = await ctx.as('carrier', { url: '/api/drivers' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.size).toBe(10);
    expect(page.totalElements).toBeGreaterThanOrEqual(8);
    expect(page.content.every((d: Driver) => d.orgId === ORG.northline)).toBe(true);
  });

  test('search matches part of a name or employee id', async () => {
    const all: Driver[] = (await ctx.as('carrier', { url: '/api/drivers?size=100' })).json().content;
    const target = all[0];
    const found: Driver[] = (await ctx.as('carrier', { url: `/api/drivers?search=${encodeURIComponent(target.lastName.slice(0, 4))}` })).json().content;
    expect(found.map((d) => d.driverId)).toContain(target.driverId);
    const byEmployee: Driver[] = (await ctx.as('carrier', { url: '/api/drivers?search=NL-001' })).json().content;
    expect(byEmployee.map((d) => d.employeeId)).toEqual(['NL-001']);
  });

  test('creates a driver with its phone stored as digits, reads, edits, deactivates and deletes it', async () => {
    const created = await create(valid);
    expect(created.statusCode).toBe(201);
    const driver: Driver = created.json();
    expect(driver).toMatchObject({ orgId: ORG.northline, firstName: 'Rosa', phone: '4035550100', status: 'Active' });
    expect((await ctx.as('carrier', { url: `/api/drivers/${driver.driverId}` })).json().lastName).toBe('Quill');

    const edited = await ctx.as('carrier', {
      method: 'PUT',
      url: `/api/drivers/${driver.driverId}`,
      payload: { ...valid, lastName: 'Quillon', status: 'Inactive' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ lastName: 'Quillon', status: 'Inactive' });

    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/drivers/${driver.driverId}` })).statusCode).toBe(204);
    expect((await ctx.as('carrier', { url: `/api/drivers/${driver.driverId}` })).statusCode).toBe(404);
    // Its employee id is free again.
    expect((await create(valid)).statusCode).toBe(201);
  });

  test.each([
    [{ firstName: '' }, 'Enter First Name'],
    [{ lastName: 'x'.repeat(64) }, 'Must be less than 64 characters'],
    [{ phone: '12345678' }, 'Phone number must be 9 or 10 digits'],
    [{ phone: '12345678901' }, 'Phone number must be 9 or 10 digits'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
  ])('SPEC §5 refuses %j with "%s"', async (change, message) => {
    const res = await create({ ...valid, employeeId: null, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: message });
  });

  test("a driver's language is set, kept by a PUT that leaves it out, cleared, and only 'en', 'fr' or 'es'", async () => {
    const created = await create({ ...valid, employeeId: null, language: 'fr' });
    expect(created.statusCode).toBe(201);
    const driver: Driver = created.json();
    expect(driver.language).toBe('fr');
    expect((await ctx.as('carrier', { url: `/api/drivers/${driver.driverId}` })).json().language).toBe('fr');

    const put = (payload: object) => ctx.as('carrier', { method: 'PUT', url: `/api/drivers/${driver.driverId}`, payload });
    const toSpanish = await put({ ...valid, employeeId: null, language: 'es' });
    expect(toSpanish.statusCode).toBe(200);
    expect(toSpanish.json().language).toBe('es');
    expect((await put({ ...valid, employeeId: null })).json().language).toBe('es');
    expect((await put({ ...valid, employeeId: null, language: null })).json().language).toBeNull();

    const german = await ctx.as('carrier', {
      method: 'PUT',
      url: `/api/drivers/${driver.driverId}`,
      payload: { ...valid, employeeId: null, language: 'de' },
      headers: { 'accept-language': 'en' },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessage: 'Choose one of the options', errorField: 'language' });
    expect((await ctx.as('carrier', { url: `/api/drivers/${driver.driverId}` })).json().language).toBeNull();
    const createdGerman = await create({ ...valid, employeeId: null, language: 'de' });
    expect(createdGerman.statusCode).toBe(400);
    expect(createdGerman.json().errorMessage).toBe('Choose one of the options');
    // Without a language a new driver reads English.
    expect((await create({ ...valid, employeeId: null })).json().language).toBeNull();
  });

  test('an employee id is unique within the organisation', async () => {
    const res = await create({ ...valid, employeeId: 'NL-001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toMatch(/NL-001/);
  });

  test("another organisation's driver answers 404 to read, edit and delete", async () => {
    const brokers: Driver[] = (await ctx.as('broker', { url: '/api/drivers' })).json().content;
    const theirs = brokers[0];
    expect(theirs.orgId).toBe(ORG.eastbound);
    expect((await ctx.as('carrier', { url: `/api/drivers/${theirs.driverId}` })).statusCode).toBe(404);
    expect((await ctx.as('carrier', { method: 'PUT', url: `/api/drivers/${theirs.driverId}`, payload: valid })).statusCode).toBe(404);
    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/drivers/${theirs.driverId}` })).statusCode).toBe(404);
    expect((await ctx.as('broker', { url: `/api/drivers/${theirs.driverId}` })).statusCode).toBe(200);
  });

  test('drivers belong to carriers and brokers: a parking lot owner neither lists nor creates one', async () => {
    expect((await ctx.as('owner', { url: '/api/drivers' })).statusCode).toBe(403);
    expect((await create(valid, 'owner')).statusCode).toBe(403);
  });

  test('the platform sees every fleet', async () => {
    const page = (await ctx.as('admin', { url: '/api/drivers?size=100', orgId: ORG.platform })).json();
    const orgs = new Set(page.content.map((d: Driver) => d.orgId));
    expect(orgs.has(ORG.eastbound) && orgs.has(ORG.northline)).toBe(true);
  });

  test('without a session the list answers 401', async () => {
    expect((await ctx.app.inject({ url: '/api/drivers' })).statusCode).toBe(401);
  });
});
