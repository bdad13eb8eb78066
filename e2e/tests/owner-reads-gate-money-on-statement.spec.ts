import { expect, test } from '@playwright/test';
import { formatMoney } from '../../shared/src/ui/data/format';
import { API } from './header-support';
import { DEMO_PASSWORD, signIn, USERS } from './support';

type Total = { currency: string; overstayMinor: number; noShowFeesMinor: number; netPayoutMinor: number };
type Statement = { period: string; periodStart: string; totals: Total[] };
type LotRow = { currency: string; overstayMinor: number };

// The owner's statement of income shows what the gate earned as columns of their own, and its
// overstay is the lot report's: the demo's overstaying truck is charged this month.
test('owner@ reads this month’s overstay on the statement of income, the same figure as the lot report’s', async ({ page }) => {
  test.setTimeout(120_000);
  const login = await page.request.post(`${API}/api/auth/login`, { data: { loginId: USERS.owner, password: DEMO_PASSWORD } });
  const { token, organizations } = (await login.json()) as { token: string; organizations: { orgId: number }[] };
  const headers = { Authorization: `Bearer ${token}`, 'X-Org-Id': String(organizations[0].orgId) };

  await signIn(page, USERS.owner, '/soiDashboard');
  const table = page.getByRole('table', { name: 'Statement of Income' });
  await expect(table).toBeVisible();
  const picker = page.getByLabel('Month');
  // The first month offered is the current one, so far.
  const period = (await picker.locator('option').first().getAttribute('value'))!;
  const answer = page.waitForResponse((r) => r.url().includes(`/api/statements?period=${period}`) && r.ok());
  await picker.selectOption(period);
  const statement = (await (await answer).json()) as Statement;
  const charged = statement.totals.find((total) => total.overstayMinor > 0);
  expect(charged, 'a currency with overstay charged this month').toBeDefined();

  await expect(table.getByRole('columnheader', { name: 'Overstay (before taxes)' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'No-show fees kept (taxes incl.)' })).toBeVisible();
  const total = page.getByTestId(`statement-total-${charged!.currency}`);
  await expect(total.getByRole('cell', { name: formatMoney(charged!.overstayMinor, charged!.currency, 'en'), exact: true }).first()).toBeVisible();
  await expect(total).toContainText(formatMoney(charged!.netPayoutMinor, charged!.currency, 'en'));

  // The lot report over the month so far (from noon on its first day, past midnight in every lot's zone):
  // its overstay per currency is the statement's.
  const to = new Date(Date.now() + 86_400_000).toISOString();
  const lots = (await (
    await page.request.get(`${API}/api/reports/parkingLots?from=${statement.periodStart}T12:00:00Z&to=${to}&size=100`, { headers })
  ).json()) as { content: LotRow[] };
  const reported = lots.content.filter((row) => row.currency === charged!.currency).reduce((sum, row) => sum + row.overstayMinor, 0);
  expect(reported).toBe(charged!.overstayMinor);
});
