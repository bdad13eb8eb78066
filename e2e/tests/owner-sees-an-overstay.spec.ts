import { expect, test } from '@playwright/test';
import { formatMoney } from '../../shared/src/ui/data/format';
import { API } from './header-support';
import { DEMO_PASSWORD, signIn, USERS } from './support';

type Row = {
  reservationId: number;
  parkingLotId: number;
  parkingLotName: string;
  status: string;
  entries: { sno: number; gateStatus: string }[];
};
type Page<T> = { content: T[]; totalElements: number };
type Day = { date: string; overstays: number; overstayMinor: number };

test('owner@ sees the demo’s overstaying truck on its reservation, on the lot’s day and in the dashboard’s trucks on the lot now', async ({ page }) => {
  // A loaded machine: three pages, each with its own remote.
  test.setTimeout(150_000);
  const login = await page.request.post(`${API}/api/auth/login`, { data: { loginId: USERS.owner, password: DEMO_PASSWORD } });
  const { token, organizations } = (await login.json()) as { token: string; organizations: { orgId: number }[] };
  const headers = { Authorization: `Bearer ${token}`, 'X-Org-Id': String(organizations[0].orgId) };

  // The booking whose truck is still on the lot past its end, as the reservations list answers it.
  let overstay: Row | undefined;
  for (let pageNo = 0; !overstay; pageNo++) {
    const list = (await (await page.request.get(`${API}/api/reservations?size=100&page=${pageNo}`, { headers })).json()) as Page<Row>;
    overstay = list.content.find((r) => r.entries.some((e) => e.gateStatus === 'OVERSTAY'));
    if ((pageNo + 1) * 100 >= list.totalElements) break;
  }
  expect(overstay, 'a booking of the owner’s lots with a truck overstaying').toBeDefined();
  const sno = overstay!.entries.find((e) => e.gateStatus === 'OVERSTAY')!.sno;

  // The reservation's gate story: the slot reads "Overstaying", and its truck's check-in is there.
  await signIn(page, USERS.owner, `/reservations/${overstay!.reservationId}`);
  const story = page.getByRole('region', { name: 'At the gate' });
  const slot = story.getByTestId('gate-slot').filter({ has: page.getByRole('cell', { name: String(sno), exact: true }) });
  await expect(slot).toContainText('Overstaying');
  await expect(story.getByTestId('gate-event').filter({ hasText: 'Check-in' }).first()).toBeVisible();

  // The lot's day, today at the lot's clock: the overstay's money charged today, as the report answers it.
  await page.goto(`/reservationparkdetails?lot=${overstay!.parkingLotId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parking lot day' })).toBeVisible();
  await expect(page.getByLabel('Parking lot', { exact: true })).toHaveValue(String(overstay!.parkingLotId));
  const today = await page.getByLabel('Day', { exact: true }).inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const report = (await (
    await page.request.get(`${API}/api/reports/parkingLots/${overstay!.parkingLotId}/bookedVsUsed?from=${today}&to=${tomorrow}`, { headers })
  ).json()) as { days: Day[]; currency: string };
  const day = report.days[0];
  expect(day.overstayMinor, 'the overstay charged today').toBeGreaterThan(0);
  const overstays = page.getByRole('group', { name: 'Overstays' });
  await expect(overstays.locator('p').nth(1)).toHaveText(String(day.overstays));
  await expect(overstays).toContainText(`${formatMoney(day.overstayMinor, report.currency, 'en')} charged, before tax`);

  // The day the overstay began (in the last month, at the lot's clock) counts it among that day's overstays.
  const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const month = (await (
    await page.request.get(`${API}/api/reports/parkingLots/${overstay!.parkingLotId}/bookedVsUsed?from=${monthAgo}&to=${tomorrow}`, { headers })
  ).json()) as { days: Day[] };
  const began = month.days.filter((d) => d.overstays > 0).at(-1);
  expect(began, 'a day of the last month when an overstay began').toBeDefined();
  await page.getByLabel('Day', { exact: true }).fill(began!.date);
  await expect(page).toHaveURL(new RegExp(`date=${began!.date}`));
  await expect(overstays.locator('p').nth(1)).toHaveText(String(began!.overstays));

  // The dashboard: trucks on the lots now (the overstaying one among them), as the counts answer it.
  const counts = (await (await page.request.get(`${API}/api/dashboard/counts`, { headers })).json()) as { trucksOnLotNow: number };
  expect(counts.trucksOnLotNow).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Dashboard' })).toBeVisible();
  await expect(page.getByTestId('trucks-on-lot')).toHaveText(String(counts.trucksOnLotNow));
});
