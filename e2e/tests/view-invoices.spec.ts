import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

// The organisation's invoices, 10 a page, each status in its SPEC §4 colour.
test("carrier@ sees Northline's invoices with coloured statuses, and pages through them", async ({ page }) => {
  await signIn(page, USERS.carrier, '/invoiceDashboard');

  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row')).toHaveCount(11); // header + 10
  await expect(table.getByRole('cell', { name: 'Northline Freight' }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: /^INV-NL-/ }).first()).toBeVisible();
  // No other organisation's invoices (tenancy).
  await expect(table.getByRole('cell', { name: 'Eastbound Brokerage' })).toHaveCount(0);
  // Money in its currency.
  await expect(table.getByRole('cell', { name: /^(CA|US)\$[\d,]+\.\d{2}$/ }).first()).toBeVisible();

  await expect(table.getByText('Payment Success', { exact: true }).first()).toHaveAttribute('data-status-color', 'green');
  await expect(table.getByText('To be Paid', { exact: true }).first()).toHaveAttribute('data-status-color', 'grey');

  await expect(page.getByText(/^Page 1 of [2-9]$/)).toBeVisible();
  const firstNumbers = await table.getByRole('cell', { name: /^(INV|SUB|CI)-NL-/ }).allTextContents();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d$/)).toBeVisible();
  await expect(table.getByRole('cell', { name: firstNumbers[0], exact: true })).toHaveCount(0);
  const secondNumbers = await table.getByRole('cell', { name: /^(INV|SUB|CI)-NL-/ }).allTextContents();
  expect(secondNumbers.length).toBeGreaterThan(0);
  expect(secondNumbers.some((n) => firstNumbers.includes(n))).toBe(false);
});

test('the status filter shows only invoices in that status', async ({ page }) => {
  await signIn(page, USERS.carrier, '/invoiceDashboard');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row')).toHaveCount(11);

  await page.getByLabel('Status').selectOption('Payment Success');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  const statuses = table.locator('[data-status-color]');
  await expect(statuses.first()).toHaveText('Payment Success');
  for (const text of await statuses.allTextContents()) expect(text).toBe('Payment Success');
  await expect(statuses.first()).toHaveAttribute('data-status-color', 'green');
});
