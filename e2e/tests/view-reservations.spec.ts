import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from './support';

const companyFilter = (page: Page) => page.getByLabel('Company');
const table = (page: Page) => page.getByRole('table', { name: 'Reservations' });
const optionTexts = (page: Page) => companyFilter(page).locator('option').allTextContents();

// The company filter offers the companies that appear in the caller's reservations, and
// each one filters to its rows (it used to offer the user's own organisations: mostly no rows).
test('owner@ sees the reservations at Prairie lots; the filter offers the companies that booked them, each filtering to its rows', async ({ page }) => {
  await signIn(page, USERS.owner);
  const companyNames = page.waitForResponse((r) => r.url().includes('/api/reservation/filter/companyNames?saasOrgId=2'));
  await page.goto('/reservations');
  const companies = (await (await companyNames).json()) as { orgName: string }[];
  await expect(table(page).getByRole('row')).toHaveCount(11);
  await expect(
    table(page)
      .getByRole('cell', { name: /^Prairie Stop / })
      .first(),
  ).toBeVisible();
  await expect.poll(() => optionTexts(page)).toEqual(['All', ...companies.map((c) => c.orgName)]);
  expect(companies.map((c) => c.orgName)).toEqual(expect.arrayContaining(['Northline Freight', 'Eastbound Brokerage']));
  expect(companies.map((c) => c.orgName)).not.toContain('Prairie Truck Stops');
  await expect(page.getByText(/^Page 1 of [2-9]\d*$/)).toBeVisible();
  for (const company of companies) {
    await companyFilter(page).selectOption({ label: company.orgName });
    await expect.poll(async () => new Set(await table(page).locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set([company.orgName]));
  }
});

test('carrier@ filters reservations by company; All brings every row back', async ({ page }) => {
  await signIn(page, USERS.carrier, '/reservations');
  await expect(table(page).getByRole('row')).toHaveCount(11);
  // Northline's own bookings and those it made for its network's sub-carrier — never Eastbound's.
  await expect.poll(() => optionTexts(page)).toEqual(['All', 'Northline Freight', 'Ridgeway Haulers']);
  const allPages = await page.getByText(/^Page 1 of \d+$/).textContent();

  const reservationsFor = page.waitForRequest((r) => r.url().includes('/api/reservations?') && r.url().includes('orgId=3'));
  await companyFilter(page).selectOption({ label: 'Northline Freight' });
  await reservationsFor;
  // The rows change once the filtered answer is drawn: poll until the table shows Northline's rows only.
  await expect.poll(async () => new Set(await table(page).locator('tbody tr td:nth-child(3)').allTextContents())).toEqual(new Set(['Northline Freight']));

  await companyFilter(page).selectOption({ label: 'All' });
  // Every row is back: as many pages as before the filter (which rows page 1 shows depends on what earlier specs booked).
  await expect(page.getByText(allPages!, { exact: true })).toBeVisible();
});

test('admin@ (platform organisation) gets the company list from companyNames?saasOrgId=1, All first', async ({ page }) => {
  await signIn(page, USERS.admin);
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
