import { expect, request, test } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, USERS, signIn } from './support';

type Lot = { parkingLotId: number; ownerOrgId: number; currency: string; prices: { duration: string }[] };

/** A two-slot booking carrier@ (Northline) makes through the API at a US Prairie lot, paid with `cardNumber` (DESIGN §7 sandbox cards). */
async function bookTwoSlots(cardNumber: string) {
  const api = await request.newContext({ baseURL: API });
  const login = await (await api.post('/api/auth/login', { data: { loginId: USERS.carrier, password: DEMO_PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${login.token}`, 'X-Org-Id': '3' };
  const lots = (await (await api.get('/api/parkingLots', { headers, params: { page: 0, size: 100 } })).json()).content as Lot[];
  const lot = lots.find((l) => l.ownerOrgId === 2 && l.currency === 'USD' && l.prices.some((p) => p.duration === '24 hrs'))!;
  const start = new Date(Date.now() + (100 + Math.floor(Math.random() * 200)) * 24 * 3600 * 1000);
  start.setUTCHours(12, 0, 0, 0);
  const booked = await api.post('/api/reservations', {
    headers: { ...headers, 'Idempotency-Key': `e2e-lifecycle-${start.getTime()}-${Math.random()}` },
    data: {
      parkingLotId: lot.parkingLotId,
      duration: '24 hrs',
      startAt: start.toISOString(),
      slots: 2,
      entries: [{}, {}],
      payment: { method: 'CARD', cardNumber },
    },
  });
  expect(booked.status()).toBe(201);
  const created = (await booked.json()) as { reservationId: number; status: string };
  await api.dispose();
  return created;
}

test('carrier@ cancels one of two entries and the reservation shows Partial Cancel', async ({ page }) => {
  const booking = await bookTwoSlots('4242 4242 4242 4242');
  await signIn(page, USERS.carrier, `/reservations/${booking.reservationId}`);
  await expect(page.locator('[data-field="status"]').getByText('Upcoming')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel entries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel some entries' });
  await dialog.getByText(/^1\. /).click();
  await dialog.getByRole('button', { name: 'Cancel chosen entries (1)' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-field="status"]').getByText('Partial Cancel')).toBeVisible();
  // Still holding its kept slot: it can be cancelled whole or extended (the page's button, not the closed dialog's).
  await expect(page.locator('#main-content').getByRole('button', { name: 'Cancel reservation' }).first()).toBeVisible();
});

test('carrier@ opens a booking whose card was declined: it offers Retry the payment, not Cancel', async ({ page }) => {
  const booking = await bookTwoSlots('4000 0000 0000 0002');
  expect(booking.status).toBe('Payment Failed');
  await signIn(page, USERS.carrier, `/reservations/${booking.reservationId}`);
  await expect(page.locator('[data-field="status"]').getByText('Payment Failed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retry the payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel|Extend/ })).toHaveCount(0);
});
