import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
const DAY = 24 * 3600 * 1000;
let dayOffset = 35;
function nextWindow() {
  const start = new Date(Date.now() + dayOffset++ * 2 * DAY);
  start.setUTCHours(12, 0, 0, 0);
  return start.toISOString();
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function lotIn(region: string) {
  const { rows } = await ctx.db.query<{ id: number; price: number }>(
    `SELECT l.id, p.amount_minor AS price FROM parking_lots l JOIN parking_lot_prices p ON p.lot_id = l.id AND p.duration = '24 hrs'
      WHERE l.owner_org_id = $1 AND l.status = 'Active' AND l.region = $2 ORDER BY l.id LIMIT 1`,
    [ORG.prairie, region],
  );
  return rows[0];
}
const book = (parkingLotId: number, slots = 1) =>
  ctx.as('carrier', {
    method: 'POST',
    url: '/api/reservations',
    payload: { parkingLotId, duration: '24 hrs', startAt: nextWindow(), slots, entries: [], payment: { method: 'CARD', cardNumber: '4242424242424242' } },
  });
const half = (n: number, d: number) => Math.floor((n * 2 + d) / (2 * d)); // n/d rounded half up (n ≥ 0)

describe('Canadian lots carry GST/HST/PST by province as tax lines', () => {
  test('Alberta: one GST 5 % line, included in the amount charged', async () => {
    const lot = await lotIn('AB');
    const created = (await book(lot.id, 3)).json();
    const gst = half(lot.price * 3 * 5, 100);
    expect(created.amountMinor).toBe(lot.price * 3 + gst);
    const details = (await ctx.as('carrier', { url: `/api/reservations/${created.reservationId}` })).json();
    expect(details.taxLines).toEqual([{ name: 'GST', rate: 50_000, amountMinor: gst }]);
    expect(details.payments[0].amountMinor).toBe(created.amountMinor);
  });

  test('Saskatchewan: GST 5 % and PST 6 % as separate lines, each rounded once', async () => {
    const lot = await lotIn('SK');
    const created = (await book(lot.id)).json();
    const details = (await ctx.as('carrier', { url: `/api/reservations/${created.reservationId}` })).json();
    expect(details.taxLines).toEqual([
      { name: 'GST', rate: 50_000, amountMinor: half(lot.price * 5, 100) },
      { name: 'PST', rate: 60_000, amountMinor: half(lot.price * 6, 100) },
    ]);
    expect(created.amountMinor).toBe(lot.price + half(lot.price * 5, 100) + half(lot.price * 6, 100));
  });

  test('a United States lot has no tax lines', async () => {
    const lot = await lotIn('ND');
    const created = (await book(lot.id)).json();
    expect(created.amountMinor).toBe(lot.price);
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
    const gst = half(lot.price * 3 * 5, 100);
    const pst = half(lot.price * 3 * 6, 100);
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
    expect(Math.abs(details.amountMinor - taxes + details.discountMinor - lot.price * 2)).toBeLessThanOrEqual(1);
    const { rows } = await ctx.db.query<{ taxable: number }>('SELECT sum(taxable_minor)::int AS taxable FROM reservation_tax_lines WHERE reservation_id = $1', [
      created.reservationId,
    ]);
    expect(rows[0].taxable).toBe(2 * (lot.price * 3 - half(lot.price * 3, 3)));
  });
});
