import { bookingWindows, postBooking, seededLots } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: { id: number; otherId: number; dayPrice: number; currency: string };
const nextWindow = bookingWindows(35);

beforeAll(async () => {
  ctx = await createTestContext();
  const [first, other] = await seededLots(ctx, { country: 'US', minSlots: 10 }, 2);
  lot = { id: first.id, otherId: other.id, dayPrice: first.dayPrice, currency: first.currency };
});
afterAll(() => ctx.close());

let codeNumber = 0;
/** A fresh code of Prairie's (the lot's owner) valid now, with these terms. */
async function newCode(terms: {
  percentage?: number;
  amountMinor?: number;
  maxUses?: number;
  totalValue?: number;
  cap?: number;
  org?: number;
  currency?: string;
  from?: number;
  to?: number;
}) {
  const code = `TESTCODE${(codeNumber += 1)}`;
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO discount_codes (org_id, code, discount_type, percentage, amount_minor, currency, max_uses_per_code, total_value_minor, max_cap_minor, valid_from, valid_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(days => $10), now() + make_interval(days => $11)) RETURNING id`,
    [
      terms.org ?? ORG.prairie,
      code,
      terms.percentage ? 'percentage' : 'fixed',
      terms.percentage ?? null,
      terms.amountMinor ?? null,
      terms.currency ?? lot.currency,
      terms.maxUses ?? null,
      terms.totalValue ?? null,
      terms.cap ?? null,
      terms.from ?? -1,
      terms.to ?? 30,
    ],
  );
  return { code, id: rows[0].id };
}
const usage = async (id: number) =>
  (await ctx.db.query<{ used_count: number; used_value_minor: number }>('SELECT used_count, used_value_minor FROM discount_codes WHERE id = $1', [id])).rows[0];
const book = (couponCode: string, extra: Record<string, unknown> = {}) =>
  postBooking(ctx, { parkingLotId: lot.id, startAt: nextWindow(), slots: 2, couponCode, ...extra });

describe('discount codes applied to a booking (couponCode)', () => {
  test('"a percentage discount code asks for a currency": a percentage without amounts applies whatever the code\'s currency; one with a cap keeps it', async () => {
    const other = lot.currency === 'USD' ? 'CAD' : 'USD';
    const { code } = await newCode({ percentage: 10, currency: other });
    const answer = await book(code);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().amountMinor).toBe(lot.dayPrice * 2 - Math.round(lot.dayPrice * 2 * 0.1));
    const capped = await newCode({ percentage: 10, cap: 500, currency: other });
    const refused = await book(capped.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe(`This discount code is in ${other}; this lot charges ${lot.currency}`);
  });

  test('a percentage code takes its share of the subtotal off; the use and its value are counted', async () => {
    const { code, id } = await newCode({ percentage: 10 });
    const answer = await book(code.toLowerCase());
    expect(answer.statusCode).toBe(201);
    const discount = Math.round(lot.dayPrice * 2 * 0.1);
    expect(answer.json().amountMinor).toBe(lot.dayPrice * 2 - discount);
    expect((await ctx.as('carrier', { url: `/api/reservations/${answer.json().reservationId}` })).json().discountMinor).toBe(discount);
    expect(await usage(id)).toEqual({ used_count: 1, used_value_minor: discount });
  });

  test('a partial cancel keeps the discount of the slots kept: it shrinks pro rata with the amount, the subtotal stays their price', async () => {
    const { code } = await newCode({ percentage: 10 });
    const booked = (await book(code, { slots: 4, entries: [{}, {}, {}, {}] })).json();
    const discount = Math.round(lot.dayPrice * 4 * 0.1);
    const cancelled = (
      await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${booked.reservationId}/cancel`, payload: { entrySnos: [1, 4] } })
    ).json();
    expect(cancelled).toMatchObject({
      slots: 2,
      amountMinor: booked.amountMinor - Math.round(booked.amountMinor / 2),
      discountMinor: discount - Math.round(discount / 2),
    });
    // The subtotal the details page shows (a US lot: no taxes) is the two slots kept, to the cent.
    expect(Math.abs(cancelled.amountMinor + cancelled.discountMinor - lot.dayPrice * 2)).toBeLessThanOrEqual(1);
  });

  test('the cap per booking and what is left of the total value limit the discount', async () => {
    const capped = await newCode({ percentage: 100, cap: 100 });
    expect((await book(capped.code)).json().amountMinor).toBe(lot.dayPrice * 2 - 100);
    const small = await newCode({ amountMinor: 500, totalValue: 700 });
    expect((await book(small.code)).json().amountMinor).toBe(lot.dayPrice * 2 - 500);
    expect((await book(small.code)).json().amountMinor).toBe(lot.dayPrice * 2 - 200);
    const spent = await book(small.code);
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({ errorCode: 'COUPON_UNAVAILABLE', errorMessage: 'The coupon balance or count is not available.' });
  });

  test('max uses per code: past it the booking is refused and nothing is written', async () => {
    const { code, id } = await newCode({ amountMinor: 100, maxUses: 1 });
    expect((await book(code)).statusCode).toBe(201);
    const before = (await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM reservations')).rows[0].count;
    expect((await book(code)).json().errorCode).toBe('COUPON_UNAVAILABLE');
    expect((await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM reservations')).rows[0].count).toBe(before);
    expect((await usage(id)).used_count).toBe(1);
  });

  test("validity: unknown, not yet valid, expired, another owner's code, or a code limited to other lots → 400 INVALID_COUPON", async () => {
    const notYet = await newCode({ amountMinor: 100, from: 2, to: 10 });
    const expired = await newCode({ amountMinor: 100, from: -10, to: -1 });
    const otherOwner = await newCode({ amountMinor: 100, org: ORG.lakeshore });
    const otherLot = await newCode({ amountMinor: 100 });
    await ctx.db.query('INSERT INTO discount_code_lots (discount_code_id, lot_id) VALUES ($1, $2)', [otherLot.id, lot.otherId]);
    for (const code of ['NOSUCHCODE', notYet.code, expired.code, otherOwner.code, otherLot.code]) {
      const answer = await book(code);
      expect([code, answer.statusCode, answer.json().errorCode]).toEqual([code, 400, 'INVALID_COUPON']);
    }
    expect((await book(otherLot.code, { parkingLotId: lot.otherId })).statusCode).toBe(201);
  });

  test('a one-use code under concurrent bookings is used exactly once', async () => {
    const { code, id } = await newCode({ amountMinor: 100, maxUses: 1 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => book(code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await usage(id)).toEqual({ used_count: 1, used_value_minor: 100 });
  });
});
