import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from './support';

/** The lots the public page lists for a town typed (its search asks the gazetteer, then the lots around the town). */
async function publicLotsNear(page: Page, town: string, label: string): Promise<string[]> {
  await page.goto('/globaldashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Live parking availability' })).toBeVisible();
  await page.getByLabel('City, address or lot name').fill(town);
  await expect(page.getByRole('status').filter({ hasText: `Within 250 km of ${label}` })).toBeVisible();
  // The answer around the town is in once every card tells its distance (the first list, every lot, tells none).
  const cards = page
    .getByRole('list', { name: 'Parking lots' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Directions to/ }) });
  await expect(cards.first().locator('[data-part=distance]')).toBeVisible();
  await expect(cards.filter({ hasNot: page.locator('[data-part=distance]') })).toHaveCount(0);
  return cards.locator('[data-part=name]').allTextContents();
}

/** The lots /reserve finds near a town typed in "Near", at the default radius, for a day. */
async function reserveLotsNear(page: Page, town: string): Promise<string[]> {
  await page.goto('/reserve');
  const search = page.getByRole('form', { name: 'Find a parking lot' });
  await search.getByLabel('Near').fill(town);
  await expect(search.getByLabel('Within')).toHaveValue('250');
  await search.getByLabel('Duration').selectOption('24 hrs');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('Choose a place from the list')).toHaveCount(0);
  const results = page.getByRole('list', { name: 'Parking lots found' });
  await expect(results).toBeVisible();
  return results.locator('li button[aria-pressed]').allTextContents();
}

test('a driver types "Moose Jaw" on the public page: the Regina lot, ~70 km away, is listed (the gazetteer finds the town; the map may not load)', async ({
  page,
}) => {
  const names = await publicLotsNear(page, 'Moose Jaw', 'Moose Jaw, SK, CA');
  expect(names).toContain('Prairie Stop Regina');
  const regina = page.getByRole('list', { name: 'Parking lots' }).getByRole('listitem').filter({ hasText: 'Prairie Stop Regina' });
  const distance = Number((await regina.locator('[data-part=distance]').textContent())?.match(/(\d+) km away/)?.[1]);
  expect(distance).toBeGreaterThanOrEqual(60);
  expect(distance).toBeLessThanOrEqual(80);
  // GeoNames is credited where its towns are used.
  await expect(page.getByRole('link', { name: 'Towns and cities: GeoNames (CC BY 4.0)' })).toBeVisible();
});

test('a carrier searches /reserve near "Edmonton": the lot listed under Nisku is found, and the public page lists the same lots for the same town', async ({
  page,
}) => {
  await signIn(page, USERS.carrier, '/reserve');
  const reserved = await reserveLotsNear(page, 'Edmonton');
  expect(reserved).toContain('Prairie Stop Edmonton');
  await expect(page.getByRole('list', { name: 'Parking lots found' }).getByRole('listitem').filter({ hasText: 'Prairie Stop Edmonton' })).toContainText(
    'Nisku, AB',
  );
  // The same town on the public page: the same lots, in the same order (nearest first).
  expect(await publicLotsNear(page, 'Edmonton', 'Edmonton, AB, CA')).toEqual(reserved);
  // Nisku, the lot's own town, which the gazetteer does not hold: a place on both, the same lots again.
  const nearNisku = await reserveLotsNear(page, 'Nisku');
  expect(nearNisku[0]).toBe('Prairie Stop Edmonton');
  expect(await publicLotsNear(page, 'Nisku', 'Nisku, AB, CA')).toEqual(nearNisku);
});
