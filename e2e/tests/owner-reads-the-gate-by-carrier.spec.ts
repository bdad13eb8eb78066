import { expect, test } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, signIn, USERS } from './support';

type CarrierRow = { orgId: number; orgName: string; bookings: number; noShows: number; overstays: number };
type LotRow = { bookings: number; noShows: number };

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test('owner@ reads the lot report "By carrier": each booking organisation’s figures as the API answers them, adding up to the lots’', async ({ page }) => {
  const [from, to] = [day(-60), day(1)];
  const login = await page.request.post(`${API}/api/auth/login`, { data: { loginId: USERS.owner, password: DEMO_PASSWORD } });
  const { token, organizations } = (await login.json()) as { token: string; organizations: { orgId: number }[] };
  const headers = { Authorization: `Bearer ${token}`, 'X-Org-Id': String(organizations[0].orgId) };
  const carriers = (await (await page.request.get(`${API}/api/reports/parkingLots/carriers?from=${from}&to=${to}&size=100`, { headers })).json()) as {
    content: CarrierRow[];
    totalElements: number;
  };
  const lots = (await (await page.request.get(`${API}/api/reports/parkingLots?from=${from}&to=${to}&size=100`, { headers })).json()) as { content: LotRow[] };
  expect(carriers.totalElements).toBeGreaterThan(0);
  const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);
  expect(sum(carriers.content, (r) => r.bookings)).toBe(sum(lots.content, (r) => r.bookings));
  expect(sum(carriers.content, (r) => r.noShows)).toBe(sum(lots.content, (r) => r.noShows));

  await signIn(page, USERS.owner, `/parkingLotReport?range=custom&from=${from}&to=${to}`);
  const section = page.getByRole('region', { name: 'By carrier' });
  const table = section.getByRole('table', { name: 'By carrier' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(carriers.totalElements, 10) + 1);
  for (const carrier of carriers.content.slice(0, 10)) {
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: carrier.orgName, exact: true }) });
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(String(carrier.bookings));
    await expect(cells.nth(2)).toHaveText(String(carrier.noShows));
    await expect(cells.nth(4)).toHaveText(String(carrier.overstays));
  }
  await expect(section.getByRole('button', { name: 'Download CSV: By carrier', exact: true })).toBeVisible();
});
