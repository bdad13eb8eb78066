import { bookingWindows, bookThroughApi, DECLINED_CARD, postBooking, seededLot, TEST_CARD, type SeededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: SeededLot;
const nextWindow = bookingWindows(25, { everyDays: 3 });

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { country: 'US', minSlots: 4, pricedFor: ['24 hrs', '6 hrs'] });
});
afterAll(() => ctx.close());

const book = (body: Record<string, unknown> = {}) => bookThroughApi(ctx, { parkingLotId: lot.id, startAt: nextWindow(), ...body });
/** A booking whose card the gateway declines (Payment Failed). */
const bookDeclined = () => postBooking(ctx, { parkingLotId: lot.id, startAt: nextWindow(), payment: DECLINED_CARD });
const post = (id: number, action: 'extend' | 'cancel', payload: Record<string, unknown>, user: 'carrier' | 'broker' | 'owner' = 'carrier') =>
  ctx.as(user, { method: 'POST', url: `/api/reservations/${id}/${action}`, payload });
const details = async (id: number) => (await ctx.as('carrier', { url: `/api/reservations/${id}` })).json();

describe('POST /api/reservations/{id}/extend', () => {
  test('one more duration after the end: same lot and slots, priced from the price list, paid', async () => {
    const booking = await book({ slots: 2 });
    const extended = await post(booking.reservationId, 'extend', { duration: '6 hrs', payment: TEST_CARD });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({
      startAt: booking.startAt,
      endAt: new Date(new Date(booking.endAt).getTime() + 6 * 3600 * 1000).toISOString(),
      amountMinor: booking.amountMinor + lot.prices['6 hrs'] * 2,
      slots: 2,
    });
    expect(extended.json().payments.at(-1)).toMatchObject({ method: 'CARD', status: 'Payment Success', amountMinor: lot.prices['6 hrs'] * 2 });
  });

  test('capacity is checked for the extension window: a full lot after the end → 409 SLOT_ALREADY_BOOKED, nothing changed', async () => {
    const booking = await book();
    await book({ startAt: booking.endAt, slots: lot.totalSlots });
    const refused = await post(booking.reservationId, 'extend', { duration: '24 hrs', payment: TEST_CARD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('SLOT_ALREADY_BOOKED');
    expect((await details(booking.reservationId)).endAt).toBe(booking.endAt);
  });

  test('a declined card → 402 and the reservation is unchanged', async () => {
    const booking = await book();
    const declined = await post(booking.reservationId, 'extend', { duration: '6 hrs', payment: DECLINED_CARD });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().errorCode).toBe('CARD_DECLINED');
    expect(await details(booking.reservationId)).toMatchObject({ endAt: booking.endAt, amountMinor: booking.amountMinor });
  });

  test('without a payment, the way the booking was paid (pay later) pays the extension', async () => {
    const booking = await book({ payment: { method: 'PAY_LATER' } });
    const extended = (await post(booking.reservationId, 'extend', { duration: '6 hrs' })).json();
    expect(extended.payments.at(-1)).toMatchObject({ method: 'PAY_LATER', status: 'To be Paid' });
  });

  test("a cancelled booking cannot be extended; another organisation's booking answers 404", async () => {
    const booking = await book();
    expect((await post(booking.reservationId, 'extend', { duration: '6 hrs', payment: TEST_CARD }, 'broker')).statusCode).toBe(404);
    await post(booking.reservationId, 'cancel', {});
    expect((await post(booking.reservationId, 'extend', { duration: '6 hrs', payment: TEST_CARD })).json().errorCode).toBe('NOT_EXTENDABLE');
  });
});

describe("the lot's owner reads a booking at its lot but does not change it (the owner's view)", () => {
  test('owner@ reads the booking; extend and cancel answer 403 and nothing changes', async () => {
    const booking = await book();
    expect((await ctx.as('owner', { url: `/api/reservations/${booking.reservationId}` })).statusCode).toBe(200);
    expect((await post(booking.reservationId, 'extend', { duration: '6 hrs', payment: TEST_CARD }, 'owner')).json()).toMatchObject({
      statusCode: 403,
      errorCode: 'FORBIDDEN',
    });
    expect((await post(booking.reservationId, 'cancel', {}, 'owner')).statusCode).toBe(403);
    expect(await details(booking.reservationId)).toMatchObject({ status: 'Upcoming', endAt: booking.endAt, gateCode: booking.gateCode });
  });
});

describe("one rule decides who changes a booking (canAccess 'reservationChanges', the one the console's buttons ask)", () => {
  test("the platform acting as itself reads a carrier's booking but neither extends nor cancels it: 403, nothing changes", async () => {
    const booking = await book();
    const asPlatform = (action: 'extend' | 'cancel', payload: Record<string, unknown>) =>
      ctx.as('admin', { method: 'POST', url: `/api/reservations/${booking.reservationId}/${action}`, payload, orgId: ORG.platform });
    expect((await ctx.as('admin', { url: `/api/reservations/${booking.reservationId}`, orgId: ORG.platform })).statusCode).toBe(200);
    expect((await asPlatform('extend', { duration: '6 hrs', payment: TEST_CARD })).statusCode).toBe(403);
    expect((await asPlatform('cancel', {})).statusCode).toBe(403);
    expect(await details(booking.reservationId)).toMatchObject({ status: 'Upcoming', endAt: booking.endAt, gateCode: booking.gateCode });
  });

  test("the lot's owner does not pay a customer's declined booking again: 403, the booking stays Payment Failed", async () => {
    const failed = await bookDeclined();
    const id = failed.json().reservationId as number;
    const retry = await ctx.as('owner', { method: 'POST', url: `/api/reservations/${id}/paymentRetry`, payload: { payment: TEST_CARD } });
    expect(retry.statusCode).toBe(403);
    expect((await details(id)).status).toBe('Payment Failed');
  });
});

describe('POST /api/reservations/{id}/cancel', () => {
  test('partial cancel of some entries: those slots freed, refunded pro rata through the gateway; the booking becomes Partial Cancel and keeps the rest', async () => {
    const booking = await book({ slots: 3, entries: [{}, {}, {}] });
    const partial = await post(booking.reservationId, 'cancel', { entrySnos: [2] });
    expect(partial.statusCode).toBe(200);
    const refund = Math.round(booking.amountMinor / 3);
    expect(partial.json()).toMatchObject({ status: 'Partial Cancel', slots: 2, gateCode: booking.gateCode, amountMinor: booking.amountMinor - refund });
    expect(partial.json().entries.map((entry: { sno: number }) => entry.sno)).toEqual([1, 3]);
    expect(partial.json().payments.at(-1)).toMatchObject({ status: 'Payment Refunded', amountMinor: refund });
    expect((await post(booking.reservationId, 'cancel', { entrySnos: [9] })).statusCode).toBe(400);
  });

  test('full cancel refunds what was paid and revokes the gate code', async () => {
    const booking = await book({ slots: 2, entries: [{}, {}] });
    const cancelled = (await post(booking.reservationId, 'cancel', { entrySnos: [1, 2] })).json();
    expect(cancelled).toMatchObject({ status: 'Cancelled', gateCode: null, paymentStatus: 'Payment Refunded' });
    expect(cancelled.payments.at(-1)).toMatchObject({ status: 'Payment Refunded', amountMinor: booking.amountMinor });
  });

  test('a cancel on open account gives the credit back', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO open_accounts (org_id, granted_by_org_id, account_name, account_type, credit_limit_minor, currency, gl_number)
       VALUES ($1, $2, 'Fuel', 'Net 30', 10000000, $3, 'GL9') RETURNING id`,
      [ORG.northline, ORG.prairie, lot.currency],
    );
    const booking = await book({ payment: { method: 'OPEN_ACCOUNT', paymentMethodId: rows[0].id } });
    await post(booking.reservationId, 'cancel', {});
    expect((await ctx.db.query<{ used_minor: number }>('SELECT used_minor FROM open_accounts WHERE id = $1', [rows[0].id])).rows[0].used_minor).toBe(0);
  });

  test('one Idempotency-Key: a repeated partial cancel refunds once', async () => {
    const booking = await book({ slots: 3, entries: [{}, {}, {}] });
    const again = () =>
      ctx.as('carrier', {
        method: 'POST',
        url: `/api/reservations/${booking.reservationId}/cancel`,
        headers: { 'idempotency-key': `cancel-${booking.reservationId}` },
        payload: { entrySnos: [1] },
      });
    const [first, second] = await Promise.all([again(), again()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const refunds = (await details(booking.reservationId)).payments.filter((payment: { status: string }) => payment.status === 'Payment Refunded');
    expect(refunds).toHaveLength(1);
  });
});

describe("a reservation's status history (the reservation's whole story)", () => {
  test('each status and payment status it took, oldest first: booked, then cancelled', async () => {
    const booking = await book();
    expect((await details(booking.reservationId)).statusHistory).toEqual([
      { status: 'Upcoming', paymentStatus: 'Payment Success', changedAt: expect.any(String) },
    ]);
    await post(booking.reservationId, 'cancel', {});
    const history = (await details(booking.reservationId)).statusHistory as { status: string; paymentStatus: string | null; changedAt: string }[];
    expect(history.map((change) => change.status)).toEqual(['Upcoming', 'Cancelled']);
    expect(new Date(history[1].changedAt).getTime()).toBeGreaterThanOrEqual(new Date(history[0].changedAt).getTime());
  });

  test('a declined booking paid again on retry: Payment Failed, then the paid status', async () => {
    const failed = await bookDeclined();
    const id = failed.json().reservationId;
    await ctx.as('carrier', {
      method: 'POST',
      url: `/api/reservations/${id}/paymentRetry`,
      payload: { payment: TEST_CARD },
      headers: { 'idempotency-key': `history-${id}` },
    });
    expect(((await details(id)).statusHistory as { status: string }[]).map((change) => change.status)).toEqual(['Payment Failed', 'Upcoming']);
  });
});
