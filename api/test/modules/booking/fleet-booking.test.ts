import { bookingWindows, postBooking, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

// /bookReservations: an owner (or the platform acting as one) books on behalf of a fleet
// organisation "at the owner's own lot", for a carrier or broker only.
let ctx: TestContext;
let ownLot: number;
let otherOwnersLot: number;
const nextWindow = bookingWindows(25, { everyDays: 3 });
const pricedLotOf = async (owner: number) => (await seededLot(ctx, { owner, minSlots: 4 })).id;

beforeAll(async () => {
  ctx = await createTestContext();
  ownLot = await pricedLotOf(ORG.prairie);
  otherOwnersLot = await pricedLotOf(ORG.lakeshore);
});
afterAll(() => ctx.close());

const payLater = { method: 'PAY_LATER' };
const bookAsOwner = (payload: Record<string, unknown>, user: 'owner' | 'admin' = 'owner') =>
  postBooking(ctx, { parkingLotId: ownLot, startAt: nextWindow(), slots: 2, payment: payLater, ...payload }, { user, orgId: ORG.prairie });

describe('an owner books for a fleet organisation (bookFleetReservation)', () => {
  test("at its own lot for a carrier: the parking is the carrier's, booked by the owner, owed by the carrier (pay later: To be Paid)", async () => {
    const created = await bookAsOwner({ forOrgId: ORG.northline });
    expect(created.statusCode).toBe(201);
    const { reservationId } = created.json();
    const seen = await ctx.as('carrier', { url: `/api/reservations/${reservationId}`, orgId: ORG.northline });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      orgId: ORG.northline,
      orgName: 'Northline Freight',
      bookedByOrgId: ORG.prairie,
      bookedByOrgName: 'Prairie Truck Stops',
      slots: 2,
    });
    expect(seen.json().payments).toEqual([expect.objectContaining({ method: 'PAY_LATER', status: 'To be Paid' })]);
    const { rows } = await ctx.db.query<{ payer_org_id: number }>('SELECT payer_org_id FROM payments WHERE reservation_id = $1', [reservationId]);
    expect(rows[0].payer_org_id).toBe(ORG.northline);
  });

  test("for a broker with a card typed in once (override of the drivers' payments): charged and booked", async () => {
    const created = await bookAsOwner({ forOrgId: ORG.eastbound, payment: { method: 'CARD', cardNumber: '4242424242424242' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ paymentStatus: 'Payment Success', status: 'Upcoming' });
  });

  test('the platform acting as the owner books the same way', async () => {
    const created = await bookAsOwner({ forOrgId: ORG.mapleLeaf }, 'admin');
    expect(created.statusCode).toBe(201);
    expect((await ctx.as('admin', { url: `/api/reservations/${created.json().reservationId}`, orgId: ORG.prairie })).json()).toMatchObject({
      orgId: ORG.mapleLeaf,
      bookedByOrgId: ORG.prairie,
    });
  });

  test("the platform organisation books for a fleet at any owner's lot (the /bookReservations menu item is the platform's)", async () => {
    const created = await postBooking(
      ctx,
      { parkingLotId: otherOwnersLot, startAt: nextWindow(), payment: payLater, forOrgId: ORG.northline },
      { user: 'admin' },
    );
    expect(created.statusCode).toBe(201);
    expect((await ctx.as('admin', { url: `/api/reservations/${created.json().reservationId}` })).json()).toMatchObject({
      orgId: ORG.northline,
      bookedByOrgId: ORG.platform,
    });
    expect((await ctx.as('admin', { url: '/api/reservations/fleetOrganizations' })).statusCode).toBe(200);
  });

  test("only at the caller's own lot: another owner's lot answers 404 and nothing is written", async () => {
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations');
    const refused = await bookAsOwner({ parkingLotId: otherOwnersLot, forOrgId: ORG.northline });
    expect(refused.statusCode).toBe(404);
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations')).rows[0].n).toBe(before.rows[0].n);
  });

  test('the target must be an approved, active carrier or broker: an owner, the platform, an unverified carrier → 400 NOT_A_FLEET_ORGANIZATION', async () => {
    for (const forOrgId of [ORG.lakeshore, ORG.platform, 9]) {
      const refused = await bookAsOwner({ forOrgId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe('NOT_A_FLEET_ORGANIZATION');
    }
    expect((await bookAsOwner({ forOrgId: 99999 })).statusCode).toBe(404);
  });

  test("the owner cannot charge the fleet's saved card or bank account → 400 FLEET_PAYMENT_METHOD", async () => {
    const refused = await bookAsOwner({ forOrgId: ORG.northline, payment: { method: 'CARD', paymentMethodId: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('FLEET_PAYMENT_METHOD');
  });

  test('a carrier still books only for its own sub-carriers: an unrelated carrier answers 404', async () => {
    const refused = await postBooking(ctx, { parkingLotId: ownLot, startAt: nextWindow(), payment: payLater, forOrgId: ORG.mapleLeaf }, { user: 'broker' });
    expect(refused.statusCode).toBe(404);
  });

  test("another organisation does not see the owner's booking for a fleet (404)", async () => {
    const { reservationId } = (await bookAsOwner({ forOrgId: ORG.northline })).json();
    expect((await ctx.as('broker', { url: `/api/reservations/${reservationId}` })).statusCode).toBe(404);
  });
});

describe('GET /api/reservations/fleetOrganizations', () => {
  test('an owner gets the approved, active carriers and brokers; no owners, no unverified organisation', async () => {
    const answer = await ctx.as('owner', { url: '/api/reservations/fleetOrganizations', orgId: ORG.prairie });
    expect(answer.statusCode).toBe(200);
    const ids = (answer.json() as { orgId: number }[]).map((org) => org.orgId);
    expect(ids).toEqual(expect.arrayContaining([ORG.northline, ORG.eastbound, ORG.mapleLeaf]));
    expect(ids).not.toContain(ORG.prairie);
    expect(ids).not.toContain(9);
  });

  test('a carrier is refused (403)', async () => {
    expect((await ctx.as('carrier', { url: '/api/reservations/fleetOrganizations' })).statusCode).toBe(403);
  });
});

describe('GET /api/reservations/{id} names the customer and the entries', () => {
  test('driver name and asset label of each entry', async () => {
    const driver = await ctx.db.query<{ id: number; name: string }>(
      `SELECT id, first_name || ' ' || last_name AS name FROM drivers WHERE org_id = $1 ORDER BY id LIMIT 1`,
      [ORG.northline],
    );
    const created = await postBooking(ctx, { parkingLotId: ownLot, startAt: nextWindow(), entries: [{ driverId: driver.rows[0].id }], payment: payLater });
    const seen = await ctx.as('owner', { url: `/api/reservations/${created.json().reservationId}`, orgId: ORG.prairie });
    expect(seen.json()).toMatchObject({
      orgName: 'Northline Freight',
      bookedByOrgName: null,
      entries: [{ sno: 1, driverName: driver.rows[0].name, assetLabel: null }],
    });
  });
});
