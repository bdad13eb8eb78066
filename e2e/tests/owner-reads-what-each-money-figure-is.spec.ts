import { expect, request, test } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, USERS } from './support';
import { loginAndOpen, settle } from './reports-support';

type Amount = { currency: string; amountMinor: number };
type Dashboard = { from: string; to: string; timeZone: string; revenue: Amount[]; refunds: Amount[] };
type LotRow = { parkingLotId: number; name: string; currency: string; grossMinor: number; netSalesMinor: number; averagePriceMinor: number; bookings: number };

const money = (minor: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
const dayIn = (instant: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));

test("owner@ reads what each money figure is: the dashboard's net sales are the lot report's, gross is named apart, reconciliation lists the statement's bookings", async ({
  page,
}) => {
  // A loaded machine: several page loads.
  test.setTimeout(150_000);
  await loginAndOpen(page, USERS.owner, '/reservations');

  // The dashboard's 90 days: its money cards say what they are.
  const dashboardAnswer = page.waitForResponse((r) => r.url().includes('/api/reports/dashboard?days=90') && r.ok());
  await page.goto('/dashboard?days=90');
  const dashboard = (await (await dashboardAnswer).json()) as Dashboard;
  await settle(page);
  expect(dashboard.revenue.length).toBeGreaterThan(0);
  for (const { currency, amountMinor } of dashboard.revenue)
    await expect(page.getByRole('group', { name: `Net sales (taxes incl.) (${currency})` })).toContainText(money(amountMinor, currency));
  for (const { currency } of dashboard.refunds) await expect(page.getByRole('group', { name: `Refunds (taxes incl.) (${currency})` })).toBeVisible();

  // The lot report over the same days: its net sales add up to the dashboard's, per currency.
  const api = await request.newContext({ baseURL: API });
  const login = await (await api.post('/api/auth/login', { data: { loginId: USERS.owner, password: DEMO_PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${login.token}`, 'X-Org-Id': '2' };
  const all = (await (await api.get('/api/reports/parkingLots', { headers, params: { from: dashboard.from, to: dashboard.to, size: 100 } })).json())
    .content as LotRow[];
  await api.dispose();
  for (const { currency, amountMinor } of dashboard.revenue)
    expect({ currency, netSales: all.filter((l) => l.currency === currency).reduce((sum, l) => sum + l.netSalesMinor, 0) }).toEqual({
      currency,
      netSales: amountMinor,
    });

  const from = dayIn(dashboard.from, dashboard.timeZone);
  const to = dayIn(dashboard.to, dashboard.timeZone);
  const reportAnswer = page.waitForResponse((r) => r.url().includes('/api/reports/parkingLots?') && r.url().includes(`from=${from}`) && r.ok());
  await page.goto(`/parkingLotReport?range=custom&from=${from}&to=${to}`);
  const shown = ((await (await reportAnswer).json()) as { content: LotRow[] }).content;
  await settle(page);
  const table = page.getByRole('table', { name: 'Parking Lot Report' });
  const gross = table.getByRole('columnheader', { name: /Gross \(before discounts and taxes\)/ });
  await expect(gross).toBeVisible();
  await expect(gross.locator('[data-measure="gross"]')).toHaveAttribute('title', /A cancel never lowers it/);
  await expect(table.getByRole('columnheader', { name: /^Net sales \(taxes incl\.\)/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Average net sale \(taxes incl\.\)/ })).toBeVisible();
  // Each lot's figures on screen are the API's over the dashboard's window, the average on the net sales' basis.
  const busy = shown.find((l) => l.bookings > 0)!;
  expect(busy?.bookings).toBeGreaterThan(0);
  // The page asks by whole days of the organisation's zone, so its window and the dashboard's differ
  // by part of today, where other journeys book: its rows are compared with its own answer.
  expect(Math.abs(busy.averagePriceMinor - busy.netSalesMinor / busy.bookings)).toBeLessThanOrEqual(0.5);
  const row = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: busy.name, exact: true }) });
  await expect(row).toContainText(money(busy.grossMinor, busy.currency));
  await expect(row).toContainText(money(busy.netSalesMinor, busy.currency));

  // Reconciliation: the range's bookings, each with how it is paid, and totals where the ways add up to net sales.
  const bookingsAnswer = page.waitForResponse((r) => r.url().includes('/api/reports/reconciliation/bookings?') && r.ok());
  await page.goto(`/reconciliation?range=custom&from=${from}&to=${to}`);
  const reconciled = (await (await bookingsAnswer).json()) as {
    totalElements: number;
    totals: { currency: string; billedMinor: number; byWay: { billedMinor: number }[] }[];
  };
  await settle(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Bookings of the period and how they are paid' })).toBeVisible();
  expect(reconciled.totalElements).toBeGreaterThan(0);
  for (const total of reconciled.totals) expect(total.byWay.reduce((sum, w) => sum + w.billedMinor, 0)).toBe(total.billedMinor);
  const bookings = page.getByRole('table', { name: 'Bookings of the period and how they are paid' });
  await expect(bookings.getByRole('columnheader', { name: 'Paid by' })).toBeVisible();
  await expect(bookings.locator('tbody tr')).toHaveCount(Math.min(10, reconciled.totalElements));
});

test("owner@ reads last month's issued statement of income with its status as the invoice list says it (Overdue once past due while its payout is pending)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAndOpen(page, USERS.owner, '/reservations');
  const answer = page.waitForResponse((r) => r.url().includes('/api/statements?') && r.ok());
  await page.goto('/soiDashboard');
  const statement = (await (await answer).json()) as { documents: { invoiceNumber: string; dueDate: string | null; status: string }[] };
  await settle(page);
  const table = page.getByRole('table', { name: 'Statement of Income' });
  await expect(table.getByRole('columnheader', { name: 'Gross (before discounts and taxes)' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Refunds (taxes incl.)' })).toBeVisible();
  // The seed issues last month's statement with its payout pending.
  expect(statement.documents.length).toBeGreaterThan(0);
  const today = new Date().toISOString().slice(0, 10);
  for (const document of statement.documents) {
    const late = document.status === 'Payment Pending' && document.dueDate !== null && document.dueDate < today;
    const line = page.getByTestId('statement-issued').filter({ hasText: document.invoiceNumber });
    await expect(line.locator('[data-part="status-badge"]')).toHaveText(late ? 'Overdue' : document.status);
  }
});
