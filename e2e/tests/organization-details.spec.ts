import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

// Organisation 1 sees all organisations; SPEC §9: 10 rows a page; SPEC §4: status colours.
test('the platform admin sees every organisation, 10 a page, with status colours', async ({ page }) => {
  await signIn(page, USERS.admin, '/organizationDetails');

  const table = page.getByRole('table', { name: 'Organization Details' });
  await expect(table.getByRole('row')).toHaveCount(11); // header + 10
  await expect(table.getByRole('columnheader')).toHaveText(['Org ID', 'Organization', 'Type', 'Status', 'Approval', 'Referred', 'Decision']);
  await expect(table.getByRole('link', { name: 'Haulstop Platform' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Northline Freight' })).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  // green: active; yellow: not verified, pending approval; grey: all others (Approved, Pending).
  await expect(table.getByText('Active', { exact: true }).first()).toHaveAttribute('data-status-color', 'green');
  await expect(table.getByText('Approved', { exact: true }).first()).toHaveAttribute('data-status-color', 'grey');
  await expect(table.getByText('Pending Approval', { exact: true }).first()).toHaveAttribute('data-status-color', 'yellow');

  const firstPageNames = await table.getByRole('link').allTextContents();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(table.getByRole('link').first()).not.toHaveText(firstPageNames[0]);
  const secondPageNames = await table.getByRole('link').allTextContents();
  expect(secondPageNames.length).toBeGreaterThan(0);
  expect(secondPageNames.some((n) => firstPageNames.includes(n))).toBe(false);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test('searching by name narrows the list, and a row opens the organisation', async ({ page }) => {
  await signIn(page, USERS.admin, '/organizationDetails');
  const table = page.getByRole('table', { name: 'Organization Details' });
  await expect(table.getByRole('row')).toHaveCount(11);

  await page.getByLabel('Search').fill('Northline');
  await expect(table.getByRole('link')).toHaveText(['Northline Freight']);

  await table.getByRole('link', { name: 'Northline Freight' }).click();
  await expect(page).toHaveURL(/\/organizationdetails\/3$/);
  await expect(page.getByRole('heading', { name: 'Northline Freight' })).toBeVisible();
});
