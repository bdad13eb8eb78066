import { expect, test } from '@playwright/test';
import { formatMoney } from '../../shared/src/ui/data/format';
import { API } from './header-support';
import { DEMO_PASSWORD, signIn, USERS } from './support';

type Line = { lineId: number; kind: string; description: string; amountMinor: number; reservationId: number | null };
type Invoice = { invoiceId: number; invoiceNumber: string; periodStart: string; currency: string };

test('carrier@ opens last month’s consolidated invoice and reads the demo’s refused overstay on it, at the amount the API bills', async ({ page }) => {
  const login = await page.request.post(`${API}/api/auth/login`, { data: { loginId: USERS.carrier, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  // Northline Freight, the network whose truck overstayed.
  const headers = { Authorization: `Bearer ${token}`, 'X-Org-Id': '3' };

  // The consolidated invoice that bills an overstay, and its overstay line, as the API answers them.
  const list = (await (await page.request.get(`${API}/api/invoices?kind=consolidated&size=100`, { headers })).json()) as { content: Invoice[] };
  let billed: { invoice: Invoice; line: Line } | undefined;
  for (const invoice of list.content) {
    const detail = (await (await page.request.get(`${API}/api/invoices/${invoice.invoiceId}`, { headers })).json()) as { lines: Line[] };
    const line = detail.lines.find((l) => l.kind === 'overstay');
    if (line) billed = { invoice, line };
  }
  expect(billed, 'a consolidated invoice of Northline with an overstay line').toBeDefined();
  const { invoice, line } = billed!;

  await signIn(page, USERS.carrier, '/invoiceDashboard');
  await page.getByLabel('Type').selectOption('consolidated');
  await page.getByLabel('Period').fill(invoice.periodStart.slice(0, 7));
  const table = page.getByRole('table', { name: 'Invoices' });
  await table.getByRole('button', { name: invoice.invoiceNumber, exact: true }).click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: invoice.invoiceNumber })).toBeVisible();
  const row = drawer.getByRole('table', { name: 'Lines' }).getByRole('row').filter({ hasText: line.description });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`overstay of reservation #${line.reservationId}`);
  await expect(row.getByRole('cell').last()).toHaveText(formatMoney(line.amountMinor, invoice.currency, 'en'));
});
