import { expect, test, type Page } from '@playwright/test';
import { USERS, loginAs } from './support';

const companyFilter = (page: Page) => page.getByLabel('Company');
const table = (page: Page) => page.getByRole('table', { name: 'Reservations' });
const optionTexts = (page: Page) => companyFilter(page).locator('option').allTextContents();

test('owner@ sees the reservations at Prairie lots; the company filter is All + their organisations (getOrgByUser)', async ({ page }) => {
  await loginAs(page, USERS.owner);
  const orgsOfUser = page.waitForRequest((r) => r.url().includes('/api/organization/getOrgByUser?userId='));
  await page.goto('/reservations');
  await orgsOfUser;
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect(table(page).getByRole('cell', { name: /^Prairie Stop / }).first()).toBeVisible();
  await expect.poll(() => optionTexts(page)).toEqual(['All', 'Prairie Truck Stops']);
  await expect(page.getByText(/^Page 1 of [2-9]\d*$/)).toBeVisible();
});

test('carrier@ filters reservations by company; All brings every row back', async ({ page }) => {
  await loginAs(page, USERS.carrier);
  await page.goto('/reservations');
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect.poll(() => optionTexts(page)).toEqual(['All', 'Northline Freight', 'Eastbound Brokerage']);
  const allPages = await page.getByText(/^Page 1 of \d+$/).textContent();

  const reservationsFor = page.waitForRequest((r) => r.url().includes('/api/reservations?') && r.url().includes('orgId=3'));
  await companyFilter(page).selectOption({ label: 'Northline Freight' });
  await reservationsFor;
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  const companies = await table(page).locator('tbody tr td:nth-child(3)').allTextContents();
  expect(companies.length).toBeGreaterThan(0);
  expect(new Set(companies)).toEqual(new Set(['Northline Freight']));

  await companyFilter(page).selectOption({ label: 'All' });
  await expect(page.getByText(allPages!, { exact: true })).toBeVisible();
  await expect(table(page).getByRole('cell', { name: 'Ridgeway Haulers' }).first()).toBeVisible();
});

test('admin@ (platform organisation) gets the company list from companyNames?saasOrgId=1, All first', async ({ page }) => {
  await loginAs(page, USERS.admin);
  const companyNames = page.waitForResponse((r) => r.url().includes('/api/reservation/filter/companyNames?saasOrgId=1'));
  await page.goto('/reservations');
  const response = await companyNames;
  const companies = (await response.json()) as { orgName: string; orgId: number }[];
  expect(companies.length).toBeGreaterThan(1);
  await expect.poll(() => optionTexts(page)).toEqual(['All', ...companies.map((c) => c.orgName)]);
  await expect(table(page).getByRole('row')).toHaveCount(11);

  const pick = companies[0];
  await companyFilter(page).selectOption({ label: pick.orgName });
  await expect.poll(async () => new Set(await table(page).locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set([pick.orgName]));
});
