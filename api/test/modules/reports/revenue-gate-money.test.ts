import { periodRange } from '@haulstop/shared/rules';
import { at, bookAtLot, driverEntries, gateWrites, HOUR, prepareGateLot, runStatusJob } from '../../helpers/gate-lot';
import { monthAhead } from '../../helpers/month-ahead';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * The revenue report carries the gate's money as the owner's statement of income does, through
 * HTTP into the real database: an overstay charged (before taxes, its GST under taxes, the
 * platform's fee on it) and a no-show fee kept, per currency, in the month the gate decided them,
 * even when the booking's own money is in the month before; its net is the statement's net payout.
 */

let ctx: TestContext;
let lot: number;
/** A month ten months ahead that only this file's bookings fill at the lot, and the month after it. */
const MONTH = monthAhead(10);
const PERIOD = MONTH.period;
const NEXT_PERIOD = MONTH.periodAfter(1);
const FIGURES = ['bookings', 'grossMinor', 'discountsMinor', 'refundsMinor', 'platformFeeMinor', 'taxesMinor', 'overstayMinor', 'noShowFeesMinor'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

beforeAll(async () => {
  ctx = await createTestContext();
  // Priced 6 hrs 15.00, 24 hrs 40.00; no-shows after 12 hours, released, 40 % of the slot's money kept.
  const gate = await prepareGateLot(ctx, { prices: { '6 hrs': 1500, '24 hrs': 4000 }, noShowPolicy: true });
  lot = gate.lot;
  const book = (startAt: Date, slots: number) => bookAtLot(ctx, lot, startAt, driverEntries(gate.drivers, slots));
  /** A truck checked in at its start that leaves 5 hours past its end: 6 hours of overstay charged, 15.00 + GST. */
  const overstay = async (startAt: Date) => {
    const booking = await book(startAt, 1);
    const end = new Date(booking.endAt);
    await gateWrites(ctx, booking.reservationId, 1, 'ON_LOT', 'checked_in_at', new Date(booking.startAt));
    await runStatusJob(ctx, at(end, 31 * 60 * 1000));
    await gateWrites(ctx, booking.reservationId, 1, 'LEFT', 'checked_out_at', at(end, 5 * HOUR));
    await runStatusJob(ctx, at(end, 5 * HOUR + 60 * 1000));
    return booking.reservationId;
  };
  const ids = [
    // In the month: a booking and its overstay.
    await overstay(MONTH.at(5)),
    // Two slots, one truck never comes: 40 % of that slot's money kept.
    await (async () => {
      const start = MONTH.at(9);
      const booking = await book(start, 2);
      await gateWrites(ctx, booking.reservationId, 2, 'ON_LOT', 'checked_in_at', at(start, HOUR));
      await runStatusJob(ctx, at(start, 12 * HOUR + 60 * 1000));
      return booking.reservationId;
    })(),
    // Booked on the month's last day: the booking's money is the month's, its overstay the next month's.
    await overstay(MONTH.at(0, 12, 1)),
  ];
  const charges = await ctx.db.query<{ kind: string; month: string }>(
    `SELECT kind, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM gate_charges WHERE reservation_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  expect(charges.rows).toEqual([
    { kind: 'overstay', month: PERIOD },
    { kind: 'no_show_fee', month: PERIOD },
    { kind: 'overstay', month: NEXT_PERIOD },
  ]);
});
afterAll(() => ctx.close());

/** The owner's statement of the month, this lot's CAD row; and the revenue report over the same month (its bounds at the owner's zone), this lot's CAD row. */
async function bothOf(period: string) {
  const statement = await ctx.as('owner', { url: `/api/statements?period=${period}`, orgId: ORG.prairie });
  expect(statement.statusCode).toBe(200);
  const row = statement.json().rows.find((r: { parkingLotId: number; currency: string }) => r.parkingLotId === lot && r.currency === 'CAD');
  const zone = (await ctx.db.query<{ zone: string }>('SELECT time_zone AS zone FROM organizations WHERE id = $1', [ORG.prairie])).rows[0].zone;
  const { start, end } = periodRange(period, zone);
  const query = `from=${start.toISOString()}&to=${end.toISOString()}&groupBy=lot`;
  const revenue = await ctx.as('admin', { url: `/api/reports/revenue?${query}`, orgId: ORG.platform });
  expect(revenue.statusCode).toBe(200);
  const report = revenue.json();
  const revenueRow = report.rows.find((r: { key: string; currency: string }) => r.key === String(lot) && r.currency === 'CAD');
  const csv = await ctx.as('admin', { url: `/api/reports/revenue/csv?${query}`, orgId: ORG.platform });
  return { statement: row as Figures & { netPayoutMinor: number }, revenue: revenueRow as Figures & { netMinor: number }, report, csv: csv.body as string };
}

const figuresOf = (row: Record<string, number>) => Object.fromEntries(FIGURES.map((key) => [key, row[key]]));

describe('GET /api/reports/revenue: the gate’s money, as on the statement of income', () => {
  test('the month of a booking’s overstay and a no-show fee: every figure the statement’s, to the cent; the net its net payout', async () => {
    const { statement, revenue } = await bothOf(PERIOD);
    // Two overstays' bookings and the no-show's: 40.00, 40.00 and 2 × 40.00; one overstay of 15.00 in the month.
    expect(statement).toMatchObject({ bookings: 3, grossMinor: 16000, overstayMinor: 1500, noShowFeesMinor: 1680 });
    expect(figuresOf(revenue)).toEqual(figuresOf(statement));
    expect(revenue.netMinor).toBe(statement.netPayoutMinor);
  });

  test('the month after: the overstay of a booking whose money was the month before is that month’s, with its taxes and the platform’s fee on it', async () => {
    const { statement, revenue } = await bothOf(NEXT_PERIOD);
    expect(statement).toMatchObject({ bookings: 0, grossMinor: 0, overstayMinor: 1500, noShowFeesMinor: 0, taxesMinor: 75 });
    expect(statement.platformFeeMinor).toBeGreaterThan(0);
    expect(figuresOf(revenue)).toEqual(figuresOf(statement));
    expect(revenue.netMinor).toBe(statement.netPayoutMinor);
  });

  test('the totals add the rows per currency, never across; the CSV gives both amounts in major units under their labels', async () => {
    const { report, revenue, csv } = await bothOf(PERIOD);
    for (const total of report.totals) {
      const rows = report.rows.filter((r: { currency: string }) => r.currency === total.currency);
      for (const key of ['overstayMinor', 'noShowFeesMinor', 'netMinor'])
        expect([total.currency, key, total[key]]).toEqual([total.currency, key, rows.reduce((n: number, r: Record<string, number>) => n + r[key], 0)]);
    }
    const [header, ...lines] = csv.trim().split('\n');
    const columns = header.split(',');
    expect(columns).toEqual(expect.arrayContaining(['Overstay (before taxes)', 'No-show fees kept (taxes incl.)']));
    const line = lines.find((l) => l.startsWith(`${lot},`))!.split(',');
    expect(line[columns.indexOf('Overstay (before taxes)')]).toBe('15.00');
    expect(line[columns.indexOf('No-show fees kept (taxes incl.)')]).toBe('16.80');
    expect(line[columns.indexOf('Net payout')]).toBe((revenue.netMinor / 100).toFixed(2));
  });
});
