import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

// What the owner's discount codes cost last month, per code and lot, exported as CSV.
test('owner@ sees what its discount codes cost last month and exports the CSV', async ({ page }) => {
  await signIn(page, USERS.owner);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Discount code invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount code invoice' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Discount code invoice' });
  await expect(table.getByRole('columnheader', { name: 'Discount', exact: true })).toBeVisible();
  // The demo data: Prairie's codes were used on its bookings of the last three months.
  await expect(table.getByRole('row', { name: /WINTER10|FLEET25OFF|REGINA5OFF/ }).first()).toContainText('Prairie Stop');
  await expect(page.getByTestId(/^discount-total-(USD|CAD)$/).first()).toContainText('Total');

  const period = await page.getByLabel('Month').inputValue();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`discount-code-invoice-${period}.csv`);
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\n');
  // Headed by the page's column labels in the language chosen, never field names.
  expect(lines[0]).toBe('Period,Owner,Discount code,Parking lot,Currency,Uses,Discount');
  // The table is headed by the same labels: all but the month, and the owner when there is only one.
  expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Discount code', 'Parking lot', 'Currency', 'Uses', 'Discount']);
  expect(lines.slice(1).every((line) => line.startsWith(`${period},`))).toBe(true);
});

test('the Manager has no discount code invoice: no menu item, and the address leads to the landing page', async ({ page }) => {
  await signIn(page, USERS.manager);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Map Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Discount code invoice' })).toHaveCount(0);
  await page.goto('/discountcodeinvoice');
  await expect(page).toHaveURL(/\/mapDashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discount code invoice' })).toHaveCount(0);
});
