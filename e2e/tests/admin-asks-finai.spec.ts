import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

test('the internal admin asks the assistant "revenue by lot last month" and sees the figures with their table', async ({ page }) => {
  await signIn(page, USERS.admin);
  await page.getByRole('banner').getByRole('button', { name: 'Assistant' }).click();
  await expect(page).toHaveURL(/\/finai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finance assistant' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Finance assistant' });
  await form.getByLabel('Your question').fill('revenue by lot last month');
  await form.getByRole('button', { name: 'Ask' }).click();
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await expect(page.getByRole('heading', { level: 2, name: `Revenue by lot — ${lastMonth}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Revenue by lot' });
  await expect(table.getByRole('columnheader')).toHaveText(['Lot', 'Owner', 'Currency', 'Reservations', 'Amount']);
  await expect(table.getByRole('row').nth(1)).toContainText(/Prairie|Lakeshore|Cascade|Maple|Ridgeway/);

  // A question it cannot answer offers ones it can.
  await form.getByLabel('Your question').fill('what is the weather');
  await form.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByText('I can answer questions about revenue')).toBeVisible();
  await page.getByRole('status').getByRole('button', { name: 'Unpaid invoices' }).click();
  await expect(page.getByRole('table', { name: 'Unpaid invoices' })).toBeVisible();
});

test('the assistant is not offered to an owner, and /finai sends them to their landing page', async ({ page }) => {
  await signIn(page, USERS.owner);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Assistant' })).toHaveCount(0);
  await page.goto('/finai');
  await expect(page).toHaveURL(/\/mapDashboard$/);
});
