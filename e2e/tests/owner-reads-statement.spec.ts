import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

/** Last month as the month picker writes it, e.g. "October 2026". */
function lastMonth(): { period: string; label: string } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return {
    period: start.toISOString().slice(0, 7),
    label: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(start),
  };
}

// The owner reads a statement of income — per lot, totals per currency — and downloads its PDF.
test("owner@ reads last month's statement of income and downloads its PDF", async ({ page }) => {
  await signIn(page, USERS.owner);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Statement of Income' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Income' })).toBeVisible();
  const { period, label } = lastMonth();
  await expect(page.getByLabel('Month')).toHaveValue(period);
  await expect(page.getByLabel('Month').locator('option:checked')).toHaveText(label);

  const table = page.getByRole('table', { name: 'Statement of Income' });
  await expect(table.getByRole('columnheader', { name: 'Net payout' })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^Prairie Stop / }).first()).toBeVisible();
  // USD and CAD are never added together: a total row per currency.
  const usdTotal = page.getByTestId('statement-total-USD');
  await expect(usdTotal).toContainText('Total USD');
  await expect(usdTotal.getByRole('cell', { name: /^US\$[\d,]+\.\d{2}$/ }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`statement-of-income-${period}.pdf`);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('another month of the last 12 shows its own statement', async ({ page }) => {
  await signIn(page, USERS.owner, '/soiDashboard');
  const table = page.getByRole('table', { name: 'Statement of Income' });
  await expect(table).toBeVisible();
  const picker = page.getByLabel('Month');
  await expect(picker.locator('option')).toHaveCount(13); // the current month so far, then the last 12 finished months
  const earliest = await picker.locator('option').last().getAttribute('value');
  await picker.selectOption(earliest!);
  // Seeded bookings go back 90 days: a year ago there were none.
  await expect(page.getByText('No bookings in this month.')).toBeVisible();
});
