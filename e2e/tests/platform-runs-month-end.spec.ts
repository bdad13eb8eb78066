import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

/** Last calendar month as the month input holds it (`YYYY-MM`), the month the demo network bookings are in. */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

// Month-end on demand by the platform (one consolidated invoice to the
// network's parent carrier, a line per booking of its own and its sub-carriers'); the carrier
// opens it, downloads its PDF and pays it with the sandbox card.
test('the platform runs month-end for last month; the carrier opens the consolidated invoice, downloads its PDF and pays it', async ({ browser }) => {
  test.setTimeout(120_000);
  const period = lastMonth();
  const admin = await browser.newPage();
  await signIn(admin, USERS.admin, '/invoiceDashboard');
  // The current month has not ended: month-end is not offered for it, and says why.
  const current = new Date().toISOString().slice(0, 7);
  await admin.getByLabel('Month-end period').fill(current);
  await expect(admin.getByRole('button', { name: 'Run month-end' })).toBeDisabled();
  await expect(admin.getByText(/has not ended: month-end bills a month once its last day is over \(UTC\)\.$/)).toBeVisible();

  await admin.getByLabel('Month-end period').fill(period);
  // It asks for confirmation first, in the console's dialog (never the browser's box): cancelled,
  // nothing runs; confirmed, it runs.
  const native: string[] = [];
  admin.on('dialog', (dialog) => {
    native.push(dialog.message());
    void dialog.dismiss();
  });
  await admin.getByRole('button', { name: 'Run month-end' }).click();
  let ask = admin.getByRole('dialog', { name: /^Run month-end for \w+ \d{4}\?$/ });
  await expect(ask).toContainText('this cannot be undone');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(admin.getByText(/^(Month-end \d{4}-\d{2}:|Nothing to bill)/)).toHaveCount(0);
  await admin.getByRole('button', { name: 'Run month-end' }).click();
  ask = admin.getByRole('dialog', { name: /^Run month-end for \w+ \d{4}\?$/ });
  await ask.getByRole('button', { name: 'Run month-end' }).click();
  await expect(ask).toBeHidden();
  // A retry of this test finds the month already billed (idempotent), and says so.
  await expect(admin.getByRole('status')).toHaveText(
    new RegExp(
      `^(Month-end ${period}: [1-9]\\d* invoice\\(s\\) written for \\d+ booking\\(s\\)\\.|Nothing to bill for \\w+ \\d{4}: its \\d+ carrier-network booking\\(s\\) paid later are already on consolidated invoices\\.)`,
    ),
  );
  expect(native).toEqual([]);
  await admin.close();

  const page = await browser.newPage();
  await signIn(page, USERS.carrier, '/consolidatedInvoice');
  const table = page.getByRole('table', { name: 'Consolidated invoice' });
  // Still owing: Unpaid, or Overdue once its due date (the 15th after the month) has passed.
  const unpaid = table
    .getByRole('row')
    .filter({ hasText: /Unpaid|Overdue/ })
    .first();
  await expect(unpaid).toBeVisible();
  const number = (await unpaid.getByRole('button').textContent()) ?? '';
  expect(number).toMatch(/^CI-3-\d{6}$/);
  await unpaid.getByRole('button', { name: number }).click();

  const drawer = page.getByRole('dialog', { name: 'Invoice' });
  await expect(drawer.getByRole('heading', { name: number })).toBeVisible();
  // A line per booking, naming whose booking it was: Northline's own and its sub-carrier Ridgeway's.
  const lines = drawer.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('cell', { name: /^(Northline Freight|Ridgeway Haulers): reservation #\d+/ }).first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await drawer.getByRole('button', { name: 'Pay' }).click();
  const pay = page.getByRole('dialog', { name: `Pay ${number}` });
  await expect(pay.getByLabel(/^Amount/)).not.toHaveValue('');
  await pay.getByLabel('Pay with').selectOption({ label: 'Another card' });
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(pay).toBeHidden();

  await expect(drawer.getByText('Paid in full')).toBeVisible();
  await expect(drawer.getByTestId('invoice-balance')).toHaveText(/^(US|CA)\$0\.00$/);
  await expect(drawer.getByText('Payment Success', { exact: true }).first()).toHaveAttribute('data-status-color', 'green');
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row').filter({ hasText: number }).getByText('Payment Success', { exact: true })).toBeVisible();
});
