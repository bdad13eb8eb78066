import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

// The platform's report of every subscription, with the renewal statuses of SPEC §4.
test('the platform sees /subscription with Currently Recurring and Recurring Failed, filters by status, and the sales agents', async ({ page }) => {
  await signIn(page, USERS.admin, '/subscription');
  const table = page.getByRole('table', { name: 'Subscriptions' });
  await expect(table.getByRole('row', { name: /Eastbound Brokerage/ }).getByText('Recurring Failed', { exact: true })).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /Northline Freight/ })
      .getByText('Currently Recurring', { exact: true })
      .first(),
  ).toBeVisible();

  await page.getByLabel('Status').selectOption('Recurring Failed');
  await expect(table.getByText('Currently Recurring', { exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Eastbound Brokerage' })).toBeVisible();

  const agents = page.getByRole('table', { name: 'Sales agents' });
  await expect(agents.getByRole('row', { name: /Dana Whitfield/ })).toContainText('Northline Freight');
  await expect(agents.getByRole('row', { name: /Dana Whitfield/ })).toContainText('10%'); // formatPercent, in English
});

// An organisation subscribes on /sinvoice with the sandbox card 4242… (DESIGN §7); the first period is invoiced and paid at once.
test('the carrier cancels its plan, subscribes again with 4242 4242 4242 4242, and opens the new subscription invoice', async ({ page }) => {
  await signIn(page, USERS.carrier, '/sinvoice');
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
  await expect(page.getByText('Currently Recurring', { exact: true }).first()).toBeVisible();

  // Asked in the console's dialog, never the browser's box.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog', { name: 'Cancel this subscription? It will not renew.' }).getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('This organization has no subscription.').or(page.getByText('Cancelled', { exact: true }).first())).toBeVisible();

  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe' });
  await dialog.getByLabel('Plan').selectOption({ label: 'Haulstop Fleet – US$49.00 per month' });
  await dialog.getByLabel('Card', { exact: true }).selectOption({ label: 'A new card' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry month (MM)').fill('12');
  await dialog.getByLabel('Expiry year (YYYY)').fill(String(new Date().getUTCFullYear() + 2));
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Charged to the card ending 4242')).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Subscription invoices' });
  const fresh = invoices.getByRole('row', { name: /SUB-3-/ }).first();
  await expect(fresh).toContainText('Currently Recurring');
  await expect(fresh).toContainText('US$49.00');

  await fresh.getByRole('button', { name: /^Open SUB-3-/ }).click();
  const detail = page.getByRole('dialog', { name: /^Subscription invoice SUB-3-/ });
  await expect(detail.getByText(/Haulstop Fleet plan \(monthly\)/)).toBeVisible();
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^SUB-3-\d{6}\.pdf$/);
});
