import { expect, test, type Page } from '@playwright/test';
import { TRACTOR_LABEL, USERS, signIn, fillSearchNearCalgary } from './support';

const LOT = 'Prairie Stop Calgary North';
const cad = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }).format(minor / 100);

/** Chooses the `nth` option (1 = the first after the placeholder) of a select and presses its Add button; answers the option's text. */
async function add(page: Page, label: 'Driver' | 'Truck or trailer', nth: number, pattern?: RegExp) {
  const select = page.getByLabel(label, { exact: true });
  const option = pattern ? select.locator('option', { hasText: pattern }).nth(nth - 1) : select.locator('option').nth(nth);
  const [value, text] = [await option.getAttribute('value'), await option.textContent()];
  await select.selectOption(value ?? '');
  await page.getByRole('button', { name: label === 'Driver' ? 'Add driver' : 'Add asset' }).click();
  return text ?? '';
}

test('a driver and his truck are one entry of one slot: booked as one entry per slot, the counts refresh, and cancelling one slot refunds exactly that slot', async ({
  page,
}) => {
  test.slow();
  await signIn(page, USERS.carrier, '/reserve');
  const active = page.getByTestId('count-activeReservations');
  await expect(active).toHaveText(/^\d+$/);
  const before = Number(await active.textContent());

  const search = await fillSearchNearCalgary(page, '2');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Reserve at ${LOT}` }).click();
  await expect(page.getByRole('heading', { name: `Booking at ${LOT}` })).toBeVisible();

  // A driver then his tractor: one entry. A second tractor, then its driver: "Add driver" fills its slot.
  const entries = page.getByRole('table', { name: 'Drivers and assets of this booking' });
  const firstDriver = await add(page, 'Driver', 1);
  await add(page, 'Truck or trailer', 1, TRACTOR_LABEL);
  await expect(entries.getByRole('row')).toHaveCount(2);
  await expect(entries.getByRole('row').nth(1)).toContainText(new RegExp(`1${firstDriver}${TRACTOR_LABEL.source}`));
  await expect(page.getByTestId('slots-used')).toHaveText('Entries: 1 of 2 slots');
  await add(page, 'Truck or trailer', 1, TRACTOR_LABEL);
  await expect(entries.getByRole('row').nth(2)).toContainText(new RegExp(`2—${TRACTOR_LABEL.source}`));
  const secondDriver = await add(page, 'Driver', 1);
  await expect(entries.getByRole('row')).toHaveCount(3);
  await expect(entries.getByRole('row').nth(2)).toContainText(new RegExp(`2${secondDriver}${TRACTOR_LABEL.source}`));
  await expect(page.getByTestId('slots-used')).toHaveText('Entries: 2 of 2 slots');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Pay with').selectOption({ label: 'A card number' });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  const booked = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/reservations');
  await page.getByRole('button', { name: /Book and pay/ }).click();
  const answer = await booked;
  // The API receives one entry per slot, each holding a driver and a truck.
  const body = answer.request().postDataJSON() as { slots: number; entries: { driverId?: number; assetId?: number }[] };
  expect(body.slots).toBe(2);
  expect(body.entries.map((entry) => Object.keys(entry).sort())).toEqual([
    ['assetId', 'driverId'],
    ['assetId', 'driverId'],
  ]);
  const created = (await answer.json()) as { reservationId: number; amountMinor: number };
  await expect(page.getByRole('heading', { name: `Reservation ${created.reservationId} is booked` })).toBeVisible();
  // The counts above the booking refresh with it, with no reload.
  await expect(active).toHaveText(String(before + 1));

  // Cancelling one slot (the first driver and his truck) of the two: allowed, that slot's refund previewed and given.
  await page.goto(`/reservations/${created.reservationId}`);
  const booking = page.getByRole('table', { name: 'Drivers and assets' });
  await expect(booking.locator('tbody tr')).toHaveCount(2);
  await page.getByRole('button', { name: 'Cancel entries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel some entries' });
  await dialog.getByText(new RegExp(`^1\\. ${firstDriver} · `)).click();
  const slot = Math.round(created.amountMinor / 2);
  await expect(dialog.getByTestId('refund-preview')).toHaveText(`Refund: ${cad(slot)}`);
  await expect(dialog.getByTestId('cancels-whole')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel chosen entries (1)' }).click();
  await expect(dialog).toBeHidden();
  await expect(booking.locator('tbody tr')).toHaveCount(1);
  await expect(booking).toContainText(secondDriver);
  await expect(booking).not.toContainText(firstDriver);
  await expect(page.locator('[data-field="slots"]')).toHaveText('1');
  await expect(page.getByTestId('refunded-total')).toHaveText(cad(slot));
});
