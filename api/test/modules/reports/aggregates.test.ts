import { dayAt, zonedInstant } from '@haulstop/shared/time';
import { hourly, monthPieces } from '../../../src/modules/reports/aggregates';
import { addDays, parseSort } from '../../../src/modules/reports/range';
import { topLots } from '../../../src/modules/reports/dashboard-repository';
import { RECONCILIATION_SORTS, reconciliationRows, type ReconciliationCursor } from '../../../src/modules/reports/reconciliation-repository';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { insertBooking, insertPayment, ownerWithLots } from './fixtures';

// The reports read the hourly aggregates when `hourly` says so: here it can be told to say no, so
// the same request is answered from the live tables too and both answers compared.
jest.mock('../../../src/modules/reports/aggregates', () => {
  const actual = jest.requireActual('../../../src/modules/reports/aggregates');
  return { ...actual, hourly: jest.fn(actual.hourly) };
});
const actualHourly = jest.requireActual('../../../src/modules/reports/aggregates').hourly;

/*
 * "Scale": the hourly aggregates of migration 230 stay exact while bookings change —
 * created, cancelled, refunded, extended, partly cancelled, failed, moved to another day and to
 * another lot, their payments written, settled and deleted, money with no lot — checked two ways:
 * each aggregate table equals its recomputation from ledger_entries, reservations and payments, and
 * every report answers the same from the aggregates as from the live tables, to the cent.
 */
const ZONE = 'America/Chicago';
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof ownerWithLots>>;
let other: Awaited<ReturnType<typeof ownerWithLots>>;
let today: string;
const at = (daysAgo: number, time: string) => zonedInstant(`${addDays(today, -daysAgo)}T${time}`, ZONE)!;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ownerWithLots(ctx, 'Aggregate Parking');
  other = await ownerWithLots(ctx, 'Other Aggregate Parking');
  today = dayAt(new Date(), ZONE);
});
afterAll(() => ctx.close());

const book = (b: Partial<Parameters<typeof insertBooking>[1]> & { lotId: number; startAt: Date; amountMinor: number }) =>
  insertBooking(ctx, { orgId: ORG.northline, currency: 'USD', ...b });
const pay = (reservationId: number, status: string, amountMinor: number, when: Date, currency = 'USD') =>
  insertPayment(ctx, { reservationId, payerOrgId: ORG.northline, status, amountMinor, currency, at: when });
const sql = (text: string, params: unknown[] = []) => ctx.db.query(text, params as never[]);

/** Each aggregate table: its key and its figures (migration 230; `entry` of migration 264 is not part of the key). */
const MONEY = ['bookings', 'charge', 'discount', 'tax', 'refund', 'fee'];
const AGGREGATES = {
  ledgerLots: ['report_ledger_lot_hours', ['lot_id', 'hour', 'owner_org_id', 'currency'], MONEY],
  ledgerOwners: ['report_ledger_owner_hours', ['owner_org_id', 'hour', 'currency', 'lotted'], MONEY],
  ledgerLotMonths: ['report_ledger_lot_months', ['lot_id', 'month', 'owner_org_id', 'currency'], MONEY],
  bookingLots: ['report_booking_lot_hours', ['lot_id', 'hour', 'status'], ['bookings', 'slot_seconds']],
  bookingOwners: ['report_booking_owner_hours', ['owner_org_id', 'hour', 'status'], ['bookings', 'slot_seconds']],
  paymentLots: ['report_payment_lot_hours', ['lot_id', 'hour', 'currency', 'status'], ['payments', 'amount']],
  paymentOwners: ['report_payment_owner_hours', ['owner_org_id', 'hour', 'currency', 'status'], ['payments', 'amount']],
} as const;

/**
 * What each aggregate table holds per key (its settled row plus its entries not yet folded, as every
 * reader sums them), keys that count nothing left out, and the bookings read live, in one order.
 */
async function tables(db: Pick<TestContext['db'], 'query'> = ctx.db) {
  const answer: Record<string, string[]> = {};
  for (const [name, [table, keys, figures]] of Object.entries(AGGREGATES)) {
    const sums = figures.map((figure) => `sum(${figure})::numeric AS ${figure}`).join(', ');
    const rows = await db.query(
      `SELECT ${keys.join(', ')}, ${sums} FROM ${table} GROUP BY ${keys.join(', ')} HAVING ${figures.map((f) => `sum(${f}) <> 0`).join(' OR ')} ORDER BY ${keys.join(', ')}`,
    );
    answer[name] = rows.rows.map((row) => JSON.stringify(row));
  }
  answer.split = (await db.query('SELECT reservation_id FROM report_split_reservations ORDER BY 1')).rows.map((row) => JSON.stringify(row));
  return answer;
}

/** The same tables recomputed from the ledger, the bookings and the payments (rolled back). */
async function recomputed() {
  return ctx.db
    .transaction(async (tx) => {
      await tx.query(`SELECT report_rebuild()`);
      throw Object.assign(new Error('rolled back'), { answer: await tables(tx) });
    })
    .catch((error: { answer?: unknown }) => {
      if (!error.answer) throw error;
      return error.answer;
    });
}

/** Rows of the aggregate tables that are entries not yet folded, and keys with more than one settled row. */
async function unsettled() {
  let entries = 0;
  let duplicates = 0;
  for (const [table, keys] of Object.values(AGGREGATES)) {
    entries += (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE entry <> 0`)).rows[0].n;
    duplicates += (
      await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} GROUP BY ${keys.join(', ')} HAVING count(*) > 1) d`)
    ).rows[0].n;
  }
  return { entries, duplicates };
}

/** A report's answer from the live tables (`hourly` says no), then from the aggregates; both must be equal. */
async function bothWays(url: string, orgId: number) {
  const get = async () => {
    const response = await ctx.as('admin', { url, orgId });
    expect([url, response.statusCode]).toEqual([url, 200]);
    const body = response.headers['content-type']?.toString().startsWith('text/csv') ? response.body : response.json();
    if (typeof body === 'object') delete body.asOf;
    return body;
  };
  jest.mocked(hourly).mockReturnValue(false);
  const live = await get();
  jest.mocked(hourly).mockImplementation(actualHourly);
  jest.mocked(hourly).mockClear();
  const aggregated = await get();
  return { live, aggregated, read: jest.mocked(hourly).mock.results.some((r) => r.value === true) };
}

async function reportsAgree() {
  const range = `from=${addDays(today, -80)}&to=${addDays(today, 2)}`;
  const utc = `from=${addDays(today, -80)}T00:00:00Z&to=${addDays(today, 2)}T00:00:00Z`;
  const urls: [string, number][] = [
    ...[7, 30, 90].map((days) => [`/api/reports/dashboard?days=${days}`, owner.orgId] as [string, number]),
    [`/api/reports/dashboard?days=30`, ORG.platform],
    [`/api/reports/parkingLots?${range}`, owner.orgId],
    [`/api/reports/parkingLots?${range}&sort=grossMinor,desc`, owner.orgId],
    [`/api/reports/parkingLots?${utc}&sort=occupancyPercent,desc`, owner.orgId],
    [`/api/reports/parkingLots?from=${addDays(today, -9)}&to=${addDays(today, -8)}`, owner.orgId],
    [`/api/reports/parkingLots/csv?${range}`, owner.orgId],
    ...['day', 'month', 'lot', 'organization'].map((groupBy) => [`/api/reports/revenue?${utc}&groupBy=${groupBy}`, ORG.platform] as [string, number]),
    [`/api/reports/reconciliation?${range}`, owner.orgId],
    [`/api/reports/reconciliation?${range}&status=Payment%20Success&page=1&size=2`, owner.orgId],
    [`/api/reports/reconciliation?${range}&parkingLotId=${owner.usdLot}`, owner.orgId],
    [`/api/reports/reconciliation?${utc}`, ORG.platform],
  ];
  for (const [url, orgId] of urls) {
    const { live, aggregated, read } = await bothWays(url, orgId);
    expect({ url, read }).toEqual({ url, read: true });
    expect({ url, answer: aggregated }).toEqual({ url, answer: live });
  }
  // The reconciliation CSV reads its rows only (no total): the same rows as the JSON pages.
  for (const [url, orgId] of [[`/api/reports/reconciliation/csv?${range}`, owner.orgId]] as const) {
    const { live, aggregated } = await bothWays(url, orgId);
    expect({ url, answer: aggregated }).toEqual({ url, answer: live });
  }
}

/**
 * Exact with the changes still appended as entries (migration 264), and again once the report-settle
 * job folded them: one row per key, the same figures, the same reports.
 */
async function agree() {
  expect((await unsettled()).entries).toBeGreaterThan(0);
  expect(await tables()).toEqual(await recomputed());
  await reportsAgree();
  expect(await ctx.app.scheduler.runNow('report-settle')).toBe(true);
  expect(await unsettled()).toEqual({ entries: 0, duplicates: 0 });
  expect(await tables()).toEqual(await recomputed());
  await reportsAgree();
}

describe('the report aggregates (migration 230)', () => {
  test('bookings created, cancelled, refunded, extended, partly cancelled, failed and paid: the aggregates equal their recomputation and the live reports', async () => {
    const a = await book({ lotId: owner.usdLot, startAt: at(3, '09:17'), hours: 30, slots: 2, amountMinor: 12345 });
    const b = await book({ lotId: owner.cadLot, startAt: at(12, '23:45'), amountMinor: 7000, currency: 'CAD' });
    const c = await book({ lotId: owner.usdLot, startAt: at(40, '00:00'), amountMinor: 3000 });
    const d = await book({ lotId: owner.usdLot, startAt: at(85, '22:30'), hours: 24 * 7, amountMinor: 24000 });
    const e = await book({ lotId: owner.usdLot, startAt: at(1, '12:05'), amountMinor: 5000, status: 'Booked' });
    const f = await book({ lotId: other.usdLot, startAt: at(5, '07:00'), amountMinor: 4100 });
    const g = await book({ lotId: owner.usdLot, startAt: at(0, '02:00'), amountMinor: 2500, status: 'Pending Payment', paymentStatus: 'Payment Initiated' });
    await pay(a, 'Payment Success', 12345, at(4, '10:00'));
    await pay(b, 'Payment Pending', 7000, at(13, '08:30'), 'CAD');
    await pay(c, 'Payment Success', 3000, at(41, '11:11'));
    await pay(d, 'Payment Success', 24000, at(86, '23:59'));
    await pay(f, 'Payment Success', 4100, at(6, '01:00'));
    const gPayment = await pay(g, 'Payment Initiated', 2500, at(0, '01:59'));
    await agree();

    // Cancelled and refunded in full; a bank payment settles; a refund is paid back.
    await sql(`UPDATE reservations SET status = 'Cancelled', payment_status = 'Payment Refunded' WHERE id = $1`, [c]);
    await pay(c, 'Payment Refunded', 3000, at(39, '09:00'));
    await sql(`UPDATE reservations SET status = 'Refunded', payment_status = 'Payment Refunded' WHERE id = $1`, [b]);
    await sql(`UPDATE payments SET status = 'Payment Success' WHERE reservation_id = $1`, [b]);
    // Extended by 6 hours (booking/reservation-repository.ts extendReservation), and partly cancelled: one slot of two given up.
    await sql("UPDATE reservations SET end_at = end_at + interval '6 hours', amount_minor = amount_minor + $2 WHERE id = $1", [a, 1500]);
    await sql(`UPDATE reservations SET slots = slots - 1, amount_minor = amount_minor - 6000, status = 'Partial Cancel' WHERE id = $1`, [a]);
    // A declined card: everything reversed; a hold given up and deleted with its payment.
    await sql(`UPDATE reservations SET status = 'Payment Failed', payment_status = 'Payment Failed' WHERE id = $1`, [e]);
    await sql(`UPDATE payments SET status = 'Payment Failed' WHERE id = $1`, [gPayment]);
    await sql('DELETE FROM reservations WHERE id = $1', [g]);
    await agree();
  });

  test('bookings moved to another day and another lot (their money written at both), and money with no lot: still exact', async () => {
    const m = await book({ lotId: owner.usdLot, startAt: at(20, '10:30'), amountMinor: 8000 });
    const n = await book({ lotId: owner.usdLot, startAt: at(25, '16:00'), hours: 12, amountMinor: 6000 });
    await pay(m, 'Payment Success', 8000, at(21, '10:00'));
    await pay(n, 'Payment Success', 6000, at(26, '10:00'));
    // Moved three days later, then its price changed: its money is now at two days.
    await sql(`UPDATE reservations SET start_at = start_at + interval '3 days', end_at = end_at + interval '3 days' WHERE id = $1`, [m]);
    await sql('UPDATE reservations SET amount_minor = 9000 WHERE id = $1', [m]);
    // Moved to another lot of the owner with its payment, then cancelled: the refund is at the new lot.
    await sql('UPDATE reservations SET lot_id = $2 WHERE id = $1', [n, owner.cadLot]);
    await sql(`UPDATE reservations SET status = 'Cancelled', payment_status = 'Payment Refunded' WHERE id = $1`, [n]);
    // Both changes in one transaction, moved back within the hour.
    const o = await book({ lotId: owner.cadLot, startAt: at(2, '08:00'), amountMinor: 4500, currency: 'CAD' });
    await ctx.db.transaction(async (tx) => {
      await tx.query(`UPDATE reservations SET start_at = start_at + interval '20 minutes', end_at = end_at + interval '20 minutes' WHERE id = $1`, [o]);
      await tx.query('UPDATE reservations SET amount_minor = 5000 WHERE id = $1', [o]);
    });
    // An entry naming the booking but no lot (the kinds another change may add): its booking is read live.
    const p = await book({ lotId: owner.usdLot, startAt: at(6, '06:00'), amountMinor: 7700 });
    await sql(
      `INSERT INTO ledger_entries (kind, reservation_id, owner_org_id, customer_org_id, lot_id, currency, amount_minor, accrues_at)
       VALUES ('payout', $1, $2, $3, NULL, 'USD', -7000, $4)`,
      [p, owner.orgId, ORG.northline, at(6, '06:00').toISOString()],
    );
    const split = (await ctx.db.query<{ id: number }>('SELECT reservation_id AS id FROM report_split_reservations ORDER BY 1')).rows.map((r) => r.id);
    expect(split).toEqual(expect.arrayContaining([m, n, p]));
    expect(split).not.toContain(o);
    await agree();
  });

  test('the top lots read whole months less their edges as the live tables: bookings inside and outside each edge', async () => {
    // Each partial month at a window's edge is read as its hours inside the window, or its whole
    // month less its hours outside (monthPieces), whichever spans less: bookings on both sides of
    // every edge, and windows taking each way, must give the live answer.
    const month = today.slice(0, 8);
    const previous = addDays(`${month}01`, -1).slice(0, 8);
    const utc = (day: string, time = '00:00') => zonedInstant(`${day}T${time}`, 'UTC')!;
    const lots = [owner.usdLot, owner.cadLot, other.usdLot];
    const days = [
      `${previous}01`,
      `${previous}02`,
      `${previous}04`,
      `${previous}26`,
      `${previous}28`,
      `${month}01`,
      `${month}02`,
      `${month}04`,
      `${month}26`,
      `${month}28`,
    ];
    for (const [i, day] of days.entries()) {
      const reservationId = await book({ lotId: lots[i % 3], startAt: utc(day, '10:00'), amountMinor: 1000 + 100 * i, currency: i % 3 === 1 ? 'CAD' : 'USD' });
      await pay(reservationId, 'Payment Success', 1000 + 100 * i, utc(day, '09:00'), i % 3 === 1 ? 'CAD' : 'USD');
    }
    const windows = [
      [utc(`${previous}03`), utc(`${month}27`)],
      [utc(`${previous}27`), utc(`${month}03`)],
      [utc(`${previous}02`), utc(`${previous}28`)],
      [utc(`${previous}01`), utc(`${month}01`)],
    ] as const;
    const subtracts = windows.map(([from, to]) => monthPieces(from, to)?.hours.filter((piece) => piece.sign === -1).length ?? 0);
    expect(subtracts.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(3);
    for (const scope of [{ kind: 'owner', orgId: owner.orgId }, { kind: 'platform' }] as const)
      for (const [from, to] of windows) {
        jest.mocked(hourly).mockReturnValue(false);
        const live = await topLots(ctx.db, scope, from, to, 10);
        jest.mocked(hourly).mockImplementation(actualHourly);
        expect(live.length).toBeGreaterThan(0);
        expect({ from, to, top: await topLots(ctx.db, scope, from, to, 10) }).toEqual({ from, to, top: live });
      }
  });

  test('the reconciliation CSV walks its rows by keyset, two at a time: the same rows in the same order as one page, in every sort (ties included)', async () => {
    const q = await book({ lotId: owner.usdLot, startAt: at(30, '12:00'), amountMinor: 1000 });
    const tie = at(31, '12:00');
    for (let i = 0; i < 3; i++) await pay(q, 'Payment Success', 1000, tie);
    await sql(
      `UPDATE payments SET created_at = created_at + interval '123 microseconds' WHERE reservation_id = $1 AND id = (SELECT max(id) FROM payments WHERE reservation_id = $1)`,
      [q],
    );
    const range = { from: at(90, '00:00'), to: at(-2, '00:00') };
    const scope = { kind: 'owner' as const, orgId: owner.orgId };
    for (const field of Object.keys(RECONCILIATION_SORTS))
      for (const direction of ['asc', 'desc']) {
        const orderBy = parseSort(`${field},${direction}`, RECONCILIATION_SORTS, '');
        const whole = await reconciliationRows(ctx.db, scope, range, { orderBy, offset: 0, size: 100 });
        const walked = [];
        for (let after: ReconciliationCursor | null = null; ;) {
          const { rows } = await reconciliationRows(ctx.db, scope, range, { orderBy, offset: 0, size: 2, counted: false, after });
          walked.push(...rows);
          if (rows.length < 2) break;
          after = rows[rows.length - 1].cursor;
        }
        expect(whole.rows.length).toBeGreaterThan(8);
        expect({ orderBy, ids: walked.map((row) => row.paymentId) }).toEqual({ orderBy, ids: whole.rows.map((row) => row.paymentId) });
      }
  });
});
