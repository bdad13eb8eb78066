import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './support';

test('/customerLogin/{id} lands on the login page and the session starts in that organisation', async ({ page }) => {
  await page.goto('/customerLogin/4');
  await expect(page).toHaveURL(/\/\?saasOrgId=4$/);
  await page.getByLabel('Email').fill(USERS.carrier); // a member of Northline (3, first) and Eastbound (4)
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/mapDashboard$/);
  await expect(page.getByRole('banner').getByText('Current organization: Eastbound Brokerage')).toBeVisible();
});

test('an organisation the user does not belong to is ignored: the session starts in its first one', async ({ page }) => {
  await page.goto('/customerLogin/2');
  await page.getByLabel('Email').fill(USERS.carrier);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('banner').getByText('Current organization: Northline Freight')).toBeVisible();
});
