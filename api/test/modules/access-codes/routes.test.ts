import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lotId: number;
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
beforeAll(async () => {
  ctx = await createTestContext();
  lotId = (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1 ORDER BY id LIMIT 1`, [ORG.prairie])).rows[0].id;
});
afterAll(() => ctx.close());

const url = (suffix = '') => `/api/parkingLots/${lotId}/accessCodes${suffix}`;
const add = (payload: object, user: 'owner' | 'carrier' | 'admin' | 'manager' = 'owner', orgId?: number) =>
  ctx.as(user, { method: 'POST', url: url(), orgId, payload });

describe('access codes of a lot', () => {
  test('the owner adds a code with a validity window; it is listed Active', async () => {
    const response = await add({ code: 'NORTHGATE7', validFrom: at(-1), validTo: at(30) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ parkingLotId: lotId, code: 'NORTHGATE7', status: 'Active' });
    const listed = (await ctx.as('owner', { url: url('?size=100') })).json().content;
    expect(listed.find((c: { code: string }) => c.code === 'NORTHGATE7')).toMatchObject({ status: 'Active' });
  });

  test('a code past its window reads Expired; a removed one reads Removed and cannot be changed', async () => {
    const old = (await add({ code: 'OLDGATE1', validFrom: at(-10), validTo: at(-1) })).json();
    expect(old.status).toBe('Expired');
    const fresh = (await add({ code: 'TEMPGATE2', validFrom: at(1), validTo: at(2) })).json();
    expect((await ctx.as('owner', { method: 'DELETE', url: url(`/${fresh.accessCodeId}`) })).statusCode).toBe(204);
    const listed = (await ctx.as('owner', { url: url('?size=100') })).json().content as { code: string; status: string }[];
    expect(listed.find((c) => c.code === 'TEMPGATE2')?.status).toBe('Removed');
    const change = await ctx.as('owner', {
      method: 'PUT',
      url: url(`/${fresh.accessCodeId}`),
      payload: { code: 'TEMPGATE3', validFrom: at(1), validTo: at(3) },
    });
    expect(change.statusCode).toBe(409);
  });

  test.each([
    [{ code: 'x'.repeat(32), validFrom: at(0), validTo: at(1) }, 'Code must be less than 32 characters'],
    [{ code: 'GATE', validFrom: at(2), validTo: at(1) }, 'The end must be after the start'],
    [{ code: 'GATE', validFrom: at(1), validTo: at(1) }, 'The end must be after the start'],
    [{ code: ' ', validFrom: at(1), validTo: at(2) }, 'Enter the code, its start and its end'],
    [{ code: 'GATE', validFrom: 'monday', validTo: at(2) }, 'Enter a valid date'],
  ])('SPEC §5: %j is refused with "%s"', async (payload, message) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
  });

  test('the same code twice on one lot is a 409', async () => {
    await add({ code: 'TWICE123', validFrom: at(0), validTo: at(5) });
    const again = await add({ code: 'TWICE123', validFrom: at(0), validTo: at(5) });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('The code TWICE123 already exists for this lot');
  });

  test('never readable by another organisation: a carrier gets 403, another owner 404; the platform may', async () => {
    expect((await ctx.as('carrier', { url: url() })).statusCode).toBe(403);
    expect((await ctx.as('admin', { url: url(), orgId: ORG.lakeshore })).statusCode).toBe(404);
    expect((await add({ code: 'SNEAKY01', validFrom: at(0), validTo: at(1) }, 'admin', ORG.lakeshore)).statusCode).toBe(404);
    expect((await ctx.as('admin', { url: url(), orgId: ORG.platform })).statusCode).toBe(200);
    expect((await ctx.as('manager', { url: url() })).statusCode).toBe(200);
  });
});
