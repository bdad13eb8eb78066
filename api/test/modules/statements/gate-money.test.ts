import type { Statement } from '@haulstop/shared/contracts';
import { periodOf, runMonthEnd } from '../../../src/modules/billing/month-end';
import { issueCreditNotes, issueOwnerDocuments } from '../../../src/modules/billing/owner-documents';
import { at, bookAtLot, driverEntries, gateWrites, HOUR, prepareGateLot, runStatusJob } from '../../helpers/gate-lot';
import { monthAhead } from '../../helpers/month-ahead';
import { pdfText } from '../../helpers/pdf-text';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * The gate's money on the owner's statement of income, through HTTP into the real database: an
 * overstay charged (before taxes, its GST under taxes) and a no-show fee kept are amounts of their
 * own, in the net payout and the totals, the PDF, the CSV and the month-end statement document.
 */

let ctx: TestContext;
let lot: number;
let drivers: number[];
/** A month nine months ahead that only this file's bookings fill, at Prairie Stop Edmonton (Alberta: GST 5 %). */
const MONTH = monthAhead(9);
const PERIOD = MONTH.period;
/** Windows 3 days apart in the month, at noon UTC (mid-morning at the lot). */
const nextWindow = MONTH.starts(3);
/** Windows of the month after, for bookings whose money is not the statement's above. */
const laterWindow = MONTH.starts(3, 1);
/** Windows two months after, for the pay-later bookings month-end bills. */
const payLaterWindow = MONTH.starts(3, 2);

beforeAll(async () => {
  ctx = await createTestContext();
  // Priced 6 hrs 15.00, 24 hrs 40.00, 36 hrs 65.00; no-shows after 12 hours, released, 40 % of the slot's money kept.
  ({ lot, drivers } = await prepareGateLot(ctx, { noShowPolicy: true, drivers: 3 }));
});
afterAll(async () => {
  await ctx.close();
});

const book = (startAt: Date, slots: number, payment?: Record<string, unknown>) => bookAtLot(ctx, lot, startAt, driverEntries(drivers, slots), { payment });
const statement = async () => {
  const answer = await ctx.as('owner', { url: `/api/statements?period=${PERIOD}`, orgId: ORG.prairie });
  expect(answer.statusCode).toBe(200);
  return answer.json() as Statement;
};
/** The booking's ledger, per kind: what the statement must add up. */
const ledgerKinds = async (ids: number[]) =>
  Object.fromEntries(
    (
      await ctx.db.query<{ kind: string; amount: number }>(
        `SELECT CASE WHEN kind = 'overstay' AND tax_name IS NOT NULL THEN 'overstay_tax' ELSE kind END AS kind, sum(amount_minor)::int AS amount
           FROM ledger_entries WHERE reservation_id = ANY($1::int[]) GROUP BY 1`,
        [ids],
      )
    ).rows.map((row) => [row.kind, row.amount]),
  ) as Record<string, number>;
const money = (minor: number) => `${(minor / 100).toFixed(2)}`;

let overstayed: { reservationId: number };
let noShow: { reservationId: number };

describe("the owner's statement of income carries the gate's money as amounts of their own", () => {
  beforeAll(async () => {
    // One truck stays 5 hours past its end: the first 6 hours of overstay are charged, 15.00 + GST 0.75.
    const overstay = await book(nextWindow(), 1);
    const end = new Date(overstay.endAt);
    await gateWrites(ctx, overstay.reservationId, 1, 'ON_LOT', 'checked_in_at', new Date(overstay.startAt));
    await runStatusJob(ctx, at(end, 31 * 60 * 1000));
    await gateWrites(ctx, overstay.reservationId, 1, 'LEFT', 'checked_out_at', at(end, 5 * HOUR));
    await runStatusJob(ctx, at(end, 5 * HOUR + 60 * 1000));
    overstayed = overstay;
    // Two slots, one truck never comes: that slot's 42.00 (GST incl.) is released, 16.80 kept and 25.20 refunded.
    const start = nextWindow();
    const booking = await book(start, 2);
    expect(booking.amountMinor).toBe(8400);
    await gateWrites(ctx, booking.reservationId, 2, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
    noShow = booking;
    const charges = await ctx.db.query<{ kind: string; taxable_minor: number; amount_minor: number }>(
      'SELECT kind, taxable_minor, amount_minor FROM gate_charges WHERE reservation_id = ANY($1::int[]) ORDER BY id',
      [[overstay.reservationId, booking.reservationId]],
    );
    expect(charges.rows).toEqual([
      { kind: 'overstay', taxable_minor: 1500, amount_minor: 1575 },
      { kind: 'no_show_fee', taxable_minor: 0, amount_minor: 1680 },
    ]);
  });

  test('GET /api/statements: overstay 15.00 before taxes (its GST under taxes), no-show fees 16.80, all in the net payout, to the cent', async () => {
    const { rows, totals } = await statement();
    const row = rows.find((r) => r.parkingLotId === lot && r.currency === 'CAD')!;
    const ledger = await ledgerKinds([overstayed.reservationId, noShow.reservationId]);
    expect(row).toMatchObject({
      bookings: 2,
      // Two bookings of 40.00 and 2 × 40.00; the released slot's 42.00 is given back, GST incl.
      grossMinor: 12000,
      discountsMinor: 0,
      refundsMinor: 4200,
      overstayMinor: 1500,
      noShowFeesMinor: 1680,
      // GST 2.00 + 4.00 of the bookings and 0.75 of the overstay.
      taxesMinor: 675,
      platformFeeMinor: -ledger.platform_fee,
    });
    expect(row.netPayoutMinor).toBe(12000 - 4200 + 675 + 1500 + 1680 - row.platformFeeMinor);
    // The net payout is the ledger's, entry for entry.
    expect(row.netPayoutMinor).toBe(Object.values(ledger).reduce((sum, amount) => sum + amount, 0));
    const cad = totals.find((t) => t.currency === 'CAD')!;
    expect(cad).toMatchObject({ overstayMinor: 1500, noShowFeesMinor: 1680, netPayoutMinor: row.netPayoutMinor, taxesMinor: 675 });
  });

  test('the CSV and the PDF say the same amounts', async () => {
    const { rows } = await statement();
    const row = rows.find((r) => r.parkingLotId === lot && r.currency === 'CAD')!;
    const csv = await ctx.as('owner', { url: `/api/statements/${PERIOD}/csv`, orgId: ORG.prairie });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Period,Owner,Parking lot,Currency,Bookings,Gross (before discounts and taxes),Discounts,Refunds (taxes incl.),Overstay (before taxes),No-show fees kept (taxes incl.),Platform fee,Taxes collected,Net payout',
    );
    const expected = `,CAD,2,120.00,0.00,42.00,15.00,16.80,${money(row.platformFeeMinor)},6.75,${money(row.netPayoutMinor)}`;
    expect(lines.find((line) => line.startsWith(`${PERIOD},Prairie Truck Stops,Prairie Stop Edmonton,`))).toBe(
      `${PERIOD},Prairie Truck Stops,Prairie Stop Edmonton${expected}`,
    );
    expect(lines).toContain(`${PERIOD},,Total${expected}`);

    const pdf = await ctx.as('owner', { url: `/api/statements/${PERIOD}/pdf`, orgId: ORG.prairie, headers: { 'accept-language': 'fr' } });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Dépassement (avant taxes) 15.00 CAD');
    expect(text).toContain('Frais de non-présentation retenus (taxes incl.) 16.80 CAD');
    expect(text).toContain(`Versement net : ${money(row.netPayoutMinor)} CAD`);
  });

  test("month-end's statement document: an overstay line and a no-show-fee line, its total the net payout; issued once, no credit note after it", async () => {
    const { totals } = await statement();
    const cad = totals.find((t) => t.currency === 'CAD')!;
    const after = MONTH.at(3, 0, 1);
    const documents = await ctx.db.transaction((tx) => issueOwnerDocuments(tx, PERIOD, undefined, after));
    const issued = documents.find((d) => d.orgId === ORG.prairie && d.kind === 'statement_of_income' && d.currency === 'CAD')!;
    expect(issued.totalMinor).toBe(cad.netPayoutMinor);
    const invoice = (await ctx.as('owner', { url: `/api/invoices/${issued.invoiceId}`, orgId: ORG.prairie })).json();
    expect(invoice.totalMinor).toBe(cad.netPayoutMinor);
    expect(invoice.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'overstay', amountMinor: 1500 }),
        expect.objectContaining({ kind: 'no_show_fee', amountMinor: 1680 }),
        expect.objectContaining({ kind: 'tax', amountMinor: 675 }),
        expect.objectContaining({ kind: 'fee', amountMinor: -cad.platformFeeMinor }),
      ]),
    );
    expect(invoice.lines.reduce((sum: number, line: { amountMinor: number }) => sum + line.amountMinor, 0)).toBe(cad.netPayoutMinor);
    // The statement says what the ledger says, kind by kind: no credit note follows it.
    const notes = await ctx.db.transaction((tx) => issueCreditNotes(tx, after));
    expect(notes.filter((note) => note.adjustsInvoiceId === issued.invoiceId)).toEqual([]);
  });
});

describe('the platform fee applies to overstay money as to booking money', () => {
  test("10 % of the overstay before taxes (15.00 → 1.50) is a platform_fee entry of its charge, in the owner's platform fee and net payout", async () => {
    const entries = await ctx.db.query<{ kind: string; amount_minor: number }>(
      `SELECT e.kind, e.amount_minor FROM ledger_entries e JOIN gate_charges g ON g.id = e.gate_charge_id
        WHERE g.reservation_id = $1 AND g.kind = 'overstay' ORDER BY e.id`,
      [overstayed.reservationId],
    );
    expect(entries.rows).toEqual([
      { kind: 'overstay', amount_minor: 1500 },
      { kind: 'overstay', amount_minor: 75 },
      { kind: 'platform_fee', amount_minor: -150 },
    ]);
    // The booking's own fee (10 % of 40.00) and the overstay's.
    expect((await ledgerKinds([overstayed.reservationId])).platform_fee).toBe(-400 - 150);
    const { rows } = await statement();
    const row = rows.find((r) => r.parkingLotId === lot && r.currency === 'CAD')!;
    const noShowFee = -(await ledgerKinds([noShow.reservationId])).platform_fee;
    expect(row.platformFeeMinor).toBe(400 + 150 + noShowFee);
    expect(row.netPayoutMinor).toBe(12000 - 4200 + 675 + 1500 + 1680 - (400 + 150 + noShowFee));
  });
});

describe('a cancel after a no-show refunds nothing of the fee the lot kept', () => {
  const payments = async (id: number) =>
    (await ctx.db.query<{ status: string; amount: number }>('SELECT status, amount_minor AS amount FROM payments WHERE reservation_id = $1 ORDER BY id', [id]))
      .rows;
  const cancel = (id: number, entrySnos?: number[]) =>
    ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/cancel`, orgId: ORG.northline, payload: entrySnos ? { entrySnos } : {} });

  test('the whole booking cancelled: only the slot still held (42.00) is refunded; the 16.80 kept stays the lot’s, in the ledger too', async () => {
    const start = laterWindow();
    const booking = await book(start, 2);
    await gateWrites(ctx, booking.reservationId, 2, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
    expect(await payments(booking.reservationId)).toEqual([
      { status: 'Payment Success', amount: 8400 },
      { status: 'Payment Refunded', amount: 2520 },
    ]);
    const answer = await cancel(booking.reservationId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('Cancelled');
    expect(await payments(booking.reservationId)).toEqual([
      { status: 'Payment Success', amount: 8400 },
      { status: 'Payment Refunded', amount: 2520 },
      { status: 'Payment Refunded', amount: 4200 },
    ]);
    // What the customer paid and did not get back is the fee kept, and the ledger says the same.
    const ledger = await ledgerKinds([booking.reservationId]);
    expect(ledger.no_show_fee).toBe(1680);
    expect(Object.entries(ledger).reduce((sum, [kind, amount]) => sum + (kind === 'platform_fee' ? 0 : amount), 0)).toBe(1680);
  });

  test('some slots cancelled after a no-show: their share is of what is still refundable, among the slots still held', async () => {
    const start = laterWindow();
    // 3 × 40.00 + GST 6.00 = 126.00; the no-show slot's 42.00: 16.80 kept, 25.20 refunded; 84.00 left for two slots.
    const id = (await book(start, 3)).reservationId;
    await gateWrites(ctx, id, 2, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    await gateWrites(ctx, id, 3, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
    expect((await payments(id)).map((p) => p.amount)).toEqual([12600, 2520]);
    const answer = await cancel(id, [3]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('Partial Cancel');
    // Half of the 84.00 still refundable: 42.00 (not a third of 100.80).
    expect((await payments(id)).map((p) => p.amount)).toEqual([12600, 2520, 4200]);
    const whole = await cancel(id);
    expect(whole.statusCode).toBe(200);
    expect((await payments(id)).map((p) => p.amount)).toEqual([12600, 2520, 4200, 4200]);
  });

  test('the slot released as a no-show is settled: naming it is refused and nothing moves; the booking answers what a cancel would give back, and its taxes are those of the slots it holds', async () => {
    const start = laterWindow();
    const id = (await book(start, 3)).reservationId;
    await gateWrites(ctx, id, 2, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    await gateWrites(ctx, id, 3, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
    const read = async () => (await ctx.as('carrier', { method: 'GET', url: `/api/reservations/${id}`, orgId: ORG.northline })).json();
    const before = await read();
    // 126.00 paid, 25.20 refunded, 16.80 kept: 84.00 is what cancelling the two slots still held gives back.
    expect(before).toMatchObject({ slots: 3, releasedSlots: 1, refundableMinor: 8400, amountMinor: 8400 });
    // Its taxes fell with its amount (GST 6.00 → 4.00), so it keeps 80.00 before tax, and the platform's
    // 10 % is of that: 8.00 (not 7.80, as when the released slot's tax stayed on the booking).
    expect(before.taxLines).toEqual([expect.objectContaining({ name: 'GST', amountMinor: 400 })]);
    expect((await ledgerKinds([id])).platform_fee).toBe(-800);
    expect(before.entries.map((entry: { gateStatus: string }) => entry.gateStatus)).toEqual(['NO_SHOW', 'ON_LOT', 'ON_LOT']);

    const refused = await cancel(id, [1]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'RELEASED_NO_SHOW', errorMessage: expect.stringContaining('no-show') });
    const alongside = await cancel(id, [1, 2]);
    expect(alongside.statusCode).toBe(409);
    expect((await payments(id)).map((p) => p.amount)).toEqual([12600, 2520]);
    expect(await read()).toMatchObject({ status: before.status, slots: 3, refundableMinor: 8400 });

    const one = await cancel(id, [2]);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ status: 'Partial Cancel', refundableMinor: 4200 });
    expect((await payments(id)).map((p) => p.amount)).toEqual([12600, 2520, 4200]);
  });
});

describe("a pay-later booking's no-show fee reaches its organisation's invoice", () => {
  test('2 slots paid later, one a no-show: the fee kept (16.80) is a line of the invoice, the released rest (25.20) is not billed', async () => {
    const start = payLaterWindow();
    const booking = await book(start, 2, { method: 'PAY_LATER' });
    expect(booking.amountMinor).toBe(8400);
    await gateWrites(ctx, booking.reservationId, 2, 'ON_LOT', 'checked_in_at', at(start, HOUR));
    await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
    const charges = await ctx.db.query<{ kind: string; status: string; amount_minor: number }>(
      'SELECT kind, status, amount_minor FROM gate_charges WHERE reservation_id = $1',
      [booking.reservationId],
    );
    expect(charges.rows).toEqual([{ kind: 'no_show_fee', status: 'To be Paid', amount_minor: 1680 }]);
    // Nothing was paid, so nothing is refunded.
    const refunds = await ctx.db.query(`SELECT 1 FROM payments WHERE reservation_id = $1 AND status = 'Payment Refunded'`, [booking.reservationId]);
    expect(refunds.rows).toEqual([]);

    // Month-end of the booking's month, as the job runs it once that month has ended.
    const result = await ctx.db.transaction((tx) => runMonthEnd(tx, periodOf(start), at(start, 62 * 24 * HOUR)));
    const billed = result.invoices.find((invoice) => invoice.orgId === ORG.northline && invoice.currency === 'CAD')!;
    const invoice = (await ctx.as('carrier', { url: `/api/invoices/${billed.invoiceId}`, orgId: ORG.northline })).json();
    const mine = invoice.lines.filter((line: { reservationId: number | null }) => line.reservationId === booking.reservationId);
    expect(mine).toEqual([
      // The slot still held (40.00 of the booking's 80.00 before taxes, 42.00 given back GST incl.), then the fee kept.
      expect.objectContaining({ kind: 'charge', amountMinor: 8000 - 4200 }),
      expect.objectContaining({ kind: 'no_show_fee', amountMinor: 1680 }),
    ]);
    expect(invoice.lines).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'tax', amountMinor: 400 })]));
    // What the organisation is billed for the booking: 84.00 − 42.00 released + 16.80 kept.
    expect(invoice.lines.reduce((sum: number, line: { amountMinor: number }) => sum + line.amountMinor, 0)).toBe(invoice.totalMinor);
    expect(invoice.totalMinor).toBe(8400 - 4200 + 1680);
    // Billed once: a second run finds the fee on its invoice.
    await ctx.db.transaction((tx) => runMonthEnd(tx, periodOf(start), at(start, 62 * 24 * HOUR)));
    const lines = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoice_lines WHERE line_kind = 'no_show_fee' AND reservation_id = $1`, [
      booking.reservationId,
    ]);
    expect(lines.rows[0].n).toBe(1);
  });
});
