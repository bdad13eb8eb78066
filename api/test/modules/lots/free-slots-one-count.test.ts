import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { availabilityNow } from '../../../src/modules/availability/live';

/**
 * An extension held while its charge is answered (extension_holds) takes its slots from
 * the one free-slot count. What the lot list, the map, the public page, the live feed and an
 * availability search show free is what the booking check (the quote's count) lets a booking take.
 */
let ctx: TestContext;
let lot: { id: number; totalSlots: number };
const HOUR = 3600 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  // A lot of Prairie's with a 6-hour price and no reservation within a day of now, so "now" and the next hours count alike.
  const { rows } = await ctx.db.query<{ id: number; total_slots: number }>(
    `SELECT l.id, l.total_slots FROM parking_lots l
      WHERE l.owner_org_id = $1 AND l.status = 'Active' AND l.total_slots >= 3
        AND EXISTS (SELECT 1 FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = '6 hrs')
        AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.lot_id = l.id AND r.start_at < now() + interval '1 day' AND r.end_at > now() - interval '1 day')
      ORDER BY l.id LIMIT 1`,
    [ORG.prairie],
  );
  lot = { id: rows[0].id, totalSlots: rows[0].total_slots };
});
afterAll(() => ctx.close());

/** A booking of the lot over [from, to), written as the booking flow leaves it. */
async function booked(slots: number, from: Date, to: Date): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency)
     SELECT $1, $2, '24 hrs', $3, $4, $5, 'Booked', 0, currency FROM parking_lots WHERE id = $1 RETURNING id`,
    [lot.id, ORG.northline, from.toISOString(), to.toISOString(), slots],
  );
  return rows[0].id;
}

/** An extension of `reservationId` held over [from, to) while its charge is answered (as extendBooking's step 1 writes it). */
async function heldExtension(reservationId: number, slots: number, from: Date, to: Date): Promise<void> {
  await ctx.db.query(
    `INSERT INTO extension_holds (gateway_key, reservation_id, lot_id, start_at, end_at, slots, payer_org_id, method, amount_minor, currency, taxable_minor, tax_lines)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'CARD', 100, 'USD', 100, '[]'::jsonb)`,
    [`held-${reservationId}`, reservationId, lot.id, from.toISOString(), to.toISOString(), slots, ORG.northline],
  );
}

/** Every count a person or a booking reads of the lot, for a window starting in a minute. */
async function counts() {
  const startAt = new Date(Date.now() + 60 * 1000).toISOString();
  const quote = await ctx.as('carrier', {
    method: 'POST',
    url: '/api/reservations/quote',
    payload: { parkingLotId: lot.id, duration: '6 hrs', startAt, slots: 1 },
  });
  const list = (await ctx.as('carrier', { url: '/api/parkingLots?size=100' })).json().content as { parkingLotId: number; availableSlots: number }[];
  const map = (await ctx.as('owner', { url: '/api/parkingLots?size=100' })).json().content as { parkingLotId: number; availableSlots: number }[];
  const publicLots = (await ctx.app.inject({ url: '/api/public/lots' })).json().content as { parkingLotId: number; availableSlots: number }[];
  const search = await ctx.as('carrier', { url: `/api/availability?parkingLotId=${lot.id}&startAt=${encodeURIComponent(startAt)}&duration=6 hrs` });
  return {
    booking: quote.json().availableSlots as number,
    list: list.find((row) => row.parkingLotId === lot.id)?.availableSlots,
    map: map.find((row) => row.parkingLotId === lot.id)?.availableSlots,
    public: publicLots.find((row) => row.parkingLotId === lot.id)?.availableSlots,
    live: (await availabilityNow(ctx.db, [lot.id]))[0]?.availableSlots,
    availability: search.json().content[0]?.availableSlots as number,
  };
}

test('with an extension hold open on a lot full but one, every screen shows the free count the booking check uses', async () => {
  const from = new Date(Date.now() - HOUR);
  const to = new Date(Date.now() + 12 * HOUR);
  const booking = await booked(lot.totalSlots - 2, from, to);
  const everywhere = (free: number) => ({ booking: free, list: free, map: free, public: free, live: free, availability: free });
  expect(await counts()).toEqual(everywhere(2));

  await heldExtension(booking, 1, from, to);
  expect(await counts()).toEqual(everywhere(1));

  // Released (its charge refused): the slot is free again everywhere.
  await ctx.db.query('UPDATE extension_holds SET released_at = now() WHERE reservation_id = $1', [booking]);
  expect(await counts()).toEqual(everywhere(2));
});
