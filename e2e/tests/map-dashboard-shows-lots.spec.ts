import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from './support';

// Names from the demo seed (api/src/db/seed-data.ts).
const PRAIRIE_LOTS = ['Prairie Stop Calgary North', 'Prairie Stop Regina', 'Prairie Stop Denver', 'Prairie Stop Chicago South'];
const OTHER_OWNERS_LOTS = ['Lakeshore Toronto Gateway', 'Cascade Truck Haven Portland'];
const INACTIVE_LOT = 'Prairie Stop Sioux Falls';

async function openMapDashboard(page: Page) {
  if (!page.url().endsWith('/mapDashboard')) await page.goto('/mapDashboard');
  await expect(page.getByRole('heading', { name: 'Map Dashboard', level: 1 })).toBeVisible();
  return {
    counts: page.getByRole('region', { name: 'Reservation summary' }),
    map: page.getByRole('group', { name: 'Map of parking lots' }),
    list: page.getByRole('list', { name: 'Parking lots' }),
  };
}

test('an owner sees the counts and their own lots on the built-in map and in the list', async ({ page }) => {
  await signIn(page, USERS.owner);
  const { counts, map, list } = await openMapDashboard(page);

  for (const label of ['Parking lots', 'Active reservations', 'Pending payments', 'Drivers', 'Failed payments']) {
    await expect(counts.getByText(label, { exact: true })).toBeVisible();
  }
  // Prairie owns 13 lots (one of them inactive, still its own).
  await expect(counts.getByTestId('count-parkingLots')).toHaveText('13');

  // No map key offline: the built-in map and its note.
  await expect(page.getByText('The interactive map is unavailable. Showing the lots on a built-in map.')).toBeVisible();
  for (const name of [...PRAIRIE_LOTS, INACTIVE_LOT]) {
    await expect(map.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(map.getByRole('button')).toHaveCount(13);
  for (const name of OTHER_OWNERS_LOTS) await expect(list.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(list.getByText('From CA$22.00')).toBeVisible(); // Calgary North, cheapest of its CAD prices
});

test('a carrier sees every bookable lot, from every owner', async ({ page }) => {
  await signIn(page, USERS.carrier);
  const { map, list } = await openMapDashboard(page);
  for (const name of [...PRAIRIE_LOTS, ...OTHER_OWNERS_LOTS]) {
    await expect(map.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // An inactive lot cannot be booked.
  await expect(list.getByRole('button', { name: INACTIVE_LOT, exact: true })).toHaveCount(0);
});

test('selecting a lot on the map shows its details with an image that loads', async ({ page }) => {
  await signIn(page, USERS.owner);
  const { map, list } = await openMapDashboard(page);
  await map.getByRole('button', { name: 'Prairie Stop Regina', exact: true }).click();

  await expect(map.getByRole('button', { name: 'Prairie Stop Regina', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('button', { name: 'Prairie Stop Regina', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const details = page.getByRole('region', { name: 'Details of Prairie Stop Regina' });
  await expect(details.getByText('1500 Ross Avenue E')).toBeVisible();
  const prices = details.getByRole('table', { name: 'Prices' });
  await expect(prices.getByRole('row', { name: /^6 hrs CA\$18\.00$/ })).toBeVisible(); // seeded 6 h price, in CAD
  await expect(prices.getByRole('row')).toHaveCount(8); // header + 7 durations

  const image = details.getByRole('img', { name: 'Prairie Stop Regina, photo 1' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("a lot's details offer the best price for a stay that is not one duration, and its saving", async ({ page }) => {
  await signIn(page, USERS.carrier);
  const { list } = await openMapDashboard(page);
  await list.getByRole('button', { name: 'Prairie Stop Regina', exact: true }).click();
  const details = page.getByRole('region', { name: 'Details of Prairie Stop Regina' });
  const hours = details.getByLabel('Length of stay (hours)');
  await hours.fill('30');
  // The seeded prices make 24 hrs + 6 hrs cheaper than one 36 hrs stay.
  await expect(details.getByRole('status')).toContainText('Cheapest: 1 × 24 hrs + 1 × 6 hrs');
  await expect(details.getByRole('status')).toContainText('You save');
  await hours.fill('0');
  await expect(details.getByText('Enter a whole number of hours from 1 to 17520')).toBeVisible();
});
