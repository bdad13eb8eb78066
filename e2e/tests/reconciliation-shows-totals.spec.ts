import { expect, test } from '@playwright/test';
import { USERS } from './support';
import { expectAxeClean } from './axe-support';
import { csvRows, downloadCsv, settle, loginAndOpen, openReportFromMenu } from './reports-support';

type Totals = { currency: string; chargedMinor: number; refundedMinor: number; netMinor: number };

test('carrier@ reconciles payments: totals per currency, each payment matched to its booking and document, filtered by status in the URL', async ({ page }) => {
  // A loaded machine: several page loads, a CSV and an axe run.
  test.setTimeout(150_000);
  await openReportFromMenu(page, USERS.carrier, 'Reconciliation', /\/reconciliation$/);
  await settle(page);
  const wider = page.waitForResponse((r) => r.url().includes('/api/reports/reconciliation?') && r.ok());
  await page.getByLabel('Date range').selectOption({ label: 'Last 90 days' });
  const answer = (await (await wider).json()) as {
    totalElements: number;
    content: { reservationId: number; document: { number: string } | null }[];
    totals: Totals[];
  };
  await settle(page);
  expect(answer.totalElements).toBeGreaterThan(0);

  const totals = page.getByRole('table', { name: 'Totals per currency' });
  await expect(totals.locator('tbody tr')).toHaveCount(answer.totals.length);
  for (const total of answer.totals) expect(total.netMinor).toBe(total.chargedMinor - total.refundedMinor);
  const table = page.getByRole('table', { name: 'Reconciliation' });
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, answer.totalElements));
  await expect(table.getByRole('link', { name: String(answer.content[0].reservationId) }).first()).toHaveAttribute(
    'href',
    `/reservations/${answer.content[0].reservationId}`,
  );
  const documented = answer.content.find((p) => p.document);
  if (documented) await expect(table.getByText(documented.document!.number).first()).toBeVisible();
  await expectAxeClean(page, '/reconciliation');

  // A status filter goes into the URL; the bookmark opens the same filter; the CSV has what is filtered.
  const refunded = page.waitForResponse((r) => r.url().includes('/api/reports/reconciliation?') && r.url().includes('status=Payment+Success') && r.ok());
  await page.getByLabel('Status', { exact: true }).selectOption({ value: 'Payment Success' });
  const filtered = (await (await refunded).json()) as { totalElements: number };
  await expect(page).toHaveURL(/status=Payment\+Success/);
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Payment Success');
  const csv = await downloadCsv(page);
  expect(csvRows(csv.text)).toHaveLength(filtered.totalElements);
});

test('owner@ follows “pending payments” from the dashboard to the reconciliation filtered on them', async ({ page }) => {
  // A loaded machine: several page loads, a CSV and an axe run.
  test.setTimeout(150_000);
  await loginAndOpen(page, USERS.owner, '/dashboard');
  await settle(page);
  await page.getByRole('link', { name: /pending payments?$/ }).click();
  await expect(page).toHaveURL(/\/reconciliation\?status=Payment\+Pending$/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Payment Pending');
  await settle(page);
  await expect(page.getByRole('table', { name: 'Reconciliation' })).toBeVisible();
});
