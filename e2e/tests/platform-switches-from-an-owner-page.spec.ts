import { expect, test } from '@playwright/test';
import { chooseUserMenuItem, NAMES } from './header-support';
import { signIn, USERS } from './support';

test('the platform acting in an owner organisation opens /soiDashboard with no refused call', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) refused.push(`${response.status()} ${response.url()}`);
  });
  await signIn(page, USERS.admin);
  await chooseUserMenuItem(page, NAMES.admin, 'Switch Organization');
  const dialog = page.getByRole('dialog', { name: 'Switch Organization' });
  await dialog.getByLabel('Organization').selectOption({ label: 'Prairie Truck Stops' });
  await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByTestId('current-organization')).toHaveText(/Prairie Truck Stops$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Statement of Income' }).click();
  await expect(page).toHaveURL(/\/soiDashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Income' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Income' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // From there the platform switches on (or goes back): the dialog lists every organisation.
  await chooseUserMenuItem(page, NAMES.admin, 'Switch Organization');
  await expect(dialog.getByLabel('Organization').locator('option', { hasText: 'Northline Freight' })).toHaveCount(1);
  await expect(dialog.getByText(/403|not allow/i)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
