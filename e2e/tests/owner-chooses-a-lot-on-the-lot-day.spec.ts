import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

test('a lot chosen as soon as the lot-day page opens is shown at once and stays chosen while its data loads', async ({ page }) => {
  // The lots and the day's bookings answer slowly, as on a busy connection: the choice is made while they load.
  await page.route('**/api/reservations?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.route('**/api/parkingLots?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await signIn(page, USERS.owner, '/reservationparkdetails');
  const select = page.getByLabel('Parking lot', { exact: true });
  await expect(select).toBeEnabled();
  const options = await select.locator('option').all();
  expect(options.length).toBeGreaterThan(1);
  const first = (await options[0].getAttribute('value')) as string;
  const second = (await options[1].getAttribute('value')) as string;
  await expect(select).toHaveValue(first);
  await select.selectOption(second);
  // Shown at once, while the first lot's day and the chosen one's are still on their way.
  await expect(select).toHaveValue(second, { timeout: 500 });
  await expect(page).toHaveURL(new RegExp(`lot=${second}`));
  // Once everything has loaded, the choice holds.
  await expect(page.getByRole('heading', { level: 2, name: /^Arriving \(\d+\)$/ })).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1000);
  await expect(select).toHaveValue(second);
  await expect(page).toHaveURL(new RegExp(`lot=${second}`));
});
