import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, splitStatements } from '../../../src/db/migrate';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { insertBooking, ownerWithLots } from './fixtures';

/*
 * The asset and drivers reports read a booking by its slots: an entry is one slot, holding a driver,
 * a truck or both, and its truck and its driver are each charged that slot's whole money (never a
 * share of it). Cancelled bookings add no booking and no hour. Each test uses a truck and a driver of
 * its own, so no other booking is in their rows.
 */
const MARCH = 'from=2020-03-01T00:00:00Z&to=2020-04-01T00:00:00Z';
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof ownerWithLots>>;
let made = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ownerWithLots(ctx, 'Slot Money Parking');
});
afterAll(() => ctx.close());

/** A new Northline truck and driver, in no booking yet. */
async function truckAndDriver() {
  made += 1;
  const vin = `1FUJGLDR${String(made).padStart(9, '0')}`;
  const asset = await ctx.db.query<{ id: number }>(
    `INSERT INTO assets (org_id, asset_type, vin, license, make, year) VALUES ($1, 'Tractor', $2, $3, 'Freightliner', '2020') RETURNING id`,
    [ORG.northline, vin, `SLOT${made}`],
  );
  const driver = await ctx.db.query<{ id: number }>(`INSERT INTO drivers (org_id, first_name, last_name) VALUES ($1, 'Slot', $2) RETURNING id`, [
    ORG.northline,
    `Driver${made}`,
  ]);
  return { assetId: asset.rows[0].id, driverId: driver.rows[0].id };
}

const assetRow = async (assetId: number) => {
  const response = await ctx.as('carrier', { url: `/api/reports/assets?${MARCH}&size=100`, orgId: ORG.northline });
  expect(response.statusCode).toBe(200);
  return response.json().content.find((row: { assetId: number }) => row.assetId === assetId);
};
const driverRow = async (driverId: number) => {
  const response = await ctx.as('admin', { url: `/api/reports/drivers?${MARCH}&orgId=${ORG.northline}&size=100`, orgId: ORG.platform });
  expect(response.statusCode).toBe(200);
  return response.json().content.find((row: { driverId: number }) => row.driverId === driverId);
};

describe('the asset and drivers reports count a slot’s money once for its truck and once for its driver', () => {
  test('one slot holding a driver and his truck, CA$63.00: the truck spent CA$63.00 and the driver CA$63.00, one booking of 24 h each', async () => {
    const { assetId, driverId } = await truckAndDriver();
    await insertBooking(ctx, {
      lotId: owner.cadLot,
      orgId: ORG.northline,
      startAt: new Date('2020-03-05T12:00:00Z'),
      amountMinor: 6300,
      currency: 'CAD',
      entries: [{ driverId, assetId }],
    });
    const expected = { bookings: 1, lotsUsed: 1, hoursParked: 24, spent: [{ currency: 'CAD', amountMinor: 6300 }] };
    expect(await assetRow(assetId)).toMatchObject(expected);
    expect(await driverRow(driverId)).toMatchObject(expected);
  });

  test('three slots, one of them named (a driver and her truck), US$100.00: each is charged its slot, US$33.33, not the booking', async () => {
    const { assetId, driverId } = await truckAndDriver();
    await insertBooking(ctx, {
      lotId: owner.usdLot,
      orgId: ORG.northline,
      startAt: new Date('2020-03-08T12:00:00Z'),
      slots: 3,
      amountMinor: 10000,
      currency: 'USD',
      entries: [{ driverId, assetId }],
    });
    expect((await assetRow(assetId)).spent).toEqual([{ currency: 'USD', amountMinor: 3333 }]);
    expect((await driverRow(driverId)).spent).toEqual([{ currency: 'USD', amountMinor: 3333 }]);
  });

  test('two slots, a truck in each and one driver: the slots add up to the booking, the driver is charged his slot only', async () => {
    const first = await truckAndDriver();
    const second = await truckAndDriver();
    await insertBooking(ctx, {
      lotId: owner.usdLot,
      orgId: ORG.northline,
      startAt: new Date('2020-03-10T12:00:00Z'),
      slots: 2,
      amountMinor: 10001,
      currency: 'USD',
      entries: [{ driverId: first.driverId, assetId: first.assetId }, { assetId: second.assetId }],
    });
    const [a, b] = [(await assetRow(first.assetId)).spent[0].amountMinor, (await assetRow(second.assetId)).spent[0].amountMinor];
    expect(a + b).toBe(10001);
    expect((await driverRow(first.driverId)).spent).toEqual([{ currency: 'USD', amountMinor: a }]);
    expect(await driverRow(second.driverId)).toMatchObject({ bookings: 0, hoursParked: 0, spent: [] });
  });
});

describe('cancelled bookings are not bookings in the asset and drivers reports', () => {
  test('a booking cancelled and refunded in full adds no booking, no hour, no money and no last booking; a booking kept beside it still counts', async () => {
    const { assetId, driverId } = await truckAndDriver();
    const cancelled = await insertBooking(ctx, {
      lotId: owner.usdLot,
      orgId: ORG.northline,
      startAt: new Date('2020-03-20T12:00:00Z'),
      amountMinor: 5000,
      currency: 'USD',
      entries: [{ driverId, assetId }],
    });
    await ctx.db.query(`UPDATE reservations SET status = 'Cancelled', payment_status = 'Payment Refunded' WHERE id = $1`, [cancelled]);
    const alone = { bookings: 0, lotsUsed: 0, hoursParked: 0, spent: [], lastBookingAt: null };
    expect(await assetRow(assetId)).toMatchObject(alone);
    expect(await driverRow(driverId)).toMatchObject(alone);

    await insertBooking(ctx, {
      lotId: owner.cadLot,
      orgId: ORG.northline,
      startAt: new Date('2020-03-12T06:00:00Z'),
      hours: 12,
      amountMinor: 4000,
      currency: 'CAD',
      entries: [{ driverId, assetId }],
    });
    const kept = { bookings: 1, lotsUsed: 1, hoursParked: 12, spent: [{ currency: 'CAD', amountMinor: 4000 }], lastBookingAt: '2020-03-12T06:00:00.000Z' };
    expect(await assetRow(assetId)).toMatchObject(kept);
    expect(await driverRow(driverId)).toMatchObject(kept);
  });
});

describe('bookings whose driver and truck were entries of their own (more entries than slots)', () => {
  test('never count more than the booking; once their entries are paired into slots (migration 305), the slot is charged whole to each', async () => {
    const { assetId, driverId } = await truckAndDriver();
    const other = await truckAndDriver();
    const booking = await insertBooking(ctx, {
      lotId: owner.cadLot,
      orgId: ORG.northline,
      startAt: new Date('2020-03-25T12:00:00Z'),
      amountMinor: 6300,
      currency: 'CAD',
      entries: [{ driverId }, { assetId }],
    });
    // A two-slot booking already one entry per slot is left as it is.
    const kept = await insertBooking(ctx, {
      lotId: owner.cadLot,
      orgId: ORG.northline,
      startAt: new Date('2020-03-26T12:00:00Z'),
      slots: 2,
      amountMinor: 8000,
      currency: 'CAD',
      entries: [{ driverId: other.driverId }, { assetId: other.assetId }],
    });
    expect((await assetRow(assetId)).spent[0].amountMinor + (await driverRow(driverId)).spent[0].amountMinor).toBe(6300);

    const file = path.join(MIGRATIONS_DIR, '305_entries_are_slots.sql');
    await ctx.db.transaction(async (tx) => {
      for (const statement of splitStatements(readFileSync(file, 'utf8'))) await tx.query(statement);
    });
    const entries = async (reservationId: number) =>
      (await ctx.as('carrier', { url: `/api/reservations/${reservationId}`, orgId: ORG.northline })).json().entries;
    expect(await entries(booking)).toEqual([expect.objectContaining({ sno: 1, driverId, assetId })]);
    expect((await entries(kept)).map((entry: { sno: number }) => entry.sno)).toEqual([1, 2]);
    expect((await assetRow(assetId)).spent).toEqual([{ currency: 'CAD', amountMinor: 6300 }]);
    expect((await driverRow(driverId)).spent).toEqual([{ currency: 'CAD', amountMinor: 6300 }]);
  });
});
