import { bookingWindows, postBooking, seededLot } from '../../helpers/booking';
import { createTestContext, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
const nextWindow = bookingWindows(35);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const lotIn = (region: string) => seededLot(ctx, { region });
const book = (parkingLotId: number, slots = 1) => postBooking(ctx, { parkingLotId, startAt: nextWindow(), slots });
const half = (n: number, d: number) => Math.floor((n * 2 + d) / (2 * d)); // n/d rounded half up (n ≥ 0)

describe('Canadian lots carry GST/HST/PST by province as tax lines', () => {
  test('Alberta: one GST 5 % line, included in the amount charged', async () => {
    const lot = await lotIn('AB');
    const created = (await book(lot.id, 3)).json();
    const gst = half(lot.dayPrice * 3 * 5, 100);
    expect(created.amountMinor).toBe(lot.dayPrice * 3 + gst);
    const details = (await ctx.as('carrier', { url: `/api/reservations/${created.reservationId}` })).json();
    expect(details.taxLines).toEqual([{ name: 'GST', rate: 50_000, amountMinor: gst }]);
    expect(details.payments[0].amountMinor).toBe(created.amountMinor);
  });

  test('Saskatchewan: GST 5 % and PST 6 % as separate lines, each rounded once', async () => {
    const lot = await lotIn('SK');
    const created = (await book(lot.id)).json();
    const details = (await ctx.as('carrier', { url: `/api/reservations/${created.reservationId}` })).json();
    expect(details.taxLines).toEqual([
      { name: 'GST', rate: 50_000, amountMinor: half(lot.dayPrice * 5, 100) },
      { name: 'PST', rate: 60_000, amountMinor: half(lot.dayPrice * 6, 100) },
    ]);
    expect(created.amountMinor).toBe(lot.dayPrice + half(lot.dayPrice * 5, 100) + half(lot.dayPrice * 6, 100));
  });

  test('a United States lot has no tax lines', async () => {
    const lot = await lotIn('ND');
    const created = (await book(lot.id)).json();
    expect(created.amountMinor).toBe(lot.dayPrice);
    expect((await ctx.as('carrier', { url: `/api/reservations/${created.reservationId}` })).json().taxLines).toEqual([]);
  });

  test('a partial cancel shrinks the tax lines with the amount: the subtotal shown is the price of the slots kept', async () => {
    const lot = await lotIn('SK');
    const created = (
      await ctx.as('carrier', {
        method: 'POST',
        url: '/api/reservations',
        payload: {
          parkingLotId: lot.id,
          duration: '24 hrs',
          startAt: nextWindow(),
          slots: 3,
          entries: [{}, {}, {}],
          payment: { method: 'CARD', cardNumber: '4242424242424242' },
        },
      })
    ).json();
    const gst = half(lot.dayPrice * 3 * 5, 100);
    const pst = half(lot.dayPrice * 3 * 6, 100);
    const cancelled = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${created.reservationId}/cancel`, payload: { entrySnos: [2] } });
    expect(cancelled.statusCode).toBe(200);
    const details = cancelled.json() as { amountMinor: number; discountMinor: number; slots: number; taxLines: { name: string; amountMinor: number }[] };
    // Each line loses a third, rounded as the amount is.
    expect(details.taxLines).toEqual([
      { name: 'GST', rate: 50_000, amountMinor: gst - half(gst, 3) },
      { name: 'PST', rate: 60_000, amountMinor: pst - half(pst, 3) },
    ]);
    expect(details.amountMinor).toBe(created.amountMinor - half(created.amountMinor, 3));
    // What the details page shows as the subtotal (amount − taxes + discount): two slots' price, to the cent.
    const taxes = details.taxLines.reduce((sum, line) => sum + line.amountMinor, 0);
    expect(Math.abs(details.amountMinor - taxes + details.discountMinor - lot.dayPrice * 2)).toBeLessThanOrEqual(1);
    const { rows } = await ctx.db.query<{ taxable: number }>('SELECT sum(taxable_minor)::int AS taxable FROM reservation_tax_lines WHERE reservation_id = $1', [
      created.reservationId,
    ]);
    expect(rows[0].taxable).toBe(2 * (lot.dayPrice * 3 - half(lot.dayPrice * 3, 3)));
  });
});
