import { expect, test } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, signIn, USERS } from './support';

type Row = {
  reservationId: number;
  parkingLotName: string;
  startAt: string;
  endAt: string;
  status: string;
  gateCode: string | null;
  entries: { gateStatus: string }[];
};

test("owner@ checks trucks in at the gate screen: ALLOWED, REFUSED with the reason at the lot's clock, then reads the gate story on the reservation", async ({
  page,
}) => {
  // The owner's bookings with a live code: one open now with no truck in yet, one that starts later.
  const login = await page.request.post(`${API}/api/auth/login`, { data: { loginId: USERS.owner, password: DEMO_PASSWORD } });
  const { token, organizations } = (await login.json()) as { token: string; organizations: { orgId: number }[] };
  const list = await page.request.get(`${API}/api/reservations?size=100`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Org-Id': String(organizations[0].orgId) },
  });
  const rows = ((await list.json()) as { content: Row[] }).content;
  const now = Date.now();
  const open = rows.find(
    (r) => r.gateCode && Date.parse(r.startAt) <= now && Date.parse(r.endAt) > now + 3_600_000 && r.entries.every((e) => e.gateStatus === 'NOT_ARRIVED'),
  );
  const later = rows.find((r) => r.gateCode && Date.parse(r.startAt) > now + 24 * 3_600_000);
  expect(open, 'a booking open now with no truck in').toBeDefined();
  expect(later, 'a booking that starts tomorrow or later').toBeDefined();

  // The gate screen is reached from the drawer: its Parking group holds it.
  await signIn(page, USERS.owner, '/mapDashboard');
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await expect(drawer.getByRole('link', { name: 'Gate', exact: true })).toBeHidden();
  await drawer.getByRole('button', { name: 'Parking' }).click();
  await drawer.getByRole('link', { name: 'Gate', exact: true }).click();
  await expect(page).toHaveURL(/\/gate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gate' })).toBeVisible();

  // Allowed: the booking open now, by its code, at its lot.
  await page.getByLabel('Lot', { exact: true }).selectOption({ label: open!.parkingLotName });
  await page.getByLabel('Gate code', { exact: true }).fill(open!.gateCode as string);
  await page.getByRole('button', { name: 'Check in' }).click();
  const answer = page.getByTestId('gate-answer');
  await expect(answer).toContainText('ALLOWED');
  await expect(answer).toContainText(`Reservation #${open!.reservationId}, slot`);

  // Refused: a booking that has not begun, with when its gate opens at the lot's clock and the zone's label.
  await page.getByLabel('Lot', { exact: true }).selectOption({ label: later!.parkingLotName });
  await page.getByLabel('Gate code', { exact: true }).fill(later!.gateCode as string);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(answer).toContainText('REFUSED');
  await expect(answer).toContainText(/Not yet open until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M [A-Z]{3,4}/);

  // Refused: a code no booking has.
  await page.getByLabel('Gate code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(answer).toContainText('REFUSED');
  await expect(answer).toContainText('No booking has this code');

  // The check-in is in the lot's recent events and on the reservation's gate story.
  await page.getByLabel('Lot', { exact: true }).selectOption({ label: open!.parkingLotName });
  await expect(
    page
      .getByRole('table', { name: 'Recent gate events' })
      .getByRole('row')
      .filter({ hasText: `#${open!.reservationId}` })
      .first(),
  ).toContainText('Gate screen');
  await page.goto(`/reservations/${open!.reservationId}`);
  const story = page.getByRole('region', { name: 'At the gate' });
  await expect(story.getByTestId('gate-event').filter({ hasText: 'Gate screen' })).toHaveCount(1);
  await expect(story.getByTestId('gate-event').filter({ hasText: 'Gate screen' })).toContainText('Check-in');
  if (open!.entries.length > 0) await expect(story.getByTestId('gate-slot').first()).toContainText('On the lot');
});
