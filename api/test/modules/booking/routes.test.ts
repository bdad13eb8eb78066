import { bookingWindows, DAY, postBooking, seededLot, type SeededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: SeededLot;
/** A fresh window for each test, past the seeded bookings (at most two months ahead), so none overlaps it. */
const nextWindow = bookingWindows(35);

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { country: 'US', minSlots: 2 });
});
afterAll(() => ctx.close());

const card = (cardNumber: string) => ({ method: 'CARD', cardNumber });
const book = (body: Record<string, unknown>, key?: string, user: 'carrier' | 'owner' = 'carrier') =>
  postBooking(
    ctx,
    { parkingLotId: lot.id, entries: [{}], payment: card('4242 4242 4242 4242'), ...body },
    { user, headers: key ? { 'idempotency-key': key } : {} },
  );

describe('POST /api/reservations', () => {
  test('books a window: price of the lot × slots, end one duration later, a gate code, entries numbered', async () => {
    const startAt = nextWindow();
    const response = await book({ startAt, slots: 2, entries: [{}, {}] });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ status: 'Upcoming', paymentStatus: 'Payment Success', amountMinor: lot.dayPrice * 2, currency: lot.currency, startAt });
    expect(created.endAt).toBe(new Date(new Date(startAt).getTime() + DAY).toISOString());
    expect(created.gateCode).toMatch(/^\d{6}$/);
    const details = (await ctx.as('carrier', { url: `/api/reservations/${created.reservationId}` })).json();
    expect(details.entries.map((entry: { sno: number }) => entry.sno)).toEqual([1, 2]);
    expect(details.payments).toEqual([expect.objectContaining({ method: 'CARD', status: 'Payment Success', amountMinor: lot.dayPrice * 2 })]);
  });

  test('no capacity → 409 SLOT_ALREADY_BOOKED', async () => {
    const startAt = nextWindow();
    expect((await book({ startAt, slots: lot.totalSlots, entries: [] })).statusCode).toBe(201);
    const refused = await book({ startAt });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('SLOT_ALREADY_BOOKED');
  });

  test('parallel bookings of the last slot: exactly one succeeds', async () => {
    const startAt = nextWindow();
    await book({ startAt, slots: lot.totalSlots - 1, entries: [] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => book({ startAt })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  test('sandbox cards (DESIGN §7): …0002 declined, …9995 insufficient funds; the failed booking holds no slot', async () => {
    const startAt = nextWindow();
    const declined = (await book({ startAt, slots: lot.totalSlots, entries: [], payment: card('4000000000000002') })).json();
    expect(declined).toMatchObject({ status: 'Payment Failed', paymentStatus: 'Payment Failed', gateCode: null });
    const poor = await book({ startAt, slots: lot.totalSlots, entries: [], payment: card('4000000000009995') });
    const details = (await ctx.as('carrier', { url: `/api/reservations/${poor.json().reservationId}` })).json();
    expect(details.payments[0]).toMatchObject({ status: 'Payment Failed', failureCode: 'INSUFFICIENT_FUNDS' });
    expect((await book({ startAt, slots: lot.totalSlots, entries: [] })).statusCode).toBe(201);
  });

  test('bank payment stays Payment Pending; pay later books with nothing charged yet', async () => {
    const bank = (await book({ startAt: nextWindow(), payment: { method: 'BANK' } })).json();
    expect(bank).toMatchObject({ status: 'Payment Pending', paymentStatus: 'Payment Pending' });
    const later = (await book({ startAt: nextWindow(), payment: { method: 'PAY_LATER' } })).json();
    expect(later).toMatchObject({ status: 'Upcoming', paymentStatus: null });
    const details = (await ctx.as('carrier', { url: `/api/reservations/${later.reservationId}` })).json();
    expect(details.payments[0]).toMatchObject({ method: 'PAY_LATER', status: 'To be Paid' });
  });

  test('Idempotency-Key: same key and body → the first answer again, one booking; another body → 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const startAt = nextWindow();
    const key = `key-${startAt}`;
    const answers = await Promise.all([book({ startAt }, key), book({ startAt }, key), book({ startAt }, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().reservationId)).size).toBe(1);
    const { rows } = await ctx.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM payments p JOIN reservations r ON r.id = p.reservation_id WHERE r.lot_id = $1 AND r.start_at = $2`,
      [lot.id, startAt],
    );
    expect(rows[0].count).toBe(1);
    const reused = await book({ startAt, slots: 2, entries: [] }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  test('recurring only for weekly, monthly or yearly bookings (400 otherwise, nothing written)', async () => {
    // Beyond the 2-day windows of the other tests (within the booking window): a week here overlaps none of them.
    const startAt = new Date(new Date(nextWindow()).getTime() + 150 * DAY).toISOString();
    const daily = await book({ startAt, recurring: true });
    expect(daily.statusCode).toBe(400);
    expect(daily.json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'Only weekly, monthly or yearly bookings can be recurring' });
    const { rows } = await ctx.db.query('SELECT 1 FROM reservations WHERE lot_id = $1 AND start_at = $2', [lot.id, startAt]);
    expect(rows).toEqual([]);
    const weekly = await book({ startAt, duration: 'Weekly', recurring: true, payment: { method: 'PAY_LATER' } });
    expect(weekly.statusCode).toBe(201);
    expect((await ctx.as('carrier', { url: `/api/reservations/${weekly.json().reservationId}` })).json().recurrenceStatus).toBe('Currently Recurring');
  });

  test("another organisation's driver cannot be booked (404)", async () => {
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM drivers WHERE org_id <> $1 LIMIT 1', [ORG.northline]);
    expect((await book({ startAt: nextWindow(), entries: [{ driverId: rows[0].id }] })).statusCode).toBe(404);
  });
});

describe('GET /api/reservations/{id} and cancel', () => {
  test("the carrier and the lot's owner see it; another organisation gets 404", async () => {
    const { reservationId } = (await book({ startAt: nextWindow() })).json();
    expect((await ctx.as('owner', { url: `/api/reservations/${reservationId}` })).statusCode).toBe(200);
    const reservation = await ctx.db.query<{ org_id: number }>('SELECT org_id FROM reservations WHERE id = $1', [reservationId]);
    expect(reservation.rows[0].org_id).toBe(ORG.northline);
    expect((await ctx.as('broker', { url: `/api/reservations/${reservationId}` })).statusCode).toBe(404);
  });

  test('cancel frees the slots and revokes the gate code', async () => {
    const startAt = nextWindow();
    const { reservationId } = (await book({ startAt, slots: lot.totalSlots, entries: [] })).json();
    const cancelled = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${reservationId}/cancel`, payload: {} });
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', gateCode: null });
    expect((await book({ startAt })).statusCode).toBe(201);
    const again = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${reservationId}/cancel`, payload: {} });
    expect(again.json().errorCode).toBe('NOT_CANCELLABLE');
  });
});

describe('POST /api/reservations/{id}/paymentRetry', () => {
  test('a declined booking is paid again with another card: Upcoming, a gate code, two payments; paying twice → 409 NOT_RETRYABLE', async () => {
    const { reservationId } = (await book({ startAt: nextWindow(), payment: card('4000000000000002') })).json();
    const retry = () =>
      ctx.as('carrier', { method: 'POST', url: `/api/reservations/${reservationId}/paymentRetry`, payload: { payment: card('4242424242424242') } });
    const paid = await retry();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'Upcoming', paymentStatus: 'Payment Success' });
    expect(paid.json().gateCode).toMatch(/^\d{6}$/);
    expect(paid.json().payments.map((payment: { status: string }) => payment.status)).toEqual(['Payment Failed', 'Payment Success']);
    expect((await retry()).json().errorCode).toBe('NOT_RETRYABLE');
  });
});

describe('jobs', () => {
  test('SPEC §9: a bank payment settles to Payment Success after 3 days, not before; running again changes nothing', async () => {
    const { reservationId } = (await book({ startAt: nextWindow(), payment: { method: 'BANK' } })).json();
    const status = async () => (await ctx.as('carrier', { url: `/api/reservations/${reservationId}` })).json();
    await ctx.app.scheduler.runNow('bank-settlement', new Date(Date.now() + 2 * DAY));
    expect((await status()).paymentStatus).toBe('Payment Pending');
    await ctx.app.scheduler.runNow('bank-settlement', new Date(Date.now() + 3 * DAY + 60_000));
    const settled = await status();
    expect(settled).toMatchObject({ status: 'Upcoming', paymentStatus: 'Payment Success' });
    expect(settled.payments[0].status).toBe('Payment Success');
    await ctx.app.scheduler.runNow('bank-settlement', new Date(Date.now() + 4 * DAY));
    expect(await status()).toMatchObject({ status: 'Upcoming', gateCode: settled.gateCode });
  });

  test('Upcoming → Booked when the window starts → Completed when it ends (gate code revoked)', async () => {
    const startAt = nextWindow();
    const { reservationId } = (await book({ startAt })).json();
    const start = new Date(startAt).getTime();
    const status = async () => (await ctx.as('carrier', { url: `/api/reservations/${reservationId}` })).json();
    await ctx.app.scheduler.runNow('reservation-statuses', new Date(start + 3600_000));
    expect((await status()).status).toBe('Booked');
    await ctx.app.scheduler.runNow('reservation-statuses', new Date(start + DAY));
    expect(await status()).toMatchObject({ status: 'Completed', gateCode: null });
  });
});

describe('demo data', () => {
  test("Northline's seeded reservations with a payment status carry their payment row", async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT id FROM reservations WHERE org_id = $1 AND payment_status = 'Payment Success' ORDER BY id LIMIT 1`,
      [ORG.northline],
    );
    const details = (await ctx.as('carrier', { url: `/api/reservations/${rows[0].id}` })).json();
    expect(details.payments).toEqual([expect.objectContaining({ status: 'Payment Success', amountMinor: details.amountMinor })]);
  });
});
