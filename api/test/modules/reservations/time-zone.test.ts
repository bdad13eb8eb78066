import { pdfText } from '../../helpers/pdf-text';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

// The API keeps UTC instants and answers the lot's timeZone; documents write a
// reservation's times at the lot's clock, labelled with the zone's abbreviation at that instant.
let ctx: TestContext;
let regina: number;
let toronto: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const lotIn = async (city: string) =>
    (await ctx.db.query<{ id: number }>('SELECT id FROM parking_lots WHERE city = $1 ORDER BY id LIMIT 1', [city])).rows[0].id;
  regina = await lotIn('Regina');
  toronto = await lotIn('Mississauga');
});
afterAll(() => ctx.close());

/** The first day from a week ahead (within the booking horizon) in one of the months, 'YYYY-MM-DD': a winter or a summer day. */
function nextDayIn(months: number[], skip = 0): string {
  let at = Date.now() + 7 * 86_400_000;
  while (!months.includes(new Date(at).getUTCMonth() + 1)) at += 86_400_000;
  return new Date(at + skip * 2 * 86_400_000).toISOString().slice(0, 10);
}
const WINTER = [12, 1, 2];
const SUMMER = [6, 7, 8];
const plusDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Books one slot for Northline, pay later (its own fresh window far ahead). */
async function bookAt(parkingLotId: number, startAt: string): Promise<number> {
  const response = await ctx.as('carrier', {
    method: 'POST',
    url: '/api/reservations',
    orgId: ORG.northline,
    payload: { parkingLotId, duration: '24 hrs', startAt, slots: 1, entries: [{}], payment: { method: 'PAY_LATER' } },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json().startAt).toBe(startAt);
  return response.json().reservationId;
}

describe("a reservation's clock", () => {
  test('"reservation API answers carry the lot\'s timeZone": every listed reservation names its lot\'s zone', async () => {
    const response = await ctx.as('admin', { url: '/api/reservations?size=100', orgId: ORG.platform });
    expect(response.statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ id: number; time_zone: string }>('SELECT id, time_zone FROM parking_lots');
    const zoneOfLot = new Map(rows.map((row) => [row.id, row.time_zone]));
    const content: { parkingLotId: number; timeZone: string }[] = response.json().content;
    expect(content.length).toBeGreaterThan(10);
    for (const reservation of content) expect(reservation.timeZone).toBe(zoneOfLot.get(reservation.parkingLotId));
  });

  test('"the API keeps UTC instants and answers the lot\'s timeZone": one reservation\'s details', async () => {
    const day = nextDayIn(WINTER, 0);
    const id = await bookAt(regina, `${day}T20:00:00.000Z`);
    const details = (await ctx.as('carrier', { url: `/api/reservations/${id}`, orgId: ORG.northline })).json();
    expect(details).toMatchObject({ timeZone: 'America/Regina', startAt: `${day}T20:00:00.000Z`, endAt: `${plusDay(day)}T20:00:00.000Z` });
  });

  test('"CSV shows lot-local times with the label": Regina in CST, Toronto in EDT in summer, the zone named', async () => {
    const winter = nextDayIn(WINTER, 1);
    const summer = nextDayIn(SUMMER, 0);
    const atRegina = await bookAt(regina, `${winter}T20:00:00.000Z`);
    const atToronto = await bookAt(toronto, `${summer}T18:00:00.000Z`);
    const response = await ctx.as('carrier', { url: '/api/reservations/csv', orgId: ORG.northline });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('Reservation ID,Parking lot,Company,Duration,Start,End,Time zone,Slots,Amount,Currency,Status,Payment status');
    const line = (id: number) => lines.find((l) => l.startsWith(`${id},`)) ?? '';
    expect(line(atRegina)).toContain(`,${winter} 14:00 CST,${plusDay(winter)} 14:00 CST,America/Regina,`);
    expect(line(atToronto)).toContain(`,${summer} 14:00 EDT,${plusDay(summer)} 14:00 EDT,America/Toronto,`);
    // Another organisation's reservations are not in its export (tenancy).
    const broker = await ctx.as('broker', { url: '/api/reservations/csv', orgId: ORG.eastbound });
    expect(broker.body).not.toContain(`\n${atRegina},`);
  });

  test('"PDFs show lot-local times with the label": 2:00 PM at Regina is 14:00 CST, not 20:00; another organisation gets 404', async () => {
    const day = nextDayIn(WINTER, 2);
    const id = await bookAt(regina, `${day}T20:00:00.000Z`);
    const response = await ctx.as('carrier', { url: `/api/reservations/${id}/pdf`, orgId: ORG.northline });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Start: ${day} 14:00 CST`);
    expect(text).toContain(`End: ${plusDay(day)} 14:00 CST`);
    expect(text).toContain('America/Regina');
    expect((await ctx.as('broker', { url: `/api/reservations/${id}/pdf`, orgId: ORG.eastbound })).statusCode).toBe(404);
  });
});
