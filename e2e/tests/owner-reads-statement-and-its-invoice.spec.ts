import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

/** Last month as `YYYY-MM`: the month whose statement of income the demo has issued. */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

// "the SOI page, its invoice and the assistant agree to the cent": the statement page's
// net payout per currency is the total of the month's statement-of-income invoice.
test("owner@ reads last month's statement of income and its invoice, and sees the same figures", async ({ page }) => {
  await signIn(page, USERS.owner, '/soiDashboard');
  const period = lastMonth();
  await expect(page.getByLabel('Month')).toHaveValue(period);
  const nets: Record<string, string> = {};
  for (const currency of ['USD', 'CAD']) {
    const total = page.getByTestId(`statement-total-${currency}`);
    await expect(total).toBeVisible();
    nets[currency] = ((await total.getByRole('cell').last().textContent()) ?? '').trim();
    expect(nets[currency]).toMatch(/^(US|CA)\$[\d,]+\.\d{2}$/);
  }

  await page.goto('/invoiceDashboard');
  await page.getByLabel('Type').selectOption({ label: 'Statement of income' });
  await page.getByLabel('Period', { exact: true }).fill(period);
  const table = page.getByRole('table', { name: 'Invoices' });
  for (const currency of ['USD', 'CAD']) {
    const row = table.getByRole('row').filter({ hasText: nets[currency] });
    await expect(row).toHaveCount(1);
    await row.getByRole('button').first().click();
    const drawer = page.getByRole('dialog', { name: 'Invoice' });
    await expect(drawer.getByTestId('invoice-total')).toHaveText(nets[currency]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});
