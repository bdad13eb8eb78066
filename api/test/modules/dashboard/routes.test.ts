import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/dashboard/counts', () => {
  test('SPEC §3: answers the five counts for the current organisation', async () => {
    const response = await ctx.as('carrier', { url: '/api/dashboard/counts', orgId: ORG.northline });
    expect(response.statusCode).toBe(200);
    const counts = response.json();
    expect(Object.keys(counts).sort()).toEqual(['activeReservations', 'drivers', 'failedPayments', 'parkingLots', 'pendingPayments']);
    const drivers = await ctx.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM drivers WHERE org_id = $1 AND status = 'Active'`, [
      ORG.northline,
    ]);
    expect(counts.drivers).toBe(drivers.rows[0].count);
    const lots = (await ctx.as('carrier', { url: '/api/parkingLots', orgId: ORG.northline })).json().totalElements;
    expect(counts.parkingLots).toBe(lots);
    const active =
      (await ctx.as('carrier', { url: '/api/reservations?status=Booked', orgId: ORG.northline })).json().totalElements +
      (await ctx.as('carrier', { url: '/api/reservations?status=Upcoming', orgId: ORG.northline })).json().totalElements;
    expect(counts.activeReservations).toBe(active);
  });

  test('an owner counts its own lots and no drivers', async () => {
    const counts = (await ctx.as('owner', { url: '/api/dashboard/counts' })).json();
    expect(counts.parkingLots).toBe((await ctx.as('owner', { url: '/api/parkingLots' })).json().totalElements);
    expect(counts.drivers).toBe(0);
    expect(counts.activeReservations).toBeGreaterThan(0);
  });

  test('organisations are counted apart: Eastbound’s counts differ from Northline’s', async () => {
    const northline = (await ctx.as('carrier', { url: '/api/dashboard/counts', orgId: ORG.northline })).json();
    const eastbound = (await ctx.as('carrier', { url: '/api/dashboard/counts', orgId: ORG.eastbound })).json();
    expect(eastbound.drivers).not.toBe(northline.drivers);
  });

  test('a non-member organisation answers 403', async () => {
    expect((await ctx.as('owner', { url: '/api/dashboard/counts', orgId: ORG.northline })).statusCode).toBe(403);
  });
});
