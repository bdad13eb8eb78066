import { expect, test } from '@playwright/test';
import { bookThroughApi, carrierApi, noonUtcInDays } from './carrier-api-support';
import { USERS, signIn } from './support';

const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100).replace('$', 'US$');

/**
 * A booking carrier@ (Northline) makes through the API, with an Idempotency-Key (DESIGN §7): two
 * slots of a US Prairie lot, one for each of two Northline drivers, paid with the sandbox card.
 */
async function bookTwoSlots(day: number) {
  const { api, headers, lots } = await carrierApi();
  const lot = lots.find((l) => l.ownerOrgId === 2 && l.currency === 'USD' && l.prices.some((p) => p.duration === '24 hrs'))!;
  const drivers = (await (await api.get('/api/drivers', { headers, params: { page: 0, size: 2 } })).json()).content as {
    driverId: number;
    firstName: string;
    lastName: string;
  }[];
  const start = noonUtcInDays(70 + day, 280);
  const entries = drivers.map((d) => ({ driverId: d.driverId }));
  const created = await bookThroughApi(api, headers, { journey: 'details', lot, duration: '24 hrs', start, entries });
  await api.dispose();
  return { ...created, drivers: drivers.map((d) => `${d.firstName} ${d.lastName}`) };
}

test('carrier@ opens a reservation, cancels one of its two entries and sees the refund', async ({ page }) => {
  const booking = await bookTwoSlots(1);
  await signIn(page, USERS.carrier, `/reservations/${booking.reservationId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${booking.reservationId}` })).toBeVisible();
  // Upcoming is green; the gate code of a paid booking is shown.
  await expect(page.locator('[data-field="status"]').getByText('Upcoming')).toHaveAttribute('data-status-color', 'green');
  await expect(page.getByTestId('gate-code')).toHaveText(/^\d{6}$/);
  const entries = page.getByRole('table', { name: 'Drivers and assets' });
  await expect(entries.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('refunded-total')).toHaveText(usd(0));
  // The status history: the booking's first status, recorded when it was made.
  await expect(page.getByRole('table', { name: 'Status history' }).getByText('Upcoming')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel entries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel some entries' });
  await dialog.getByText(`1. ${booking.drivers[0]}`).click();
  const refund = Math.round(booking.amountMinor / 2);
  await expect(dialog.getByTestId('refund-preview')).toHaveText(`Refund: ${usd(refund)}`);
  await dialog.getByRole('button', { name: 'Cancel chosen entries (1)' }).click();
  await expect(dialog).toBeHidden();

  await expect(entries.locator('tbody tr')).toHaveCount(1);
  await expect(entries).toContainText(booking.drivers[1]);
  await expect(page.getByTestId('refunded-total')).toHaveText(usd(refund));
  await expect(page.getByRole('table', { name: 'Payments' }).getByText('Payment Refunded')).toBeVisible();
  await expect(page.locator('[data-field="slots"]')).toHaveText('1');
});

test("owner@ sees the same booking read-only, with the customer's name", async ({ page }) => {
  const booking = await bookTwoSlots(2);
  await signIn(page, USERS.owner, `/reservations/${booking.reservationId}`);
  await expect(page.locator('[data-field="customer"]')).toHaveText('Northline Freight');
  await expect(page.getByTestId('read-only')).toContainText('Northline Freight');
  await expect(page.getByTestId('gate-code')).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel|Extend/ })).toHaveCount(0);

  // /reservationparkdetails/{id} (remote-reports) hands over to the same page.
  await page.goto(`/reservationparkdetails/${booking.reservationId}`);
  await expect(page).toHaveURL(new RegExp(`/reservations/${booking.reservationId}$`));
  await expect(page.locator('[data-field="customer"]')).toHaveText('Northline Freight');
});

test('another organisation opening the id sees "Record not found."', async ({ page }) => {
  const booking = await bookTwoSlots(3);
  await signIn(page, USERS.broker, `/reservations/${booking.reservationId}`);
  await expect(page.getByText('Record not found.')).toBeVisible();
});
