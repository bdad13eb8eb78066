import { bookingWindows, DAY, postBooking, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
const nextWindow = bookingWindows(35);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const lotIn = (region: string) => seededLot(ctx, { region });
const quote = (payload: Record<string, unknown>) => ctx.as('carrier', { method: 'POST', url: '/api/reservations/quote', payload });
const book = (payload: Record<string, unknown>) => postBooking(ctx, payload);
let codeNumber = 0;
async function percentCode(percentage: number, currency: string) {
  const code = `QUOTE${Date.now() % 100000}${(codeNumber += 1)}`;
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO discount_codes (org_id, code, discount_type, percentage, currency, max_uses_per_code, valid_from, valid_to)
     VALUES ($1, $2, 'percentage', $3, $4, 1, now() - interval '1 day', now() + interval '30 days') RETURNING id`,
    [ORG.prairie, code, percentage, currency],
  );
  return { code, id: rows[0].id };
}

describe('POST /api/reservations/quote: the amounts before booking, computed as the booking computes them', () => {
  test('a Canadian lot: subtotal, discount, tax lines and total equal what the booking then charges; the end date is SPEC §9', async () => {
    const lot = await lotIn('AB');
    const { code, id } = await percentCode(10, lot.currency);
    const body = { parkingLotId: lot.id, duration: 'Weekly', startAt: nextWindow(), slots: 2, couponCode: code };
    const answer = await quote(body);
    expect(answer.statusCode).toBe(200);
    const q = answer.json();
    expect(q.subtotalMinor).toBe(q.unitPriceMinor * 2);
    expect(q.discountMinor).toBe(Math.round(q.subtotalMinor * 0.1));
    expect(q.taxLines.map((line: { name: string }) => line.name)).toEqual(['GST']);
    expect(q.amountMinor).toBe(q.subtotalMinor - q.discountMinor + q.taxLines[0].amountMinor);
    expect(new Date(q.endAt).getTime() - new Date(q.startAt).getTime()).toBe(7 * DAY);

    // A quote uses nothing: the one-use code is still there for the booking, which charges the quoted total.
    const used = await ctx.db.query<{ used_count: number }>('SELECT used_count FROM discount_codes WHERE id = $1', [id]);
    expect(used.rows[0].used_count).toBe(0);
    const booked = await book(body);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().amountMinor).toBe(q.amountMinor);
    expect((await quote(body)).json()).toMatchObject({ statusCode: 409, errorCode: 'COUPON_UNAVAILABLE' });
  });

  test('free slots over the window go down by what is booked in it', async () => {
    const lot = await lotIn('MT');
    const body = { parkingLotId: lot.id, duration: '24 hrs', startAt: nextWindow(), slots: 1 };
    const before = (await quote(body)).json().availableSlots;
    expect((await book({ ...body, slots: 2 })).statusCode).toBe(201);
    expect((await quote(body)).json().availableSlots).toBe(before - 2);
  });

  test('refusals: an unknown code (400 INVALID_COUPON), a lot without that price (400 NO_PRICE), another unknown lot (404), bad input (400)', async () => {
    const lot = await lotIn('MT');
    const startAt = nextWindow();
    expect((await quote({ parkingLotId: lot.id, duration: '24 hrs', startAt, slots: 1, couponCode: 'NOSUCHCODE' })).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_COUPON',
    });
    await ctx.db.query(`DELETE FROM parking_lot_prices WHERE lot_id = $1 AND duration = '6 hrs'`, [lot.id]);
    expect((await quote({ parkingLotId: lot.id, duration: '6 hrs', startAt, slots: 1 })).json()).toMatchObject({ statusCode: 400, errorCode: 'NO_PRICE' });
    expect((await quote({ parkingLotId: 999999, duration: '24 hrs', startAt, slots: 1 })).statusCode).toBe(404);
    expect((await quote({ parkingLotId: lot.id, duration: '2 days', startAt, slots: 1 })).statusCode).toBe(400);
    expect((await quote({ parkingLotId: lot.id, duration: '24 hrs', startAt, slots: 0 })).statusCode).toBe(400);
  });
});

describe('a booking that starts in the past is refused (the /reserve form applies the same rule)', () => {
  test('an hour ago: 400 START_IN_PAST and nothing written; five minutes ago is within the grace', async () => {
    const lot = await lotIn('MT');
    const count = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM reservations WHERE lot_id = $1', [lot.id])).rows[0].n);
    const before = await count();
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    expect((await book({ parkingLotId: lot.id, duration: '12 hrs', startAt: hourAgo, slots: 1 })).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'START_IN_PAST',
      errorMessage: 'The start cannot be in the past',
    });
    expect(await count()).toBe(before);
    const justNow = new Date(Date.now() - 5 * 60_000).toISOString();
    expect((await book({ parkingLotId: lot.id, duration: '12 hrs', startAt: justNow, slots: 1 })).statusCode).toBe(201);
  });
});
