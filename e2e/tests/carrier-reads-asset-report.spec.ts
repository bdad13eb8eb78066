import { expect, test } from '@playwright/test';
import { USERS } from './support';
import { expectAxeClean } from './axe-support';
import { csvRows, downloadCsv, settle, openReportFromMenu } from './reports-support';

test('carrier@ opens the Asset Report: each truck’s bookings, hours and spend over the range, bookmarkable, and its CSV', async ({ page }) => {
  // A loaded machine: several page loads, a CSV and an axe run.
  test.setTimeout(150_000);
  await openReportFromMenu(page, USERS.carrier, 'Asset Report', /\/assetReport$/, '/api/reports/assets?');
  await settle(page);
  const table = page.getByRole('table', { name: 'Asset Report' });
  for (const header of ['License plate', 'VIN', 'Organization', 'Bookings', 'Lots used', 'Hours parked', 'Hours on lot', 'Spent', 'Last booking']) {
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
  }
  // Each figure says how fresh it is ("As of").
  await expect(page.getByTestId('report-as-of')).toHaveText(/^As of /);
  await expectAxeClean(page, '/assetReport');

  // The last 90 days: the assets that booked in them, with a spend per currency.
  const wider = page.waitForResponse((r) => r.url().includes('/api/reports/assets?') && r.ok());
  await page.getByLabel('Date range').selectOption({ label: 'Last 90 days' });
  const answer = (await (await wider).json()) as { totalElements: number; content: { licensePlate: string; bookings: number; hoursOnLot: number }[] };
  await expect(page).toHaveURL(/range=last90/);
  if (answer.totalElements === 0) await expect(table.getByRole('cell', { name: 'Nothing in this date range.' })).toBeVisible();
  else {
    await expect(table.getByRole('cell', { name: answer.content[0].licensePlate }).first()).toBeVisible();
    // The hours the first truck was actually on a lot (check-in to check-out), beside its hours booked.
    const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.replace(/[▲▼↕]/g, '').trim());
    expect(headers.indexOf('Hours on lot')).toBe(headers.indexOf('Hours parked') + 1);
    const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(answer.content[0].hoursOnLot);
    await expect(table.locator('tbody tr').first().getByRole('cell').nth(headers.indexOf('Hours on lot'))).toHaveText(hours);
  }

  // A bookmark of the report opens the same range.
  await page.reload();
  await expect(page.getByLabel('Date range')).toHaveValue('last90');

  const csv = await downloadCsv(page);
  expect(csv.name).toMatch(/^assets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  // A row per asset and currency: at least one per asset that spent.
  expect(csvRows(csv.text).length).toBeGreaterThanOrEqual(answer.content.filter((a) => a.bookings > 0).length);
});
