import { bookThroughApi, DAY, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lotId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  lotId = (await seededLot(ctx, { minSlots: 3 })).id;
});
afterAll(() => ctx.close());

const book = (startAt: Date) => bookThroughApi(ctx, { parkingLotId: lotId, startAt: startAt.toISOString() });
const check = (code: string, user: 'owner' | 'carrier' | 'admin' = 'owner', orgId?: number) =>
  ctx.as(user, { method: 'POST', url: `/api/parkingLots/${lotId}/gateCheck`, payload: { code }, orgId });

describe('POST /api/parkingLots/{id}/gateCheck: a gate code per booking, valid only inside its window, revoked on cancel', () => {
  test('inside the window the code opens the gate; a booking not started yet does not', async () => {
    const now = await book(new Date(Date.now() - 60_000));
    const open = await check(now.gateCode);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      valid: true,
      outcome: 'VALID',
      kind: 'BOOKING',
      reservationId: now.reservationId,
      // The gate opens from the lot's codeVisibleBeforeMinutes (60 by default) before the start.
      validFrom: new Date(new Date(now.startAt).getTime() - 60 * 60_000).toISOString(),
      validTo: now.endAt,
    });

    const later = await book(new Date(Date.now() + 30 * DAY));
    expect((await check(later.gateCode)).json()).toMatchObject({ valid: false, outcome: 'NOT_YET_VALID', reservationId: later.reservationId });
  });

  test('after the window the code no longer opens, even before the status job has run', async () => {
    const booking = await book(new Date(Date.now() + 60 * DAY));
    // The window moved into the past behind the jobs' back: the clock decides, not the status.
    await ctx.db.query(`UPDATE reservations SET start_at = now() - interval '2 days', end_at = now() - interval '1 day' WHERE id = $1`, [
      booking.reservationId,
    ]);
    expect((await check(booking.gateCode)).json()).toMatchObject({ valid: false, outcome: 'ENDED', reservationId: booking.reservationId });
  });

  test('a cancel revokes the code: unknown at the gate afterwards', async () => {
    const booking = await book(new Date(Date.now() - 60_000));
    expect((await check(booking.gateCode)).json().valid).toBe(true);
    const cancelled = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${booking.reservationId}/cancel`, payload: {} });
    expect(cancelled.json().gateCode).toBeNull();
    expect((await check(booking.gateCode)).json()).toEqual({
      valid: false,
      outcome: 'UNKNOWN',
      kind: null,
      reservationId: null,
      validFrom: null,
      validTo: null,
    });
  });

  test("the owner's access codes open the gate inside their own window only", async () => {
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const add = (code: string, validFrom: string, validTo: string) =>
      ctx.as('owner', { method: 'POST', url: `/api/parkingLots/${lotId}/accessCodes`, payload: { code, validFrom, validTo } });
    expect((await add('GATECREW1', at(-1), at(1))).statusCode).toBe(201);
    expect((await add('GATECREW2', at(2), at(3))).statusCode).toBe(201);
    expect((await check(' GATECREW1 ')).json()).toMatchObject({ valid: true, kind: 'ACCESS_CODE', reservationId: null });
    expect((await check('GATECREW2')).json()).toMatchObject({ valid: false, outcome: 'NOT_YET_VALID', kind: 'ACCESS_CODE' });
  });

  test('every answer is kept as a check-in keyed at the gate, the refusals with their reason', async () => {
    const booking = await book(new Date(Date.now() - 60_000));
    const before = Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM gate_events WHERE parking_lot_id = $1`, [lotId])).rows[0].n);
    expect((await check(booking.gateCode)).json().valid).toBe(true);
    expect((await check('NOPE-0000')).json().outcome).toBe('UNKNOWN');
    const { rows } = await ctx.db.query(
      `SELECT reservation_id, kind, source, decision, reason FROM gate_events WHERE parking_lot_id = $1 ORDER BY id DESC LIMIT 2`,
      [lotId],
    );
    expect(rows).toEqual([
      { reservation_id: null, kind: 'CHECK_IN', source: 'GATE_CODE', decision: 'REFUSED', reason: 'UNKNOWN_CODE' },
      { reservation_id: booking.reservationId, kind: 'CHECK_IN', source: 'GATE_CODE', decision: 'ALLOWED', reason: null },
    ]);
    const after = Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM gate_events WHERE parking_lot_id = $1`, [lotId])).rows[0].n);
    expect(after - before).toBe(2);
  });

  test("only the lot's owner or the platform asks: a carrier gets 403, another owner 404; an empty code is a 400", async () => {
    expect((await check('000000', 'carrier')).statusCode).toBe(403);
    expect((await check('000000', 'admin', ORG.lakeshore)).statusCode).toBe(404);
    expect((await check('000000', 'admin', ORG.platform)).json().outcome).toBe('UNKNOWN');
    const empty = await check('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('VALIDATION_FAILED');
  });
});
