import {
  bookingWindows,
  bookThroughApi,
  DAY,
  freeSlotsAt,
  NORTHLINE_CALLER,
  postBooking,
  saveCard,
  seededLot,
  TEST_CARD,
  type SeededLot,
} from '../../helpers/booking';
import { createTestContext, type TestContext } from '../../helpers/test-app';
import { createSandboxGateway, type ChargeRequest, type PaymentGateway } from '../../../src/modules/payments/gateway';
import { createBooking } from '../../../src/modules/booking/service';
import { extendBooking } from '../../../src/modules/booking/changes';
import { renewRecurringBookings } from '../../../src/modules/booking/renewals';
import { watchedGateway } from '../../helpers/watched-gateway';

/**
 * Extensions and recurring renewals are paid as bookings are — held under the lot's lock,
 * charged outside it with their own gateway key, answered in another transaction — and a process
 * that dies between the steps is recovered from the sandbox's record of keys, which lives in the
 * database (another gateway instance, as after a restart, reads it).
 */
let ctx: TestContext;
let lot: SeededLot;
/** A fresh window for each test, 20 days apart (a weekly series and its next occurrence meet no other test's). */
const nextWindow = bookingWindows(3, { everyDays: 20 });

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { country: 'US', minSlots: 3, maxSlots: 40, pricedFor: ['24 hrs', 'Weekly'] });
});
afterAll(() => ctx.close());

const DECLINED = { method: 'CARD' as const, cardNumber: '4000000000000002' };
const plusDay = (iso: string) => new Date(new Date(iso).getTime() + DAY).toISOString();

const book = (startAt: string, slots: number, extra: Record<string, unknown> = {}) => bookThroughApi(ctx, { parkingLotId: lot.id, startAt, slots, ...extra });
const extend = (id: number, payload: Record<string, unknown>, key?: string) =>
  ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/extend`, headers: key ? { 'idempotency-key': key } : {}, payload });
const freeSlots = (startAt: string) => freeSlotsAt(ctx, lot.id, startAt);
/** Everything an extension may change of a booking: its row, payments, tax lines and status history. */
const snapshot = async (id: number) => ({
  reservation: (await ctx.db.query('SELECT * FROM reservations WHERE id = $1', [id])).rows[0],
  payments: (await ctx.db.query('SELECT * FROM payments WHERE reservation_id = $1 ORDER BY id', [id])).rows,
  taxLines: (await ctx.db.query('SELECT * FROM reservation_tax_lines WHERE reservation_id = $1 ORDER BY id', [id])).rows,
  history: (await ctx.db.query('SELECT status, payment_status FROM reservation_status_history WHERE reservation_id = $1 ORDER BY id', [id])).rows,
});
const heldExtensions = async (id: number) =>
  (await ctx.db.query<{ gateway_key: string }>('SELECT gateway_key FROM extension_holds WHERE reservation_id = $1 AND released_at IS NULL', [id])).rows;
const endOf = async (id: number) =>
  new Date((await ctx.db.query<{ end_at: Date }>('SELECT end_at FROM reservations WHERE id = $1', [id])).rows[0].end_at).toISOString();
const paymentsUnder = async (gatewayKey: string) =>
  (await ctx.db.query<{ status: string }>('SELECT status FROM payments WHERE gateway_key = $1', [gatewayKey])).rows.map((row) => row.status);
/** The ledger's charge, discount and tax of a booking add up to what it owes. */
const ledgerOwed = async (id: number) =>
  Number(
    (
      await ctx.db.query<{ owed: string }>(
        `SELECT COALESCE(sum(amount_minor), 0) AS owed FROM ledger_entries WHERE reservation_id = $1 AND kind IN ('charge', 'discount', 'tax')`,
        [id],
      )
    ).rows[0].owed,
  );
/** The hold-release job of the app (its own sandbox instance: another "process" than the one that died), as it runs three minutes from now. */
const runHoldRelease = () => ctx.app.scheduler.runNow('hold-release', new Date(Date.now() + 3 * 60 * 1000));

/** A sandbox on the test's database (its record of keys outlives it), watched. */
const dbGateway = (before?: (request: ChargeRequest) => Promise<void>) => watchedGateway(before, createSandboxGateway({ db: ctx.db }));
/** A gateway whose process dies at the charge: after the processor charged (`charged`), or before the call reached it. */
function dyingGateway(charged: boolean) {
  const watched = dbGateway();
  const gateway: PaymentGateway = {
    ...watched.gateway,
    async charge(request) {
      if (charged) await watched.gateway.charge(request);
      throw new Error('the process died');
    },
  };
  return { ...watched, gateway };
}

describe('extensions are charged outside the lot’s lock', () => {
  test('a declined card answers 402 CARD_DECLINED and leaves the booking exactly as it was, holding nothing', async () => {
    const booking = await book(nextWindow(), 1);
    const before = await snapshot(booking.reservationId);
    const freeBefore = await freeSlots(booking.endAt);
    const declined = await extend(booking.reservationId, { duration: '24 hrs', payment: DECLINED });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().errorCode).toBe('CARD_DECLINED');
    expect(await snapshot(booking.reservationId)).toEqual(before);
    expect(await heldExtensions(booking.reservationId)).toEqual([]);
    expect(await freeSlots(booking.endAt)).toBe(freeBefore);
    // A repeat of a refused key tries again (a refusal writes nothing, the key included).
    const key = `declined-${booking.reservationId}`;
    expect((await extend(booking.reservationId, { duration: '24 hrs', payment: DECLINED }, key)).statusCode).toBe(402);
    expect((await extend(booking.reservationId, { duration: '24 hrs', payment: DECLINED }, key)).statusCode).toBe(402);
    expect(await snapshot(booking.reservationId)).toEqual(before);
  });

  test('a paid extension: the booking runs to the new end and owes the extension; its payment carries its gateway key; the ledger agrees', async () => {
    const booking = await book(nextWindow(), 2);
    const extended = await extend(booking.reservationId, { duration: '24 hrs', payment: TEST_CARD });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ endAt: plusDay(booking.endAt), amountMinor: booking.amountMinor + 2 * lot.dayPrice });
    const after = await snapshot(booking.reservationId);
    expect(after.payments.map((p) => [p.status, p.amount_minor, p.gateway_key !== null])).toEqual([
      ['Payment Success', booking.amountMinor, true],
      ['Payment Success', 2 * lot.dayPrice, true],
    ]);
    expect(after.history.map((h) => h.status)).not.toContain('Pending Payment');
    expect(await heldExtensions(booking.reservationId)).toEqual([]);
    expect(await ledgerOwed(booking.reservationId)).toBe(booking.amountMinor + 2 * lot.dayPrice);
    expect(await freeSlots(booking.endAt)).toBe(lot.totalSlots - 2);
  });

  test('while the gateway answers, the extension’s window is held and the booking unchanged; the lot takes other bookings meanwhile', async () => {
    const booking = await book(nextWindow(), 1);
    const before = await snapshot(booking.reservationId);
    const seen: Record<string, unknown> = {};
    const { gateway, requests } = dbGateway(async () => {
      if (requests.length > 1) return;
      seen.booking = await snapshot(booking.reservationId);
      seen.free = await freeSlots(booking.endAt);
      seen.full = (await postBooking(ctx, { parkingLotId: lot.id, startAt: booking.endAt, slots: lot.totalSlots })).json().errorCode;
      seen.again = (await extend(booking.reservationId, { duration: '24 hrs', payment: TEST_CARD })).json().errorCode;
      seen.other = (
        await createBooking(
          ctx.db,
          gateway,
          NORTHLINE_CALLER,
          { parkingLotId: lot.id, duration: '24 hrs', startAt: nextWindow(), slots: 1, entries: [], payment: TEST_CARD },
          undefined,
        )
      ).body.status;
    });
    const answer = await extendBooking(ctx.db, gateway, NORTHLINE_CALLER, booking.reservationId, { duration: '24 hrs', payment: TEST_CARD }, undefined);
    expect(seen).toEqual({ booking: before, free: lot.totalSlots - 1, full: 'SLOT_ALREADY_BOOKED', again: 'NOT_EXTENDABLE', other: 'Upcoming' });
    expect(new Date(answer.body.endAt).toISOString()).toBe(plusDay(booking.endAt));
    expect(requests.filter((request) => request.amountMinor === lot.dayPrice)).toHaveLength(2);
  });

  test('concurrent extensions and bookings of a full lot never oversell', async () => {
    const startAt = nextWindow();
    const a = await book(startAt, 1);
    const b = await book(startAt, lot.totalSlots - 1);
    const { gateway } = dbGateway(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const newBooking = (slots: number) =>
      createBooking(
        ctx.db,
        gateway,
        NORTHLINE_CALLER,
        { parkingLotId: lot.id, duration: '24 hrs', startAt: a.endAt, slots, entries: [], payment: TEST_CARD },
        undefined,
      );
    const results = await Promise.allSettled([
      extendBooking(ctx.db, gateway, NORTHLINE_CALLER, a.reservationId, { duration: '24 hrs', payment: TEST_CARD }, undefined),
      newBooking(lot.totalSlots),
      extendBooking(ctx.db, gateway, NORTHLINE_CALLER, b.reservationId, { duration: '24 hrs', payment: TEST_CARD }, undefined),
      newBooking(1),
      newBooking(2),
    ]);
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
    // Every holding reservation overlapping the day after: its slots never exceed the lot's.
    const { rows } = await ctx.db.query<{ taken: number }>(
      `SELECT COALESCE(sum(slots), 0)::int AS taken FROM reservations
        WHERE lot_id = $1 AND status IN ('Upcoming', 'Booked', 'Partial Cancel', 'Pending Payment', 'Payment Pending') AND start_at < $3 AND end_at > $2`,
      [lot.id, a.endAt, plusDay(a.endAt)],
    );
    expect(rows[0].taken).toBeLessThanOrEqual(lot.totalSlots);
    expect(rows[0].taken).toBeGreaterThan(0);
    expect(await freeSlots(a.endAt)).toBe(lot.totalSlots - rows[0].taken);
    expect((await ctx.db.query('SELECT 1 FROM extension_holds WHERE released_at IS NULL')).rows).toEqual([]);
  });
});

describe('an extension whose process died between the steps is recovered once', () => {
  test('died before the charge: the hold keeps the window until the job releases it; nothing charged; the key then extends once', async () => {
    const booking = await book(nextWindow(), lot.totalSlots);
    const before = await snapshot(booking.reservationId);
    const key = `died-uncharged-${booking.reservationId}`;
    const dying = dyingGateway(false);
    await expect(
      extendBooking(ctx.db, dying.gateway, NORTHLINE_CALLER, booking.reservationId, { duration: '24 hrs', payment: TEST_CARD }, key),
    ).rejects.toThrow('the process died');
    const [{ gateway_key: gatewayKey }] = await heldExtensions(booking.reservationId);
    expect(await snapshot(booking.reservationId)).toEqual(before);
    expect(await freeSlots(booking.endAt)).toBe(0);
    // A fresh hold may still be answered by its request: the job leaves it.
    await ctx.app.scheduler.runNow('hold-release');
    expect(await heldExtensions(booking.reservationId)).toHaveLength(1);

    await runHoldRelease();
    expect(await heldExtensions(booking.reservationId)).toEqual([]);
    expect(await snapshot(booking.reservationId)).toEqual(before);
    expect(await freeSlots(booking.endAt)).toBe(lot.totalSlots);
    expect(await ctx.app.paymentGateway.chargeStatus(gatewayKey)).toBeNull();
    expect(await paymentsUnder(gatewayKey)).toEqual([]);

    const retried = await extend(booking.reservationId, { duration: '24 hrs', payment: TEST_CARD }, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().endAt).toBe(plusDay(booking.endAt));
    expect((await extend(booking.reservationId, { duration: '24 hrs', payment: TEST_CARD }, key)).json()).toEqual(retried.json());
    expect((await snapshot(booking.reservationId)).payments.map((p) => p.status)).toEqual(['Payment Success', 'Payment Success']);
  });

  test('died after the charge: another gateway instance learns the key from the database and the job extends the booking once', async () => {
    const booking = await book(nextWindow(), 1);
    const before = await snapshot(booking.reservationId);
    const key = `died-charged-${booking.reservationId}`;
    const dying = dyingGateway(true);
    await expect(
      extendBooking(ctx.db, dying.gateway, NORTHLINE_CALLER, booking.reservationId, { duration: '24 hrs', payment: TEST_CARD }, key),
    ).rejects.toThrow('the process died');
    const [{ gateway_key: gatewayKey }] = await heldExtensions(booking.reservationId);
    expect(await snapshot(booking.reservationId)).toEqual(before);
    expect(await freeSlots(booking.endAt)).toBe(lot.totalSlots - 1);

    await runHoldRelease();
    expect(await endOf(booking.reservationId)).toBe(plusDay(booking.endAt));
    expect(await paymentsUnder(gatewayKey)).toEqual(['Payment Success']);
    expect(await heldExtensions(booking.reservationId)).toEqual([]);
    expect(await ledgerOwed(booking.reservationId)).toBe(booking.amountMinor + lot.dayPrice);
    const replayed = await extend(booking.reservationId, { duration: '24 hrs', payment: TEST_CARD }, key);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toMatchObject({ endAt: plusDay(booking.endAt), amountMinor: booking.amountMinor + lot.dayPrice });
    await runHoldRelease();
    expect(dying.requests).toHaveLength(1);
    expect(await paymentsUnder(gatewayKey)).toEqual(['Payment Success']);
    expect(await endOf(booking.reservationId)).toBe(plusDay(booking.endAt));
  });

  test('charged after the customer cancelled the booking: the extension is not written and its charge is refunded at once', async () => {
    const booking = await book(nextWindow(), 1);
    const dying = dyingGateway(true);
    await expect(
      extendBooking(ctx.db, dying.gateway, NORTHLINE_CALLER, booking.reservationId, { duration: '24 hrs', payment: TEST_CARD }, undefined),
    ).rejects.toThrow();
    const cancelled = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${booking.reservationId}/cancel`, payload: {} });
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', endAt: booking.endAt });
    await runHoldRelease();
    expect(await endOf(booking.reservationId)).toBe(booking.endAt);
    expect((await snapshot(booking.reservationId)).payments.map((p) => [p.status, p.amount_minor])).toEqual([
      ['Payment Success', booking.amountMinor],
      ['Payment Refunded', booking.amountMinor],
      ['Payment Success', lot.dayPrice],
      ['Payment Refunded', lot.dayPrice],
    ]);
    expect(await heldExtensions(booking.reservationId)).toEqual([]);
  });
});

describe('the sandbox remembers keys in the database', () => {
  test('another instance (a restarted process) answers a key’s first outcome and never charges it again', async () => {
    const first = createSandboxGateway({ db: ctx.db });
    const second = createSandboxGateway({ db: ctx.db });
    const key = `sandbox-${Date.now()}`;
    expect(await second.chargeStatus(key)).toBeNull();
    const outcome = await first.charge({ method: 'CARD', amountMinor: 100, currency: 'USD', cardNumber: DECLINED.cardNumber, idempotencyKey: key });
    expect(outcome).toEqual({ ok: false, failureCode: 'CARD_DECLINED' });
    expect(await second.chargeStatus(key)).toEqual(outcome);
    expect(await second.charge({ method: 'CARD', amountMinor: 100, currency: 'USD', cardNumber: TEST_CARD.cardNumber, idempotencyKey: key })).toEqual(outcome);
  });
});

describe('the sandbox forgets keys a day old (a real processor keeps them ~24 h)', () => {
  const HOUR = 3600 * 1000;
  const ageBy = (key: string, ms: number) =>
    ctx.db.query(`UPDATE sandbox_gateway_charges SET created_at = now() - make_interval(secs => $2::float8 / 1000) WHERE idempotency_key = $1`, [key, ms]);
  const remembered = async (keys: string[]) =>
    (
      await ctx.db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM sandbox_gateway_charges WHERE idempotency_key = ANY($1::text[])', [keys])
    ).rows
      .map((row) => row.idempotency_key)
      .sort();
  /** A booking whose process died after the gateway charged it: its hold unanswered, its key's outcome in the sandbox. */
  async function diedAfterCharge() {
    const dying = dyingGateway(true);
    const body = { parkingLotId: lot.id, duration: '24 hrs' as const, startAt: nextWindow(), slots: 1, entries: [], payment: TEST_CARD };
    await expect(createBooking(ctx.db, dying.gateway, NORTHLINE_CALLER, body, undefined)).rejects.toThrow('the process died');
    const { rows } = await ctx.db.query<{ reservation_id: number; gateway_key: string }>(
      `SELECT reservation_id, gateway_key FROM payments WHERE gateway_key = $1`,
      [dying.requests[0].idempotencyKey ?? null],
    );
    return { id: rows[0].reservation_id, key: rows[0].gateway_key };
  }
  const statusOf = async (id: number) =>
    (await ctx.db.query<{ status: string; payment_status: string }>('SELECT status, payment_status FROM reservations WHERE id = $1', [id])).rows[0];

  test('old rows go, recent rows stay, and recovery still finds the outcome of a recent key and of an old key a hold waits on', async () => {
    const sandbox = createSandboxGateway({ db: ctx.db });
    const charge = (key: string) =>
      sandbox.charge({ method: 'CARD', amountMinor: 100, currency: 'USD', cardNumber: TEST_CARD.cardNumber, idempotencyKey: key });
    const stamp = Date.now();
    const [old, recent] = [`old-${stamp}`, `recent-${stamp}`];
    await charge(old);
    await charge(recent);
    await ageBy(old, 25 * HOUR);
    await ageBy(recent, 23 * HOUR);
    const recentHold = await diedAfterCharge();
    const oldHold = await diedAfterCharge();
    await ageBy(oldHold.key, 25 * HOUR);

    expect(await ctx.app.scheduler.runNow('sandbox-charges-prune')).toBe(true);
    expect(await remembered([old, recent, recentHold.key, oldHold.key])).toEqual([recent, recentHold.key, oldHold.key].sort());
    expect(await sandbox.chargeStatus(old)).toBeNull();
    expect(await sandbox.chargeStatus(recent)).toEqual({ ok: true, status: 'Payment Success' });

    // Recovery learns both holds were charged, and books them (a forgotten key would have released them, money kept).
    await runHoldRelease();
    for (const hold of [recentHold, oldHold]) {
      expect(await statusOf(hold.id)).toEqual({ status: 'Upcoming', payment_status: 'Payment Success' });
      expect(await paymentsUnder(hold.key)).toEqual(['Payment Success']);
    }
    // Answered now, the old hold's key goes at the next round; the recent ones stay until their day is out.
    await ctx.app.scheduler.runNow('sandbox-charges-prune');
    expect(await remembered([old, recent, recentHold.key, oldHold.key])).toEqual([recent, recentHold.key].sort());
  });
});

describe('recurring renewals are charged outside the job’s transaction', () => {
  const weekly = async () => {
    const card = await saveCard(ctx);
    const root = await book(nextWindow(), 1, { duration: 'Weekly', recurring: true, payment: { method: 'CARD', paymentMethodId: card } });
    return { root, card };
  };
  const occurrences = async (rootId: number) =>
    (
      await ctx.db.query<{ id: number; status: string; payment_status: string | null; gate_code: string | null }>(
        'SELECT id, status, payment_status, gate_code FROM reservations WHERE recurrence_of = $1 ORDER BY start_at',
        [rootId],
      )
    ).rows;
  const seriesStatus = async (rootId: number) =>
    (await ctx.db.query<{ recurrence_status: string }>('SELECT recurrence_status FROM reservations WHERE id = $1', [rootId])).rows[0].recurrence_status;
  const hourBefore = (iso: string) => new Date(new Date(iso).getTime() - 3600 * 1000);

  test('a renewal the gateway declines is Recurring Failed with its series, holds no slot, and keeps the declined payment', async () => {
    const { root, card } = await weekly();
    // The saved card now fails for insufficient funds (the sandbox token carries the outcome).
    await ctx.db.query(`UPDATE payment_methods SET token = 'tok_sandbox_funds_' || id WHERE id = $1`, [card]);
    await ctx.app.scheduler.runNow('recurring-renewals', hourBefore(root.endAt));
    const [occurrence] = await occurrences(root.reservationId);
    expect(occurrence).toMatchObject({ status: 'Recurring Failed', payment_status: 'Payment Failed', gate_code: null });
    expect(await seriesStatus(root.reservationId)).toBe('Recurring Failed');
    expect((await ctx.db.query('SELECT status, failure_code FROM payments WHERE reservation_id = $1', [occurrence.id])).rows).toEqual([
      { status: 'Payment Failed', failure_code: 'INSUFFICIENT_FUNDS' },
    ]);
    expect(await freeSlots(root.endAt)).toBe(lot.totalSlots);
    await ctx.app.scheduler.runNow('recurring-renewals', hourBefore(root.endAt));
    expect(await occurrences(root.reservationId)).toHaveLength(1);
  });

  test('a renewal whose process died after the charge is booked once by the hold-release job (another gateway instance)', async () => {
    const { root } = await weekly();
    const dying = dyingGateway(true);
    await expect(renewRecurringBookings(ctx.db, hourBefore(root.endAt), dying.gateway)).rejects.toThrow('the process died');
    const [held] = await occurrences(root.reservationId);
    expect(held).toMatchObject({ status: 'Pending Payment', payment_status: 'Payment Initiated', gate_code: null });
    expect(await freeSlots(root.endAt)).toBe(lot.totalSlots - 1);
    await runHoldRelease();
    await runHoldRelease();
    expect(await occurrences(root.reservationId)).toEqual([
      { id: held.id, status: 'Upcoming', payment_status: 'Payment Success', gate_code: expect.stringMatching(/^\d{6}$/) },
    ]);
    expect((await ctx.db.query('SELECT status FROM payments WHERE reservation_id = $1', [held.id])).rows).toEqual([{ status: 'Payment Success' }]);
    expect(dying.requests).toHaveLength(1);
    expect(await seriesStatus(root.reservationId)).toBe('Currently Recurring');
    expect(await ledgerOwed(held.id)).toBe(
      (await ctx.db.query<{ amount_minor: number }>('SELECT amount_minor FROM reservations WHERE id = $1', [held.id])).rows[0].amount_minor,
    );
  });

  const heldKey = async (reservationId: number) =>
    (await ctx.db.query<{ gateway_key: string }>('SELECT gateway_key FROM payments WHERE reservation_id = $1', [reservationId])).rows[0].gateway_key;
  const sandboxRows = async (gatewayKey: string) =>
    (await ctx.db.query('SELECT outcome FROM sandbox_gateway_charges WHERE idempotency_key = $1', [gatewayKey])).rows.map((row) => row.outcome);

  test('a renewal whose process died before the charge is charged by the hold-release job under its key, once, and booked', async () => {
    const { root } = await weekly();
    const dying = dyingGateway(false);
    await expect(renewRecurringBookings(ctx.db, hourBefore(root.endAt), dying.gateway)).rejects.toThrow('the process died');
    const [held] = await occurrences(root.reservationId);
    expect(held).toMatchObject({ status: 'Pending Payment', payment_status: 'Payment Initiated', gate_code: null });
    const key = await heldKey(held.id);
    expect(await ctx.app.paymentGateway.chargeStatus(key)).toBeNull();
    // A fresh hold may still be charged by the job that made it: the hold-release job leaves it.
    await ctx.app.scheduler.runNow('hold-release');
    expect(await occurrences(root.reservationId)).toEqual([held]);

    await runHoldRelease();
    await runHoldRelease();
    expect(await occurrences(root.reservationId)).toEqual([
      { id: held.id, status: 'Upcoming', payment_status: 'Payment Success', gate_code: expect.stringMatching(/^\d{6}$/) },
    ]);
    expect((await ctx.db.query('SELECT status, gateway_key FROM payments WHERE reservation_id = $1', [held.id])).rows).toEqual([
      { status: 'Payment Success', gateway_key: key },
    ]);
    expect(await sandboxRows(key)).toEqual([{ ok: true, status: 'Payment Success' }]);
    expect(await seriesStatus(root.reservationId)).toBe('Currently Recurring');
    expect(await freeSlots(root.endAt)).toBe(lot.totalSlots - 1);
    expect(await ledgerOwed(held.id)).toBe(
      (await ctx.db.query<{ amount_minor: number }>('SELECT amount_minor FROM reservations WHERE id = $1', [held.id])).rows[0].amount_minor,
    );
  });

  test('a renewal whose process died before the charge and is declined when the job charges it is Recurring Failed with its series', async () => {
    const { root, card } = await weekly();
    const dying = dyingGateway(false);
    await expect(renewRecurringBookings(ctx.db, hourBefore(root.endAt), dying.gateway)).rejects.toThrow('the process died');
    const [held] = await occurrences(root.reservationId);
    // The saved card is declined by the time the job charges it.
    await ctx.db.query(`UPDATE payment_methods SET token = 'tok_sandbox_declined_' || id WHERE id = $1`, [card]);
    await runHoldRelease();
    expect(await occurrences(root.reservationId)).toEqual([{ id: held.id, status: 'Recurring Failed', payment_status: 'Payment Failed', gate_code: null }]);
    expect((await ctx.db.query('SELECT status, failure_code FROM payments WHERE reservation_id = $1', [held.id])).rows).toEqual([
      { status: 'Payment Failed', failure_code: 'CARD_DECLINED' },
    ]);
    expect(await sandboxRows(await heldKey(held.id))).toEqual([{ ok: false, failureCode: 'CARD_DECLINED' }]);
    expect(await seriesStatus(root.reservationId)).toBe('Recurring Failed');
    expect(await freeSlots(root.endAt)).toBe(lot.totalSlots);
  });
});
