import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: { id: number; totalSlots: number; latitude: number; longitude: number; dayPrice: number };
const DAY = 24 * 3600 * 1000;
// A window far enough ahead that no seeded reservation overlaps it.
const start = new Date(Date.now() + 300 * DAY);
start.setUTCHours(12, 0, 0, 0);
const iso = (date: Date) => date.toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await ctx.db.query<{ id: number; total_slots: number; latitude: number; longitude: number; price: number }>(
    `SELECT l.id, l.total_slots, l.latitude, l.longitude, p.amount_minor AS price
       FROM parking_lots l JOIN parking_lot_prices p ON p.lot_id = l.id AND p.duration = '24 hrs'
      WHERE l.owner_org_id = $1 AND l.status = 'Active' AND l.total_slots >= 3 ORDER BY l.id LIMIT 1`,
    [ORG.prairie],
  );
  lot = { id: rows[0].id, totalSlots: rows[0].total_slots, latitude: rows[0].latitude, longitude: rows[0].longitude, dayPrice: rows[0].price };
});
afterAll(() => ctx.close());

async function reserve(slots: number, from: Date, hours: number, status = 'Booked') {
  await ctx.db.query(
    `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency)
     SELECT $1, $2, '24 hrs', $3, $4, $5, $6, 0, currency FROM parking_lots WHERE id = $1`,
    [lot.id, ORG.northline, iso(from), iso(new Date(from.getTime() + hours * 3600 * 1000)), slots, status],
  );
}

const search = (query: string, user: 'carrier' | 'owner' | 'broker' = 'carrier') => ctx.as(user, { url: `/api/availability?${query}` });
const oneLot = async (query: string) => (await search(`parkingLotId=${lot.id}&${query}`)).json().content[0];

describe('GET /api/availability', () => {
  test('SPEC §9: the window ends one duration after its start; the price is the lot price × slots', async () => {
    const answer = await oneLot(`startAt=${iso(start)}&duration=24 hrs&slots=2`);
    expect(answer).toMatchObject({ parkingLotId: lot.id, availableSlots: lot.totalSlots, slots: 2, priceMinor: lot.dayPrice * 2, duration: '24 hrs' });
    expect(answer.endAt).toBe(iso(new Date(start.getTime() + DAY)));
    const weekly = await oneLot(`startAt=${iso(start)}&duration=Weekly`);
    expect(weekly.endAt).toBe(iso(new Date(start.getTime() + 7 * DAY)));
  });

  test('pooled capacity: every holding reservation overlapping the window takes its slots; cancelled and adjacent ones do not', async () => {
    const from = new Date(start.getTime() + 30 * DAY);
    await reserve(lot.totalSlots - 2, new Date(from.getTime() + 6 * 3600 * 1000), 2);
    await reserve(1, new Date(from.getTime() - DAY), 24); // ends exactly when the window starts
    await reserve(1, from, 24, 'Cancelled');
    await reserve(1, from, 24, 'Payment Pending'); // an unpaid hold keeps its slot until released
    expect((await oneLot(`startAt=${iso(from)}&duration=24 hrs`)).availableSlots).toBe(1);
    // Only lots with enough free slots: 2 asked, 1 free.
    const filtered = await search(`parkingLotId=${lot.id}&startAt=${iso(from)}&duration=24 hrs&slots=2&onlyAvailable=true`);
    expect(filtered.json().totalElements).toBe(0);
  });

  test('a search by area orders lots by distance and keeps those inside the radius', async () => {
    const answer = (await search(`startAt=${iso(start)}&duration=12 hrs&latitude=${lot.latitude}&longitude=${lot.longitude}&radiusKm=1&size=100`)).json();
    expect(answer.content[0]).toMatchObject({ parkingLotId: lot.id, distanceKm: 0 });
    expect(answer.content.every((row: { distanceKm: number }) => row.distanceKm <= 1)).toBe(true);
    const wide = (await search(`startAt=${iso(start)}&duration=12 hrs&latitude=${lot.latitude}&longitude=${lot.longitude}&size=100`)).json().content as {
      distanceKm: number;
    }[];
    expect(wide.map((row) => row.distanceKm)).toEqual([...wide.map((row) => row.distanceKm)].sort((a, b) => a - b));
  });

  test("each result carries the lot's photo (its first image by priority) for the reserve search", async () => {
    const { rows } = await ctx.db.query<{ image_path: string }>('SELECT image_path FROM parking_lot_images WHERE lot_id = $1 ORDER BY priority, id LIMIT 1', [
      lot.id,
    ]);
    expect(rows).toHaveLength(1);
    expect((await oneLot(`startAt=${iso(start)}&duration=6 hrs`)).imagePath).toBe(rows[0].image_path);
  });

  test('amenities: every asked amenity must be present', async () => {
    const { rows } = await ctx.db.query<{ amenity: string }>('SELECT amenity FROM parking_lot_amenities WHERE lot_id = $1 ORDER BY amenity LIMIT 2', [lot.id]);
    const asked = rows.map((row) => row.amenity).join(',');
    const found = (await search(`startAt=${iso(start)}&duration=6 hrs&size=100&amenities=${encodeURIComponent(asked)}`)).json().content as {
      amenities: string[];
    }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => rows.every(({ amenity }) => row.amenities.includes(amenity)))).toBe(true);
    expect((await search(`startAt=${iso(start)}&duration=6 hrs&amenities=Moon base`)).json().totalElements).toBe(0);
  });

  test('tenancy: an owner searches only its own lots; another owner lot answers nothing', async () => {
    const own = (await search(`startAt=${iso(start)}&duration=6 hrs&size=100`, 'owner')).json().content as { ownerOrgId: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.ownerOrgId === ORG.prairie)).toBe(true);
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM parking_lots WHERE owner_org_id <> $1 LIMIT 1', [ORG.prairie]);
    expect((await search(`parkingLotId=${rows[0].id}&startAt=${iso(start)}&duration=6 hrs`, 'owner')).json().totalElements).toBe(0);
  });

  test('bad input is a 400 with a message a person can act on', async () => {
    const past = await search(`startAt=${iso(new Date(Date.now() - DAY))}&duration=24 hrs`);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ errorCode: 'START_IN_PAST', errorMessage: 'The start cannot be in the past' });
    expect((await search(`startAt=${iso(start)}&duration=Fortnight`)).statusCode).toBe(400);
    expect((await search(`startAt=tomorrow&duration=Weekly`)).statusCode).toBe(400);
    const half = await search(`startAt=${iso(start)}&duration=Weekly&latitude=45`);
    expect(half.json().errorMessage).toBe('Give both latitude and longitude, or neither');
    expect((await search(`startAt=${iso(start)}&duration=Weekly&slots=0`)).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/availability?startAt=${iso(start)}&duration=Weekly` })).statusCode).toBe(401);
  });
});
