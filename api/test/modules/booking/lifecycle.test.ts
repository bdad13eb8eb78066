import {
  CAPACITY_HOLDING_STATUSES,
  RESERVATION_STATES,
  RESERVATION_STATUSES,
  isReachableState,
  transitionFrom,
  type BookingEvent,
  type ReservationStatus,
} from '@haulstop/shared/constants';
import { bookingWindows, bookThroughApi, freeSlotsAt, seededLot, type SeededLot } from '../../helpers/booking';
import { createTestContext, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: SeededLot;
let lastSeededId: number;
/** A 24-hour window two days apart from every other in this file (all within the 365-day booking window): no booking meets another's capacity. */
const nextWindow = bookingWindows(40);

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { country: 'US', minSlots: 3 });
  lastSeededId = (await ctx.db.query<{ id: number }>('SELECT max(id) AS id FROM reservations')).rows[0].id;
});
afterAll(() => ctx.close());

const CARD = { method: 'CARD', cardNumber: '4242424242424242' };

const book = (payment: Record<string, unknown> = CARD, startAt = nextWindow()) =>
  bookThroughApi(ctx, { parkingLotId: lot.id, startAt, slots: 2, entries: [{}, {}], payment });

const row = async (id: number) =>
  (
    await ctx.db.query<{ status: string; payment_status: string | null; gate_code: string | null; slots: number }>(
      'SELECT status, payment_status, gate_code, slots FROM reservations WHERE id = $1',
      [id],
    )
  ).rows[0];
const paidNet = async (id: number) =>
  (
    await ctx.db.query<{ net: number }>(
      `SELECT (COALESCE(sum(amount_minor) FILTER (WHERE status = 'Payment Success'), 0)
             - COALESCE(sum(amount_minor) FILTER (WHERE status = 'Payment Refunded'), 0))::int AS net FROM payments WHERE reservation_id = $1`,
      [id],
    )
  ).rows[0].net;

/** Puts a booking in `status` (with the first payment status it carries, and a gate code when the status has one). */
async function putIn(id: number, status: ReservationStatus) {
  const paymentStatus = RESERVATION_STATES[status].paymentStatuses[0];
  await ctx.db.query(`UPDATE reservations SET status = $2, payment_status = $3, gate_code = CASE WHEN $4 THEN '135790' ELSE NULL END WHERE id = $1`, [
    id,
    status,
    paymentStatus,
    RESERVATION_STATES[status].gateCode,
  ]);
}

const freeSlots = (startAt: string) => freeSlotsAt(ctx, lot.id, startAt);

const CUSTOMER_ACTIONS: { event: BookingEvent; call: (id: number) => Promise<{ statusCode: number; json: () => { status: string } }> }[] = [
  { event: 'cancel', call: (id) => ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/cancel`, payload: {} }) },
  { event: 'partialCancel', call: (id) => ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/cancel`, payload: { entrySnos: [1] } }) },
  {
    event: 'extend',
    call: (id) => ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/extend`, payload: { duration: '24 hrs', payment: CARD } }),
  },
  { event: 'retryPayment', call: (id) => ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/paymentRetry`, payload: { payment: CARD } }) },
];

describe('a booking’s life: one state machine', () => {
  test('every status × every customer action: the transitions the table allows apply (status, gate code), the rest are refused with 409', async () => {
    for (const status of RESERVATION_STATUSES) {
      for (const { event, call } of CUSTOMER_ACTIONS) {
        const { reservationId } = await book();
        await putIn(reservationId, status);
        const answer = await call(reservationId);
        const transition = transitionFrom(event, status);
        const label = `${event} from ${status}`;
        if (!transition) {
          expect({ label, statusCode: answer.statusCode }).toEqual({ label, statusCode: 409 });
          expect((await row(reservationId)).status).toBe(status);
          continue;
        }
        expect({ label, statusCode: answer.statusCode }).toEqual({ label, statusCode: 200 });
        const after = await row(reservationId);
        expect({ label, reached: transition.to.includes(after.status as ReservationStatus) }).toEqual({ label, reached: true });
        expect({ label, gateCode: after.gate_code !== null }).toEqual({ label, gateCode: RESERVATION_STATES[after.status as ReservationStatus].gateCode });
      }
    }
  });

  test('"A partial cancel leaves Upcoming" no more: cancelling 1 of 2 entries makes it Partial Cancel, which still holds the kept entry’s slot and gate code', async () => {
    const startAt = nextWindow();
    const before = await freeSlots(startAt);
    const { reservationId } = await book(CARD, startAt);
    expect(await freeSlots(startAt)).toBe(before - 2);
    const answer = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${reservationId}/cancel`, payload: { entrySnos: [2] } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('Partial Cancel');
    expect(CAPACITY_HOLDING_STATUSES).toContain('Partial Cancel');
    expect(await freeSlots(startAt)).toBe(before - 1);
    expect((await row(reservationId)).gate_code).not.toBeNull();
  });

  test('status jobs move Partial Cancel on: once its window ends it is Completed and its gate code revoked', async () => {
    const { reservationId } = await book();
    await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${reservationId}/cancel`, payload: { entrySnos: [1] } });
    await ctx.db.query(`UPDATE reservations SET start_at = now() - interval '2 days', end_at = now() - interval '1 day' WHERE id = $1`, [reservationId]);
    expect(await ctx.app.scheduler.runNow('reservation-statuses')).toBe(true);
    expect(await row(reservationId)).toMatchObject({ status: 'Completed', gate_code: null });
  });

  test('"a booking whose card was declined holds no slot, yet today it offers Cancel": a declined booking is not cancellable (409), it is paid again', async () => {
    const { reservationId, status } = await book({ method: 'CARD', cardNumber: '4000000000000002' });
    expect(status).toBe('Payment Failed');
    const cancel = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${reservationId}/cancel`, payload: {} });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().errorCode).toBe('NOT_CANCELLABLE');
    const retry = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${reservationId}/paymentRetry`, payload: { payment: CARD } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().status).toBe('Upcoming');
  });

  test('"a pending bank payment holds its booking until it settles"; "a payment that settles after its booking was released is refunded at once"', async () => {
    const startAt = nextWindow();
    const before = await freeSlots(startAt);
    const held = await book({ method: 'BANK' }, startAt);
    expect(held.status).toBe('Payment Pending');
    expect(await freeSlots(startAt)).toBe(before - 2);
    const released = await book({ method: 'BANK' });
    const cancel = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${released.reservationId}/cancel`, payload: {} });
    expect(cancel.json()).toMatchObject({ status: 'Cancelled', gateCode: null });
    // Past the three days a bank payment takes.
    await ctx.db.query(`UPDATE payments SET created_at = now() - interval '5 days' WHERE reservation_id = ANY($1::int[])`, [
      [held.reservationId, released.reservationId],
    ]);
    expect(await ctx.app.scheduler.runNow('bank-settlement')).toBe(true);
    expect(await row(held.reservationId)).toMatchObject({ status: 'Upcoming', payment_status: 'Payment Success' });
    expect((await row(held.reservationId)).gate_code).not.toBeNull();
    expect(await row(released.reservationId)).toMatchObject({ status: 'Refunded', payment_status: 'Payment Refunded', gate_code: null });
    expect(await paidNet(released.reservationId)).toBe(0);
    // Idempotent: a second run changes nothing.
    expect(await ctx.app.scheduler.runNow('bank-settlement')).toBe(true);
    expect(await paidNet(released.reservationId)).toBe(0);
  });

  test('the jobs move only the statuses the table lets them: holdExpires, startReached/endReached, bankSettles', async () => {
    const ids = new Map<ReservationStatus, number>();
    for (const status of RESERVATION_STATUSES) {
      const { reservationId } = await book();
      await putIn(reservationId, status);
      // Ended, made long ago: every job's clock condition holds; only the status decides.
      await ctx.db.query(
        `UPDATE reservations SET start_at = now() - interval '3 days', end_at = now() - interval '2 days', created_at = now() - interval '3 days' WHERE id = $1`,
        [reservationId],
      );
      ids.set(status, reservationId);
    }
    expect(await ctx.app.scheduler.runNow('hold-release')).toBe(true);
    expect(await ctx.app.scheduler.runNow('reservation-statuses')).toBe(true);
    for (const [status, id] of ids) {
      const expected = transitionFrom('holdExpires', status)?.to[0] ?? transitionFrom('endReached', status)?.to[0] ?? status;
      expect({ status, now: (await row(id)).status }).toEqual({ status, now: expected });
      const after = (await row(id)).status as ReservationStatus;
      if (!RESERVATION_STATES[after].gateCode) expect({ status, gate: (await row(id)).gate_code }).toEqual({ status, gate: null });
    }
  });
});

describe('the demo data holds no state the product cannot reach', () => {
  test('every seeded reservation’s (status, paymentStatus) is reachable; no Expired with Payment Success; no money kept for a booking that holds no slot and was not used', async () => {
    const { rows } = await ctx.db.query<{ id: number; status: string; payment_status: string | null; net: number }>(
      `SELECT r.id, r.status, r.payment_status,
              (SELECT (COALESCE(sum(p.amount_minor) FILTER (WHERE p.status = 'Payment Success'), 0)
                     - COALESCE(sum(p.amount_minor) FILTER (WHERE p.status = 'Payment Refunded'), 0))::int FROM payments p WHERE p.reservation_id = r.id) AS net
         FROM reservations r WHERE r.id <= $1 ORDER BY r.id`,
      [lastSeededId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const unreachable = rows.filter((r) => !isReachableState(r.status, r.payment_status)).map((r) => `${r.id}: ${r.status} / ${r.payment_status}`);
    expect(unreachable).toEqual([]);
    expect(rows.filter((r) => r.status === 'Expired' && r.payment_status === 'Payment Success')).toEqual([]);
    const kept = rows.filter((r) => !RESERVATION_STATES[r.status as ReservationStatus].holdsCapacity && r.status !== 'Completed' && r.net > 0);
    expect(kept).toEqual([]);
  });

  test('nothing in the demo data was paid, charged or entered in the ledger in the future', async () => {
    const { rows } = await ctx.db.query<{ source: string; id: string }>(
      `SELECT 'payment' AS source, id::text FROM payments WHERE created_at > now()
       UNION ALL SELECT 'invoice payment', id::text FROM invoice_payments WHERE created_at > now()
       UNION ALL SELECT 'ledger entry', id::text FROM ledger_entries WHERE occurred_at > now()`,
    );
    expect(rows).toEqual([]);
  });
});
