import { expect, test, type Page } from '@playwright/test';
import { USERS, signIn } from './support';

/** A start past the seeded bookings (at most two months ahead) and within the 365-day booking window, as the datetime-local input takes it. */
function startInput(daysAhead: number): string {
  const start = new Date(Date.now() + daysAhead * 24 * 3600 * 1000);
  start.setMinutes(0, 0, 0);
  const local = new Date(start.getTime() - start.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Fills /bookReservations: a Prairie lot, Northline Freight, 2 slots of 24 hrs. */
async function fillFleetBooking(page: Page, daysAhead: number) {
  await page.goto('/bookReservations');
  await expect(page.getByRole('heading', { name: 'Book for a fleet' })).toBeVisible();
  const lot = page.getByLabel('Parking lot');
  await expect(lot.locator('option', { hasText: '(Prairie Truck Stops)' }).first()).toBeAttached();
  const prairieLot = await lot.locator('option', { hasText: '(Prairie Truck Stops)' }).first().getAttribute('value');
  await lot.selectOption(prairieLot!);
  const fleet = page.getByLabel('Fleet organisation');
  await expect(fleet.locator('option', { hasText: 'Northline Freight' })).toBeAttached();
  await fleet.selectOption({ label: 'Northline Freight' });
  await page.getByLabel('Start').fill(startInput(daysAhead + Math.floor(Math.random() * 120)));
  await page.getByLabel('Duration').selectOption('24 hrs');
  await page.getByLabel('Slots').fill('2');
  await expect(page.getByTestId('fleet-quote')).toContainText('Total');
}

// /bookReservations: the platform acting as the owner (the menu item is the platform's,
// SPEC §6 view 'admin') books at a Prairie lot for the carrier Northline; pay later by default.
test("the platform books for a fleet at an owner's lot, pay later: the reservation is Northline's and To be Paid", async ({ page }) => {
  await signIn(page, USERS.admin);
  await fillFleetBooking(page, 70);
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page).toHaveURL(/\/reservations\/\d+$/);
  await expect(page.locator('[data-field="customer"]')).toHaveText('Northline Freight');
  await expect(page.locator('[data-field="bookedBy"]')).toHaveText('Haulstop Platform');
  await expect(page.locator('[data-field="slots"]')).toHaveText('2');
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('cell', { name: 'Pay later' })).toBeVisible();
  await expect(payments.getByText('To be Paid')).toBeVisible();
});

test("overriding the drivers' payments with a sandbox card: paid, Upcoming, with a gate code", async ({ page }) => {
  await signIn(page, USERS.admin);
  await fillFleetBooking(page, 220);
  await page.getByText('Override driver payments').click();
  await page.getByLabel('Payment', { exact: true }).selectOption('CARD');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page).toHaveURL(/\/reservations\/\d+$/);
  await expect(page.locator('[data-field="status"]').getByText('Upcoming')).toHaveAttribute('data-status-color', 'green');
  await expect(page.getByTestId('gate-code')).toHaveText(/^\d{6}$/);
  await expect(page.getByRole('table', { name: 'Payments' }).getByText('Payment Success')).toBeVisible();
});
