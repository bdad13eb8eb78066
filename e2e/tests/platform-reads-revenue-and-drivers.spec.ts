import { expect, test } from '@playwright/test';
import { USERS } from './support';
import { expectAxeClean } from './axe-support';
import { downloadCsv, settle, openReportFromMenu } from './reports-support';

type Figures = { currency: string; grossMinor: number; netMinor: number };

test('admin@ (platform) reads Revenue per currency, never summed, grouped by day then month, with its chart and CSV', async ({ page }) => {
  // A loaded machine: several page loads, a CSV and an axe run.
  test.setTimeout(150_000);
  await openReportFromMenu(page, USERS.admin, 'Revenue', /\/revenue$/, '/api/reports/revenue?');

  // 90 days so the seed's bookings are in it.
  const wider = page.waitForResponse((r) => r.url().includes('/api/reports/revenue?') && r.url().includes('groupBy=day') && r.ok());
  await page.getByLabel('Date range').selectOption({ label: 'Last 90 days' });
  const answer = (await (await wider).json()) as { rows: (Figures & { key: string })[]; totals: Figures[] };
  await settle(page);
  expect(answer.totals.length).toBeGreaterThan(0);
  // Totals: one row per currency, each the sum of that currency's rows only.
  const totals = page.getByRole('table', { name: 'Totals per currency' });
  await expect(totals.locator('tbody tr')).toHaveCount(answer.totals.length);
  for (const total of answer.totals) {
    expect(answer.rows.filter((r) => r.currency === total.currency).reduce((sum, r) => sum + r.netMinor, 0)).toBe(total.netMinor);
    await expect(totals.getByRole('row', { name: new RegExp(`^${total.currency} `) })).toBeVisible();
  }
  // The chart is drawn once it is scrolled near the viewport.
  const chart = page.getByRole('img', { name: 'Net revenue per currency' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Revenue' }).locator('tbody tr')).toHaveCount(Math.min(10, answer.rows.length));
  // The gate's money has columns of its own, in the rows and the totals (the statement's measures).
  for (const header of ['Overstay (before taxes)', 'No-show fees kept (taxes incl.)']) {
    await expect(
      page.getByRole('table', { name: 'Revenue' }).getByRole('columnheader', { name: new RegExp(`^${header.replace(/[()]/g, '\\$&')}`) }),
    ).toBeVisible();
    await expect(totals.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expectAxeClean(page, '/revenue');

  const byMonth = page.waitForResponse((r) => r.url().includes('/api/reports/revenue?') && r.url().includes('groupBy=month') && r.ok());
  await page.getByLabel('Group by').selectOption({ label: 'Month' });
  const months = (await (await byMonth).json()) as { rows: { key: string }[] };
  await expect(page).toHaveURL(/groupBy=month/);
  expect(months.rows.every((r) => /^\d{4}-\d{2}$/.test(r.key))).toBe(true);

  const csvRequest = page.waitForRequest((r) => r.url().includes('/api/reports/revenue/csv?'));
  const csv = await downloadCsv(page);
  expect(new URL((await csvRequest).url()).searchParams.get('groupBy')).toBe('month');
  expect(csv.text.split('\n')[0]).toMatch(/currency/i);
  // The statement of income's measures in its order (STATEMENT_FIGURES).
  expect(csv.text.split('\n')[0]).toContain(
    'Refunds (taxes incl.),Overstay (before taxes),No-show fees kept (taxes incl.),Platform fee,Taxes collected,Net payout',
  );
});

test('admin@ reads the Drivers Report across organisations and filters it by organisation', async ({ page }) => {
  // A loaded machine: several page loads, a CSV and an axe run.
  test.setTimeout(150_000);
  await openReportFromMenu(page, USERS.admin, 'Drivers Report', /\/drivers$/);
  await page.getByLabel('Date range').selectOption({ label: 'Last 90 days' });
  await settle(page);
  const table = page.getByRole('table', { name: 'Drivers Report' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expectAxeClean(page, '/drivers');

  const filtered = page.waitForResponse((r) => r.url().includes('/api/reports/drivers?') && r.url().includes('orgId=3') && r.ok());
  await page.getByLabel('Company').selectOption({ label: 'Northline Freight' });
  const answer = (await (await filtered).json()) as { content: { orgName: string }[] };
  await expect(page).toHaveURL(/orgId=3/);
  expect(new Set(answer.content.map((d) => d.orgName))).toEqual(answer.content.length ? new Set(['Northline Freight']) : new Set());
  if (answer.content.length)
    await expect.poll(async () => new Set(await table.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set(['Northline Freight']));
});
