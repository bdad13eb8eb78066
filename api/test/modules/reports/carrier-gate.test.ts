import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * The gate's figures per carrier at an owner's lots (GET /api/reports/parkingLots/carriers and its
 * CSV), through HTTP into the database: they add up to the lot report's for the same range, a
 * carrier's figures are the gate's (no-shows, their rate, overstays, dwell), and an owner sees only
 * the bookings at its own lots.
 */

let ctx: TestContext;
let lot: number;
let otherOwnersLot: number;
let drivers: number[];
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const at = (base: Date | string, ms: number) => new Date(new Date(base).getTime() + ms);

type CarrierRow = {
  orgId: number;
  orgName: string;
  bookings: number;
  noShows: number;
  noShowRatePercent: number | null;
  overstays: number;
  overstayRevenue: { currency: string; amountMinor: number }[];
  averageDwellMinutes: number | null;
};
type LotRow = {
  parkingLotId: number;
  currency: string;
  bookings: number;
  noShows: number;
  overstayMinor: number;
  noShowRatePercent: number | null;
  averageDwellMinutes: number | null;
};

beforeAll(async () => {
  ctx = await createTestContext();
  lot = (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE name = 'Prairie Stop Edmonton'`)).rows[0].id;
  otherOwnersLot = (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE name = 'Lakeshore Buffalo'`)).rows[0].id;
  drivers = (await ctx.db.query<{ id: number }>('SELECT id FROM drivers WHERE org_id = $1 ORDER BY id LIMIT 2', [ORG.northline])).rows.map((r) => r.id);
});
afterAll(() => ctx.close());

const query = (from: Date, to: Date) => `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
async function carriers(user: 'owner' | 'admin', orgId: number, from: Date, to: Date): Promise<CarrierRow[]> {
  const answer = await ctx.as(user, { url: `/api/reports/parkingLots/carriers?${query(from, to)}&size=100`, orgId });
  expect(answer.statusCode).toBe(200);
  const page = answer.json() as { content: CarrierRow[]; totalElements: number };
  expect(page.totalElements).toBe(page.content.length);
  return page.content;
}
async function lotRows(from: Date, to: Date): Promise<LotRow[]> {
  const answer = await ctx.as('owner', { url: `/api/reports/parkingLots?${query(from, to)}&size=100`, orgId: ORG.prairie });
  expect(answer.statusCode).toBe(200);
  return answer.json().content as LotRow[];
}
async function book(orgId: number, parkingLotId: number, startAt: Date, slots: number, entries: { driverId?: number }[]) {
  const answer = await ctx.as('carrier', {
    method: 'POST',
    url: '/api/reservations',
    orgId,
    payload: { parkingLotId, duration: '24 hrs', startAt: startAt.toISOString(), slots, entries, payment: { method: 'CARD', cardNumber: '4242424242424242' } },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { reservationId: number; startAt: string; endAt: string };
}
const gate = (id: number, sno: number, values: Record<string, string | Date>) => {
  const columns = Object.keys(values);
  return ctx.db.query(`UPDATE reservation_entries SET ${columns.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE reservation_id = $1 AND sno = $2`, [
    id,
    sno,
    ...columns.map((c) => (values[c] instanceof Date ? (values[c] as Date).toISOString() : values[c])),
  ]);
};
const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);

test("over the demo's last months, the carriers' bookings, no-shows, overstays and overstay revenue per currency add up to the lot report's", async () => {
  const to = new Date(Math.ceil(Date.now() / HOUR) * HOUR + DAY);
  const from = at(to, -90 * DAY);
  const byCarrier = await carriers('owner', ORG.prairie, from, to);
  const byLot = await lotRows(from, to);
  expect(byCarrier.length).toBeGreaterThan(1);
  expect(sum(byCarrier, (r) => r.bookings)).toBe(sum(byLot, (r) => r.bookings));
  expect(sum(byCarrier, (r) => r.bookings)).toBeGreaterThan(0);
  expect(sum(byCarrier, (r) => r.noShows)).toBe(sum(byLot, (r) => r.noShows));
  for (const currency of ['USD', 'CAD']) {
    const carried = sum(byCarrier, (r) => r.overstayRevenue.find((a) => a.currency === currency)?.amountMinor ?? 0);
    expect({ currency, overstay: carried }).toEqual({
      currency,
      overstay: sum(
        byLot.filter((r) => r.currency === currency),
        (r) => r.overstayMinor,
      ),
    });
  }
  expect(sum(byCarrier, (r) => sum(r.overstayRevenue, (a) => a.amountMinor))).toBeGreaterThan(0);
  // Overstays that began in the range: each lot's days of booked against used, summed.
  let overstays = 0;
  for (const row of byLot) {
    const days = (await ctx.as('owner', { url: `/api/reports/parkingLots/${row.parkingLotId}/bookedVsUsed?${query(from, to)}`, orgId: ORG.prairie })).json();
    overstays += sum(days.days as { overstays: number }[], (d) => d.overstays);
  }
  expect(sum(byCarrier, (r) => r.overstays)).toBe(overstays);
  expect(overstays).toBeGreaterThan(0);
  // Names are those of the bookings' organisations, in order.
  expect(byCarrier.map((r) => r.orgName)).toEqual([...byCarrier.map((r) => r.orgName)].sort((a, b) => a.localeCompare(b)));
});

test("a carrier's slots at the gate: its no-shows and their rate, its overstays and the average dwell of its stays, as the lot report measures them", async () => {
  const start = new Date(Date.now() + 230 * DAY);
  start.setUTCHours(12, 0, 0, 0);
  // Two slots: one truck stayed 4 hours, the other never came.
  const first = await book(ORG.northline, lot, start, 2, [{ driverId: drivers[0] }, { driverId: drivers[1] }]);
  await gate(first.reservationId, 1, { gate_status: 'LEFT', checked_in_at: at(start, HOUR), checked_out_at: at(start, 5 * HOUR) });
  await gate(first.reservationId, 2, { gate_status: 'NO_SHOW', no_show_at: at(start, 12 * HOUR) });
  // A day later, a truck stayed from half an hour after the start until 2 hours past the end: an overstay of 25.5 hours on the lot.
  const second = await book(ORG.northline, lot, at(start, DAY), 1, [{ driverId: drivers[0] }]);
  await gate(second.reservationId, 1, {
    gate_status: 'LEFT',
    checked_in_at: at(second.startAt, 30 * 60 * 1000),
    checked_out_at: at(second.endAt, 2 * HOUR),
    overstay_started_at: at(second.endAt, 30 * 60 * 1000),
  });
  // Eastbound books the same days at another owner's lot: not Prairie's to see.
  await book(ORG.eastbound, otherOwnersLot, start, 1, []);

  const from = at(start, -HOUR);
  const to = at(start, 4 * DAY);
  const rows = await carriers('owner', ORG.prairie, from, to);
  expect(rows).toEqual([
    {
      orgId: ORG.northline,
      orgName: 'Northline Freight',
      bookings: 2,
      noShows: 1,
      noShowRatePercent: 33.3,
      overstays: 1,
      overstayRevenue: [],
      // (240 + 1530) ÷ 2 minutes.
      averageDwellMinutes: 885,
    },
  ]);
  const [lotRow] = (await lotRows(from, to)).filter((r) => r.parkingLotId === lot);
  expect(lotRow).toMatchObject({ bookings: 2, noShows: 1, noShowRatePercent: 33.3, averageDwellMinutes: 885 });

  // The platform sees every owner's lots: Eastbound's booking at the other owner's lot too.
  const all = await carriers('admin', ORG.platform, from, to);
  expect(all.map((r) => [r.orgName, r.bookings])).toEqual([
    ['Eastbound Brokerage', 1],
    ['Northline Freight', 2],
  ]);

  // The CSV: the same rows, headed by the column list's texts in the request's language, money in major units per currency.
  const csv = await ctx.as('owner', { url: `/api/reports/parkingLots/carriers/csv?${query(from, to)}`, orgId: ORG.prairie });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.body.trim().split('\n')).toEqual([
    'Carrier,Bookings,No-shows,No-show rate (%),Overstays,Overstay revenue (USD),Overstay revenue (CAD),Average dwell (minutes)',
    'Northline Freight,2,1,33.3,1,0.00,0.00,885',
  ]);
  const french = await ctx.as('owner', {
    url: `/api/reports/parkingLots/carriers/csv?${query(from, to)}`,
    orgId: ORG.prairie,
    headers: { 'accept-language': 'fr' },
  });
  expect(french.body.split('\n')[0]).toBe(
    "Transporteur,Réservations,Absences,Taux d'absence (%),Dépassements,Revenus des dépassements (USD),Revenus des dépassements (CAD),Durée moyenne sur place (minutes)",
  );
});

test('a carrier is refused the owners’ report, and a page past the last one is empty with the count', async () => {
  const refused = await ctx.as('carrier', { url: '/api/reports/parkingLots/carriers', orgId: ORG.northline });
  expect([403, 404]).toContain(refused.statusCode);
  const to = new Date(Math.ceil(Date.now() / HOUR) * HOUR + DAY);
  const from = at(to, -90 * DAY);
  const first = (await ctx.as('owner', { url: `/api/reports/parkingLots/carriers?${query(from, to)}&size=1`, orgId: ORG.prairie })).json();
  const past = (await ctx.as('owner', { url: `/api/reports/parkingLots/carriers?${query(from, to)}&size=1&page=50`, orgId: ORG.prairie })).json();
  expect(past).toEqual({ content: [], totalElements: first.totalElements, page: 50, size: 1 });
});
