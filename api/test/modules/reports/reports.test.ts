import { zonedInstant } from '@haulstop/shared/time';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { CSV_HEADERS } from '../csv-headers';
import { csvRows, insertBooking, insertInvoice, insertPayment, ownerWithLots } from './fixtures';

/*
 * The reports: January 2020 holds nothing of the demo data, so every figure there is
 * the hand-made bookings below, computed by hand. An owner of its own (USD and CAD lots of 10
 * slots at Chicago's clock), acted in by the platform admin; Northline (a carrier network) and
 * Ridgeway, its sub-carrier, book there.
 */
const ZONE = 'America/Chicago';
const JAN = 'from=2020-01-01&to=2020-02-01';
const JAN_UTC = 'from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z';
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof ownerWithLots>>;
const id: Record<string, number> = {};
const at = (wall: string) => zonedInstant(wall, ZONE)!;
const get = async (user: Parameters<TestContext['as']>[0], url: string, orgId: number) => {
  const response = await ctx.as(user, { url, orgId });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response;
};
const asOwner = (url: string) => get('admin', url, owner.orgId).then((r) => r.json());

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ownerWithLots(ctx, 'Report Parking');
  const asset = async (orgId: number) =>
    (await ctx.db.query<{ id: number }>('SELECT id FROM assets WHERE org_id = $1 ORDER BY id LIMIT 1', [orgId])).rows[0].id;
  id.northlineAsset = await asset(ORG.northline);
  id.ridgewayAsset = await asset(ORG.ridgeway);
  id.driver = (await ctx.db.query<{ id: number }>('SELECT id FROM drivers WHERE org_id = $1 ORDER BY id LIMIT 1', [ORG.northline])).rows[0].id;
  // a: 2 slots, 24 h from Jan 10 18:00, 100.01 USD: a Northline truck (with its driver) and a Ridgeway truck.
  id.a = await insertBooking(ctx, {
    lotId: owner.usdLot,
    orgId: ORG.northline,
    startAt: at('2020-01-10T18:00'),
    slots: 2,
    amountMinor: 10001,
    currency: 'USD',
    entries: [{ assetId: id.northlineAsset, driverId: id.driver }, { assetId: id.ridgewayAsset }],
  });
  // b: CAD, 1 slot, 24 h from Jan 12 06:00, 70.00 CAD, the Northline truck.
  id.b = await insertBooking(ctx, {
    lotId: owner.cadLot,
    orgId: ORG.northline,
    startAt: at('2020-01-12T06:00'),
    amountMinor: 7000,
    currency: 'CAD',
    entries: [{ assetId: id.northlineAsset }],
  });
  // c: USD 30.00 on Jan 20, cancelled and refunded in full.
  id.c = await insertBooking(ctx, { lotId: owner.usdLot, orgId: ORG.eastbound, startAt: at('2020-01-20T08:00'), amountMinor: 3000, currency: 'USD' });
  await ctx.db.query(`UPDATE reservations SET status = 'Cancelled', payment_status = 'Payment Refunded' WHERE id = $1`, [id.c]);

  await insertPayment(ctx, {
    reservationId: id.a,
    payerOrgId: ORG.northline,
    status: 'Payment Success',
    amountMinor: 10001,
    currency: 'USD',
    at: new Date('2020-01-09T10:00:00Z'),
  });
  await insertPayment(ctx, {
    reservationId: id.b,
    payerOrgId: ORG.northline,
    method: 'BANK',
    status: 'Payment Pending',
    amountMinor: 7000,
    currency: 'CAD',
    at: new Date('2020-01-11T10:00:00Z'),
  });
  await insertPayment(ctx, {
    reservationId: id.c,
    payerOrgId: ORG.eastbound,
    status: 'Payment Success',
    amountMinor: 3000,
    currency: 'USD',
    at: new Date('2020-01-15T10:00:00Z'),
  });
  await insertPayment(ctx, {
    reservationId: id.c,
    payerOrgId: ORG.eastbound,
    status: 'Payment Refunded',
    amountMinor: 3000,
    currency: 'USD',
    at: new Date('2020-01-16T10:00:00Z'),
  });
  await insertPayment(ctx, {
    reservationId: id.c,
    payerOrgId: ORG.eastbound,
    status: 'Payment Failed',
    amountMinor: 3000,
    currency: 'USD',
    at: new Date('2020-01-14T10:00:00Z'),
  });
  // The network's consolidated invoice bills a; the owner's USD statement of January.
  await insertInvoice(ctx, {
    number: 'CI-TEST-202001',
    orgId: ORG.northline,
    kind: 'consolidated',
    period: ['2020-01-01', '2020-01-31'],
    currency: 'USD',
    totalMinor: 10001,
    reservationIds: [id.a],
  });
  await insertInvoice(ctx, {
    number: 'SOI-TEST-202001',
    orgId: owner.orgId,
    kind: 'statement_of_income',
    period: ['2020-01-01', '2020-01-31'],
    currency: 'USD',
    totalMinor: 8001,
  });
});
afterAll(() => ctx.close());

describe('GET /api/reports/parkingLots (owner)', () => {
  test('per lot: bookings, occupancy, gross, net sales, average net sale, cancellations (hand-computed)', async () => {
    const page = await asOwner(`/api/reports/parkingLots?${JAN}`);
    expect(page).toMatchObject({ totalElements: 2, page: 0, size: 10 });
    const hours = 31 * 24;
    expect(page.content).toEqual([
      {
        parkingLotId: owner.cadLot,
        name: 'Report Parking CAD',
        currency: 'CAD',
        totalSlots: 10,
        bookings: 1,
        occupancyPercent: Math.round((1000 * 24) / (10 * hours)) / 10,
        grossMinor: 7000,
        netSalesMinor: 7000,
        averagePriceMinor: 7000,
        listPriceMinor: null,
        cancellations: 0,
        usedSlotHours: 0,
        usedSlotMinutes: 0,
        noShows: 0,
        overstayMinor: 0,
        noShowRatePercent: null,
        averageDwellMinutes: null,
      },
      {
        parkingLotId: owner.usdLot,
        name: 'Report Parking USD',
        currency: 'USD',
        totalSlots: 10,
        // a; c was cancelled and refunded in full: its charge stays in the gross (with its refund, as
        // on the statement) but it produced no revenue, so it is not a booking of the month.
        bookings: 1,
        occupancyPercent: Math.round((1000 * 48) / (10 * hours)) / 10,
        grossMinor: 13001,
        // Net sales: c's charge and its refund cancel out, so a's alone (the dashboard's revenue).
        netSalesMinor: 10001,
        averagePriceMinor: 10001,
        listPriceMinor: null,
        cancellations: 1,
        usedSlotHours: 0,
        usedSlotMinutes: 0,
        noShows: 0,
        overstayMinor: 0,
        noShowRatePercent: null,
        averageDwellMinutes: null,
      },
    ]);
  });

  test('sorting (sort=field,desc), a lot filter, paging; an unknown sort field → 400', async () => {
    const sorted = await asOwner(`/api/reports/parkingLots?${JAN}&sort=grossMinor,desc`);
    expect(sorted.content.map((r: { parkingLotId: number }) => r.parkingLotId)).toEqual([owner.usdLot, owner.cadLot]);
    const one = await asOwner(`/api/reports/parkingLots?${JAN}&parkingLotId=${owner.cadLot}`);
    expect(one.content.map((r: { parkingLotId: number }) => r.parkingLotId)).toEqual([owner.cadLot]);
    const second = await asOwner(`/api/reports/parkingLots?${JAN}&size=1&page=1`);
    expect(second).toMatchObject({ totalElements: 2, page: 1, size: 1 });
    expect(second.content).toHaveLength(1);
    expect((await ctx.as('admin', { url: `/api/reports/parkingLots?${JAN}&sort=vin,asc`, orgId: owner.orgId })).statusCode).toBe(400);
    expect((await ctx.as('admin', { url: '/api/reports/parkingLots?from=2020-02-01&to=2020-01-01', orgId: owner.orgId })).statusCode).toBe(400);
    expect((await ctx.as('admin', { url: '/api/reports/parkingLots?from=yesterday', orgId: owner.orgId })).statusCode).toBe(400);
  });

  test('"CSV equals JSON": every row, amounts in major units with the currency', async () => {
    const json = await asOwner(`/api/reports/parkingLots?${JAN}`);
    const response = await get('admin', `/api/reports/parkingLots/csv?${JAN}`, owner.orgId);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual(CSV_HEADERS.lots.en);
    expect(rows).toEqual(
      json.content.map((r: Record<string, number | string>) => [
        String(r.parkingLotId),
        r.name,
        r.currency,
        String(r.totalSlots),
        String(r.bookings),
        String(r.occupancyPercent),
        (Number(r.grossMinor) / 100).toFixed(2),
        (Number(r.netSalesMinor) / 100).toFixed(2),
        (Number(r.averagePriceMinor) / 100).toFixed(2),
        '',
        String(r.cancellations),
        String(r.usedSlotHours),
        String(r.noShows),
        (Number(r.overstayMinor) / 100).toFixed(2),
        r.noShowRatePercent === null ? '' : String(r.noShowRatePercent),
        r.averageDwellMinutes === null ? '' : String(Math.round((Number(r.averageDwellMinutes) / 60) * 100) / 100),
      ]),
    );
  });

  test('"a report\'s total equals the same figure on the statement it overlaps": gross and bookings per lot, Prairie\'s demo month', async () => {
    const { rows } = await ctx.db.query<{ month: string }>(
      `SELECT to_char(max(accrues_at) AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM ledger_entries WHERE owner_org_id = $1 AND accrues_at < now()`,
      [ORG.prairie],
    );
    const month = rows[0].month;
    const [y, m] = month.split('-').map(Number);
    const next = new Date(Date.UTC(y, m, 1)).toISOString();
    const statement = (await get('owner', `/api/statements?period=${month}`, ORG.prairie)).json();
    const report = (await get('owner', `/api/reports/parkingLots?from=${month}-01T00:00:00Z&to=${next}&size=100`, ORG.prairie)).json();
    expect(statement.rows.length).toBeGreaterThan(0);
    for (const row of statement.rows) {
      const lot = report.content.find((r: { parkingLotId: number }) => r.parkingLotId === row.parkingLotId);
      expect({ lot: row.parkingLotId, bookings: lot.bookings, grossMinor: lot.grossMinor }).toEqual({
        lot: row.parkingLotId,
        bookings: row.bookings,
        grossMinor: row.grossMinor,
      });
    }
  });

  test('tenancy and roles: another owner does not see these lots; a carrier is refused (403); the Manager reads it', async () => {
    const prairie = (await get('owner', `/api/reports/parkingLots?${JAN}&size=100`, ORG.prairie)).json();
    expect(prairie.content.map((r: { parkingLotId: number }) => r.parkingLotId)).not.toContain(owner.usdLot);
    expect((await ctx.as('carrier', { url: '/api/reports/parkingLots', orgId: ORG.northline })).statusCode).toBe(403);
    expect((await ctx.as('carrier', { url: '/api/reports/parkingLots/csv', orgId: ORG.northline })).statusCode).toBe(403);
    expect((await ctx.as('manager', { url: '/api/reports/parkingLots', orgId: ORG.prairie })).statusCode).toBe(200);
  });
});

describe('GET /api/reports/parkingLots/{parkingLotId}/occupancy', () => {
  test('"occupancy by weekday × hour" at the lot\'s clock: booking a (2 of 10 slots) fills Friday 18:00 to Saturday 17:00', async () => {
    const answer = await asOwner(`/api/reports/parkingLots/${owner.usdLot}/occupancy?from=2020-01-10&to=2020-01-12`);
    expect(answer.cells).toHaveLength(7 * 24);
    const cell = (weekday: number, hour: number) =>
      answer.cells.find((c: { weekday: number; hour: number }) => c.weekday === weekday && c.hour === hour).occupancyPercent;
    // 2020-01-10 is a Friday (5).
    expect([cell(5, 17), cell(5, 18), cell(5, 23), cell(6, 0), cell(6, 17), cell(6, 18)]).toEqual([0, 20, 20, 20, 20, 0]);
    expect(cell(1, 12)).toBe(0);
  });

  test("another organisation's lot → 404", async () => {
    const prairieLot = (await ctx.db.query<{ id: number }>('SELECT id FROM parking_lots WHERE owner_org_id = $1 LIMIT 1', [ORG.prairie])).rows[0].id;
    expect((await ctx.as('admin', { url: `/api/reports/parkingLots/${prairieLot}/occupancy`, orgId: owner.orgId })).statusCode).toBe(404);
    expect((await ctx.as('owner', { url: `/api/reports/parkingLots/${owner.usdLot}/occupancy`, orgId: ORG.prairie })).statusCode).toBe(404);
  });
});

describe('GET /api/reservations?parkingLotId=&date= (lot day view)', () => {
  test('"the bookings that overlap that day at that lot", at the lot\'s clock', async () => {
    const day = async (date: string) =>
      (await asOwner(`/api/reservations?parkingLotId=${owner.usdLot}&date=${date}`)).content.map((r: { reservationId: number }) => r.reservationId);
    expect(await day('2020-01-10')).toEqual([id.a]);
    // a runs to Jan 11 18:00 at the lot: still there on the 11th.
    expect(await day('2020-01-11')).toEqual([id.a]);
    expect(await day('2020-01-12')).toEqual([]);
    expect(await day('2020-01-20')).toEqual([id.c]);
    const cad = await asOwner(`/api/reservations?parkingLotId=${owner.cadLot}&date=2020-01-12`);
    expect(cad.content.map((r: { reservationId: number }) => r.reservationId)).toEqual([id.b]);
    // Another owner sees none of them.
    const other = (await get('owner', `/api/reservations?parkingLotId=${owner.usdLot}&date=2020-01-10`, ORG.prairie)).json();
    expect(other.totalElements).toBe(0);
    expect((await ctx.as('admin', { url: '/api/reservations?date=2020-13-01', orgId: owner.orgId })).statusCode).toBe(400);
  });
});

describe('GET /api/reports/assets (carrier, broker)', () => {
  test("per truck: bookings, lots used, hours parked, spend per currency (a booking split over its entries to the cent), last booking; a network parent sees its sub-carriers' trucks", async () => {
    const page = (await get('carrier', `/api/reports/assets?${JAN}&size=100&sort=bookings,desc`, ORG.northline)).json();
    const row = (assetId: number) => page.content.find((r: { assetId: number }) => r.assetId === assetId);
    expect(row(id.northlineAsset)).toMatchObject({
      orgName: 'Northline Freight',
      bookings: 2,
      // One booking at the USD lot, one at the CAD lot.
      lotsUsed: 2,
      hoursParked: 48,
      spent: [
        { currency: 'CAD', amountMinor: 7000 },
        { currency: 'USD', amountMinor: 5000 },
      ],
      lastBookingAt: at('2020-01-12T06:00').toISOString(),
    });
    expect(row(id.ridgewayAsset)).toMatchObject({
      orgName: 'Ridgeway Haulers',
      bookings: 1,
      lotsUsed: 1,
      hoursParked: 24,
      spent: [{ currency: 'USD', amountMinor: 5001 }],
    });
    expect(page.content[0].assetId).toBe(id.northlineAsset);
    // Filtered to the sub-carrier: its trucks only.
    const ridgeway = (await get('carrier', `/api/reports/assets?${JAN}&orgId=${ORG.ridgeway}&size=100`, ORG.northline)).json();
    expect(ridgeway.content.every((r: { orgName: string }) => r.orgName === 'Ridgeway Haulers')).toBe(true);
    expect(ridgeway.content.map((r: { assetId: number }) => r.assetId)).toContain(id.ridgewayAsset);
    // The shares add up to the booking.
    expect(5000 + 5001).toBe(10001);
    const assets = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM assets WHERE status <> 'Deleted' AND (org_id = $1 OR org_id IN (SELECT id FROM organizations WHERE parent_org_id = $1))`,
      [ORG.northline],
    );
    expect(page.totalElements).toBe(assets.rows[0].n);
  });

  test('CSV equals JSON (a row per asset and currency)', async () => {
    const json = (await get('carrier', `/api/reports/assets?${JAN}&size=100`, ORG.northline)).json();
    const [header, ...rows] = csvRows((await get('carrier', `/api/reports/assets/csv?${JAN}`, ORG.northline)).body);
    expect(header).toEqual([
      'Asset ID',
      'License plate',
      'VIN',
      'Organization',
      'Bookings',
      'Lots used',
      'Hours parked',
      'Hours on lot',
      'Spent',
      'Currency',
      'Last booking',
    ]);
    const expected = json.content.flatMap(
      (r: {
        assetId: number;
        vin: string;
        licensePlate: string;
        orgName: string;
        bookings: number;
        lotsUsed: number;
        hoursParked: number;
        spent: { currency: string; amountMinor: number }[];
        lastBookingAt: string | null;
        hoursOnLot: number;
      }) =>
        (r.spent.length ? r.spent : [{ currency: '', amountMinor: 0 }]).map((s) => [
          String(r.assetId),
          r.licensePlate,
          r.vin,
          r.orgName,
          String(r.bookings),
          String(r.lotsUsed),
          String(r.hoursParked),
          String(r.hoursOnLot),
          (s.amountMinor / 100).toFixed(2),
          s.currency,
          r.lastBookingAt ?? '',
        ]),
    );
    expect(rows).toEqual(expected);
  });

  test("tenancy and roles: a broker sees none of Northline's trucks; an owner is refused (403)", async () => {
    const broker = (await get('broker', `/api/reports/assets?${JAN}&size=100`, ORG.eastbound)).json();
    expect(broker.content.map((r: { assetId: number }) => r.assetId)).not.toContain(id.northlineAsset);
    expect((await ctx.as('owner', { url: '/api/reports/assets', orgId: ORG.prairie })).statusCode).toBe(403);
  });
});

describe('GET /api/reports/drivers (platform)', () => {
  test('per driver across organisations, filtered by organisation; others are refused (403)', async () => {
    const page = (await get('admin', `/api/reports/drivers?${JAN}&orgId=${ORG.northline}&size=100`, ORG.platform)).json();
    expect(page.content.every((r: { orgId: number }) => r.orgId === ORG.northline)).toBe(true);
    expect(page.content.find((r: { driverId: number }) => r.driverId === id.driver)).toMatchObject({
      orgName: 'Northline Freight',
      bookings: 1,
      lotsUsed: 1,
      hoursParked: 24,
      spent: [{ currency: 'USD', amountMinor: 5000 }],
      lastBookingAt: at('2020-01-10T18:00').toISOString(),
    });
    const csv = csvRows((await get('admin', `/api/reports/drivers/csv?${JAN}&orgId=${ORG.northline}`, ORG.platform)).body);
    expect(csv.length - 1).toBe(page.content.reduce((n: number, r: { spent: unknown[] }) => n + Math.max(1, r.spent.length), 0));
    for (const [user, orgId] of [
      ['owner', ORG.prairie],
      ['carrier', ORG.northline],
      ['broker', ORG.eastbound],
      ['manager', ORG.prairie],
    ] as const) {
      expect((await ctx.as(user, { url: '/api/reports/drivers', orgId })).statusCode).toBe(403);
      expect((await ctx.as(user, { url: '/api/reports/drivers/csv', orgId })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/reports/revenue (platform)', () => {
  const lotRow = (rows: { key: string }[], lotId: number) => rows.find((r) => r.key === String(lotId));

  test('per lot and currency: gross, discounts, refunds, platform fee, taxes, net (hand-computed); totals per currency are the sums of the rows', async () => {
    const answer = (await get('admin', `/api/reports/revenue?${JAN_UTC}&groupBy=lot`, ORG.platform)).json();
    // USD: a (100.01, fee 10 % = 10.00) and c (30.00, cancelled: refunded in full, no fee; its money
    // is here, but it is not a booking: it produced no revenue, as the statement counts).
    expect(lotRow(answer.rows, owner.usdLot)).toEqual({
      key: String(owner.usdLot),
      label: 'Report Parking USD',
      currency: 'USD',
      bookings: 1,
      grossMinor: 13001,
      discountsMinor: 0,
      refundsMinor: 3000,
      platformFeeMinor: 1000,
      taxesMinor: 0,
      // No truck overstayed nor failed to come: no gate money.
      overstayMinor: 0,
      noShowFeesMinor: 0,
      netMinor: 13001 - 3000 - 1000,
    });
    expect(lotRow(answer.rows, owner.cadLot)).toMatchObject({ currency: 'CAD', bookings: 1, grossMinor: 7000, platformFeeMinor: 700, netMinor: 6300 });
    // Every amount of a row (each field but its group and currency) is totalled per currency.
    const amounts = Object.keys(answer.rows[0]).filter((key) => !['key', 'label', 'currency'].includes(key));
    expect(amounts).toContain('netMinor');
    for (const total of answer.totals) {
      expect(Object.keys(total).sort()).toEqual(['currency', ...amounts].sort());
      const rows = answer.rows.filter((r: { currency: string }) => r.currency === total.currency);
      for (const key of amounts)
        expect([total.currency, key, total[key]]).toEqual([total.currency, key, rows.reduce((n: number, r: Record<string, number>) => n + r[key], 0)]);
    }
  });

  test('"equals the statement it overlaps": per owner and currency, January 2020 and the demo\'s last month', async () => {
    const months = [
      '2020-01',
      (await ctx.db.query<{ m: string }>(`SELECT to_char(date_trunc('month', now() - interval '1 month'), 'YYYY-MM') AS m`)).rows[0].m,
    ];
    for (const month of months) {
      const [y, m] = month.split('-').map(Number);
      const next = new Date(Date.UTC(y, m, 1)).toISOString();
      const statement = (await get('admin', `/api/statements?period=${month}`, ORG.platform)).json();
      const revenue = (await get('admin', `/api/reports/revenue?from=${month}-01T00:00:00Z&to=${next}&groupBy=organization`, ORG.platform)).json();
      // The statement's amounts the revenue report carries under the same names; its net payout is netMinor.
      const shared = ['bookings', 'grossMinor', 'discountsMinor', 'refundsMinor', 'platformFeeMinor', 'taxesMinor', 'overstayMinor', 'noShowFeesMinor'];
      const byOwner = new Map<string, Record<string, number>>();
      for (const row of statement.rows) {
        const key = `${row.ownerOrgId}|${row.currency}`;
        const sum = byOwner.get(key) ?? Object.fromEntries([...shared, 'netMinor'].map((k) => [k, 0]));
        for (const k of shared) sum[k] += row[k];
        sum.netMinor += row.netPayoutMinor;
        byOwner.set(key, sum);
      }
      expect(revenue.rows.length).toBe(byOwner.size);
      for (const row of revenue.rows) {
        const { key, label: _label, currency, ...amounts } = row;
        expect({ month, owner: key, currency, ...amounts }).toEqual({ month, owner: key, currency, ...byOwner.get(`${key}|${currency}`) });
      }
      expect(revenue.totals).toEqual(statement.totals.map(({ netPayoutMinor, ...t }: Record<string, number>) => ({ ...t, netMinor: netPayoutMinor })));
    }
  });

  test("by day (UTC, the platform's clock) and month; CSV equals JSON; others are refused (403)", async () => {
    const days = (await get('admin', `/api/reports/revenue?${JAN_UTC}&groupBy=day`, ORG.platform)).json();
    expect(days.rows.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(['2020-01-11', '2020-01-12', '2020-01-20']));
    const month = (await get('admin', `/api/reports/revenue?${JAN_UTC}&groupBy=month`, ORG.platform)).json();
    expect(month.rows.map((r: { key: string; currency: string }) => `${r.key} ${r.currency}`)).toEqual(['2020-01 CAD', '2020-01 USD']);
    const [, ...rows] = csvRows((await get('admin', `/api/reports/revenue/csv?${JAN_UTC}&groupBy=month`, ORG.platform)).body);
    expect(rows).toEqual(
      month.rows.map((r: Record<string, string | number>) => [
        r.key,
        r.label,
        r.currency,
        String(r.bookings),
        ...['grossMinor', 'discountsMinor', 'refundsMinor', 'overstayMinor', 'noShowFeesMinor', 'platformFeeMinor', 'taxesMinor', 'netMinor'].map((k) =>
          (Number(r[k]) / 100).toFixed(2),
        ),
      ]),
    );
    expect((await ctx.as('owner', { url: '/api/reports/revenue', orgId: ORG.prairie })).statusCode).toBe(403);
    expect((await ctx.as('carrier', { url: '/api/reports/revenue', orgId: ORG.northline })).statusCode).toBe(403);
    expect((await ctx.as('admin', { url: '/api/reports/revenue?groupBy=week', orgId: ORG.platform })).statusCode).toBe(400);
  });
});

describe('GET /api/reports/reconciliation (carrier, owner, broker)', () => {
  test('the owner: every payment and refund at its lots, matched to its statement of income; totals per currency', async () => {
    const answer = await asOwner(`/api/reports/reconciliation?${JAN}&sort=at,asc`);
    expect(answer.totalElements).toBe(5);
    expect(
      answer.content.map((r: { reservationId: number; status: string; document: { number: string } | null; matched: boolean }) => [
        r.reservationId,
        r.status,
        r.document?.number ?? null,
        r.matched,
      ]),
    ).toEqual([
      [id.a, 'Payment Success', 'SOI-TEST-202001', true],
      [id.b, 'Payment Pending', null, false],
      [id.c, 'Payment Failed', 'SOI-TEST-202001', true],
      [id.c, 'Payment Success', 'SOI-TEST-202001', true],
      [id.c, 'Payment Refunded', 'SOI-TEST-202001', true],
    ]);
    expect(answer.content[0].document).toEqual({ kind: 'STATEMENT', number: 'SOI-TEST-202001' });
    expect(answer.totals).toEqual([
      { currency: 'CAD', chargedMinor: 0, refundedMinor: 0, pendingMinor: 7000, failedMinor: 0, netMinor: 0 },
      { currency: 'USD', chargedMinor: 13001, refundedMinor: 3000, pendingMinor: 0, failedMinor: 3000, netMinor: 10001 },
    ]);
    const unmatched = await asOwner(`/api/reports/reconciliation?${JAN}&status=unmatched`);
    expect(unmatched.content.map((r: { reservationId: number }) => r.reservationId)).toEqual([id.b]);
    expect(unmatched.totals).toEqual([{ currency: 'CAD', chargedMinor: 0, refundedMinor: 0, pendingMinor: 7000, failedMinor: 0, netMinor: 0 }]);
    const refunded = await asOwner(`/api/reports/reconciliation?${JAN}&status=Payment%20Refunded`);
    expect(refunded.totalElements).toBe(1);
    // One lot's payments (filters of DESIGN §8 where they apply).
    const cad = await asOwner(`/api/reports/reconciliation?${JAN}&parkingLotId=${owner.cadLot}`);
    expect(cad.content.map((r: { reservationId: number }) => r.reservationId)).toEqual([id.b]);
    expect(cad.totals.map((t: { currency: string }) => t.currency)).toEqual(['CAD']);
    // A page past the end keeps the total.
    expect(await asOwner(`/api/reports/reconciliation?${JAN}&page=3`)).toMatchObject({ content: [], totalElements: 5, page: 3 });
    expect(await asOwner(`/api/reports/parkingLots?${JAN}&page=3`)).toMatchObject({ content: [], totalElements: 2 });
  });

  test('"the sub-carriers\' bookings → the parent\'s consolidated invoice": the carrier sees its own payments matched to it', async () => {
    const answer = (await get('carrier', `/api/reports/reconciliation?${JAN}&sort=at,asc`, ORG.northline)).json();
    expect(answer.content.map((r: { reservationId: number; document: unknown }) => [r.reservationId, r.document])).toEqual([
      [id.a, { kind: 'CONSOLIDATED_INVOICE', number: 'CI-TEST-202001' }],
      [id.b, null],
    ]);
    const broker = (await get('broker', `/api/reports/reconciliation?${JAN}`, ORG.eastbound)).json();
    expect(broker.content.every((r: { reservationId: number }) => r.reservationId === id.c)).toBe(true);
    expect(broker.totalElements).toBe(3);
  });

  test('CSV equals JSON', async () => {
    const json = await asOwner(`/api/reports/reconciliation?${JAN}&size=100`);
    const [header, ...rows] = csvRows((await get('admin', `/api/reports/reconciliation/csv?${JAN}`, owner.orgId)).body);
    expect(header).toEqual(['Payment ID', 'Date', 'Reservation', 'Method', 'Status', 'Amount', 'Currency', 'Document type', 'Document number', 'Matched']);
    expect(rows).toEqual(
      json.content.map(
        (r: {
          paymentId: number;
          reservationId: number;
          at: string;
          method: string;
          status: string;
          amountMinor: number;
          currency: string;
          document: { kind: string; number: string } | null;
          matched: boolean;
        }) => [
          String(r.paymentId),
          r.at,
          String(r.reservationId),
          r.method,
          r.status,
          (r.amountMinor / 100).toFixed(2),
          r.currency,
          r.document?.kind ?? '',
          r.document?.number ?? '',
          String(r.matched),
        ],
      ),
    );
  });

  test('"/reconciliation | carrier, owner, broker" (not hidden from the Manager): the Manager reads it as the drawer offers it, CSV too', async () => {
    expect((await ctx.as('manager', { url: '/api/reports/reconciliation', orgId: ORG.prairie })).statusCode).toBe(200);
    expect((await ctx.as('manager', { url: '/api/reports/reconciliation/csv', orgId: ORG.prairie })).statusCode).toBe(200);
    expect((await ctx.as('owner', { url: '/api/reports/reconciliation', orgId: ORG.prairie })).statusCode).toBe(200);
  });
});
