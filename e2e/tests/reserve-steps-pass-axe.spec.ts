import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe-support';
import { USERS, signIn } from './support';

/**
 * Accessibility, for what the menu walk cannot reach: each step of a /reserve booking (the
 * results on the map and in the list, drivers and assets, payment, review) has no serious or
 * critical axe violation (WCAG 2.1 A and AA).
 */
test('every step of a /reserve booking passes axe', async ({ page }) => {
  await signIn(page, USERS.carrier, '/reserve');
  const search = page.getByRole('form', { name: 'Find a parking lot' });
  await search.getByLabel('Near').fill('Calgary');
  await search.getByLabel('Slots').fill('2');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: /parking lots? found/ })).toBeVisible();
  await expectAxeClean(page, 'results: map and list');

  await page.getByRole('button', { name: 'Reserve at Prairie Stop Calgary North' }).click();
  const driver = page.getByLabel('Driver', { exact: true });
  await driver.selectOption((await driver.locator('option').nth(1).getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Add driver' }).click();
  await expect(page.getByRole('table', { name: 'Drivers and assets of this booking' })).toBeVisible();
  await expectAxeClean(page, 'drivers and assets');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Pay with').selectOption({ label: 'A card number' });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expectAxeClean(page, 'payment');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Booking summary')).toContainText('Total');
  await expectAxeClean(page, 'review');
});
