import { netSalesMinor } from '@haulstop/shared/constants';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { insertBooking, insertPayment, ownerWithLots } from '../reports/fixtures';

/*
 * A partial refund is a refund: giving up some slots of a booking leaves its gross (what was sold)
 * and its taxes as booked and shows what was given back as a refund — on the dashboard, the lot
 * report and the statement of income alike, as a full cancel does.
 */
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof ownerWithLots>>;
const DAY = 24 * 3600_000;
// Noon UTC two days ago: inside the dashboard's last 7 days and in the same month in every zone of the continent.
const start = new Date(Math.floor(Date.now() / DAY) * DAY - 2 * DAY + 12 * 3600_000);
const period = start.toISOString().slice(0, 7);
const SUBTOTAL = 10000;
const GST = 500;
let bookingId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ownerWithLots(ctx, 'Partial Refund Parking');
  // Two slots at the CAD lot, parked now, paid by card: CA$100.00 + GST CA$5.00.
  bookingId = await insertBooking(ctx, {
    lotId: owner.cadLot,
    orgId: ORG.northline,
    startAt: start,
    hours: 96,
    slots: 2,
    amountMinor: SUBTOTAL + GST,
    currency: 'CAD',
    status: 'Booked',
    entries: [{}, {}],
  });
  await ctx.db.query(`INSERT INTO reservation_tax_lines (reservation_id, name, rate, taxable_minor, amount_minor) VALUES ($1, 'GST', 50000, $2, $3)`, [
    bookingId,
    SUBTOTAL,
    GST,
  ]);
  await insertPayment(ctx, {
    reservationId: bookingId,
    payerOrgId: ORG.northline,
    status: 'Payment Success',
    amountMinor: SUBTOTAL + GST,
    currency: 'CAD',
    at: start,
  });
  const cancel = await ctx.as('carrier', {
    method: 'POST',
    url: `/api/reservations/${bookingId}/cancel`,
    orgId: ORG.northline,
    payload: { entrySnos: [1] },
  });
  expect(cancel.statusCode).toBe(200);
  expect(cancel.json()).toMatchObject({ status: 'Partial Cancel', amountMinor: (SUBTOTAL + GST) / 2 });
});
afterAll(() => ctx.close());

const REFUND = (SUBTOTAL + GST) / 2;
const KEPT = SUBTOTAL + GST - REFUND;

describe('a partial cancel is a refund, gross stays what was sold', () => {
  test('the ledger keeps the charge and taxes as sold and records the refund; the fee is on what is kept', async () => {
    const { rows } = await ctx.db.query<{ kind: string; amount: number }>(
      `SELECT kind, sum(amount_minor)::int AS amount FROM ledger_entries WHERE reservation_id = $1 GROUP BY kind ORDER BY kind`,
      [bookingId],
    );
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.amount]))).toEqual({
      charge: SUBTOTAL,
      tax: GST,
      refund: -REFUND,
      platform_fee: -(SUBTOTAL / 2) / 10,
    });
  });

  test('the dashboard: Refunds show the partial refund and revenue is net of it', async () => {
    const answer = await ctx.as('admin', { url: '/api/reports/dashboard?days=7', orgId: owner.orgId });
    expect(answer.statusCode).toBe(200);
    const d = answer.json();
    expect(d.bookings).toBe(1);
    expect(d.refunds).toEqual([{ currency: 'CAD', amountMinor: REFUND, previousAmountMinor: 0 }]);
    expect(d.revenue).toEqual([{ currency: 'CAD', amountMinor: KEPT, previousAmountMinor: 0 }]);
  });

  test('the statement of income: gross as sold, taxes as collected, the refund on its own line', async () => {
    const answer = await ctx.as('admin', { url: `/api/statements?period=${period}`, orgId: owner.orgId });
    expect(answer.statusCode).toBe(200);
    const row = answer.json().rows.find((r: { parkingLotId: number }) => r.parkingLotId === owner.cadLot);
    expect(row).toMatchObject({
      bookings: 1,
      grossMinor: SUBTOTAL,
      discountsMinor: 0,
      taxesMinor: GST,
      refundsMinor: REFUND,
      platformFeeMinor: SUBTOTAL / 2 / 10,
      netPayoutMinor: KEPT - SUBTOTAL / 2 / 10,
    });
    const csv = (await ctx.as('admin', { url: `/api/statements/${period}/csv`, orgId: owner.orgId })).body;
    expect(csv).toContain(`${period},Partial Refund Parking,Partial Refund Parking CAD,CAD,1,100.00,0.00,52.50,0.00,0.00,5.00,5.00,47.50`);
  });

  test('the lot report: gross is what was sold', async () => {
    const from = new Date(start.getTime() - DAY).toISOString();
    const to = new Date(start.getTime() + DAY).toISOString();
    const answer = await ctx.as('admin', { url: `/api/reports/parkingLots?from=${from}&to=${to}`, orgId: owner.orgId });
    expect(answer.statusCode).toBe(200);
    const row = answer.json().content.find((r: { parkingLotId: number }) => r.parkingLotId === owner.cadLot);
    expect(row).toMatchObject({ bookings: 1, grossMinor: SUBTOTAL });
  });

  test("same name, same sum: the lot report's net sales over the dashboard's window are the dashboard's revenue, its average on the same basis", async () => {
    const d = (await ctx.as('admin', { url: '/api/reports/dashboard?days=7', orgId: owner.orgId })).json();
    const lots = (await ctx.as('admin', { url: `/api/reports/parkingLots?from=${d.from}&to=${d.to}`, orgId: owner.orgId })).json();
    const cad = lots.content.find((r: { parkingLotId: number }) => r.parkingLotId === owner.cadLot);
    const revenue = d.revenue.find((r: { currency: string }) => r.currency === 'CAD').amountMinor;
    expect(cad).toMatchObject({ grossMinor: SUBTOTAL, netSalesMinor: revenue, averagePriceMinor: revenue / cad.bookings });
    expect(d.averageBookingValue).toMatchObject([{ currency: 'CAD', amountMinor: cad.averagePriceMinor }]);
    expect(netSalesMinor({ grossMinor: SUBTOTAL, discountsMinor: 0, refundsMinor: REFUND, taxesMinor: GST })).toBe(revenue);
  });

  test('a full cancel after the partial one refunds the rest: the refunds add up to what was paid, gross unchanged', async () => {
    const cancel = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${bookingId}/cancel`, orgId: ORG.northline, payload: {} });
    expect(cancel.statusCode).toBe(200);
    const row = (await ctx.as('admin', { url: `/api/statements?period=${period}`, orgId: owner.orgId }))
      .json()
      .rows.find((r: { parkingLotId: number }) => r.parkingLotId === owner.cadLot);
    expect(row).toMatchObject({ bookings: 0, grossMinor: SUBTOTAL, taxesMinor: GST, refundsMinor: SUBTOTAL + GST, platformFeeMinor: 0, netPayoutMinor: 0 });
  });
});
