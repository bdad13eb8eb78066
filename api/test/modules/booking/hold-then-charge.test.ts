import type { CreateBookingBody } from '@haulstop/shared/contracts';
import { bookingWindows, freeSlotsAt, NORTHLINE_CALLER, TEST_CARD } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { createSandboxGateway, type PaymentGateway } from '../../../src/modules/payments/gateway';
import { watchedGateway } from '../../helpers/watched-gateway';
import { createBooking, retryPayment } from '../../../src/modules/booking/service';
import { answerHold } from '../../../src/modules/booking/lifecycle';
import { releaseUnpaidHolds } from '../../../src/modules/booking/renewals';

/**
 * A booking holds its slots in one short transaction, calls the gateway outside it with
 * its own idempotency key, and writes the answer in another; a hold left by a crash between the
 * steps is answered by the hold-release job from what the gateway says of that key.
 */
let ctx: TestContext;
let lot: { id: number; totalSlots: number };
/** A fresh window for each test, past the seeded bookings (at most two months ahead). */
const nextWindow = bookingWindows(70);

beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await ctx.db.query<{ id: number; total_slots: number }>(
    `SELECT l.id, l.total_slots FROM parking_lots l JOIN parking_lot_prices p ON p.lot_id = l.id AND p.duration = '24 hrs'
      WHERE l.owner_org_id = $1 AND l.status = 'Active' AND l.country = 'US' AND l.total_slots >= 2
        -- A truck overstaying holds its slot in every later window: the test needs the whole lot free.
        AND NOT EXISTS (SELECT 1 FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id
                         WHERE r.lot_id = l.id AND e.gate_status = 'OVERSTAY')
      ORDER BY l.id DESC LIMIT 1`,
    [ORG.prairie],
  );
  lot = { id: rows[0].id, totalSlots: rows[0].total_slots };
});
afterAll(() => ctx.close());

const bookingBody = (startAt: string, slots: number): CreateBookingBody => ({
  parkingLotId: lot.id,
  duration: '24 hrs',
  startAt,
  slots,
  entries: [],
  payment: TEST_CARD,
});

const reservation = async (id: number) =>
  (
    await ctx.db.query<{ status: string; payment_status: string | null; gate_code: string | null }>(
      'SELECT status, payment_status, gate_code FROM reservations WHERE id = $1',
      [id],
    )
  ).rows[0];
const payments = async (id: number) =>
  (
    await ctx.db.query<{ status: string; failure_code: string | null; gateway_key: string | null }>(
      'SELECT status, failure_code, gateway_key FROM payments WHERE reservation_id = $1 ORDER BY id',
      [id],
    )
  ).rows;
const holdAt = async (startAt: string) =>
  (await ctx.db.query<{ id: number }>('SELECT id FROM reservations WHERE lot_id = $1 AND start_at = $2 ORDER BY id DESC LIMIT 1', [lot.id, startAt])).rows[0]
    .id;
const freeSlots = (startAt: string) => freeSlotsAt(ctx, lot.id, startAt);
const replay = (startAt: string, slots: number, key: string) =>
  ctx.as('carrier', { method: 'POST', url: '/api/reservations', headers: { 'idempotency-key': key }, payload: bookingBody(startAt, slots) });
/** The hold as old as a request that died `minutes` ago. */
const age = (id: number, minutes: number) =>
  ctx.db.query(`UPDATE payments SET created_at = now() - make_interval(mins => $2) WHERE reservation_id = $1`, [id, minutes]);
const runHoldRelease = (gateway: PaymentGateway) => releaseUnpaidHolds(ctx.db, new Date(), gateway);

describe('the gateway is called outside the lot’s lock', () => {
  test('while the gateway answers, the hold is committed (Pending Payment, Payment Initiated, its slots counted) and another booking of the lot goes through', async () => {
    const startAt = nextWindow();
    const before = await freeSlots(startAt);
    let seenDuringCharge: { status: string; payment_status: string | null } | undefined;
    let freeDuringCharge = -1;
    let otherBooking: { statusCode: number; body: { status: string } } | undefined;
    const { gateway, requests } = watchedGateway(async (request) => {
      if (requests.length > 1) return;
      seenDuringCharge = await reservation(await holdAt(startAt));
      freeDuringCharge = await freeSlots(startAt);
      // The same lot, another window: under the old single transaction this waited for the lot's lock.
      otherBooking = await createBooking(ctx.db, gateway, NORTHLINE_CALLER, bookingBody(nextWindow(), 1), undefined);
      expect(request.idempotencyKey).toEqual(expect.any(String));
    });
    const answer = await createBooking(ctx.db, gateway, NORTHLINE_CALLER, bookingBody(startAt, 2), undefined);
    expect(seenDuringCharge).toEqual({ status: 'Pending Payment', payment_status: 'Payment Initiated', gate_code: null });
    expect(freeDuringCharge).toBe(before - 2);
    expect(otherBooking).toMatchObject({ statusCode: 201, body: { status: 'Upcoming' } });
    expect(answer).toMatchObject({
      statusCode: 201,
      body: { status: 'Upcoming', paymentStatus: 'Payment Success', gateCode: expect.stringMatching(/^\d{6}$/) },
    });
    expect(await payments(answer.body.reservationId)).toEqual([{ status: 'Payment Success', failure_code: null, gateway_key: requests[0].idempotencyKey }]);
    expect(await freeSlots(startAt)).toBe(before - 2);
  });

  test('a declined card releases the hold: Payment Failed, no gate code, its slots free again', async () => {
    const startAt = nextWindow();
    const before = await freeSlots(startAt);
    const { gateway } = watchedGateway();
    const answer = await createBooking(
      ctx.db,
      gateway,
      NORTHLINE_CALLER,
      { ...bookingBody(startAt, 1), payment: { method: 'CARD', cardNumber: '4000000000000002' } },
      undefined,
    );
    expect(answer.body).toMatchObject({ status: 'Payment Failed', paymentStatus: 'Payment Failed', gateCode: null });
    expect(await payments(answer.body.reservationId)).toEqual([{ status: 'Payment Failed', failure_code: 'CARD_DECLINED', gateway_key: expect.any(String) }]);
    expect(await freeSlots(startAt)).toBe(before);
  });

  test('a bank payment leaves the hold settling (Payment Pending, with its gate code)', async () => {
    const { gateway } = watchedGateway();
    const answer = await createBooking(ctx.db, gateway, NORTHLINE_CALLER, { ...bookingBody(nextWindow(), 1), payment: { method: 'BANK' } }, undefined);
    expect(answer.body).toMatchObject({ status: 'Payment Pending', paymentStatus: 'Payment Pending', gateCode: expect.stringMatching(/^\d{6}$/) });
  });

  test('the sandbox remembers each key: a charge repeated with it answers the first outcome and is not charged again', async () => {
    const sandbox = createSandboxGateway();
    expect(await sandbox.chargeStatus('k1')).toBeNull();
    const first = await sandbox.charge({ method: 'CARD', amountMinor: 100, currency: 'USD', cardNumber: '4000000000000002', idempotencyKey: 'k1' });
    expect(first).toEqual({ ok: false, failureCode: 'CARD_DECLINED' });
    // Another card under the same key: still the first outcome (a key is one charge).
    expect(await sandbox.charge({ method: 'CARD', amountMinor: 100, currency: 'USD', cardNumber: '4242424242424242', idempotencyKey: 'k1' })).toEqual(first);
    expect(await sandbox.chargeStatus('k1')).toEqual(first);
  });
});

describe('Idempotency-Key across the two transactions', () => {
  test('a repeat arriving while the gateway answers waits for the first answer: one booking, one charge', async () => {
    const startAt = nextWindow();
    const key = `hold-${startAt}`;
    let repeat: Promise<{ statusCode: number; json: () => { reservationId: number; status: string } }> | undefined;
    const { gateway, requests } = watchedGateway(async () => {
      // The key is claimed and the hold committed: the repeat finds the key unanswered and waits.
      repeat = replay(startAt, 1, key);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const first = await createBooking(ctx.db, gateway, NORTHLINE_CALLER, bookingBody(startAt, 1), key);
    const second = await (repeat as NonNullable<typeof repeat>);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.body);
    expect(requests).toHaveLength(1);
    expect((await replay(startAt, 1, key)).json()).toEqual(first.body);
  });
});

describe('a crash between the steps: the hold-release job asks the gateway by key', () => {
  /** Books until the gateway call: `charged` — the gateway charged, then the process died before writing it; otherwise it died before the call. */
  async function crashedBooking(startAt: string, slots: number, key: string, charged: boolean) {
    const watched = watchedGateway();
    const dying: PaymentGateway = {
      ...watched.gateway,
      async charge(request) {
        if (charged) await watched.gateway.charge(request);
        throw new Error('the process died');
      },
    };
    await expect(createBooking(ctx.db, dying, NORTHLINE_CALLER, bookingBody(startAt, slots), key)).rejects.toThrow('the process died');
    return { id: await holdAt(startAt), ...watched };
  }

  test('charged: the hold is booked (gate code, Payment Success), charged once, and the key answers it; the hold counted against capacity throughout', async () => {
    const startAt = nextWindow();
    const key = `crash-charged-${startAt}`;
    const { id, gateway, requests } = await crashedBooking(startAt, lot.totalSlots, key, true);
    expect(await reservation(id)).toEqual({ status: 'Pending Payment', payment_status: 'Payment Initiated', gate_code: null });
    expect(await freeSlots(startAt)).toBe(0);
    const taken = await ctx.as('carrier', { method: 'POST', url: '/api/reservations', payload: bookingBody(startAt, 1) });
    expect(taken.json().errorCode).toBe('SLOT_ALREADY_BOOKED');
    // A fresh hold may still be answered by its request: the job leaves it.
    await runHoldRelease(gateway);
    expect((await reservation(id)).status).toBe('Pending Payment');

    await age(id, 3);
    expect(await runHoldRelease(gateway)).toBeGreaterThanOrEqual(1);
    expect(await reservation(id)).toEqual({ status: 'Upcoming', payment_status: 'Payment Success', gate_code: expect.stringMatching(/^\d{6}$/) });
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['Payment Success']);
    expect(await freeSlots(startAt)).toBe(0);
    const replayed = await replay(startAt, lot.totalSlots, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toMatchObject({ reservationId: id, status: 'Upcoming', paymentStatus: 'Payment Success' });
    // Once more: nothing left to answer, nothing charged again.
    await runHoldRelease(gateway);
    expect(requests).toHaveLength(1);
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['Payment Success']);
  });

  test('not charged: the hold is released (Payment Failed, no gate code), its slots free, nothing charged; the key answers the release', async () => {
    const startAt = nextWindow();
    const key = `crash-uncharged-${startAt}`;
    const { id, gateway, sandbox } = await crashedBooking(startAt, lot.totalSlots, key, false);
    const gatewayKey = (await payments(id))[0].gateway_key as string;
    await age(id, 3);
    await runHoldRelease(gateway);
    expect(await reservation(id)).toEqual({ status: 'Payment Failed', payment_status: 'Payment Failed', gate_code: null });
    expect(await payments(id)).toEqual([{ status: 'Payment Failed', failure_code: 'NOT_CHARGED', gateway_key: gatewayKey }]);
    expect(await sandbox.chargeStatus(gatewayKey)).toBeNull();
    expect(await freeSlots(startAt)).toBe(lot.totalSlots);
    expect((await replay(startAt, lot.totalSlots, key)).json()).toMatchObject({ reservationId: id, status: 'Payment Failed', gateCode: null });
    expect((await ctx.as('carrier', { method: 'POST', url: '/api/reservations', payload: bookingBody(startAt, lot.totalSlots) })).statusCode).toBe(201);
  });

  test('charged for a hold the customer cancelled meanwhile: the charge is refunded at once', async () => {
    const startAt = nextWindow();
    const { id, gateway } = await crashedBooking(startAt, 1, `crash-cancelled-${startAt}`, true);
    const cancelled = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/cancel`, payload: {} });
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', gateCode: null });
    await age(id, 3);
    await runHoldRelease(gateway);
    expect(await reservation(id)).toEqual({ status: 'Cancelled', payment_status: 'Payment Refunded', gate_code: null });
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['Payment Success', 'Payment Refunded']);
  });

  test('released as never charged while its request still waited: the late charge is refunded at once', async () => {
    const startAt = nextWindow();
    const { id, gateway, sandbox } = await crashedBooking(startAt, 1, `crash-late-${startAt}`, false);
    const gatewayKey = (await payments(id))[0].gateway_key as string;
    await age(id, 3);
    await runHoldRelease(gateway);
    // The request's gateway call answers after all.
    const late = await sandbox.charge({ method: 'CARD', amountMinor: 100, currency: 'USD', cardNumber: TEST_CARD.cardNumber, idempotencyKey: gatewayKey });
    expect(await ctx.db.transaction((tx) => answerHold(tx, gateway, id, gatewayKey, late))).toBe(false);
    expect((await reservation(id)).status).toBe('Payment Failed');
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['Payment Success', 'Payment Refunded']);
  });

  test('a payment retry held the same way: charged before the crash → booked once; a replay of its key answers the booking as the retry does', async () => {
    const startAt = nextWindow();
    const { gateway } = watchedGateway();
    const declined = await createBooking(
      ctx.db,
      gateway,
      NORTHLINE_CALLER,
      { ...bookingBody(startAt, 1), payment: { method: 'CARD', cardNumber: '4000000000000002' } },
      undefined,
    );
    const id = declined.body.reservationId;
    const key = `crash-retry-${startAt}`;
    const watched = watchedGateway();
    const dying: PaymentGateway = {
      ...watched.gateway,
      async charge(request) {
        await watched.gateway.charge(request);
        throw new Error('the process died');
      },
    };
    await expect(retryPayment(ctx.db, dying, NORTHLINE_CALLER, id, { payment: TEST_CARD }, key)).rejects.toThrow('the process died');
    expect(await reservation(id)).toEqual({ status: 'Pending Payment', payment_status: 'Payment Initiated', gate_code: null });
    await age(id, 3);
    await runHoldRelease(watched.gateway);
    expect(await reservation(id)).toEqual({ status: 'Upcoming', payment_status: 'Payment Success', gate_code: expect.stringMatching(/^\d{6}$/) });
    expect((await payments(id)).map((payment) => payment.status)).toEqual(['Payment Failed', 'Payment Success']);
    const replayed = await ctx.as('carrier', {
      method: 'POST',
      url: `/api/reservations/${id}/paymentRetry`,
      headers: { 'idempotency-key': key },
      payload: { payment: TEST_CARD },
    });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toMatchObject({ reservationId: id, status: 'Upcoming', paymentStatus: 'Payment Success' });
    expect(watched.requests).toHaveLength(1);
  });
});
