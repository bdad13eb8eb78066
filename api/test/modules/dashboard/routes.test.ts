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
    expect(Object.keys(counts).sort()).toEqual([
      'activeReservations',
      'drivers',
      'failedPayments',
      'parkingLots',
      'pendingPayments',
      'slotsBookedNow',
      'trucksOnLotNow',
    ]);
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

  test("an owner's trucks on its lots now (checked in, overstaying included) against the slots booked for this moment; a carrier sees its own", async () => {
    const before = (await ctx.as('owner', { url: '/api/dashboard/counts', orgId: ORG.prairie })).json();
    const booked = await ctx.db.query<{ slots: number }>(
      `SELECT COALESCE(sum(r.slots - r.released_slots), 0)::int AS slots FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
        WHERE l.owner_org_id = $1 AND r.status IN ('Upcoming', 'Booked', 'Partial Cancel', 'Pending Payment', 'Payment Pending') AND r.start_at <= now() AND r.end_at > now()`,
      [ORG.prairie],
    );
    expect(before.slotsBookedNow).toBe(booked.rows[0].slots);
    const entries = (
      await ctx.db.query<{ id: number }>(
        `SELECT e.id FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id JOIN parking_lots l ON l.id = r.lot_id
          WHERE l.owner_org_id = $1 AND r.org_id = $2 AND e.gate_status = 'NOT_ARRIVED' ORDER BY e.id LIMIT 2`,
        [ORG.prairie, ORG.northline],
      )
    ).rows.map((row) => row.id);
    expect(entries).toHaveLength(2);
    const carrierBefore = (await ctx.as('carrier', { url: '/api/dashboard/counts', orgId: ORG.northline })).json().trucksOnLotNow;
    const otherBefore = (await ctx.as('carrier', { url: '/api/dashboard/counts', orgId: ORG.eastbound })).json().trucksOnLotNow;
    await ctx.db.query(`UPDATE reservation_entries SET gate_status = 'ON_LOT' WHERE id = $1`, [entries[0]]);
    await ctx.db.query(`UPDATE reservation_entries SET gate_status = 'OVERSTAY' WHERE id = $1`, [entries[1]]);
    expect((await ctx.as('owner', { url: '/api/dashboard/counts', orgId: ORG.prairie })).json().trucksOnLotNow).toBe(before.trucksOnLotNow + 2);
    expect((await ctx.as('carrier', { url: '/api/dashboard/counts', orgId: ORG.northline })).json().trucksOnLotNow).toBe(carrierBefore + 2);
    expect((await ctx.as('carrier', { url: '/api/dashboard/counts', orgId: ORG.eastbound })).json().trucksOnLotNow).toBe(otherBefore);
  });

  test('a non-member organisation answers 403', async () => {
    expect((await ctx.as('owner', { url: '/api/dashboard/counts', orgId: ORG.northline })).statusCode).toBe(403);
  });
});
