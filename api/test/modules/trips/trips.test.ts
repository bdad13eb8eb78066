import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TRIP_LINK_JOB } from '../../../src/modules/trips/service';
import { smsOutboxDir } from '../../../src/modules/trips/sms';
import { readOutbox } from '../../helpers/outbox';
import { bookThroughApi, DAY, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lotId: number;
let asset: { id: number; license: string; make: string | null };

beforeAll(async () => {
  ctx = await createTestContext();
  lotId = (await seededLot(ctx, { minSlots: 3 })).id;
  asset = (
    await ctx.db.query<{ id: number; license: string; make: string | null }>(
      `SELECT id, license, make FROM assets WHERE org_id = $1 AND status = 'Active' ORDER BY id LIMIT 1`,
      [ORG.northline],
    )
  ).rows[0];
});
afterAll(() => ctx.close());

let driverSeq = 0;
async function newDriver(options: { phone?: string | null; language?: string | null } = {}) {
  driverSeq += 1;
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO drivers (org_id, first_name, last_name, phone, email, language) VALUES ($1, $2, 'Roadway', $3, $4, $5) RETURNING id`,
    [ORG.northline, `Tess${driverSeq}`, options.phone === undefined ? '4035550101' : options.phone, `tess${driverSeq}@driver.test`, options.language ?? null],
  );
  return { id: rows[0].id, firstName: `Tess${driverSeq}`, email: `tess${driverSeq}@driver.test` };
}
const book = (startAt: Date, driverId: number, assetId?: number) =>
  bookThroughApi(ctx, { parkingLotId: lotId, startAt: startAt.toISOString(), entries: [{ driverId, assetId }] }, { orgId: ORG.northline });
/** Runs the link job and answers the token mailed to `email`. */
async function linkMailedTo(email: string): Promise<string> {
  await ctx.app.scheduler.runNow(TRIP_LINK_JOB);
  const mail = (await readOutbox(ctx.config.dataDir)).filter((m) => m.to === email).at(-1);
  expect(mail?.link).toMatch(/\/trip\/[A-Za-z0-9_-]{43}$/);
  return mail!.link!.split('/trip/')[1];
}
const trip = (token: string, suffix = '', method: 'GET' | 'POST' = 'GET', payload?: object) =>
  ctx.app.inject({ method, url: `/api/trips/${token}${suffix}`, payload, headers: { 'accept-language': 'en' } });

describe("the driver's trip link", () => {
  test('a confirmed booking with a driver gets one link per slot, mailed in the driver’s language and sent by SMS; only its hash is stored', async () => {
    const driver = await newDriver({ language: 'fr' });
    const booking = await book(new Date(Date.now() + 3 * DAY), driver.id, asset.id);
    const token = await linkMailedTo(driver.email);
    const mail = (await readOutbox(ctx.config.dataDir)).find((m) => m.to === driver.email)!;
    expect(mail.subject).toMatch(/^Votre stationnement à /);
    expect(mail.link).toBe(`${ctx.config.consoleUrl}/trip/${token}`);
    const sms = readdirSync(smsOutboxDir(ctx.config.dataDir)).map((file) => readFileSync(path.join(smsOutboxDir(ctx.config.dataDir), file), 'utf8'));
    expect(sms.find((text) => text.includes(token))).toMatch(/^To: 4035550101\n\nHaulstop : votre stationnement à /);
    const { rows } = await ctx.db.query<{ row: string; expires_at: Date }>(
      `SELECT row_to_json(t)::text AS row, expires_at FROM trip_links t WHERE reservation_id = $1`,
      [booking.reservationId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].row).not.toContain(token);
    expect(rows[0].expires_at.getTime()).toBe(new Date(booking.endAt).getTime() + DAY);
    // The job runs again: no second link, no second mail.
    await ctx.app.scheduler.runNow(TRIP_LINK_JOB);
    expect((await readOutbox(ctx.config.dataDir)).filter((m) => m.to === driver.email)).toHaveLength(1);
  });

  test('GET /api/trips/{token} answers the trip; the gate code is null until gateCodeFrom', async () => {
    const driver = await newDriver({ phone: null });
    const booking = await book(new Date(Date.now() + 3 * DAY), driver.id, asset.id);
    const token = await linkMailedTo(driver.email);
    const answer = await trip(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      reservationId: booking.reservationId,
      sno: 1,
      lot: { parkingLotId: lotId },
      startAt: booking.startAt,
      endAt: booking.endAt,
      gateStatus: 'NOT_ARRIVED',
      gateCode: null,
      gateCodeFrom: new Date(new Date(booking.startAt).getTime() - 3600_000).toISOString(),
      driver: { firstName: driver.firstName },
      asset: { licensePlate: asset.license, make: asset.make },
      checkedInAt: null,
      checkedOutAt: null,
    });
    expect(Object.keys(answer.json().lot).sort()).toEqual(
      ['address', 'city', 'instructions', 'latitude', 'longitude', 'name', 'parkingLotId', 'postalCode', 'region', 'timeZone'].sort(),
    );
    // Too early to check in: refused with why, and recorded.
    const early = await trip(token, '/checkIn', 'POST');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errorCode: 'NOT_YET_OPEN' });
    const { rows } = await ctx.db.query(`SELECT source, decision, reason FROM gate_events WHERE reservation_id = $1`, [booking.reservationId]);
    expect(rows).toEqual([{ source: 'DRIVER_LINK', decision: 'REFUSED', reason: 'NOT_YET_OPEN' }]);
  });

  test('inside the window the code shows; "I\'m here" checks in, "I left" checks out, as the owner sees', async () => {
    const driver = await newDriver();
    const booking = await book(new Date(Date.now() - 60_000), driver.id, asset.id);
    const token = await linkMailedTo(driver.email);
    expect((await trip(token)).json().gateCode).toBe(booking.gateCode);
    const inside = await trip(token, '/checkIn', 'POST');
    expect(inside.statusCode).toBe(200);
    expect(inside.json().gateStatus).toBe('ON_LOT');
    expect(inside.json().checkedInAt).not.toBeNull();
    const out = await trip(token, '/checkOut', 'POST');
    expect(out.json()).toMatchObject({ gateStatus: 'LEFT', checkedInAt: inside.json().checkedInAt });
    const story = (await ctx.as('owner', { url: `/api/reservations/${booking.reservationId}/gateEvents` })).json();
    expect(story.map((e: { kind: string; source: string }) => [e.kind, e.source])).toEqual([
      ['CHECK_IN', 'DRIVER_LINK'],
      ['CHECK_OUT', 'DRIVER_LINK'],
    ]);
  });

  test('"I need more time" asks the booking’s organisation by mail', async () => {
    const driver = await newDriver();
    const booking = await book(new Date(Date.now() - 60_000), driver.id);
    const token = await linkMailedTo(driver.email);
    const asked = await trip(token, '/extensionRequest', 'POST', { duration: '12 hrs' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ outcome: 'REQUESTED', endAt: booking.endAt });
    const mail = (await readOutbox(ctx.config.dataDir)).filter((m) => m.subject.includes('asks for more time')).at(-1);
    expect(mail?.text).toContain('by 12 hrs');
    expect(mail?.link).toBe(`${ctx.config.consoleUrl}/reservations/${booking.reservationId}`);
    expect((await trip(token, '/extensionRequest', 'POST', { duration: '2 hrs' })).statusCode).toBe(400);
  });

  test('an unknown token, a cancelled booking, another driver on the slot or a link past its end and grace: 404', async () => {
    expect((await trip('x'.repeat(43))).statusCode).toBe(404);

    const cancelledDriver = await newDriver();
    const cancelled = await book(new Date(Date.now() + 5 * DAY), cancelledDriver.id);
    const cancelledToken = await linkMailedTo(cancelledDriver.email);
    expect((await trip(cancelledToken)).statusCode).toBe(200);
    await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${cancelled.reservationId}/cancel`, orgId: ORG.northline, payload: {} });
    expect((await trip(cancelledToken)).statusCode).toBe(404);
    await ctx.app.scheduler.runNow(TRIP_LINK_JOB);
    const { rows } = await ctx.db.query(`SELECT revoked_at IS NOT NULL AS revoked FROM trip_links WHERE reservation_id = $1`, [cancelled.reservationId]);
    expect(rows).toEqual([{ revoked: true }]);

    const first = await newDriver();
    const second = await newDriver();
    const swapped = await book(new Date(Date.now() + 6 * DAY), first.id);
    const firstToken = await linkMailedTo(first.email);
    await ctx.db.query(`UPDATE reservation_entries SET driver_id = $2 WHERE reservation_id = $1`, [swapped.reservationId, second.id]);
    expect((await trip(firstToken)).statusCode).toBe(404);
    const secondToken = await linkMailedTo(second.email);
    expect((await trip(secondToken)).json().driver.firstName).toBe(second.firstName);

    const endedDriver = await newDriver();
    const ended = await book(new Date(Date.now() + 7 * DAY), endedDriver.id);
    const endedToken = await linkMailedTo(endedDriver.email);
    await ctx.db.query(`UPDATE reservations SET start_at = now() - interval '3 days', end_at = now() - interval '2 days' WHERE id = $1`, [ended.reservationId]);
    await ctx.app.scheduler.runNow(TRIP_LINK_JOB);
    expect((await trip(endedToken)).statusCode).toBe(404);
  });
});
