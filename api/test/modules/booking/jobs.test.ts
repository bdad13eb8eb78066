import { bookingWindows, bookThroughApi, DAY, saveCard, seededLot, type SeededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: SeededLot;
const WEEK = 7 * DAY;
/** Windows 20 days apart: a weekly series and its next two occurrences never meet another test's. */
const nextWindow = bookingWindows(4, { everyDays: 20 });

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { country: 'US', minSlots: 2, pricedFor: ['24 hrs', 'Weekly'] });
});
afterAll(() => ctx.close());

const book = (body: Record<string, unknown>) => bookThroughApi(ctx, { parkingLotId: lot.id, startAt: nextWindow(), ...body });
const occurrences = async (rootId: number) =>
  (
    await ctx.db.query<{ start_at: Date; status: string; payment_status: string | null; creation_mode: string }>(
      'SELECT start_at, status, payment_status, creation_mode FROM reservations WHERE recurrence_of = $1 ORDER BY start_at',
      [rootId],
    )
  ).rows;
const seriesStatus = async (rootId: number) =>
  (await ctx.db.query<{ recurrence_status: string }>('SELECT recurrence_status FROM reservations WHERE id = $1', [rootId])).rows[0].recurrence_status;
const hourBefore = (iso: string) => new Date(new Date(iso).getTime() - 3600 * 1000);

describe('hold release of unpaid bookings', () => {
  test('a hold unpaid after the grace period is released (Expired, no gate code); a fresh one stays; running again changes nothing', async () => {
    const hold = async (createdMinutesAgo: number) => {
      const { rows } = await ctx.db.query<{ id: number }>(
        `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency, gate_code, created_at)
         VALUES ($1, $2, '24 hrs', now() + interval '400 days', now() + interval '401 days', 1, 'Pending Payment', 100, 'USD', '123456', now() - make_interval(mins => $3)) RETURNING id`,
        [lot.id, ORG.northline, createdMinutesAgo],
      );
      return rows[0].id;
    };
    const old = await hold(20);
    const fresh = await hold(1);
    expect(await ctx.app.scheduler.runNow('hold-release')).toBe(true);
    const statuses = async () =>
      (
        await ctx.db.query<{ id: number; status: string; gate_code: string | null }>(
          'SELECT id, status, gate_code FROM reservations WHERE id = ANY($1::int[]) ORDER BY id',
          [[old, fresh]],
        )
      ).rows;
    expect(await statuses()).toEqual([
      { id: old, status: 'Expired', gate_code: null },
      { id: fresh, status: 'Pending Payment', gate_code: '123456' },
    ]);
    await ctx.app.scheduler.runNow('hold-release');
    expect((await statuses())[1].status).toBe('Pending Payment');
  });
});

describe('recurring renewals, occurrence by occurrence', () => {
  test('the next occurrence is booked and paid before the current one ends; running again books it once (Currently Recurring)', async () => {
    const root = await book({ duration: 'Weekly', recurring: true, payment: { method: 'CARD', paymentMethodId: await saveCard(ctx) } });
    expect(await seriesStatus(root.reservationId)).toBe('Currently Recurring');
    await ctx.app.scheduler.runNow('recurring-renewals', new Date(new Date(root.startAt).getTime() - 2 * DAY));
    expect(await occurrences(root.reservationId)).toEqual([]);
    await ctx.app.scheduler.runNow('recurring-renewals', hourBefore(root.endAt));
    await ctx.app.scheduler.runNow('recurring-renewals', hourBefore(root.endAt));
    const first = await occurrences(root.reservationId);
    expect(first).toEqual([{ start_at: new Date(root.endAt), status: 'Upcoming', payment_status: 'Payment Success', creation_mode: 'automatic' }]);
    const nextEnd = new Date(new Date(root.endAt).getTime() + WEEK).toISOString();
    await ctx.app.scheduler.runNow('recurring-renewals', hourBefore(nextEnd));
    expect((await occurrences(root.reservationId)).map((row) => row.start_at.toISOString())).toEqual([root.endAt, nextEnd]);
    expect(await seriesStatus(root.reservationId)).toBe('Currently Recurring');
  });

  test('no capacity for the next occurrence: the series becomes Recurring Failed and holds no slot', async () => {
    const root = await book({ duration: 'Weekly', recurring: true, payment: { method: 'PAY_LATER' } });
    await book({ startAt: root.endAt, slots: lot.totalSlots });
    await ctx.app.scheduler.runNow('recurring-renewals', hourBefore(root.endAt));
    expect((await occurrences(root.reservationId)).map((row) => row.status)).toEqual(['Recurring Failed']);
    expect(await seriesStatus(root.reservationId)).toBe('Recurring Failed');
    expect((await ctx.as('carrier', { url: `/api/reservations/${root.reservationId}` })).json().recurrenceStatus).toBe('Recurring Failed');
    await ctx.app.scheduler.runNow('recurring-renewals', hourBefore(root.endAt));
    expect(await occurrences(root.reservationId)).toHaveLength(1);
  });

  test('a card typed once cannot be charged again: the renewal fails its payment (Recurring Failed)', async () => {
    const root = await book({ duration: 'Weekly', recurring: true });
    await ctx.app.scheduler.runNow('recurring-renewals', hourBefore(root.endAt));
    expect(await occurrences(root.reservationId)).toEqual([expect.objectContaining({ status: 'Recurring Failed', payment_status: 'Payment Failed' })]);
    expect(await seriesStatus(root.reservationId)).toBe('Recurring Failed');
  });
});
