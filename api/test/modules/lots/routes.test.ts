import { AMENITIES, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { zoneFamily } from '@haulstop/shared/time';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Lot {
  parkingLotId: number;
  ownerOrgId: number;
  country: string;
  currency: string;
  timeZone: string;
  status: string;
  totalSlots: number;
  availableSlots: number;
  amenities: string[];
  prices: { duration: string; amountMinor: number; currency: string }[];
  images: { imagePath: string; imagePriority: number }[];
}

const all = async (user: 'owner' | 'manager' | 'carrier' | 'admin' | 'broker', orgId?: number): Promise<Lot[]> =>
  (await ctx.as(user, { url: '/api/parkingLots?size=100', orgId })).json().content;

describe('GET /api/parkingLots', () => {
  test('an owner sees only its own lots (tenant scope)', async () => {
    const lots = await all('owner', ORG.prairie);
    expect(lots.length).toBeGreaterThanOrEqual(12);
    expect(lots.every((lot) => lot.ownerOrgId === ORG.prairie)).toBe(true);
    expect(await all('manager')).toHaveLength(lots.length);
  });

  test('carriers and brokers see every active lot they can book, of every owner', async () => {
    const lots = await all('carrier', ORG.northline);
    expect(new Set(lots.map((lot) => lot.ownerOrgId))).toEqual(new Set([ORG.prairie, ORG.lakeshore, ORG.cascade]));
    expect(lots.every((lot) => lot.status === 'Active')).toBe(true);
    expect(await all('broker')).toHaveLength(lots.length);
  });

  test('SPEC §3/§9: lots carry USD in the US and CAD in Canada, time zones MST/CST/EST/PST, catalogue amenities and prices per duration', async () => {
    const lots = await all('admin', ORG.platform);
    expect(lots.length).toBeGreaterThanOrEqual(12);
    expect(new Set(lots.map((lot) => lot.country))).toEqual(new Set(['US', 'CA']));
    for (const lot of lots) {
      expect(lot.currency).toBe(lot.country === 'US' ? 'USD' : 'CAD');
      expect(['MST', 'CST', 'EST', 'PST']).toContain(zoneFamily(lot.timeZone));
      expect(lot.amenities.every((amenity) => (AMENITIES as readonly string[]).includes(amenity))).toBe(true);
      expect(lot.prices.map((price) => price.duration)).toEqual([...RESERVATION_DURATIONS]);
      expect(lot.prices.every((price) => price.currency === lot.currency && Number.isInteger(price.amountMinor))).toBe(true);
      expect(lot.availableSlots).toBeGreaterThanOrEqual(0);
      expect(lot.availableSlots).toBeLessThanOrEqual(lot.totalSlots);
    }
    expect(new Set(lots.map((lot) => zoneFamily(lot.timeZone)))).toEqual(new Set(['MST', 'CST', 'EST', 'PST']));
  });

  test('"a real zone per lot": each lot answers the IANA zone of where it is (Regina keeps CST all year, Toronto is EST/EDT)', async () => {
    const lots = (await all('admin', ORG.platform)) as (Lot & { city: string })[];
    const zoneOf = (city: string) => lots.find((lot) => lot.city === city)?.timeZone;
    expect(zoneOf('Regina')).toBe('America/Regina');
    expect(zoneOf('Saskatoon')).toBe('America/Regina');
    expect(zoneOf('Winnipeg')).toBe('America/Winnipeg');
    expect(zoneOf('Calgary')).toBe('America/Edmonton');
    expect(zoneOf('Mississauga')).toBe('America/Toronto');
    expect(zoneOf('Denver')).toBe('America/Denver');
    expect(zoneOf('Portland')).toBe('America/Los_Angeles');
    expect(zoneOf('Delta')).toBe('America/Vancouver');
  });

  test('SPEC §3: images are mapped to { imagePath, imagePriority }, 1 to 3 per lot, in priority order', async () => {
    for (const lot of await all('owner')) {
      expect(lot.images.length).toBeGreaterThanOrEqual(1);
      expect(lot.images.length).toBeLessThanOrEqual(3);
      expect(lot.images.map((image) => image.imagePriority)).toEqual(lot.images.map((_, index) => index + 1));
      expect(lot.images[0].imagePath).toBe(`lots/${lot.parkingLotId}/photo-1.svg`);
    }
  });

  test('availableSlots subtracts the slots Booked reservations hold right now and the trucks overstaying past their end', async () => {
    const lots = await all('owner');
    const { rows } = await ctx.db.query<{ lot_id: number; held: number }>(
      `SELECT lot_id, sum(held)::int AS held FROM (
         SELECT lot_id, sum(slots - released_slots) AS held FROM reservations
          WHERE status IN ('Booked', 'Upcoming') AND start_at <= now() AND end_at > now() GROUP BY lot_id
         UNION ALL
         SELECT r.lot_id, count(*) FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id
          WHERE e.gate_status = 'OVERSTAY' AND r.end_at <= now() GROUP BY r.lot_id
       ) held GROUP BY lot_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { lot_id, held } of rows) {
      const lot = lots.find((l) => l.parkingLotId === lot_id);
      if (lot) expect(lot.availableSlots).toBe(lot.totalSlots - held);
    }
  });

  test('DESIGN §3: paged with page and size; search by name or city', async () => {
    const first = (await ctx.as('owner', { url: '/api/parkingLots?size=5' })).json();
    const second = (await ctx.as('owner', { url: '/api/parkingLots?size=5&page=1' })).json();
    expect(first).toMatchObject({ page: 0, size: 5 });
    expect(first.content).toHaveLength(5);
    expect(first.content[0].parkingLotId).not.toBe(second.content[0].parkingLotId);
    const calgary = (await ctx.as('owner', { url: '/api/parkingLots?search=calgary' })).json();
    expect(calgary.totalElements).toBe(1);
    expect((await ctx.as('owner', { url: '/api/parkingLots?size=500' })).statusCode).toBe(400);
  });
});
