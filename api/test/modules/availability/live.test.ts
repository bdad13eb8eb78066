import type { AddressInfo } from 'node:net';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { PUBLIC_LOT_FIELDS } from '../../helpers/public-lot-fields';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

type Change = { parkingLotId: number; availableSlots: number; totalSlots: number };

/** Opens the SSE stream and collects its `availability` events until stopped. */
async function openStream() {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/public/availability/stream`, { signal: abort.signal });
  const events: Change[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: availability\ndata: (.*)$/m.exec(block);
          if (data) events.push(JSON.parse(data[1]) as Change);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  /** Resolves with the first event matching `match` (or fails after `ms`). */
  const next = (match: (change: Change) => boolean, ms = 5000) =>
    new Promise<Change>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`)), ms);
      const check = () => {
        const found = events.find(match);
        if (found) {
          clearTimeout(timeout);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return {
    response,
    next,
    stop: async () => {
      abort.abort();
      await pump;
    },
  };
}

describe('GET /api/public/lots (the global dashboard, SPEC §2.2: no login)', () => {
  test('answers every bookable lot with its free slots now, without a token, and nothing private', async () => {
    const response = await ctx.app.inject({ url: '/api/public/lots' });
    expect(response.statusCode).toBe(200);
    const lots = response.json().content as Record<string, unknown>[];
    const { rows } = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id WHERE l.status = 'Active' AND o.status = 'Active'`,
    );
    expect(lots).toHaveLength(rows[0].total);
    expect(Object.keys(lots[0]).sort()).toEqual(PUBLIC_LOT_FIELDS);
    for (const lot of lots) expect(lot.availableSlots as number).toBeLessThanOrEqual(lot.totalSlots as number);
  });

  test("each lot shows a driver its street address, its price from (the lot's cheapest price) and a photo", async () => {
    const lots = (await ctx.app.inject({ url: '/api/public/lots' })).json().content as {
      parkingLotId: number;
      address: string;
      priceFrom: { duration: string; amountMinor: number; currency: string } | null;
      photoUrl: string | null;
    }[];
    const { rows } = await ctx.db.query<{ id: number; address: string; cheapest: number | null; currency: string; images: number }>(
      `SELECT l.id, l.address, l.currency, (SELECT min(p.amount_minor) FROM parking_lot_prices p WHERE p.lot_id = l.id) AS cheapest,
              (SELECT count(*)::int FROM parking_lot_images i WHERE i.lot_id = l.id) AS images
         FROM parking_lots l`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const lot of lots) {
      const row = byId.get(lot.parkingLotId)!;
      expect(lot.address).toBe(row.address);
      expect(lot.priceFrom?.amountMinor ?? null).toBe(row.cheapest);
      if (lot.priceFrom) expect(lot.priceFrom.currency).toBe(row.currency);
      expect(lot.photoUrl).toBe(row.images > 0 ? `http://127.0.0.1:8090/api/public/lots/${lot.parkingLotId}/photo` : null);
    }
    expect(lots.some((lot) => lot.priceFrom !== null && lot.photoUrl !== null)).toBe(true);
  });

  test("a listed lot's photo is served without a token, cacheable and readable from another origin; a lot without a photo answers 404", async () => {
    const lot = ((await ctx.app.inject({ url: '/api/public/lots' })).json().content as { photoUrl: string | null }[]).find((l) => l.photoUrl)!;
    const photo = await ctx.app.inject({ url: new URL(lot.photoUrl!).pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(photo.headers['cache-control']).toBe('public, max-age=3600');
    expect(photo.body).toContain('<svg');

    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE status = 'Active' ORDER BY id LIMIT 1`);
    const images = await ctx.db.query<{ image_path: string; priority: number }>(
      `DELETE FROM parking_lot_images WHERE lot_id = $1 RETURNING image_path, priority`,
      [rows[0].id],
    );
    try {
      const none = await ctx.app.inject({ url: `/api/public/lots/${rows[0].id}/photo` });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
      const listed = ((await ctx.app.inject({ url: '/api/public/lots' })).json().content as { parkingLotId: number; photoUrl: string | null }[]).find(
        (l) => l.parkingLotId === rows[0].id,
      );
      expect(listed?.photoUrl).toBeNull();
    } finally {
      for (const image of images.rows) {
        await ctx.db.query('INSERT INTO parking_lot_images (lot_id, image_path, priority) VALUES ($1, $2, $3)', [rows[0].id, image.image_path, image.priority]);
      }
    }
  });

  test("an inactive lot's photo is not public (404, as for a lot that does not exist)", async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT l.id FROM parking_lots l WHERE l.status = 'Active' AND EXISTS (SELECT 1 FROM parking_lot_images i WHERE i.lot_id = l.id) ORDER BY l.id DESC LIMIT 1`,
    );
    expect((await ctx.app.inject({ url: `/api/public/lots/${rows[0].id}/photo` })).statusCode).toBe(200);
    await ctx.db.query(`UPDATE parking_lots SET status = 'Inactive' WHERE id = $1`, [rows[0].id]);
    try {
      expect((await ctx.app.inject({ url: `/api/public/lots/${rows[0].id}/photo` })).statusCode).toBe(404);
    } finally {
      await ctx.db.query(`UPDATE parking_lots SET status = 'Active' WHERE id = $1`, [rows[0].id]);
    }
    expect((await ctx.app.inject({ url: '/api/public/lots/999999/photo' })).statusCode).toBe(404);
  });

  test('an inactive lot is not listed', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1 AND status = 'Active' ORDER BY id DESC LIMIT 1`, [
      ORG.prairie,
    ]);
    await ctx.db.query(`UPDATE parking_lots SET status = 'Inactive' WHERE id = $1`, [rows[0].id]);
    const ids = ((await ctx.app.inject({ url: '/api/public/lots' })).json().content as { parkingLotId: number }[]).map((lot) => lot.parkingLotId);
    expect(ids).not.toContain(rows[0].id);
    await ctx.db.query(`UPDATE parking_lots SET status = 'Active' WHERE id = $1`, [rows[0].id]);
  });
});

describe('GET /api/public/availability/stream (counts change within a second, without polling)', () => {
  test('is an event stream anyone may open', async () => {
    const stream = await openStream();
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.stop();
  });

  test("a reservation released now sends the lot's new count; a new booking sends its lot", async () => {
    const { rows } = await ctx.db.query<{ id: number; lot_id: number; slots: number }>(
      `SELECT r.id, r.lot_id, r.slots FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
        WHERE r.status = 'Booked' AND r.start_at <= now() AND r.end_at > now() AND l.status = 'Active' ORDER BY r.id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    const held = rows[0];
    const before = ((await ctx.app.inject({ url: '/api/public/lots' })).json().content as Change[]).find((lot) => lot.parkingLotId === held.lot_id)!;
    const stream = await openStream();
    try {
      await ctx.db.query(`UPDATE reservations SET status = 'Cancelled' WHERE id = $1`, [held.id]);
      const change = await stream.next((event) => event.parkingLotId === held.lot_id);
      expect(change).toEqual({ parkingLotId: held.lot_id, totalSlots: before.totalSlots, availableSlots: before.availableSlots + held.slots });

      // Through the booking API: the committed booking notifies its lot.
      const lot = (
        await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1 AND status = 'Active' AND id <> $2 ORDER BY id LIMIT 1`, [
          ORG.prairie,
          held.lot_id,
        ])
      ).rows[0];
      const start = new Date(Date.now() + 300 * 24 * 3600 * 1000);
      start.setUTCHours(12, 0, 0, 0);
      const booked = await ctx.as('carrier', {
        method: 'POST',
        url: '/api/reservations',
        payload: {
          parkingLotId: lot.id,
          duration: '24 hrs',
          startAt: start.toISOString(),
          slots: 1,
          entries: [{}],
          payment: { method: 'CARD', cardNumber: '4242 4242 4242 4242' },
        },
      });
      expect(booked.statusCode).toBe(201);
      await stream.next((event) => event.parkingLotId === lot.id);
    } finally {
      await stream.stop();
      await ctx.db.query(`UPDATE reservations SET status = 'Booked' WHERE id = $1`, [held.id]);
    }
  });

  test("an extension held over now (its charge in flight) sends the lot's count less its slots; its release sends it back", async () => {
    // A listed lot with free slots, and one of its bookings the tests above leave alone (the hold's booking; its window does not matter here).
    const { rows } = await ctx.db.query<{ id: number; lot_id: number }>(
      `SELECT r.id, r.lot_id FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
        WHERE l.status = 'Active' AND r.start_at > now() ORDER BY l.id DESC, r.id DESC LIMIT 1`,
    );
    const held = rows[0];
    const countOf = async () =>
      ((await ctx.app.inject({ url: '/api/public/lots' })).json().content as Change[]).find((lot) => lot.parkingLotId === held.lot_id)!.availableSlots;
    const before = await countOf();
    expect(before).toBeGreaterThan(0);
    const stream = await openStream();
    try {
      await ctx.db.query(
        `INSERT INTO extension_holds (gateway_key, reservation_id, lot_id, start_at, end_at, slots, payer_org_id, method, amount_minor, currency, taxable_minor, tax_lines)
         VALUES ('live-held', $1, $2, now() - interval '1 hour', now() + interval '1 hour', 1, $3, 'CARD', 100, 'USD', 100, '[]'::jsonb)`,
        [held.id, held.lot_id, ORG.northline],
      );
      await stream.next((event) => event.parkingLotId === held.lot_id && event.availableSlots === before - 1);
      await ctx.db.query(`UPDATE extension_holds SET released_at = now() WHERE gateway_key = 'live-held'`);
      await stream.next((event) => event.parkingLotId === held.lot_id && event.availableSlots === before);
    } finally {
      await stream.stop();
      await ctx.db.query(`DELETE FROM extension_holds WHERE gateway_key = 'live-held'`);
    }
  });
});
