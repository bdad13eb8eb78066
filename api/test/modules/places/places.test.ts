import { NEAR_PLACE_RADIUS_KM } from '@haulstop/shared/constants';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Two towns no gazetteer holds: one with a bookable lot, one whose only lot is inactive.
  await ctx.db.query(
    `INSERT INTO parking_lots (owner_org_id, name, address, city, region, postal_code, country, latitude, longitude, time_zone, currency, total_slots, status)
     VALUES ($1, 'Siding Lot', '1 Siding Road', 'Quillback Siding', 'SK', 'S0G 1A0', 'CA', 50.9, -104.9, 'America/Regina', 'CAD', 10, 'Active'),
            ($1, 'Closed Lot', '1 Closed Road', 'Zzyzx Flats', 'SK', 'S0G 1A1', 'CA', 51.2, -105.2, 'America/Regina', 'CAD', 10, 'Inactive')`,
    [ORG.prairie],
  );
});
afterAll(() => ctx.close());

type Place = { placeId: number | null; name: string; region: string; country: string; latitude: number; longitude: number; population: number | null };
type Lot = { parkingLotId: number; name: string; city: string; distanceKm?: number | null };

/** Great-circle distance in km (haversine, 6371 km), written apart from the API's SQL. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const places = async (query: string) => {
  const response = await ctx.app.inject({ url: `/api/public/places?${query}`, headers: { 'accept-language': 'en' } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { content: Place[] }).content;
};
const firstPlace = async (search: string) => (await places(`search=${encodeURIComponent(search)}`))[0];

const publicLotsNear = async (place: Place, radiusKm = NEAR_PLACE_RADIUS_KM) => {
  const response = await ctx.app.inject({ url: `/api/public/lots?latitude=${place.latitude}&longitude=${place.longitude}&radiusKm=${radiusKm}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { content: Lot[] }).content;
};

const lotAt = async (name: string) =>
  (await ctx.db.query<{ id: number; latitude: number; longitude: number }>(`SELECT id, latitude, longitude FROM parking_lots WHERE name = $1`, [name])).rows[0];

describe('GET /api/public/places: towns of North America from the GeoNames gazetteer, no login', () => {
  test('"Moose Jaw" is Moose Jaw, SK, where GeoNames puts it', async () => {
    const place = await firstPlace('Moose Jaw');
    expect(place).toMatchObject({ name: 'Moose Jaw', region: 'SK', country: 'CA' });
    expect(place.latitude).toBeCloseTo(50.4, 1);
    expect(place.longitude).toBeCloseTo(-105.53, 1);
    expect(place.population).toBeGreaterThan(20_000);
  });

  test('a name several towns bear answers the biggest first; text after a comma narrows by region or country', async () => {
    const edmontons = await places('search=Edmonton');
    expect(edmontons[0]).toMatchObject({ name: 'Edmonton', region: 'AB', country: 'CA' });
    // Edmonton, Kentucky too, never Edmonton in Australia or England: only Canada, the US and Mexico.
    expect(edmontons.map((p) => `${p.name}, ${p.region}`)).toContain('Edmonton, KY');
    expect(edmontons.every((p) => ['CA', 'US', 'MX'].includes(p.country))).toBe(true);
    expect(await firstPlace('Edmonton, KY')).toMatchObject({ name: 'Edmonton', region: 'KY', country: 'US' });
    expect(await firstPlace('edmonton, canada')).toMatchObject({ region: 'AB' });
  });

  test('any case or accent, the start of a name or of a word in it, small towns and Mexico too', async () => {
    expect(await firstPlace('MONTREAL')).toMatchObject({ name: 'Montréal', region: 'QC' });
    expect(await firstPlace('moose')).toMatchObject({ name: 'Moose Jaw' });
    expect((await places('search=Jaw')).map((p) => p.name)).toContain('Moose Jaw');
    expect(await firstPlace('Leduc')).toMatchObject({ name: 'Leduc', region: 'AB' });
    expect(await firstPlace('Monterrey')).toMatchObject({ name: 'Monterrey', region: 'NLE', country: 'MX' });
    expect(await places('search=Zzzyzzx')).toEqual([]);
  });

  test('the town of a bookable lot the gazetteer does not hold is a place too, at its lots, after the gazetteer’s towns', async () => {
    expect(await places('search=Quillback')).toEqual([
      { placeId: null, name: 'Quillback Siding', region: 'SK', country: 'CA', latitude: 50.9, longitude: -104.9, population: null },
    ]);
    const nisku = await lotAt('Prairie Stop Edmonton');
    expect(await firstPlace('Nisku')).toMatchObject({ placeId: null, name: 'Nisku', region: 'AB', latitude: nisku.latitude, longitude: nisku.longitude });
    // A lot's town the gazetteer holds is its town, once.
    expect((await places('search=Regina, SK')).filter((p) => p.name === 'Regina')).toEqual([expect.objectContaining({ placeId: expect.any(Number) })]);
    // An inactive lot's town is not offered.
    expect(await places('search=Zzyzx')).toEqual([]);
  });

  test('the answer is short: 8 places by default, `size` up to 20', async () => {
    expect(await places('search=San')).toHaveLength(8);
    expect(await places('search=San&size=20')).toHaveLength(20);
    const populations = (await places('search=San&size=20')).map((p) => p.population ?? -1);
    // "San" is no whole name: every one starts with it, biggest first.
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  test('rate limited per address like every public route: over the limit, 429 in the envelope', async () => {
    const limited = await ctx.withConfig({ globalRateLimit: 2 });
    const codes = [];
    for (let n = 0; n < 3; n += 1) codes.push((await limited.inject({ url: '/api/public/places?search=Regina', remoteAddress: '10.8.8.8' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  test('bad input is refused with the envelope', async () => {
    for (const query of ['', 'search=', `search=${'a'.repeat(101)}`, 'search=Regina&size=21', 'search=Regina&size=0']) {
      const response = await ctx.app.inject({ url: `/api/public/places?${query}`, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED' });
    }
  });
});

describe('lots near a place of the gazetteer, by distance', () => {
  test('"Moose Jaw" finds the Regina lot, ~70 km away, on the public search', async () => {
    const place = await firstPlace('Moose Jaw');
    const regina = await lotAt('Prairie Stop Regina');
    const lots = await publicLotsNear(place);
    const found = lots.find((lot) => lot.parkingLotId === regina.id);
    expect(found).toBeDefined();
    expect(found?.distanceKm).toBeCloseTo(km(place, regina), 1);
    expect(found?.distanceKm).toBeGreaterThan(60);
    expect(found?.distanceKm).toBeLessThan(80);
    // Nearest first, none beyond the radius.
    const distances = lots.map((lot) => lot.distanceKm as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(NEAR_PLACE_RADIUS_KM);
    // A smaller circle leaves Regina out.
    expect((await publicLotsNear(place, 50)).map((lot) => lot.parkingLotId)).not.toContain(regina.id);
  });

  test('"Edmonton" finds the lot listed under Nisku, first', async () => {
    const place = await firstPlace('Edmonton');
    const nisku = await lotAt('Prairie Stop Edmonton');
    const lots = await publicLotsNear(place);
    expect(lots[0]).toMatchObject({ parkingLotId: nisku.id, city: 'Nisku' });
    expect(lots[0].distanceKm).toBeCloseTo(km(place, nisku), 1);
  });

  test('the public page and /reserve (GET /api/availability) find the same lots, in the same order, for the same place', async () => {
    const startAt = new Date(Date.now() + 26 * 3_600_000).toISOString();
    for (const name of ['Moose Jaw', 'Edmonton', 'Nisku', 'Winnipeg', 'Portland, OR']) {
      const place = await firstPlace(name);
      const publicIds = (await publicLotsNear(place)).map((lot) => lot.parkingLotId);
      const response = await ctx.as('carrier', {
        url: `/api/availability?startAt=${encodeURIComponent(startAt)}&duration=24 hrs&latitude=${place.latitude}&longitude=${place.longitude}&radiusKm=${NEAR_PLACE_RADIUS_KM}&size=100`,
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { content: Lot[] }).content.map((lot) => lot.parkingLotId)).toEqual(publicIds);
      expect(publicIds.length).toBeGreaterThan(0);
    }
  });

  test('a radius without a point is refused', async () => {
    const response = await ctx.app.inject({ url: '/api/public/lots?radiusKm=100', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorField: 'radiusKm' });
  });
});
