import { expect, test } from '@playwright/test';
import { bookThroughApi, carrierApi, noonUtcInDays } from './carrier-api-support';
import { USERS, signIn } from './support';

/** A two-slot booking carrier@ (Northline) makes through the API at a US Prairie lot, paid with `cardNumber` (DESIGN §7 sandbox cards). */
async function bookTwoSlots(cardNumber: string) {
  const { api, headers, lots } = await carrierApi();
  const lot = lots.find((l) => l.ownerOrgId === 2 && l.currency === 'USD' && l.prices.some((p) => p.duration === '24 hrs'))!;
  const start = noonUtcInDays(100, 200);
  const created = await bookThroughApi(api, headers, { journey: 'lifecycle', lot, duration: '24 hrs', start, entries: [{}, {}], cardNumber });
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
