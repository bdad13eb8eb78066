import { TRIP_LINK_JOB } from '../../../src/modules/trips/service';
import { readOutbox } from '../../helpers/outbox';
import { bookThroughApi, DAY, freeSlotsAt, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * "I need more time" from the driver's link: paid at once by the booking's payment method when the
 * booking's organisation allows it (its admins' setting) and the slot is free after the end, through
 * the one booking extension (its price, its taxes, its charge); otherwise the organisation is asked.
 */

let ctx: TestContext;
let lotId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  lotId = (await seededLot(ctx, { minSlots: 3 })).id;
});
afterAll(() => ctx.close());

let driverSeq = 0;
async function newDriver() {
  driverSeq += 1;
  const email = `mira${driverSeq}@driver.test`;
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO drivers (org_id, first_name, last_name, phone, email) VALUES ($1, $2, 'Lane', NULL, $3) RETURNING id`,
    [ORG.northline, `Mira${driverSeq}`, email],
  );
  return { id: rows[0].id, email };
}
const book = (startAt: Date, slots: number, entries: { driverId?: number }[]) =>
  bookThroughApi(ctx, { parkingLotId: lotId, startAt: startAt.toISOString(), slots, entries }, { orgId: ORG.northline });
async function linkMailedTo(email: string): Promise<string> {
  await ctx.app.scheduler.runNow(TRIP_LINK_JOB);
  const mail = (await readOutbox(ctx.config.dataDir)).filter((m) => m.to === email).at(-1);
  return mail!.link!.split('/trip/')[1];
}
const askMore = (token: string, duration = '24 hrs', key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${token}/extensionRequest`,
    payload: { duration },
    headers: { 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
  });
const settings = (user: 'carrier' | 'dispatch' | 'owner', method: 'GET' | 'PUT' = 'GET', payload?: object, saasOrgId: number = ORG.northline) =>
  ctx.as(user, {
    method,
    url: `/api/organization/${saasOrgId}/tripSettings`,
    orgId: user === 'owner' ? ORG.prairie : ORG.northline,
    ...(payload ? { payload } : {}),
  });
const payments = async (reservationId: number) =>
  (
    await ctx.db.query<{ status: string; amount_minor: number }>('SELECT status, amount_minor FROM payments WHERE reservation_id = $1 ORDER BY id', [
      reservationId,
    ])
  ).rows;
const requestMails = async () => (await readOutbox(ctx.config.dataDir)).filter((m) => m.subject.includes('asks for more time')).length;

describe("the organisation's trip setting", () => {
  test('off until its admins turn it on; members read it; a member who is not an admin, or another organisation, cannot change it', async () => {
    expect((await settings('carrier')).json()).toEqual({ payDriverExtensions: false });
    expect((await settings('dispatch', 'PUT', { payDriverExtensions: true })).statusCode).toBe(403);
    expect((await settings('owner', 'PUT', { payDriverExtensions: true })).statusCode).toBe(404);
    expect((await settings('carrier', 'PUT', { payDriverExtensions: 'yes' })).statusCode).toBe(400);
    const saved = await settings('carrier', 'PUT', { payDriverExtensions: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ payDriverExtensions: true });
    expect((await settings('dispatch')).json()).toEqual({ payDriverExtensions: true });
    expect((await settings('carrier', 'PUT', { payDriverExtensions: false })).json()).toEqual({ payDriverExtensions: false });
  });
});

describe('"I need more time" from the driver\'s link', () => {
  test('not allowed: the organisation is asked and nothing is charged', async () => {
    await settings('carrier', 'PUT', { payDriverExtensions: false });
    const driver = await newDriver();
    const booking = await book(new Date(Date.now() + 20 * DAY), 1, [{ driverId: driver.id }]);
    const token = await linkMailedTo(driver.email);
    const mailsBefore = await requestMails();
    const asked = await askMore(token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ outcome: 'REQUESTED', endAt: booking.endAt });
    expect(await requestMails()).toBeGreaterThan(mailsBefore);
    expect(await payments(booking.reservationId)).toEqual([{ status: 'Payment Success', amount_minor: booking.amountMinor }]);
  });

  test('allowed and the slot free: extended at once, charged on the booking card to the cent as the console’s extension, once for an attempt sent again', async () => {
    await settings('carrier', 'PUT', { payDriverExtensions: true });
    const driver = await newDriver();
    const booking = await book(new Date(Date.now() + 30 * DAY), 2, [{ driverId: driver.id }]);
    const token = await linkMailedTo(driver.email);
    const quote = (
      await ctx.as('carrier', {
        method: 'POST',
        url: `/api/reservations/${booking.reservationId}/extend/quote`,
        orgId: ORG.northline,
        payload: { duration: '24 hrs' },
      })
    ).json();
    expect(quote.slots).toBe(2);
    const mailsBefore = await requestMails();
    const paid = await askMore(token, '24 hrs', `tap-${booking.reservationId}`);
    expect(paid.statusCode).toBe(200);
    // The same attempt sent again (its answer was lost): the same extension, charged once.
    const again = await askMore(token, '24 hrs', `tap-${booking.reservationId}`);
    expect(again.json()).toEqual(paid.json());
    const newEnd = new Date(new Date(booking.endAt).getTime() + DAY).toISOString();
    expect(paid.json()).toEqual({ outcome: 'EXTENDED', endAt: newEnd });
    expect(quote.endAt).toBe(newEnd);
    expect(await payments(booking.reservationId)).toEqual([
      { status: 'Payment Success', amount_minor: booking.amountMinor },
      { status: 'Payment Success', amount_minor: quote.amountMinor },
    ]);
    const detail = (await ctx.as('carrier', { url: `/api/reservations/${booking.reservationId}`, orgId: ORG.northline })).json();
    expect(detail.endAt).toBe(newEnd);
    expect(detail.amountMinor).toBe(booking.amountMinor + quote.amountMinor);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/trips/${token}` })).json().endAt).toBe(newEnd);
    expect(await requestMails()).toBe(mailsBefore);
  });

  test('allowed but the slot is taken after the end: nothing is charged and the organisation is asked', async () => {
    await settings('carrier', 'PUT', { payDriverExtensions: true });
    const driver = await newDriver();
    const booking = await book(new Date(Date.now() + 40 * DAY), 1, [{ driverId: driver.id }]);
    const token = await linkMailedTo(driver.email);
    // Every other slot of the lot is sold for the day after the booking's end.
    const free = await freeSlotsAt(ctx, lotId, booking.endAt, { orgId: ORG.northline });
    await book(new Date(booking.endAt), free, []);
    const mailsBefore = await requestMails();
    const asked = await askMore(token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ outcome: 'REQUESTED', endAt: booking.endAt });
    expect(await payments(booking.reservationId)).toEqual([{ status: 'Payment Success', amount_minor: booking.amountMinor }]);
    expect(await requestMails()).toBeGreaterThan(mailsBefore);
  });
});
