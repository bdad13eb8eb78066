import { dayAt, dayBounds, zonedInstant } from '@haulstop/shared/time';
import { addDays } from '../../../src/modules/reports/range';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { insertBooking, ownerWithLots } from './fixtures';

/*
 * "/dashboard — Company Dashboard (owner): for the last 7, 30 or 90 days … bookings,
 * revenue per currency, occupancy (slot-hours booked ÷ slot-hours offered), average booking value,
 * cancellations and refunds, each beside the previous period of the same length". An owner of its
 * own with hand-made bookings, so every figure is computed by hand here.
 */
const ZONE = 'America/Chicago';
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof ownerWithLots>>;
const ids: Record<string, number> = {};
let today: string;
const at = (day: string, time = '12:00') => zonedInstant(`${day}T${time}`, ZONE)!;
const dashboard = async (days: number, orgId = owner.orgId) => (await ctx.as('admin', { url: `/api/reports/dashboard?days=${days}`, orgId })).json();

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ownerWithLots(ctx, 'Dashboard Parking');
  today = dayAt(new Date(), ZONE);
  const book = (key: string, b: Omit<Parameters<typeof insertBooking>[1], 'orgId'>) =>
    insertBooking(ctx, { orgId: ORG.northline, ...b }).then((id) => (ids[key] = id));
  await book('r1', { lotId: owner.usdLot, startAt: at(addDays(today, -2)), slots: 2, amountMinor: 10000, currency: 'USD' });
  await book('r2', { lotId: owner.usdLot, startAt: at(addDays(today, -10)), amountMinor: 5000, currency: 'USD' });
  await book('r3', { lotId: owner.cadLot, startAt: at(addDays(today, -3)), amountMinor: 7000, currency: 'CAD' });
  await book('r4', { lotId: owner.usdLot, startAt: at(addDays(today, -40)), amountMinor: 3000, currency: 'USD' });
  await book('r5', { lotId: owner.usdLot, startAt: at(addDays(today, -5)), amountMinor: 4000, currency: 'USD' });
  await ctx.db.query(`UPDATE reservations SET status = 'Cancelled', payment_status = 'Payment Refunded' WHERE id = $1`, [ids.r5]);
  // Arriving today (holds its slot) and a failed card (no money, needs attention).
  await book('r6', {
    lotId: owner.usdLot,
    startAt: new Date(dayBounds(today, ZONE)!.start.getTime() + 60_000),
    amountMinor: 1000,
    currency: 'USD',
    status: 'Booked',
  });
  await book('r7', {
    lotId: owner.usdLot,
    startAt: at(addDays(today, -1)),
    amountMinor: 2500,
    currency: 'USD',
    status: 'Payment Failed',
    paymentStatus: 'Payment Failed',
  });
});
afterAll(() => ctx.close());

const hoursOf = (answer: { from: string; to: string }) => (Date.parse(answer.to) - Date.parse(answer.from)) / 3600_000;
const pct = (booked: number, offered: number) => Math.round((1000 * booked) / offered) / 10;

describe('GET /api/reports/dashboard', () => {
  test('"the last 7 days beside the previous 7": bookings, revenue per currency, cancellations, refunds, average value (hand-computed)', async () => {
    const d = await dashboard(7);
    expect(d.days).toBe(7);
    expect(d.timeZone).toBe(ZONE);
    expect(d.from).toBe(dayBounds(addDays(today, -6), ZONE)!.start.toISOString());
    expect(d.to).toBe(dayBounds(addDays(today, 1), ZONE)!.start.toISOString());
    // r1, r3 and r6, as the statement counts them: r5 was cancelled and refunded in full and r7 failed
    // (neither produced revenue; r5's charge and refund are still in the money); r2 is in the previous 7 days.
    expect(d.bookings).toBe(3);
    expect(d.previousBookings).toBe(1);
    expect(d.revenue).toEqual([
      { currency: 'CAD', amountMinor: 7000, previousAmountMinor: 0 },
      { currency: 'USD', amountMinor: 10000 + 0 + 1000, previousAmountMinor: 5000 },
    ]);
    expect(d.refunds).toEqual([
      { currency: 'CAD', amountMinor: 0, previousAmountMinor: 0 },
      { currency: 'USD', amountMinor: 4000, previousAmountMinor: 0 },
    ]);
    // The previous 7 days: r2 alone (USD); no CAD booking, so no CAD average to compare with.
    expect(d.averageBookingValue).toEqual([
      { currency: 'CAD', amountMinor: 7000, previousAmountMinor: null },
      { currency: 'USD', amountMinor: 11000 / 2, previousAmountMinor: 5000 },
    ]);
    expect(d.cancellations).toBe(1);
    expect(d.previousCancellations).toBe(0);
    expect(d.attention).toEqual({ pendingPayments: 0, failedPayments: 1, arrivalsToday: 1 });
    expect(d.topLots[0]).toMatchObject({ parkingLotId: owner.usdLot, bookings: 2, revenueMinor: 11000 });
    expect(Date.now() - Date.parse(d.asOf)).toBeLessThan(60_000);
  });

  test('"occupancy = slot-hours booked ÷ slot-hours offered" over the period', async () => {
    const d = await dashboard(7);
    // r1: 2 slots × 24 h; r3: 24 h; r6: from 00:01 today to the end of the period; the cancelled and the failed hold nothing.
    const r6 = (Date.parse(d.to) - (dayBounds(today, ZONE)!.start.getTime() + 60_000)) / 3600_000;
    expect(d.occupancyPercent).toBe(pct(48 + 24 + r6, 20 * hoursOf(d)));
  });

  test('"each beside the previous period": bookings running across the bounds count in each period only their hours in it', async () => {
    // An owner of its own: one booking from the previous period's last day into this one, one
    // from before the previous period into it; each period counts only the hours inside it.
    const boundary = await ownerWithLots(ctx, 'Boundary Parking');
    const start = { into: at(addDays(today, -7)), before: at(addDays(today, -14)) };
    await insertBooking(ctx, { orgId: ORG.northline, lotId: boundary.usdLot, startAt: start.into, hours: 48, amountMinor: 4000, currency: 'USD' });
    await insertBooking(ctx, { orgId: ORG.northline, lotId: boundary.cadLot, startAt: start.before, hours: 24, slots: 2, amountMinor: 3000, currency: 'CAD' });
    const d = await dashboard(7, boundary.orgId);
    const [from, to, previousFrom] = [Date.parse(d.from), Date.parse(d.to), dayBounds(addDays(today, -13), ZONE)!.start.getTime()];
    const hoursIn = (startAt: Date, hours: number, slots: number, a: number, b: number) =>
      (slots * Math.max(0, Math.min(startAt.getTime() + hours * 3600_000, b) - Math.max(startAt.getTime(), a))) / 3600_000;
    const booked = (a: number, b: number) => hoursIn(start.into, 48, 1, a, b) + hoursIn(start.before, 24, 2, a, b);
    expect(booked(previousFrom, from)).toBeGreaterThan(0);
    expect(d.occupancyPercent).toBe(pct(booked(from, to), 20 * hoursOf(d)));
    expect(d.previousOccupancyPercent).toBe(pct(booked(previousFrom, from), (20 * (from - previousFrom)) / 3600_000));
  });

  test('"a chart of bookings and revenue per day": one entry per day, oldest first', async () => {
    const d = await dashboard(7);
    expect(d.daily.map((x: { date: string }) => x.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(d.daily.find((x: { date: string }) => x.date === addDays(today, -2))).toEqual({
      date: addDays(today, -2),
      bookings: 1,
      revenue: [{ currency: 'USD', amountMinor: 10000 }],
    });
    const sum = d.daily.reduce((n: number, x: { bookings: number }) => n + x.bookings, 0);
    expect(sum).toBe(d.bookings);
  });

  test('30 days: the previous period is the 30 days before; "cancellations per month over the last 6 months", oldest first', async () => {
    const d = await dashboard(30);
    expect(d.bookings).toBe(4);
    expect(d.previousBookings).toBe(1);
    expect(d.revenue.find((r: { currency: string }) => r.currency === 'USD')).toEqual({ currency: 'USD', amountMinor: 16000, previousAmountMinor: 3000 });
    expect(d.daily).toHaveLength(30);
    expect(d.cancellationsByMonth).toHaveLength(6);
    const months = d.cancellationsByMonth.map((m: { month: string }) => m.month);
    expect([...months].sort()).toEqual(months);
    expect(months[5]).toBe(today.slice(0, 7));
    const r5Month = dayAt(at(addDays(today, -5)), ZONE).slice(0, 7);
    expect(d.cancellationsByMonth.find((m: { month: string }) => m.month === r5Month).count).toBe(1);
    expect(d.cancellationsByMonth.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(1);
  });

  test('"a booking cancelled or refunded moves the right figures": revenue falls by its amount, refunds and cancellations rise, and refunded in full it is no longer counted', async () => {
    const before = await dashboard(7);
    await ctx.db.query(`UPDATE reservations SET status = 'Refunded', payment_status = 'Payment Refunded' WHERE id = $1`, [ids.r3]);
    const after = await dashboard(7);
    expect(after.bookings).toBe(before.bookings - 1);
    expect(after.cancellations).toBe(before.cancellations + 1);
    expect(after.revenue.find((r: { currency: string }) => r.currency === 'CAD').amountMinor).toBe(0);
    expect(after.refunds.find((r: { currency: string }) => r.currency === 'CAD').amountMinor).toBe(7000);
    expect(after.revenue.find((r: { currency: string }) => r.currency === 'USD')).toEqual(
      before.revenue.find((r: { currency: string }) => r.currency === 'USD'),
    );
    expect(after.occupancyPercent).toBeLessThan(before.occupancyPercent);
    await ctx.db.query(`UPDATE reservations SET status = 'Completed', payment_status = 'Payment Success' WHERE id = $1`, [ids.r3]);
  });

  test('days other than 7, 30, 90 → 400; default 30', async () => {
    expect((await ctx.as('admin', { url: '/api/reports/dashboard?days=14', orgId: owner.orgId })).statusCode).toBe(400);
    expect((await ctx.as('admin', { url: '/api/reports/dashboard', orgId: owner.orgId })).json().days).toBe(30);
  });

  test('"owner (platform acting as one)": a carrier or broker is refused (403); the Manager of an owner reads it', async () => {
    expect((await ctx.as('carrier', { url: '/api/reports/dashboard', orgId: ORG.northline })).statusCode).toBe(403);
    expect((await ctx.as('broker', { url: '/api/reports/dashboard', orgId: ORG.eastbound })).statusCode).toBe(403);
    expect((await ctx.as('manager', { url: '/api/reports/dashboard', orgId: ORG.prairie })).statusCode).toBe(200);
    // Tenancy: Prairie's dashboard has none of this owner's bookings.
    const prairie = await ctx.as('owner', { url: '/api/reports/dashboard?days=7', orgId: ORG.prairie });
    expect(prairie.statusCode).toBe(200);
    expect(prairie.json().topLots.map((l: { parkingLotId: number }) => l.parkingLotId)).not.toContain(owner.usdLot);
  });
});
