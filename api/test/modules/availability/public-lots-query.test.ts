import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { PUBLIC_LOT_FIELDS } from '../../helpers/public-lot-fields';

let ctx: TestContext;

type PublicLot = {
  parkingLotId: number;
  name: string;
  address: string;
  city: string;
  region: string;
  postalCode: string | null;
  country: string;
  latitude: number;
  longitude: number;
  distanceKm?: number;
};
type Answer = { content: PublicLot[]; totalElements?: number; page?: number; size?: number };

/** Great-circle distance in km (haversine, 6371 km), written apart from the API's SQL. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const get = (query: string) => ctx.app.inject({ url: `/api/public/lots${query}`, headers: { 'accept-language': 'en' } });
const answer = async (query: string) => {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
};

// The demo's lots are fewer than a page: 60 more, in a line north of Regina, 1 to 60 km away.
const REGINA = { latitude: 50.45, longitude: -104.6 };
let everyLot: PublicLot[];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.query(
    `INSERT INTO parking_lots (owner_org_id, name, address, city, region, postal_code, country, latitude, longitude, time_zone, currency, total_slots)
     SELECT $1, 'Line lot ' || lpad(g::text, 2, '0'), g || ' Line Road', 'Lineville', 'SK', 'S4P 0' || lpad(g::text, 2, '0'), 'CA',
            $2 + g * 0.009, $3, 'America/Regina', 'CAD', 10
       FROM generate_series(1, 60) g`,
    [ORG.prairie, REGINA.latitude, REGINA.longitude],
  );
  everyLot = (await answer('')).content;
});
afterAll(() => ctx.close());

describe('GET /api/public/lots with a query: the server answers what the driver asks for', () => {
  test('without a query the answer is unchanged: every bookable lot by name, `{ content }` only, no distance', async () => {
    const whole = await answer('');
    expect(Object.keys(whole)).toEqual(['content']);
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT l.id FROM parking_lots l JOIN organizations o ON o.id = l.owner_org_id WHERE l.status = 'Active' AND o.status = 'Active' ORDER BY l.name, l.id`,
    );
    expect(whole.content.map((lot) => lot.parkingLotId)).toEqual(rows.map((row) => row.id));
    expect(whole.content.length).toBeGreaterThan(60);
    for (const lot of whole.content) expect(Object.keys(lot).sort()).toEqual(PUBLIC_LOT_FIELDS);
    // A parameter the route does not know is dropped, not an error: still the whole list.
    expect((await answer('?unknown=1')).content).toHaveLength(whole.content.length);
  });

  test('a point: the lots nearest to it first, each with its great-circle distance, a page of 50 by default', async () => {
    const driver = { latitude: REGINA.latitude + 0.1, longitude: REGINA.longitude + 0.05 };
    const near = await answer(`?latitude=${driver.latitude}&longitude=${driver.longitude}`);
    expect(near).toMatchObject({ totalElements: everyLot.length, page: 0, size: 50 });
    expect(near.content).toHaveLength(50);
    const expected = [...everyLot].sort((a, b) => km(driver, a) - km(driver, b)).slice(0, 50);
    expect(near.content.map((lot) => lot.parkingLotId)).toEqual(expected.map((lot) => lot.parkingLotId));
    for (const lot of near.content) {
      expect(Object.keys(lot).sort()).toEqual([...PUBLIC_LOT_FIELDS, 'distanceKm'].sort());
      expect(lot.distanceKm).toBeCloseTo(km(driver, lot), 1);
    }
    // Far lots too, across the continent (Portland, Mississauga), in order.
    const far = await answer(`?latitude=${driver.latitude}&longitude=${driver.longitude}&size=200`);
    const distances = far.content.map((lot) => lot.distanceKm as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(far.content).toHaveLength(everyLot.length);
  });

  test.each([
    ['in the line of lots, a page within 50 km', { latitude: 50.6, longitude: -104.6 }, 20],
    ['Denver, a page only within 800 km', { latitude: 39.7, longitude: -105 }, 5],
    ['the Gulf of Mexico, farther than every circle', { latitude: 25, longitude: -90 }, 5],
    ['by the antimeridian (no box across it)', { latitude: 52, longitude: -179.95 }, 5],
    ['by the North Pole (no box around it)', { latitude: 89.5, longitude: 0 }, 5],
  ])('the nearest lots are the nearest wherever the point is: %s', async (_where, point, size) => {
    const near = await answer(`?latitude=${point.latitude}&longitude=${point.longitude}&size=${size}`);
    const expected = [...everyLot].sort((a, b) => km(point, a) - km(point, b)).slice(0, size);
    expect(near.content.map((lot) => lot.parkingLotId)).toEqual(expected.map((lot) => lot.parkingLotId));
    expect(near.totalElements).toBe(everyLot.length);
  });

  test('size and page: at most `size` lots, the next page continues the same order, totalElements counts them all', async () => {
    const point = `latitude=${REGINA.latitude}&longitude=${REGINA.longitude}`;
    const first = await answer(`?${point}&size=3`);
    const second = await answer(`?${point}&size=3&page=1`);
    expect(first).toMatchObject({ totalElements: everyLot.length, page: 0, size: 3 });
    expect(first.content).toHaveLength(3);
    expect(second).toMatchObject({ page: 1, size: 3 });
    const six = await answer(`?${point}&size=6`);
    expect([...first.content, ...second.content].map((lot) => lot.parkingLotId)).toEqual(six.content.map((lot) => lot.parkingLotId));
    // Without a point a page goes by name, as the whole list does, with no distance.
    const beyond = await answer(`?${point}&size=50&page=9`);
    expect(beyond).toEqual({ content: [], totalElements: everyLot.length, page: 9, size: 50 });
    const byName = await answer('?size=5');
    expect(byName.content.map((lot) => lot.parkingLotId)).toEqual(everyLot.slice(0, 5).map((lot) => lot.parkingLotId));
    expect(byName.content.every((lot) => !('distanceKm' in lot))).toBe(true);
  });

  test('a search keeps the lots whose name, address, city, region, postal code or country hold every word, in any case or accent', async () => {
    const inCity = (city: string) => everyLot.filter((lot) => lot.city === city).map((lot) => lot.parkingLotId);
    const regina = await answer('?search=REGINA');
    expect(regina.content.map((lot) => lot.parkingLotId)).toEqual(inCity('Regina'));
    expect(regina.totalElements).toBe(inCity('Regina').length);
    // Words separated by spaces or commas must all be there: a city and its region.
    expect((await answer('?search=Saskatoon,%20sk')).content.map((lot) => lot.parkingLotId)).toEqual(inCity('Saskatoon'));
    expect((await answer('?search=Saskatoon%20CO')).content).toEqual([]);
    // A postal code, a street, a lot's name.
    expect((await answer('?search=s4p%20007')).content.map((lot) => lot.name)).toEqual(['Line lot 07']);
    expect((await answer('?search=42%20line%20road')).content.map((lot) => lot.name)).toEqual(['Line lot 42']);
    // Accents: "montreal" finds "Montréal", "QUÉBEC" finds "Quebec".
    const [lot] = everyLot.filter((l) => l.city === 'Regina');
    await ctx.db.query(`UPDATE parking_lots SET city = 'Montréal', region = 'Quebec' WHERE id = $1`, [lot.parkingLotId]);
    try {
      expect((await answer('?search=montreal')).content.map((l) => l.parkingLotId)).toEqual([lot.parkingLotId]);
      expect((await answer('?search=MONTRÉAL%20QUÉBEC')).content.map((l) => l.parkingLotId)).toEqual([lot.parkingLotId]);
    } finally {
      await ctx.db.query(`UPDATE parking_lots SET city = $2, region = $3 WHERE id = $1`, [lot.parkingLotId, lot.city, lot.region]);
    }
    // LIKE's wildcards are plain characters: "%" and "_" find nothing here.
    expect((await answer('?search=%25')).content).toEqual([]);
    expect((await answer('?search=_')).content).toEqual([]);
  });

  test('a point and a radius: only the lots within it, nearest first, counted and paged as one list', async () => {
    const driver = { latitude: REGINA.latitude + 0.05, longitude: REGINA.longitude };
    const within = [...everyLot].filter((lot) => km(driver, lot) <= 30).sort((a, b) => km(driver, a) - km(driver, b));
    const first = await answer(`?latitude=${driver.latitude}&longitude=${driver.longitude}&radiusKm=30&size=20`);
    const second = await answer(`?latitude=${driver.latitude}&longitude=${driver.longitude}&radiusKm=30&size=20&page=1`);
    expect(first.totalElements).toBe(within.length);
    expect([...first.content, ...second.content].map((lot) => lot.parkingLotId)).toEqual(within.slice(0, 40).map((lot) => lot.parkingLotId));
    for (const lot of first.content) expect(lot.distanceKm).toBeLessThanOrEqual(30);
  });

  test('a search and a point: the matching lots only, nearest first', async () => {
    const driver = { latitude: REGINA.latitude + 0.3, longitude: REGINA.longitude };
    const found = await answer(`?search=lineville&latitude=${driver.latitude}&longitude=${driver.longitude}&size=5`);
    expect(found.totalElements).toBe(60);
    const expected = everyLot
      .filter((lot) => lot.city === 'Lineville')
      .sort((a, b) => km(driver, a) - km(driver, b))
      .slice(0, 5);
    expect(found.content.map((lot) => lot.parkingLotId)).toEqual(expected.map((lot) => lot.parkingLotId));
    expect(found.content[0].distanceKm).toBeLessThan(1);
  });

  test('nothing private, nothing unlisted: an inactive lot or an inactive owner’s lot is not found, even when searched for', async () => {
    const answerOf = await answer('?search=s4p%20001&latitude=50&longitude=-104');
    expect(answerOf.content).toHaveLength(1);
    expect(Object.keys(answerOf.content[0]).sort()).toEqual([...PUBLIC_LOT_FIELDS, 'distanceKm'].sort());
    const [hidden] = answerOf.content;
    await ctx.db.query(`UPDATE parking_lots SET status = 'Inactive' WHERE id = $1`, [hidden.parkingLotId]);
    try {
      expect((await answer('?search=s4p%20001')).content).toEqual([]);
    } finally {
      await ctx.db.query(`UPDATE parking_lots SET status = 'Active' WHERE id = $1`, [hidden.parkingLotId]);
    }
    const { rows } = await ctx.db.query<{ id: number; name: string; owner_org_id: number }>(
      `SELECT id, name, owner_org_id FROM parking_lots WHERE owner_org_id <> $1 LIMIT 1`,
      [ORG.prairie],
    );
    await ctx.db.query(`UPDATE organizations SET status = 'Inactive' WHERE id = $1`, [rows[0].owner_org_id]);
    try {
      const byName = await answer(`?search=${encodeURIComponent(rows[0].name)}`);
      expect(byName.content.map((lot) => lot.parkingLotId)).not.toContain(rows[0].id);
    } finally {
      await ctx.db.query(`UPDATE organizations SET status = 'Active' WHERE id = $1`, [rows[0].owner_org_id]);
    }
  });

  test.each([
    ['latitude=91&longitude=0', 'latitude'],
    ['latitude=45&longitude=-180.5', 'longitude'],
    ['latitude=north&longitude=0', 'latitude'],
    ['latitude=45', 'longitude'],
    ['longitude=-100', 'latitude'],
    ['size=0', 'size'],
    ['size=201', 'size'],
    ['page=-1', 'page'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('bad input "%s" is a 400 with the error envelope under its field (%s)', async (query, field) => {
    const response = await get(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorField: field });
    expect(response.json().errorMessage).toEqual(expect.any(String));
  });
});
