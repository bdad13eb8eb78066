import { bookingWindows, DAY, fleetOf, postBooking, seededLot, TEST_CARD, type SeededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: SeededLot;
/** A fresh window for each test, past the seeded bookings (at most two months ahead). */
const nextWindow = bookingWindows(35);
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let fleet: { driverIds: number[]; tractorIds: number[] };

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { minSlots: 4, pricedFor: ['24 hrs', 'Weekly'] });
  fleet = await fleetOf(ctx, ORG.northline, 2);
  expect([fleet.driverIds.length, fleet.tractorIds.length]).toEqual([2, 2]);
});
afterAll(() => ctx.close());

const book = (body: Record<string, unknown>) => postBooking(ctx, { parkingLotId: lot.id, startAt: nextWindow(), ...body });
const quote = (startAt: string) =>
  ctx.as('carrier', { method: 'POST', url: '/api/reservations/quote', payload: { parkingLotId: lot.id, duration: '24 hrs', startAt, slots: 1 } });
const search = (startAt: string) => ctx.as('carrier', { url: `/api/availability?startAt=${encodeURIComponent(startAt)}&duration=24%20hrs` });
const written = async (startAt: string) =>
  (await ctx.db.query('SELECT 1 FROM reservations WHERE lot_id = $1 AND start_at = $2', [lot.id, startAt])).rows.length;

describe('an entry is a slot: it holds a driver, a truck or both', () => {
  test('a driver and his own truck in one entry with slots 1: 201, one entry holding both', async () => {
    const answer = await book({ entries: [{ driverId: fleet.driverIds[0], assetId: fleet.tractorIds[0] }] });
    expect(answer.statusCode).toBe(201);
    const details = (await ctx.as('carrier', { url: `/api/reservations/${answer.json().reservationId}` })).json();
    expect(details.slots).toBe(1);
    expect(details.entries).toEqual([expect.objectContaining({ sno: 1, driverId: fleet.driverIds[0], assetId: fleet.tractorIds[0] })]);
  });

  test('a driver and his truck as two entries with slots 1: 400 MORE_ENTRIES_THAN_SLOTS, nothing written', async () => {
    const startAt = nextWindow();
    const refused = await book({ startAt, entries: [{ driverId: fleet.driverIds[0] }, { assetId: fleet.tractorIds[0] }] });
    expect(refused.json()).toEqual({
      statusCode: 400,
      errorCode: 'MORE_ENTRIES_THAN_SLOTS',
      errorMessage: 'More entries than slots: each entry is one slot, holding a driver, a truck or both',
    });
    expect(await written(startAt)).toBe(0);
  });

  test('two trucks with slots 1: 400, nothing written; with slots 2: 201', async () => {
    const startAt = nextWindow();
    const refused = await book({ startAt, entries: [{ assetId: fleet.tractorIds[0] }, { assetId: fleet.tractorIds[1] }] });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'MORE_ENTRIES_THAN_SLOTS']);
    expect(await written(startAt)).toBe(0);
    const fits = await book({ startAt, slots: 2, entries: [{ assetId: fleet.tractorIds[0] }, { assetId: fleet.tractorIds[1] }] });
    expect(fits.statusCode).toBe(201);
  });

  test('a truck or a driver in two slots: 400 ENTRY_REPEATED, nothing written', async () => {
    const startAt = nextWindow();
    const truckTwice = await book({
      startAt,
      slots: 2,
      entries: [{ driverId: fleet.driverIds[0], assetId: fleet.tractorIds[0] }, { assetId: fleet.tractorIds[0] }],
    });
    expect([truckTwice.statusCode, truckTwice.json().errorCode]).toEqual([400, 'ENTRY_REPEATED']);
    const driverTwice = await book({
      startAt,
      slots: 2,
      entries: [{ driverId: fleet.driverIds[0] }, { driverId: fleet.driverIds[0], assetId: fleet.tractorIds[1] }],
    });
    expect([driverTwice.statusCode, driverTwice.json().errorCode]).toEqual([400, 'ENTRY_REPEATED']);
    expect(await written(startAt)).toBe(0);
  });
});

describe('the booking window: a start from now (a few minutes of grace) to 365 days ahead', () => {
  test('bookings years ahead are refused: startAt 2999-01-01 is 400 START_TOO_FAR_AHEAD on the booking, the quote and the search', async () => {
    const far = '2999-01-01T00:00:00.000Z';
    const expected = { statusCode: 400, errorCode: 'START_TOO_FAR_AHEAD', errorMessage: 'The start cannot be more than 365 days ahead' };
    expect((await book({ startAt: far })).json()).toEqual(expected);
    expect(await written(far)).toBe(0);
    expect((await quote(far)).json()).toEqual(expected);
    expect((await search(far)).json()).toEqual(expected);
  });

  test('366 days ahead is refused, 364 days ahead is accepted', async () => {
    expect((await quote(inDays(366))).json().errorCode).toBe('START_TOO_FAR_AHEAD');
    expect((await book({ startAt: inDays(366) })).statusCode).toBe(400);
    expect((await quote(inDays(364))).statusCode).toBe(200);
    expect((await search(inDays(364))).statusCode).toBe(200);
    expect((await book({ startAt: inDays(364) })).statusCode).toBe(201);
  });

  test('a start in the past is refused on the quote and the search too (an hour ago: 400 START_IN_PAST; two minutes ago is within the grace)', async () => {
    const expected = { statusCode: 400, errorCode: 'START_IN_PAST', errorMessage: 'The start cannot be in the past' };
    expect((await quote(inDays(-1 / 24))).json()).toEqual(expected);
    expect((await search(inDays(-1 / 24))).json()).toEqual(expected);
    expect((await quote(inDays(-2 / 1440))).statusCode).toBe(200);
  });

  test('an extension starts at the booking end: one that would start more than 365 days ahead is refused, the booking unchanged', async () => {
    const booked = await book({ startAt: inDays(360), duration: 'Weekly' });
    expect(booked.statusCode).toBe(201);
    const { reservationId, endAt } = booked.json();
    const extended = await ctx.as('carrier', {
      method: 'POST',
      url: `/api/reservations/${reservationId}/extend`,
      payload: { duration: '24 hrs', payment: TEST_CARD },
    });
    expect(extended.json()).toEqual({ statusCode: 400, errorCode: 'START_TOO_FAR_AHEAD', errorMessage: 'The start cannot be more than 365 days ahead' });
    expect((await ctx.as('carrier', { url: `/api/reservations/${reservationId}` })).json().endAt).toBe(endAt);
  });
});
