import { expect, test } from '@playwright/test';
import { signIn, USERS } from './support';

type Answer = {
  averageBookingValue: { currency: string; amountMinor: number; previousAmountMinor: number | null }[];
  daily: { revenue: { currency: string }[] }[];
};

test('owner@ reads the average booking value beside the previous period, and revenue per day on one chart per currency', async ({ page }) => {
  const first = page.waitForResponse((r) => r.url().includes('/api/reports/dashboard?days=30') && r.ok());
  await signIn(page, USERS.owner, '/dashboard');
  const answer = (await (await first).json()) as Answer;
  await expect(page.getByRole('heading', { level: 1, name: 'Company Dashboard' })).toBeVisible();

  // The demo data has bookings in both periods: each average has its previous value, shown as money.
  expect(answer.averageBookingValue.length).toBeGreaterThan(0);
  for (const { currency, previousAmountMinor } of answer.averageBookingValue) {
    const card = page.getByRole('group', { name: `Average net sale (taxes incl.) (${currency})` });
    await expect(card).toBeVisible();
    if (previousAmountMinor !== null) await expect(card).not.toContainText('Previous period: —');
  }
  expect(answer.averageBookingValue.some((a) => a.previousAmountMinor !== null)).toBe(true);

  // Bookings on their own count chart; revenue on one chart per currency, named with it.
  // A chart is drawn once it is scrolled near the viewport.
  const bookingsChart = page.getByRole('img', { name: 'Bookings per day' });
  await bookingsChart.scrollIntoViewIfNeeded();
  await expect(bookingsChart.locator('canvas').first()).toBeVisible();
  const currencies = [...new Set(answer.daily.flatMap((d) => d.revenue.map((r) => r.currency)))].sort();
  expect(currencies.length).toBeGreaterThan(0);
  // Each chart's figures as a table, opened.
  for (const details of await page.locator('details').all()) await details.evaluate((element) => ((element as HTMLDetailsElement).open = true));
  for (const currency of currencies) {
    const revenueChart = page.getByRole('img', { name: `Net sales per day, taxes incl. (${currency})` });
    await revenueChart.scrollIntoViewIfNeeded();
    await expect(revenueChart.locator('canvas').first()).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: `Net sales per day, taxes incl. (${currency})` })
        .getByRole('columnheader', { name: `Net sales, taxes incl. (${currency})` }),
    ).toHaveCount(1);
  }
  await expect(page.getByRole('img', { name: 'Bookings and revenue per day' })).toHaveCount(0);
});
