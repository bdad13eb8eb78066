import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

test('an owner prices a lot per duration: a bad amount is refused, a mispriced tier is flagged, the prices are saved', async ({ page }) => {
  await signIn(page, USERS.owner);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Reports' }).click();
  await menu.getByRole('link', { name: 'Parking Lot Pricing' }).click();
  const form = page.getByRole('form', { name: 'Parking Lot Pricing' });
  await form.getByLabel('Parking lot', { exact: true }).selectOption({ label: 'Prairie Stop Omaha (USD)' });
  // Seeded prices of SPEC §9's seven durations, in the lot's currency.
  const weekly = form.getByLabel('Price (USD) — Weekly');
  await expect(weekly).not.toHaveValue('');
  await expect(form.getByLabel('Price (USD) — 24 hrs')).toHaveValue(/^\d+\.\d{2}$/);

  await form.getByLabel('Price (USD) — 24 hrs').fill('40');
  await weekly.fill('350.005');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a valid number')).toBeVisible();

  // 350.00 a week is 50.00 a day against 40.00 for 24 hrs: flagged.
  await weekly.fill('350');
  await expect(form.getByTestId('daily-Weekly')).toContainText('US$50.00');
  await expect(form.getByTestId('daily-Weekly')).toContainText('Costs more per day than a shorter stay');
  await weekly.fill('245');
  await expect(form.getByTestId('daily-Weekly')).toHaveText('US$35.00 ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();

  await page.reload();
  await form.getByLabel('Parking lot', { exact: true }).selectOption({ label: 'Prairie Stop Omaha (USD)' });
  await expect(form.getByLabel('Price (USD) — Weekly')).toHaveValue('245.00');
  await expect(form.getByLabel('Price (USD) — 24 hrs')).toHaveValue('40.00');
});
