import { bookingWindows, bookThroughApi, fleetOf, freeSlotsAt, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * An entry is a slot, holding a driver, a truck or both: cancelling an entry cancels that slot with
 * what it holds and refunds exactly that slot; cancelling the last slot left cancels the booking.
 */
let ctx: TestContext;
let lotId: number;
let fleet: { driverIds: number[]; tractorIds: number[] };
const nextWindow = bookingWindows(40, { hourUtc: 9 });

beforeAll(async () => {
  ctx = await createTestContext();
  lotId = (await seededLot(ctx, { minSlots: 4 })).id;
  fleet = await fleetOf(ctx, ORG.northline, 2);
});
afterAll(() => ctx.close());

type Entry = { sno: number; driverId: number | null; assetId: number | null };
type Payment = { status: string; amountMinor: number };

/** Two slots: a driver with her tractor in each. */
const twoSlots = (startAt = nextWindow()) =>
  bookThroughApi(ctx, {
    parkingLotId: lotId,
    startAt,
    slots: 2,
    entries: [
      { driverId: fleet.driverIds[0], assetId: fleet.tractorIds[0] },
      { driverId: fleet.driverIds[1], assetId: fleet.tractorIds[1] },
    ],
  });
const cancel = (id: number, payload: Record<string, unknown>) => ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/cancel`, payload });
const details = async (id: number) => (await ctx.as('carrier', { url: `/api/reservations/${id}` })).json();
const freeSlots = (startAt: string) => freeSlotsAt(ctx, lotId, startAt);
const refunds = (payments: Payment[]) => payments.filter((p) => p.status === 'Payment Refunded').map((p) => p.amountMinor);

describe('cancelling a slot (a driver and her truck)', () => {
  test('one slot of two: 200 Partial Cancel, that slot gone with its driver and truck, exactly that slot refunded, one slot freed', async () => {
    const booking = await twoSlots();
    const before = await freeSlots(booking.startAt);
    const answer = await cancel(booking.reservationId, { entrySnos: [1] });
    expect(answer.statusCode).toBe(200);
    const slot = Math.round(booking.amountMinor / 2);
    expect(answer.json()).toMatchObject({ status: 'Partial Cancel', slots: 1, gateCode: booking.gateCode, amountMinor: booking.amountMinor - slot });
    expect(answer.json().entries.map(({ sno, driverId, assetId }: Entry) => ({ sno, driverId, assetId }))).toEqual([
      { sno: 2, driverId: fleet.driverIds[1], assetId: fleet.tractorIds[1] },
    ]);
    expect(refunds(answer.json().payments)).toEqual([slot]);
    expect(await freeSlots(booking.startAt)).toBe(before + 1);
  });

  test('the last slot left cancels the booking: Cancelled, the rest refunded, the refunds add up to what was paid', async () => {
    const booking = await twoSlots();
    await cancel(booking.reservationId, { entrySnos: [2] });
    const last = await cancel(booking.reservationId, { entrySnos: [1] });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ status: 'Cancelled', gateCode: null, paymentStatus: 'Payment Refunded' });
    const given = refunds(last.json().payments);
    expect(given).toHaveLength(2);
    expect(given[0] + given[1]).toBe(booking.amountMinor);
  });

  test('every slot named at once is the whole cancel: everything refunded once', async () => {
    const booking = await twoSlots();
    const answer = await cancel(booking.reservationId, { entrySnos: [1, 2] });
    expect(answer.json()).toMatchObject({ status: 'Cancelled', gateCode: null });
    expect(refunds(answer.json().payments)).toEqual([booking.amountMinor]);
  });

  test("entries that are not the booking's: 400, nothing cancelled, even when as many as its slots", async () => {
    const booking = await twoSlots();
    for (const entrySnos of [[7], [7, 8]]) expect((await cancel(booking.reservationId, { entrySnos })).statusCode).toBe(400);
    expect(await details(booking.reservationId)).toMatchObject({ status: 'Upcoming', slots: 2, gateCode: booking.gateCode });
    expect(refunds((await details(booking.reservationId)).payments)).toEqual([]);
  });
});
