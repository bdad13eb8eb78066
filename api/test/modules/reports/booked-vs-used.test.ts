import { addDays } from '@haulstop/shared/rules';
import { dayAt, zonedInstant } from '@haulstop/shared/time';
import { at, bookAtLot, driverEntries, gateStay, HOUR, prepareGateLot, runStatusJob } from '../../helpers/gate-lot';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * GET /api/reports/parkingLots/{id}/bookedVsUsed (DESIGN §10): per day at the lot's clock, the
 * slot-hours sold against those trucks were on the lot, no-shows, overstays and their money.
 */
let ctx: TestContext;
let lot: number;
let otherOwnersLot: number;
let drivers: number[];
const ZONE = 'America/Edmonton';

beforeAll(async () => {
  ctx = await createTestContext();
  // Priced 6 hrs 15.00, 24 hrs 40.00, 36 hrs 65.00.
  ({ lot, drivers } = await prepareGateLot(ctx));
  otherOwnersLot = (await ctx.db.query<{ id: number }>('SELECT id FROM parking_lots WHERE owner_org_id = $1 ORDER BY id LIMIT 1', [ORG.lakeshore])).rows[0].id;
});
afterAll(() => ctx.close());

test("a day's booked slot-hours against the hours trucks were on the lot, its no-shows, overstays and overstay money, at the lot's clock; the lot report adds them and the asset report the truck's hours on the lot", async () => {
  const day = addDays(dayAt(new Date(), ZONE), 200);
  const next = addDays(day, 1);
  const local = (date: string, time: string) => zonedInstant(`${date}T${time}`, ZONE) as Date;
  const id = (await bookAtLot(ctx, lot, local(day, '12:00'), driverEntries(drivers, 2))).reservationId;
  // Slot 1 came at 14:00 and left at 20:00 the next day (7 h 30 past the end's grace); slot 2 never came.
  await gateStay(ctx, id, 1, local(day, '14:00'), local(next, '20:00'));
  const truck = (await ctx.db.query<{ id: number }>(`SELECT id FROM assets WHERE org_id = $1 AND status <> 'Deleted' ORDER BY id LIMIT 1`, [ORG.northline]))
    .rows[0].id;
  await ctx.db.query('UPDATE reservation_entries SET asset_id = $2 WHERE reservation_id = $1 AND sno = 1', [id, truck]);
  await runStatusJob(ctx, at(local(next, '20:00'), HOUR));

  const answer = await ctx.as('owner', { url: `/api/reports/parkingLots/${lot}/bookedVsUsed?from=${day}&to=${addDays(day, 2)}`, orgId: ORG.prairie });
  expect(answer.statusCode).toBe(200);
  // 8 hours over the end: 2 × 6 hrs (30.00) is the cheapest cover.
  expect(answer.json()).toEqual({
    currency: 'CAD',
    days: [
      { date: day, bookedSlotHours: 24, usedSlotHours: 10, usedSlotMinutes: 600, noShows: 1, overstays: 0, overstayMinor: 0 },
      { date: next, bookedSlotHours: 24, usedSlotHours: 20, usedSlotMinutes: 1200, noShows: 0, overstays: 1, overstayMinor: 3000 },
    ],
  });

  // The lot report's row over the same days adds the same figures.
  const report = await ctx.as('owner', { url: `/api/reports/parkingLots?parkingLotId=${lot}&from=${day}&to=${addDays(day, 2)}`, orgId: ORG.prairie });
  expect(report.statusCode).toBe(200);
  expect(report.json().content).toEqual([
    expect.objectContaining({ parkingLotId: lot, usedSlotHours: 30, noShows: 1, overstayMinor: 3000, noShowRatePercent: 50, averageDwellMinutes: 1800 }),
  ]);

  // The asset report over the same instants: the truck's hours actually on the lot beside the hours booked.
  const assets = await ctx.as('carrier', {
    url: `/api/reports/assets?from=${local(day, '00:00').toISOString()}&to=${local(addDays(day, 2), '00:00').toISOString()}&size=100`,
    orgId: ORG.northline,
  });
  expect(assets.json().content.find((row: { assetId: number }) => row.assetId === truck)).toMatchObject({ hoursParked: 24, hoursOnLot: 30 });
});

test("another owner's lot answers 404 and a carrier may not read the report", async () => {
  expect((await ctx.as('owner', { url: `/api/reports/parkingLots/${otherOwnersLot}/bookedVsUsed`, orgId: ORG.prairie })).statusCode).toBe(404);
  expect((await ctx.as('carrier', { url: `/api/reports/parkingLots/${lot}/bookedVsUsed`, orgId: ORG.northline })).statusCode).toBe(403);
});

test("used slot-hours are read once from whole minutes, so a lot report's used time is the sum of its days' to the minute", async () => {
  const day = addDays(dayAt(new Date(), ZONE), 210);
  const next = addDays(day, 1);
  const local = (date: string, time: string) => zonedInstant(`${date}T${time}`, ZONE) as Date;
  const id = (await bookAtLot(ctx, lot, local(day, '12:00'), driverEntries(drivers, 2))).reservationId;
  // Slot 1 stays across midnight, 23:30:20 to 00:30:50: to the minute, 30 minutes each side of it
  // (in seconds the days would round to 0.49 and 0.51 hours against a whole of 1.01).
  // Slot 2 stays 12:00:20 to 12:10:50 the next day: 10 whole minutes.
  await gateStay(ctx, id, 1, local(day, '23:30:20'), local(next, '00:30:50'));
  await gateStay(ctx, id, 2, local(next, '12:00:20'), local(next, '12:10:50'));

  const days = await ctx.as('owner', { url: `/api/reports/parkingLots/${lot}/bookedVsUsed?from=${day}&to=${addDays(day, 2)}`, orgId: ORG.prairie });
  expect(days.json().days).toEqual([
    expect.objectContaining({ date: day, usedSlotMinutes: 30, usedSlotHours: 0.5 }),
    expect.objectContaining({ date: next, usedSlotMinutes: 40, usedSlotHours: 0.67 }),
  ]);
  const report = await ctx.as('owner', { url: `/api/reports/parkingLots?parkingLotId=${lot}&from=${day}&to=${addDays(day, 2)}`, orgId: ORG.prairie });
  expect(report.json().content).toEqual([expect.objectContaining({ parkingLotId: lot, usedSlotMinutes: 70, usedSlotHours: 1.17 })]);
  const csv = await ctx.as('owner', { url: `/api/reports/parkingLots/csv?parkingLotId=${lot}&from=${day}&to=${addDays(day, 2)}`, orgId: ORG.prairie });
  expect(csv.body).toContain(',1.17,');
});

test("over the demo's gate stays, each of an owner's lots reports the minutes its days add up to, and hours read from them", async () => {
  const to = new Date(Math.floor(Date.now() / HOUR) * HOUR);
  const from = new Date(to.getTime() - 30 * 24 * HOUR);
  const range = `from=${from.toISOString()}&to=${to.toISOString()}`;
  const lots = (await ctx.as('owner', { url: `/api/reports/parkingLots?${range}&size=100`, orgId: ORG.prairie })).json().content as {
    parkingLotId: number;
    usedSlotMinutes: number;
    usedSlotHours: number;
  }[];
  expect(lots.some((row) => row.usedSlotMinutes > 0)).toBe(true);
  for (const row of lots) {
    const answer = await ctx.as('owner', { url: `/api/reports/parkingLots/${row.parkingLotId}/bookedVsUsed?${range}`, orgId: ORG.prairie });
    const minutes = (answer.json().days as { usedSlotMinutes: number }[]).reduce((sum, d) => sum + d.usedSlotMinutes, 0);
    expect({ lot: row.parkingLotId, minutes: row.usedSlotMinutes }).toEqual({ lot: row.parkingLotId, minutes });
    expect(row.usedSlotHours).toBe(Math.round((minutes * 100) / 60) / 100);
  }
});
