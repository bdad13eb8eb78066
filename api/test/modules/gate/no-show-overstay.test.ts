import { periodOf, runMonthEnd } from '../../../src/modules/billing/month-end';
import { WEBHOOK_JOB } from '../../../src/modules/webhooks/delivery';
import { bookingWindows, freeSlotsAt } from '../../helpers/booking';
import { at, bookAtLot, DAY, gateChargesOf, gateWrites, HOUR, ledgerOf, prepareGateLot, runStatusJob } from '../../helpers/gate-lot';
import { readOutbox } from '../../helpers/outbox';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { startRecordingReceiver, verifiedEvent, type ReceivedRequest, type RecordingReceiver } from '../../helpers/webhook-receiver';

/*
 * What follows from the gate, through the status job into the real database: no-shows (their slot
 * released and their money: fee kept, the rest refunded, to the cent), overstays (charged by the
 * lot's prices on the booking's card, in the ledger with their tax) and availability during an
 * overstay. The gate's own record of a truck (its entry's gate status) is written as the gate writes it.
 */

let receiver: RecordingReceiver;
let received: ReceivedRequest[];
let base: string;
let ctx: TestContext;
let lot: number;
let drivers: number[];
/** Windows 3 days apart, far from the seed's bookings. */
const windows = bookingWindows(50, { everyDays: 3 });
const nextWindow = () => new Date(windows());

beforeAll(async () => {
  receiver = await startRecordingReceiver();
  ({ base, received } = receiver);
  ctx = await createTestContext({ webhookAllowLoopback: true, webhookRetryDelaysMs: [50, 50, 50], webhookTimeoutMs: 2000 });
  // Priced 6 hrs 15.00, 24 hrs 40.00, 36 hrs 65.00.
  ({ lot, drivers } = await prepareGateLot(ctx));
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(() => {
  received.length = 0;
});

const book = (startAt: Date, slots: number, entries: { driverId?: number }[]) => bookAtLot(ctx, lot, startAt, entries, { slots });
const entries = async (id: number) =>
  (
    await ctx.db.query<{ sno: number; gate_status: string; no_show_at: Date | null; overstay_started_at: Date | null; overstay_charged_until: Date | null }>(
      'SELECT sno, gate_status, no_show_at, overstay_started_at, overstay_charged_until FROM reservation_entries WHERE reservation_id = $1 ORDER BY sno',
      [id],
    )
  ).rows;
const quoteFree = (startAt: Date) => freeSlotsAt(ctx, lot, startAt, { orgId: ORG.northline });
async function addEndpoint(path: string, events: string[]) {
  const answer = await ctx.as('carrier', {
    method: 'POST',
    url: '/api/webhooks/endpoints',
    orgId: ORG.northline,
    payload: { url: `${base}${path}`, events, description: 'gate consequences' },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { endpointId: number; secret: string; url: string };
}
/** The events of one booking delivered to the endpoint at `path`, verified with its secret (others' events are left aside). */
async function deliveredEvents(path: string, secret: string, reservationId: number, count: number) {
  const mine = () => received.filter((message) => message.path === path && JSON.parse(message.body).data?.reservationId === reservationId);
  for (let i = 0; i < 40 && mine().length < count; i++) {
    await ctx.app.scheduler.runNow(WEBHOOK_JOB);
    if (mine().length < count) await new Promise((resolve) => setTimeout(resolve, 60));
  }
  return mine().map((message) => verifiedEvent<{ type: string; data: Record<string, unknown> }>(secret, message));
}

describe('overstay', () => {
  test('a truck on the lot past its end plus the grace overstays; each step is charged on the booking card by the cheapest covering durations with GST, into the ledger, and told by webhook', async () => {
    const endpoint = await addEndpoint('/overstay', ['reservation.overstay_started', 'overstay.charged']);
    const booking = await book(nextWindow(), 1, [{ driverId: drivers[0] }]);
    const end = new Date(booking.endAt);
    await gateWrites(ctx, booking.reservationId, 1, 'ON_LOT', 'checked_in_at', new Date(booking.startAt));

    await runStatusJob(ctx, at(end, 29 * 60 * 1000));
    expect((await entries(booking.reservationId))[0].gate_status).toBe('ON_LOT');
    expect(await gateChargesOf(ctx, booking.reservationId)).toEqual([]);

    // Grace of 30 minutes (the default policy) passed: overstaying since end + 30 min, its first 6 hours charged.
    await runStatusJob(ctx, at(end, 30 * 60 * 1000));
    expect(await entries(booking.reservationId)).toEqual([
      expect.objectContaining({ gate_status: 'OVERSTAY', overstay_started_at: at(end, 30 * 60 * 1000), overstay_charged_until: at(end, 6 * HOUR) }),
    ]);
    expect(await gateChargesOf(ctx, booking.reservationId)).toEqual([
      { kind: 'overstay', status: 'Payment Success', taxable_minor: 1500, amount_minor: 1575, from_at: end, until_at: at(end, 6 * HOUR) },
    ]);

    // Checked out 30 hours after the end: 1 × 24 hrs + 1 × 6 hrs = 55.00 in all, 40.00 more now, GST 2.00.
    await gateWrites(ctx, booking.reservationId, 1, 'LEFT', 'checked_out_at', at(end, 30 * HOUR));
    await runStatusJob(ctx, at(end, 30 * HOUR + 60 * 1000));
    await runStatusJob(ctx, at(end, 31 * HOUR));
    expect((await gateChargesOf(ctx, booking.reservationId)).map((c) => [c.status, c.taxable_minor, c.amount_minor])).toEqual([
      ['Payment Success', 1500, 1575],
      ['Payment Success', 4000, 4200],
    ]);
    const money = await ledgerOf(ctx, booking.reservationId);
    expect(money).toEqual(
      expect.arrayContaining([
        { kind: 'charge', tax_name: null, amount: 4000 },
        { kind: 'overstay', tax_name: null, amount: 5500 },
        { kind: 'overstay', tax_name: 'GST', amount: 275 },
        { kind: 'tax', tax_name: 'GST', amount: 200 },
      ]),
    );

    const events = await deliveredEvents('/overstay', endpoint.secret, booking.reservationId, 3);
    expect(events.map((e) => [e.type, e.data.reservationId, e.data.amountMinor ?? null, e.data.status ?? null])).toEqual([
      ['reservation.overstay_started', booking.reservationId, null, null],
      ['overstay.charged', booking.reservationId, 1575, 'Payment Success'],
      ['overstay.charged', booking.reservationId, 4200, 'Payment Success'],
    ]);
    await ctx.as('carrier', { method: 'DELETE', url: `/api/webhooks/endpoints/${endpoint.endpointId}`, orgId: ORG.northline });
  });

  test('a slot held by an overstaying truck counts as taken: the last slot after its end is refused while it stays, and sold once it left', async () => {
    const booking = await book(nextWindow(), 1, [{ driverId: drivers[0] }]);
    const end = new Date(booking.endAt);
    const after = at(end, 2 * HOUR);
    const free = await quoteFree(after);
    expect(free).toBeGreaterThan(0);
    await gateWrites(ctx, booking.reservationId, 1, 'ON_LOT', 'checked_in_at', new Date(booking.startAt));
    await runStatusJob(ctx, at(end, HOUR));
    expect((await entries(booking.reservationId))[0].gate_status).toBe('OVERSTAY');
    expect(await quoteFree(after)).toBe(free - 1);

    const tooMany = await ctx.as('carrier', {
      method: 'POST',
      url: '/api/reservations',
      orgId: ORG.northline,
      payload: { parkingLotId: lot, duration: '24 hrs', startAt: after.toISOString(), slots: free, entries: [], payment: { method: 'PAY_LATER' } },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errorCode).toBe('SLOT_ALREADY_BOOKED');

    await gateWrites(ctx, booking.reservationId, 1, 'LEFT', 'checked_out_at', at(end, 90 * 60 * 1000));
    expect(await quoteFree(after)).toBe(free);
  });
});

describe('an overstay not paid by the booking method', () => {
  test("is owed on the carrier network's next consolidated invoice: an overstay line with its GST line, billed once", async () => {
    const start = nextWindow();
    const booking = await bookAtLot(ctx, lot, start, [{ driverId: drivers[0] }], { payment: { method: 'PAY_LATER' } });
    await gateWrites(ctx, booking.reservationId, 1, 'ON_LOT', 'checked_in_at', new Date(booking.startAt));
    await runStatusJob(ctx, at(booking.endAt, 31 * 60 * 1000));
    expect((await gateChargesOf(ctx, booking.reservationId)).map((c) => [c.status, c.taxable_minor, c.amount_minor])).toEqual([['To be Paid', 1500, 1575]]);

    // Month-end of the booking's month, run as the job runs it once that month has ended.
    const period = periodOf(start);
    const monthEnd = () => ctx.db.transaction((tx) => runMonthEnd(tx, period, at(start, 62 * DAY)));
    expect((await monthEnd()).invoices.some((invoice) => invoice.orgId === ORG.northline && invoice.currency === 'CAD')).toBe(true);
    const invoiceId = (
      await ctx.db.query<{ invoice_id: number }>(`SELECT invoice_id FROM gate_charges WHERE reservation_id = $1 AND kind = 'overstay'`, [booking.reservationId])
    ).rows[0].invoice_id;
    expect(invoiceId).not.toBeNull();
    const invoice = (await ctx.as('carrier', { url: `/api/invoices/${invoiceId}`, orgId: ORG.northline })).json();
    expect(invoice).toMatchObject({ kind: 'consolidated', orgId: ORG.northline, currency: 'CAD' });
    expect(invoice.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'overstay', amountMinor: 1500, reservationId: booking.reservationId }),
        expect.objectContaining({ kind: 'tax', description: 'GST (AB), overstay', amountMinor: 75 }),
      ]),
    );
    expect(invoice.lines.reduce((sum: number, line: { amountMinor: number }) => sum + line.amountMinor, 0)).toBe(invoice.totalMinor);
    await monthEnd();
    const billed = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoice_lines WHERE line_kind = 'overstay' AND reservation_id = $1`, [
      booking.reservationId,
    ]);
    expect(billed.rows[0].n).toBe(1);
  });

  test('refused on the booking card, it is invoiced at month-end even when the network has no booking to bill that month', async () => {
    const booking = await book(nextWindow(), 1, [{ driverId: drivers[0] }]);
    const period = periodOf(new Date(booking.startAt));
    const monthEnd = () => ctx.db.transaction((tx) => runMonthEnd(tx, period, at(booking.startAt, 62 * DAY)));
    // Whatever the month had to bill is billed first: the next run has no booking left to bill.
    await monthEnd();
    // The card kept for the booking is declined from now on.
    await ctx.db.query(`UPDATE payments SET card_token = 'tok_sandbox_declined_later' WHERE reservation_id = $1`, [booking.reservationId]);
    await gateWrites(ctx, booking.reservationId, 1, 'ON_LOT', 'checked_in_at', new Date(booking.startAt));
    await runStatusJob(ctx, at(booking.endAt, 31 * 60 * 1000));
    await runStatusJob(ctx, at(booking.endAt, 32 * 60 * 1000));
    expect((await gateChargesOf(ctx, booking.reservationId)).map((c) => [c.status, c.taxable_minor, c.amount_minor])).toEqual([['Payment Failed', 1500, 1575]]);

    const result = await monthEnd();
    const invoice = result.invoices.find((one) => one.orgId === ORG.northline && one.currency === 'CAD');
    // No booking of the month was left to bill: the invoice is made for the gate money owed alone.
    expect(invoice).toMatchObject({ bookingCount: 0 });
    const billedOn = await ctx.db.query<{ invoice_id: number }>(`SELECT invoice_id FROM gate_charges WHERE reservation_id = $1`, [booking.reservationId]);
    expect(billedOn.rows).toEqual([{ invoice_id: invoice!.invoiceId }]);
    const shown = (await ctx.as('carrier', { url: `/api/invoices/${invoice!.invoiceId}`, orgId: ORG.northline })).json();
    const lines = shown.lines as { kind: string; description: string; amountMinor: number; reservationId?: number | null }[];
    expect(lines.filter((line) => line.reservationId === booking.reservationId).map((line) => [line.kind, line.amountMinor])).toEqual([['overstay', 1500]]);
    expect(lines.some((line) => line.kind === 'tax' && line.description === 'GST (AB), overstay')).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(shown.totalMinor);
    // Billed once: a later run makes no second invoice for it.
    expect((await monthEnd()).invoices.filter((one) => one.orgId === ORG.northline && one.currency === 'CAD')).toEqual([]);
  });
});

describe('no-show', () => {
  test('a slot nobody checked into by the start plus the policy hours is a no-show: released for resale, the fee percent of its money kept and the rest refunded to the cent, told by webhook', async () => {
    await ctx.db.query(
      `INSERT INTO gate_policies (parking_lot_id, no_show_after_hours, release_no_show, no_show_fee_percent) VALUES ($1, 12, true, 40)
       ON CONFLICT (parking_lot_id) DO UPDATE SET no_show_after_hours = 12, release_no_show = true, no_show_fee_percent = 40`,
      [lot],
    );
    const endpoint = await addEndpoint('/no-show', ['reservation.no_show']);
    const start = nextWindow();
    const booking = await book(start, 2, [{ driverId: drivers[0] }, { driverId: drivers[1] }]);
    // 2 × 40.00 + GST 4.00 = 84.00 paid; one slot's share 42.00, of which 40 % (16.80) is kept and 25.20 refunded.
    expect(booking.amountMinor).toBe(8400);
    await gateWrites(ctx, booking.reservationId, 2, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    const inside = at(start, 13 * HOUR);
    const freeBefore = await quoteFree(inside);

    await runStatusJob(ctx, at(start, 12 * HOUR - 1000));
    expect((await entries(booking.reservationId)).map((e) => e.gate_status)).toEqual(['NOT_ARRIVED', 'ON_LOT']);

    await runStatusJob(ctx, at(start, 12 * HOUR));
    await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
    expect((await entries(booking.reservationId)).map((e) => [e.gate_status, e.no_show_at])).toEqual([
      ['NO_SHOW', at(start, 12 * HOUR)],
      ['ON_LOT', null],
    ]);
    const payments = (
      await ctx.db.query<{ status: string; amount_minor: number }>('SELECT status, amount_minor FROM payments WHERE reservation_id = $1 ORDER BY id', [
        booking.reservationId,
      ])
    ).rows;
    expect(payments).toEqual([
      { status: 'Payment Success', amount_minor: 8400 },
      { status: 'Payment Refunded', amount_minor: 2520 },
    ]);
    expect(await gateChargesOf(ctx, booking.reservationId)).toEqual([
      { kind: 'no_show_fee', status: 'Kept', taxable_minor: 0, amount_minor: 1680, from_at: null, until_at: null },
    ]);
    const money = await ledgerOf(ctx, booking.reservationId);
    expect(money).toEqual(
      expect.arrayContaining([
        { kind: 'no_show_fee', tax_name: null, amount: 1680 },
        { kind: 'refund', tax_name: null, amount: -4200 },
      ]),
    );
    // What the ledger holds for the booking is what its customer paid and kept: 84.00 − 25.20.
    expect(money.filter((m) => m.kind !== 'platform_fee').reduce((sum, m) => sum + m.amount, 0)).toBe(8400 - 2520);
    expect(await quoteFree(inside)).toBe(freeBefore + 1);

    const events = await deliveredEvents('/no-show', endpoint.secret, booking.reservationId, 1);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'reservation.no_show',
        data: expect.objectContaining({ reservationId: booking.reservationId, snos: [1], slotReleased: true, feeMinor: 1680, refundMinor: 2520 }),
      }),
    ]);
    await ctx.as('carrier', { method: 'DELETE', url: `/api/webhooks/endpoints/${endpoint.endpointId}`, orgId: ORG.northline });
  });

  test('a lot that keeps no-shows holds their slot and money; a lot whose gate was never used has no no-shows', async () => {
    await ctx.db.query('UPDATE gate_policies SET release_no_show = false WHERE parking_lot_id = $1', [lot]);
    const start = nextWindow();
    const kept = await book(start, 1, [{ driverId: drivers[0] }]);
    const otherLot = (
      await ctx.db.query<{ id: number }>(
        `SELECT l.id FROM parking_lots l WHERE l.status = 'Active' AND l.id <> $1 AND NOT EXISTS (SELECT 1 FROM gate_events g WHERE g.parking_lot_id = l.id)
            AND EXISTS (SELECT 1 FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = '24 hrs') ORDER BY l.id LIMIT 1`,
        [lot],
      )
    ).rows[0].id;
    const elsewhere = await bookAtLot(ctx, otherLot, start, [{ driverId: drivers[1] }]);
    await runStatusJob(ctx, at(start, 13 * HOUR));
    expect((await entries(kept.reservationId)).map((e) => e.gate_status)).toEqual(['NO_SHOW']);
    expect(await gateChargesOf(ctx, kept.reservationId)).toEqual([]);
    expect((await ctx.db.query('SELECT 1 FROM payments WHERE reservation_id = $1 AND status = $2', [kept.reservationId, 'Payment Refunded'])).rows).toEqual([]);
    expect((await entries(elsewhere.reservationId)).map((e) => e.gate_status)).toEqual(['NOT_ARRIVED']);
  });
  test('a booked slot with no driver nor truck named is a no-show as well: it gets its entry, its money follows, the carrier is told by webhook and by mail', async () => {
    await ctx.db.query('UPDATE gate_policies SET no_show_after_hours = 12, release_no_show = true, no_show_fee_percent = 40 WHERE parking_lot_id = $1', [lot]);
    const endpoint = await addEndpoint('/no-show-unnamed', ['reservation.no_show']);
    const start = nextWindow();
    // Three slots, a driver named for the first only: slots 2 and 3 have no entry row.
    const booking = await book(start, 3, [{ driverId: drivers[0] }]);
    // 3 × 40.00 + GST 6.00 = 126.00; two no-show slots' share 84.00, of which 40 % (33.60) is kept and 50.40 refunded.
    expect(booking.amountMinor).toBe(12600);
    expect((await entries(booking.reservationId)).map((e) => e.sno)).toEqual([1]);
    await gateWrites(ctx, booking.reservationId, 1, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    const inside = at(start, 13 * HOUR);
    const freeBefore = await quoteFree(inside);

    await runStatusJob(ctx, at(start, 12 * HOUR - 1000));
    expect((await entries(booking.reservationId)).map((e) => [e.sno, e.gate_status])).toEqual([[1, 'ON_LOT']]);

    await runStatusJob(ctx, at(start, 12 * HOUR));
    await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
    expect((await entries(booking.reservationId)).map((e) => [e.sno, e.gate_status, e.no_show_at])).toEqual([
      [1, 'ON_LOT', null],
      [2, 'NO_SHOW', at(start, 12 * HOUR)],
      [3, 'NO_SHOW', at(start, 12 * HOUR)],
    ]);
    const payments = (
      await ctx.db.query<{ status: string; amount_minor: number }>('SELECT status, amount_minor FROM payments WHERE reservation_id = $1 ORDER BY id', [
        booking.reservationId,
      ])
    ).rows;
    expect(payments).toEqual([
      { status: 'Payment Success', amount_minor: 12600 },
      { status: 'Payment Refunded', amount_minor: 5040 },
    ]);
    expect(await gateChargesOf(ctx, booking.reservationId)).toEqual([
      { kind: 'no_show_fee', status: 'Kept', taxable_minor: 0, amount_minor: 3360, from_at: null, until_at: null },
    ]);
    const money = await ledgerOf(ctx, booking.reservationId);
    expect(money).toEqual(
      expect.arrayContaining([
        { kind: 'no_show_fee', tax_name: null, amount: 3360 },
        { kind: 'refund', tax_name: null, amount: -8400 },
      ]),
    );
    expect(money.filter((m) => m.kind !== 'platform_fee').reduce((sum, m) => sum + m.amount, 0)).toBe(12600 - 5040);
    expect(await quoteFree(inside)).toBe(freeBefore + 2);

    const events = await deliveredEvents('/no-show-unnamed', endpoint.secret, booking.reservationId, 1);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'reservation.no_show',
        data: expect.objectContaining({ reservationId: booking.reservationId, snos: [2, 3], slotReleased: true, feeMinor: 3360, refundMinor: 5040 }),
      }),
    ]);
    const admins = (
      await ctx.db.query<{ email: string }>(
        `SELECT u.login_id AS email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND m.role = 'admin' AND u.status = 'Active' ORDER BY u.login_id`,
        [ORG.northline],
      )
    ).rows.map((row) => row.email);
    const mails = (await readOutbox(ctx.config.dataDir)).filter(
      (mail) => mail.subject === `No-show at Prairie Stop Edmonton: booking ${booking.reservationId}`,
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(admins);
    // Two slots found together are named, and said, as two.
    expect(mails[0].text).toContain(`booking ${booking.reservationId}, slots 2, 3 (`);
    expect(mails[0].text).toContain('these 2 slots are now no-shows.');
    expect(mails[0].text).toContain("The slots were released for resale. Fee kept by the lot: 33.60 CAD. Refunded to the booking's payment method: 50.40 CAD.");
    await ctx.as('carrier', { method: 'DELETE', url: `/api/webhooks/endpoints/${endpoint.endpointId}`, orgId: ORG.northline });
  });
});
