import { expect, test, type Locator } from '@playwright/test';
import { API } from './header-support';
import { USERS, signIn, fillSearchNearCalgary } from './support';

type PublicLot = {
  parkingLotId: number;
  name: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  availableSlots: number;
  totalSlots: number;
  priceFrom: { duration: string; amountMinor: number; currency: string } | null;
  photoUrl: string | null;
};

/** Straight-line distance in km (haversine), to know which lot is nearest without the page's code. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const money = (minor: number, currency: string) => `${currency === 'CAD' ? 'CA$' : 'US$'}${(minor / 100).toFixed(2)}`;

/** Every tap target at least 44 × 44 px (a finger, not a mouse). */
async function expectTapTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box, await target.evaluate((element) => element.outerHTML.slice(0, 120))).not.toBeNull();
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

test.describe('on a driver’s phone', () => {
  // 390 × 844, touch, as the issue tried it.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a driver at a truck stop finds the nearest lots with free slots, price from, address, photo and directions, on a 390×844 touch screen', async ({
    page,
    context,
  }) => {
    const lots = (await (await page.request.get(`${API}/api/public/lots`)).json()).content as PublicLot[];
    const here = lots.find((lot) => lot.availableSlots > 0 && lot.priceFrom && lot.photoUrl)!;
    expect(here).toBeDefined();
    // The driver stands about a kilometre north of that lot.
    const driver = { latitude: here.latitude + 0.01, longitude: here.longitude };
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(driver);
    const nearest = [...lots].sort((a, b) => km(driver, a) - km(driver, b));
    expect(nearest[0].parkingLotId).toBe(here.parkingLotId);

    // The page asks the server for what the driver looks for, one page at a time: never every lot.
    const asked: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/public/lots') asked.push(url.searchParams);
    });
    const PAGE_SIZE = 50;

    // Asked from the start: with the location already allowed, the page may locate the driver by itself.
    const nearRequest = page.waitForRequest((request) => request.url().includes('/api/public/lots?') && new URL(request.url()).searchParams.has('latitude'));
    await page.goto('/globaldashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Live parking availability' })).toBeVisible();
    await page.getByRole('button', { name: 'Near me' }).tap();
    // The driver's position, to ~100 m (3 decimals).
    const near = new URL((await nearRequest).url()).searchParams;
    const to3 = (degrees: number) => Math.round(degrees * 1000) / 1000;
    expect(Number(near.get('latitude'))).toBe(to3(driver.latitude));
    expect(Number(near.get('longitude'))).toBe(to3(driver.longitude));
    await expect(page.getByRole('status').filter({ hasText: 'Nearest to you first' })).toBeVisible();

    // Sorted by distance: the list's order is the lots' order by distance from the driver.
    const list = page.getByRole('list', { name: 'Parking lots' });
    const items = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Directions to/ }) });
    await expect(items).toHaveCount(Math.min(lots.length, PAGE_SIZE));
    const names = await items.locator('[data-part=name]').allTextContents();
    expect(names.slice(0, 5)).toEqual(nearest.slice(0, 5).map((lot) => lot.name));

    // The nearest card: distance, free slots now, price from, street address, photo, directions to its coordinates.
    const card = items.first();
    await expect(card).toContainText('1 km away');
    await expect(card).toContainText(`${here.availableSlots} of ${here.totalSlots} slots available`);
    await expect(card).toContainText(`From ${money(here.priceFrom!.amountMinor, here.priceFrom!.currency)} for ${here.priceFrom!.duration}`);
    await expect(card).toContainText(here.address);
    await expect(card).toContainText(here.city);
    const photo = card.getByRole('img', { name: `Photo of ${here.name}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const directions = card.getByRole('link', { name: `Directions to ${here.name} (opens your maps app)` });
    expect(await directions.getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${here.latitude},${here.longitude}`);

    // Tap targets ≥ 44 px: the search, "near me", the lot's name, its directions, the map's markers.
    await expectTapTarget(page.getByLabel('City, address or lot name'));
    await expectTapTarget(page.getByRole('button', { name: 'Near me' }));
    await expectTapTarget(card.getByRole('button', { name: here.name }));
    await expectTapTarget(directions);
    const map = page.getByRole('group', { name: 'Map of parking lots' });
    for (const marker of await map.getByRole('button').all()) await expectTapTarget(marker);

    // Without the maps script the built-in map names the cities.
    await expect(map.locator('[data-part=city]', { hasText: here.city })).toHaveCount(1);

    // Tapping a lot on the map opens its card.
    await map.getByRole('button', { name: here.name, exact: true }).tap();
    const opened = page.getByRole('region', { name: 'Selected lot' });
    await expect(opened.getByRole('link', { name: `Directions to ${here.name} (opens your maps app)` })).toBeVisible();

    // Search by a town: the gazetteer's town of that name (GeoNames, served by the API), then the lots
    // within 250 km of it, nearest to the town first.
    let town: { name: string; latitude: number; longitude: number } | undefined;
    for (const lot of nearest.filter((lot) => lot.city !== here.city)) {
      const answered = (await (await page.request.get(`${API}/api/public/places?search=${encodeURIComponent(lot.city)}`)).json()).content as NonNullable<
        typeof town
      >[];
      town = answered.find((place) => place.name === lot.city);
      if (town) break;
    }
    expect(town).toBeDefined();
    const searchRequest = page.waitForRequest((request) => new URL(request.url()).searchParams.get('radiusKm') === '250');
    await page.getByLabel('City, address or lot name').fill(town!.name);
    const searched = new URL((await searchRequest).url()).searchParams;
    expect([Number(searched.get('latitude')), Number(searched.get('longitude'))]).toEqual([town!.latitude, town!.longitude]);
    const around = lots.filter((lot) => km(town!, lot) <= 250).sort((a, b) => km(town!, a) - km(town!, b));
    await expect(items).toHaveCount(around.length);
    expect(await items.locator('[data-part=name]').allTextContents()).toEqual(around.map((lot) => lot.name));

    // Every request of the page asked for one page of lots, none for the whole list.
    expect(asked.length).toBeGreaterThanOrEqual(3);
    for (const params of asked) expect(params.get('size')).toBe(String(PAGE_SIZE));
  });
});

test('a carrier’s reserve search shows each lot’s photo and price', async ({ page }) => {
  await signIn(page, USERS.carrier, '/reserve');
  const search = await fillSearchNearCalgary(page);
  await search.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Parking lots found' });
  const lot = results.getByRole('listitem').filter({ hasText: 'Prairie Stop Calgary North' });
  const photo = lot.getByRole('img', { name: 'Photo of Prairie Stop Calgary North' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(lot.getByLabel('Price at Prairie Stop Calgary North for this window')).toHaveText(/^CA\$\d+\.\d\d$/);
});
