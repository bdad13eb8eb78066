import { expect, test } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, signIn, USERS } from './support';

type Row = { reservationId: number; parkingLotId: number; timeZone: string; startAt: string; gateCode: string | null };

test("owner@ reads each booking's gate code on the lot's day, the code its reservation page shows", async ({ page }) => {
  // A booking of the owner's with a live code, found through the API as the owner.
  const login = await page.request.post(`${API}/api/auth/login`, { data: { loginId: USERS.owner, password: DEMO_PASSWORD } });
  const { token, organizations } = (await login.json()) as { token: string; organizations: { orgId: number }[] };
  const list = await page.request.get(`${API}/api/reservations?size=100`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Org-Id': String(organizations[0].orgId) },
  });
  const booking = ((await list.json()) as { content: Row[] }).content.find((r) => r.gateCode);
  expect(booking).toBeDefined();
  const { reservationId, parkingLotId, timeZone, startAt, gateCode } = booking!;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(startAt));

  await signIn(page, USERS.owner, `/reservationparkdetails?lot=${parkingLotId}&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parking lot day' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(reservationId), exact: true }) });
  await expect(row).toContainText(gateCode as string);
  await expect(row.getByText('Active', { exact: true })).toHaveCount(0);

  // The reservation's own page shows the same code.
  await row.getByRole('link', { name: String(reservationId), exact: true }).click();
  await expect(page.getByTestId('gate-code')).toHaveText(gateCode as string);
});
