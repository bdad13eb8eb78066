import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

for (const path of ['/soiDashboard', '/invoiceDashboard']) {
  test(`a Manager typing ${path} lands on the map dashboard and is told the page is not for their role`, async ({ page }) => {
    await signIn(page, USERS.manager);
    await page.goto(path);
    await expect(page).toHaveURL(/\/mapDashboard$/);
    await expect(page.getByText('This page is not available for your role in this organization', { exact: false })).toBeVisible();
  });
}

test('an owner opening a page of their menu sees no such notice', async ({ page }) => {
  await signIn(page, USERS.owner, '/soiDashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Income' })).toBeVisible();
  await expect(page.getByText('This page is not available for your role', { exact: false })).toHaveCount(0);
});
