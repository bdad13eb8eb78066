import { intlZone, zoneAbbreviation } from '@haulstop/shared/time';
import { bookThroughApi } from '../../helpers/booking';
import { at, bookAtLot, DAY, driverEntries, gateWrites, HOUR, prepareGateLot, runStatusJob } from '../../helpers/gate-lot';
import { readOutbox } from '../../helpers/outbox';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * A no-show is mailed to the booking's organisation once the status job's round committed: to its
 * admins, in the language the organisation reads, with the lot, the booking, the slot, the window at
 * the lot's clock with its zone, the fee kept and the amount refunded (to the cent) and whether the
 * slot was released — once per booking; a later round mails nothing more.
 */

let ctx: TestContext;
let lot: number;
let drivers: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  // 24 hrs at 40.00; no-shows after 12 hours, released, 40 % of the slot's money kept.
  ({ lot, drivers } = await prepareGateLot(ctx, { prices: { '24 hrs': 4000 }, noShowPolicy: true }));
});
afterAll(async () => {
  await ctx.close();
});

function lotTime(instant: Date, zone: string, language: string) {
  const when = new Intl.DateTimeFormat(language, { timeZone: intlZone(zone, instant), dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  return `${when} ${zoneAbbreviation(instant, zone)}`;
}

test('a no-show is mailed once, after the round, to the booking organisation admins in their language with the window at the lot clock and the money to the cent', async () => {
  // The organisation reads French: the console language its admin chose for what it is mailed.
  const endpoint = await ctx.as('carrier', {
    method: 'POST',
    url: '/api/webhooks/endpoints',
    orgId: ORG.northline,
    payload: { url: 'https://hooks.example.com/no-show', events: ['reservation.no_show'], description: 'no-show mail' },
  });
  expect(endpoint.statusCode).toBe(201);
  await ctx.db.query(`UPDATE webhook_endpoints SET language = 'fr' WHERE id = $1`, [endpoint.json().endpointId]);

  const start = new Date(Date.now() + 170 * DAY);
  start.setUTCHours(12, 0, 0, 0);
  const booking = await bookAtLot(ctx, lot, start, driverEntries(drivers, 2));
  // 2 × 40.00 + GST 4.00 = 84.00; the no-show slot's share 42.00: 40 % (16.80) kept, 25.20 refunded.
  expect(booking.amountMinor).toBe(8400);
  await gateWrites(ctx, booking.reservationId, 2, 'ON_LOT', 'checked_in_at', at(start, HOUR));
  const admins = (
    await ctx.db.query<{ email: string }>(
      `SELECT u.login_id AS email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND m.role = 'admin' AND u.status = 'Active' ORDER BY u.login_id`,
      [ORG.northline],
    )
  ).rows.map((row) => row.email);
  expect(admins.length).toBeGreaterThan(0);
  const zone = (await ctx.db.query<{ time_zone: string }>('SELECT time_zone FROM parking_lots WHERE id = $1', [lot])).rows[0].time_zone;
  const mine = async () => (await readOutbox(ctx.config.dataDir)).filter((mail) => mail.subject.includes(`réservation ${booking.reservationId}`));

  await runStatusJob(ctx, at(start, 12 * HOUR - 1000));
  expect(await mine()).toEqual([]);

  await runStatusJob(ctx, at(start, 12 * HOUR));
  const mails = await mine();
  expect(mails.map((mail) => mail.to).sort()).toEqual(admins);
  const window = `${lotTime(start, zone, 'fr')} – ${lotTime(new Date(booking.endAt), zone, 'fr')}`;
  for (const mail of mails) {
    expect(mail.subject).toBe(`Absence à Prairie Stop Edmonton : réservation ${booking.reservationId}`);
    expect(mail.html).toContain('lang="fr"');
    expect(mail.text).toContain(`réservation ${booking.reservationId}, place 1 (${window})`);
    expect(mail.text).toContain('La place a été remise en vente.');
    expect(mail.text).toContain('Frais retenus par le parc : 16.80 CAD.');
    expect(mail.text).toContain('Remboursé sur le moyen de paiement de la réservation : 25.20 CAD.');
  }

  // A later round finds nothing new: no second mail.
  await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
  await runStatusJob(ctx, at(start, 13 * HOUR));
  expect(await mine()).toHaveLength(mails.length);
});

test('a booking made for another organisation tells both, each in its own language; a lot that keeps no-shows says the slot stays held and nothing is refunded', async () => {
  await ctx.db.query('UPDATE gate_policies SET release_no_show = false WHERE parking_lot_id = $1', [lot]);
  const start = new Date(Date.now() + 180 * DAY);
  start.setUTCHours(12, 0, 0, 0);
  // The lot's owner books its own lot for the carrier (which reads French since the test above).
  const { reservationId } = await bookThroughApi(
    ctx,
    { parkingLotId: lot, startAt: start.toISOString(), entries: [{ driverId: drivers[0] }], forOrgId: ORG.northline },
    { user: 'owner', orgId: ORG.prairie },
  );
  const adminsOf = async (orgId: number) =>
    (
      await ctx.db.query<{ email: string }>(
        `SELECT u.login_id AS email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND m.role = 'admin' AND u.status = 'Active' ORDER BY u.login_id`,
        [orgId],
      )
    ).rows.map((row) => row.email);
  const [carrierAdmins, ownerAdmins] = [await adminsOf(ORG.northline), await adminsOf(ORG.prairie)];
  expect(ownerAdmins.length).toBeGreaterThan(0);

  await runStatusJob(ctx, at(start, 12 * HOUR));
  const outbox = await readOutbox(ctx.config.dataDir);
  const french = outbox.filter((mail) => mail.subject === `Absence à Prairie Stop Edmonton : réservation ${reservationId}`);
  const english = outbox.filter((mail) => mail.subject === `No-show at Prairie Stop Edmonton: booking ${reservationId}`);
  expect(french.map((mail) => mail.to).sort()).toEqual(carrierAdmins);
  expect(english.map((mail) => mail.to).sort()).toEqual(ownerAdmins);
  expect(english[0].html).toContain('lang="en"');
  expect(english[0].text).toContain(`booking ${reservationId}, slot 1 (`);
  expect(english[0].text).toContain('The slot was not released: it stays held for the booking. Fee kept by the lot: 0.00 CAD. Refunded: 0.00 CAD.');
  expect(french[0].text).toContain("La place n'a pas été remise en vente : elle reste réservée. Frais retenus par le parc : 0.00 CAD. Remboursé : 0.00 CAD.");
});
