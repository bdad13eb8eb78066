import { bookAtLot } from '../../helpers/gate-lot';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lotId: number;
let secondLotId: number;
let otherOwnersLotId: number;
let assets: { id: number; license: string }[];
let drivers: number[];
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  const { rows: lots } = await ctx.db.query<{ id: number }>(
    `SELECT l.id FROM parking_lots l JOIN parking_lot_prices p ON p.lot_id = l.id AND p.duration = '24 hrs'
      WHERE l.owner_org_id = $1 AND l.status = 'Active' AND l.total_slots >= 3 ORDER BY l.id LIMIT 2`,
    [ORG.prairie],
  );
  [lotId, secondLotId] = lots.map((l) => l.id);
  otherOwnersLotId = (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1 ORDER BY id LIMIT 1`, [ORG.lakeshore])).rows[0]
    .id;
  assets = (
    await ctx.db.query<{ id: number; license: string }>(`SELECT id, license FROM assets WHERE org_id = $1 AND status = 'Active' ORDER BY id LIMIT 4`, [
      ORG.northline,
    ])
  ).rows;
  drivers = (
    await ctx.db.query<{ id: number }>(`SELECT id FROM drivers WHERE org_id = $1 AND status = 'Active' ORDER BY id LIMIT 4`, [ORG.northline])
  ).rows.map((d) => d.id);
});
afterAll(() => ctx.close());

const book = (startAt: Date, entries: { driverId?: number; assetId?: number }[] = [], lot = lotId) => bookAtLot(ctx, lot, startAt, entries);
const post = (payload: Record<string, unknown>, options: { key?: string; user?: 'owner' | 'manager' | 'carrier' | 'admin'; orgId?: number } = {}) =>
  ctx.as(options.user ?? 'owner', {
    method: 'POST',
    url: '/api/gate/events',
    orgId: options.orgId,
    payload: { parkingLotId: lotId, source: 'GATE_SCREEN', ...payload },
    headers: { 'accept-language': 'en', ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });
const entry = async (reservationId: number, sno = 1) =>
  (await ctx.as('owner', { url: `/api/reservations/${reservationId}` })).json().entries.find((e: { sno: number }) => e.sno === sno);
const count = async (sql: string, params: (string | number)[]) =>
  Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM gate_events WHERE ${sql}`, params)).rows[0].n);

describe('POST /api/gate/events: check-in and check-out from every source', () => {
  test('a check-in by gate code puts the truck on the lot; the reservation detail and list say so; a check-out by plate lets it leave', async () => {
    const booking = await book(new Date(Date.now() - 60_000), [{ driverId: drivers[0], assetId: assets[0].id }]);
    expect(await entry(booking.reservationId)).toMatchObject({ gateStatus: 'NOT_ARRIVED', checkedInAt: null, checkedOutAt: null });
    const inside = await post({ kind: 'CHECK_IN', gateCode: booking.gateCode, source: 'GATE_CODE' });
    expect(inside.statusCode).toBe(201);
    expect(inside.json()).toMatchObject({ decision: 'ALLOWED', reservationId: booking.reservationId, sno: 1 });
    expect(inside.json().reason).toBeUndefined();
    expect(inside.json().anomaly).toBeUndefined();
    const onLot = await entry(booking.reservationId);
    expect(onLot.gateStatus).toBe('ON_LOT');
    expect(Date.now() - new Date(onLot.checkedInAt).getTime()).toBeLessThan(60_000);
    const list = await ctx.as('carrier', { url: `/api/reservations?parkingLotId=${lotId}&size=100`, orgId: ORG.northline });
    const listed = list.json().content.find((r: { reservationId: number }) => r.reservationId === booking.reservationId);
    expect(listed.entries[0]).toMatchObject({ gateStatus: 'ON_LOT', checkedInAt: onLot.checkedInAt, checkedOutAt: null });

    const plate = assets[0].license.toLowerCase().replace(/(.{2})/, '$1 ');
    const out = await post({ kind: 'CHECK_OUT', licensePlate: plate, source: 'PARTNER' });
    expect(out.json()).toMatchObject({ decision: 'ALLOWED', reservationId: booking.reservationId, sno: 1 });
    expect(await entry(booking.reservationId)).toMatchObject({ gateStatus: 'LEFT', checkedInAt: onLot.checkedInAt });
    expect((await entry(booking.reservationId)).checkedOutAt).not.toBeNull();
  });

  test('a booking that named no driver nor truck: each event names its slot, and the slot keeps its gate status', async () => {
    const booking = await bookAtLot(ctx, lotId, new Date(Date.now() - 90_000), [], { slots: 2 });
    const first = await post({ kind: 'CHECK_IN', gateCode: booking.gateCode });
    expect(first.json()).toMatchObject({ decision: 'ALLOWED', reservationId: booking.reservationId, sno: 1 });
    expect(first.json().anomaly).toBeUndefined();
    const second = await post({ kind: 'CHECK_IN', gateCode: booking.gateCode });
    expect(second.json()).toMatchObject({ decision: 'ALLOWED', reservationId: booking.reservationId, sno: 2 });
    expect(second.json().anomaly).toBeUndefined();
    expect((await post({ kind: 'CHECK_IN', gateCode: booking.gateCode })).json()).toMatchObject({ anomaly: 'SECOND_CHECK_IN', sno: 1 });
    expect((await post({ kind: 'CHECK_OUT', gateCode: booking.gateCode })).json()).toMatchObject({ decision: 'ALLOWED', sno: 1 });
    expect(await entry(booking.reservationId, 1)).toMatchObject({ gateStatus: 'LEFT' });
    expect(await entry(booking.reservationId, 2)).toMatchObject({ gateStatus: 'ON_LOT' });
    const story = await ctx.as('owner', { url: `/api/reservations/${booking.reservationId}/gateEvents` });
    expect(story.json().map((e: { sno: number | null }) => e.sno)).toEqual([1, 2, 1, 1]);
    expect(await count('reservation_id = $1 AND sno IS NULL', [booking.reservationId])).toBe(0);
  });

  test('"a repeated event is one event": the same Idempotency-Key answers the first answer and records nothing more', async () => {
    const booking = await book(new Date(Date.now() - 120_000), [{ driverId: drivers[1], assetId: assets[1].id }]);
    const first = await post({ kind: 'CHECK_IN', gateCode: booking.gateCode }, { key: `gate-${booking.reservationId}` });
    const again = await post({ kind: 'CHECK_IN', gateCode: booking.gateCode }, { key: `gate-${booking.reservationId}` });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count('reservation_id = $1', [booking.reservationId])).toBe(1);
    // Another body under the same key is a client's mistake, not a second event.
    const reused = await post({ kind: 'CHECK_OUT', gateCode: booking.gateCode }, { key: `gate-${booking.reservationId}` });
    expect(reused.statusCode).toBe(409);
    expect(await count('reservation_id = $1', [booking.reservationId])).toBe(1);
  });

  test('anomalies are let through and recorded: a second check-in, a check-out without check-in, a second check-out', async () => {
    const booking = await book(new Date(Date.now() - 180_000), [{ driverId: drivers[2], assetId: assets[2].id }]);
    expect((await post({ kind: 'CHECK_OUT', gateCode: booking.gateCode })).json()).toMatchObject({
      decision: 'ALLOWED',
      anomaly: 'CHECK_OUT_WITHOUT_CHECK_IN',
    });
    expect((await entry(booking.reservationId)).gateStatus).toBe('LEFT');
    expect((await post({ kind: 'CHECK_OUT', gateCode: booking.gateCode })).json()).toMatchObject({ decision: 'ALLOWED', anomaly: 'SECOND_CHECK_OUT' });
    expect((await post({ kind: 'CHECK_IN', gateCode: booking.gateCode })).json()).toMatchObject({ decision: 'ALLOWED' });
    expect((await post({ kind: 'CHECK_IN', gateCode: booking.gateCode })).json()).toMatchObject({ decision: 'ALLOWED', anomaly: 'SECOND_CHECK_IN' });
    expect((await entry(booking.reservationId)).gateStatus).toBe('ON_LOT');
    const anomalies = await ctx.as('owner', { url: `/api/gate/events?parkingLotId=${lotId}&anomaly=true&size=100` });
    expect(anomalies.statusCode).toBe(200);
    const mine = anomalies.json().content.filter((e: { reservationId: number }) => e.reservationId === booking.reservationId);
    expect(mine.map((e: { anomaly: string }) => e.anomaly)).toEqual(['SECOND_CHECK_IN', 'SECOND_CHECK_OUT', 'CHECK_OUT_WITHOUT_CHECK_IN']);
    const only = await ctx.as('owner', { url: `/api/gate/events?parkingLotId=${lotId}&anomaly=SECOND_CHECK_OUT&size=100` });
    expect(only.json().content.every((e: { anomaly: string }) => e.anomaly === 'SECOND_CHECK_OUT')).toBe(true);
  });

  test('refusals are recorded with their reason: unknown code or plate, another lot’s code, not yet open, ended, cancelled', async () => {
    const unknownCode = await post({ kind: 'CHECK_IN', gateCode: 'ZZ-NOT-A-CODE' });
    expect(unknownCode.statusCode).toBe(201);
    expect(unknownCode.json()).toMatchObject({ decision: 'REFUSED', reason: 'UNKNOWN_CODE', anomaly: 'UNKNOWN_VEHICLE' });
    expect((await post({ kind: 'CHECK_IN', licensePlate: 'NOPLATE1' })).json()).toMatchObject({ decision: 'REFUSED', reason: 'UNKNOWN_PLATE' });

    const elsewhere = await book(new Date(Date.now() - 60_000), [], secondLotId);
    expect((await post({ kind: 'CHECK_IN', gateCode: elsewhere.gateCode })).json()).toMatchObject({
      decision: 'REFUSED',
      reason: 'OTHER_LOT',
      anomaly: 'OTHER_LOT_CODE',
      reservationId: elsewhere.reservationId,
    });

    const later = await book(new Date(Date.now() + 30 * DAY), [{ driverId: drivers[3], assetId: assets[3].id }]);
    const early = await post({ kind: 'CHECK_IN', gateCode: later.gateCode });
    expect(early.json()).toMatchObject({
      decision: 'REFUSED',
      reason: 'NOT_YET_OPEN',
      validFrom: new Date(new Date(later.startAt).getTime() - 3600_000).toISOString(),
    });
    expect((await entry(later.reservationId)).gateStatus).toBe('NOT_ARRIVED');
    // The lot's policy moves the window: 45 days before, the code opens now.
    await ctx.as('owner', {
      method: 'PUT',
      url: `/api/parkingLots/${lotId}/gatePolicy`,
      payload: { codeVisibleBeforeMinutes: 1440, noShowAfterHours: 12, releaseNoShow: true, noShowFeePercent: 100, overstayGraceMinutes: 30 },
    });
    const soon = await book(new Date(Date.now() + 12 * 3600_000));
    expect((await post({ kind: 'CHECK_IN', gateCode: soon.gateCode })).json().decision).toBe('ALLOWED');

    const ended = await book(new Date(Date.now() + 40 * DAY));
    await ctx.db.query(`UPDATE reservations SET start_at = now() - interval '2 days', end_at = now() - interval '1 day' WHERE id = $1`, [ended.reservationId]);
    expect((await post({ kind: 'CHECK_IN', gateCode: ended.gateCode })).json()).toMatchObject({ decision: 'REFUSED', reason: 'ENDED' });

    const refusedBefore = await count(`parking_lot_id = $1 AND decision = 'REFUSED'`, [lotId]);
    expect(refusedBefore).toBeGreaterThanOrEqual(5);
  });

  test('an event reported later keeps its own time; a time in the future or a missing code and plate is a 400', async () => {
    const booking = await book(new Date(Date.now() - 60_000));
    // Inside the gate window, which opens before the start.
    const at = new Date(Date.now() - 30 * 60_000).toISOString();
    const late = await post({ kind: 'CHECK_IN', gateCode: booking.gateCode, at });
    expect(late.json().decision).toBe('ALLOWED');
    const { rows } = await ctx.db.query<{ at: Date }>(`SELECT at FROM gate_events WHERE id = $1`, [late.json().eventId]);
    expect(rows[0].at.toISOString()).toBe(at);
    const future = await post({ kind: 'CHECK_IN', gateCode: booking.gateCode, at: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().errorField).toBe('at');
    const nothing = await post({ kind: 'CHECK_IN' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errorMessage).toBe("Enter the gate code or the truck's plate");
  });

  test("another owner's lot is 404, a carrier 403; the owner's Manager reports events; the platform may", async () => {
    expect((await post({ kind: 'CHECK_IN', gateCode: '123456', parkingLotId: otherOwnersLotId })).statusCode).toBe(404);
    expect((await post({ kind: 'CHECK_IN', gateCode: '123456' }, { user: 'carrier', orgId: ORG.northline })).statusCode).toBe(403);
    expect((await post({ kind: 'CHECK_IN', gateCode: '123456' }, { user: 'manager' })).statusCode).toBe(201);
    expect((await post({ kind: 'CHECK_IN', gateCode: '123456' }, { user: 'admin', orgId: ORG.platform })).statusCode).toBe(201);
    expect((await ctx.as('owner', { url: `/api/gate/events?parkingLotId=${otherOwnersLotId}` })).statusCode).toBe(404);
    expect((await ctx.as('carrier', { url: `/api/gate/events`, orgId: ORG.northline })).statusCode).toBe(403);
    // Without a lot, the owner's own lots only.
    const all = (await ctx.as('owner', { url: `/api/gate/events?size=100` })).json().content as { parkingLotId: number }[];
    expect(all.length).toBeGreaterThan(0);
    const owned = (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1`, [ORG.prairie])).rows.map((r) => r.id);
    expect(all.every((e) => owned.includes(e.parkingLotId))).toBe(true);
  });

  test("a reservation's gate story: its owner and the booking's organisation read it, nobody else", async () => {
    const booking = await book(new Date(Date.now() - 60_000), [{ driverId: drivers[0], assetId: assets[0].id }]);
    await post({ kind: 'CHECK_IN', gateCode: booking.gateCode, source: 'GATE_CODE' });
    await post({ kind: 'CHECK_OUT', gateCode: booking.gateCode, source: 'GATE_SCREEN' });
    const url = `/api/reservations/${booking.reservationId}/gateEvents`;
    const story = await ctx.as('owner', { url });
    expect(story.statusCode).toBe(200);
    expect(story.json().map((e: { kind: string; source: string; decision: string }) => [e.kind, e.source, e.decision])).toEqual([
      ['CHECK_IN', 'GATE_CODE', 'ALLOWED'],
      ['CHECK_OUT', 'GATE_SCREEN', 'ALLOWED'],
    ]);
    expect((await ctx.as('carrier', { url, orgId: ORG.northline })).json()).toEqual(story.json());
    expect((await ctx.as('broker', { url, orgId: ORG.eastbound })).statusCode).toBe(404);
  });
});

describe('a truck still on the lot after its booking ended', () => {
  test('leaves by the gate code it came in with, though the code was revoked with the booking', async () => {
    const booking = await book(new Date(Date.now() - 60_000), [{ driverId: drivers[1], assetId: assets[1].id }]);
    expect((await post({ kind: 'CHECK_IN', gateCode: booking.gateCode, source: 'GATE_CODE' })).json().decision).toBe('ALLOWED');
    // The booking ended hours ago and the status job completed it (revoking its code); the truck stayed.
    await ctx.db.query(
      `UPDATE reservations SET status = 'Completed', gate_code = NULL, start_at = now() - interval '30 hours', end_at = now() - interval '6 hours' WHERE id = $1`,
      [booking.reservationId],
    );
    await ctx.db.query(`UPDATE reservation_entries SET gate_status = 'OVERSTAY' WHERE reservation_id = $1`, [booking.reservationId]);
    const out = await post({ kind: 'CHECK_OUT', gateCode: booking.gateCode, source: 'GATE_CODE' });
    expect(out.json()).toMatchObject({ decision: 'ALLOWED', reservationId: booking.reservationId, sno: 1 });
    expect((await entry(booking.reservationId)).gateStatus).toBe('LEFT');
    // Coming back in with it is refused: the code is no longer live.
    expect((await post({ kind: 'CHECK_IN', gateCode: booking.gateCode })).json()).toMatchObject({ decision: 'REFUSED', reason: 'UNKNOWN_CODE' });
  });
});
