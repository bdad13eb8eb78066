import { expect, test } from '@playwright/test';
import { bookThroughApi, carrierApi, noonUtcInDays } from './carrier-api-support';
import { USERS, signIn } from './support';

/** A one-slot, 24-hour booking carrier@ (Northline) makes through the API at a Canadian Prairie lot, paid with a card typed once. */
async function bookAtCanadianLot() {
  const { api, headers, lots } = await carrierApi();
  const lot = lots.find(
    (l) => l.ownerOrgId === 2 && l.currency === 'CAD' && ['24 hrs', '12 hrs'].every((duration) => l.prices.some((p) => p.duration === duration)),
  )!;
  // Late in the booking window, so the booking is among the newest starts the list shows first.
  const start = noonUtcInDays(330, 25);
  const created = await bookThroughApi(api, headers, { journey: 'extend', lot, duration: '24 hrs', start, entries: [{}], cardNumber: '4242424242424242' });
  await api.dispose();
  return created;
}

test('carrier@ extends a reservation by 12 hrs as it was paid: the price and GST are shown before confirming, then its length, lines and history say what happened', async ({
  page,
}) => {
  const booking = await bookAtCanadianLot();
  await signIn(page, USERS.carrier, `/reservations/${booking.reservationId}`);
  await expect(page.locator('[data-field="duration"]')).toHaveText('24 hrs');

  await page.locator('#main-content').getByRole('button', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend the reservation' });
  await dialog.getByLabel(/^Extend by/).selectOption({ label: '12 hrs' });
  // The default way to pay is the booking's own (its card), and the price is there before confirming.
  await expect(dialog.getByLabel(/^Payment/)).toHaveValue('previous');
  await expect(dialog.getByLabel(/^Payment/).locator('option:checked')).toHaveText('As the reservation was paid (Card)');
  const price = dialog.getByTestId('extend-price');
  await expect(price).toContainText('12 hrs × 1 slot(s)');
  await expect(price.getByText(/^GST \(5\s?%\)$/)).toHaveCount(1);
  const total = (await dialog.getByTestId('extend-total').textContent())!;
  expect(total).toMatch(/\$\d/);
  await dialog.getByRole('button', { name: 'Extend' }).click();
  await expect(dialog).toBeHidden();

  // The length agrees with the new end; the lines show the extension; GST is listed once.
  await expect(page.locator('[data-field="duration"]')).toHaveText('36 hrs (24 hrs + 12 hrs)');
  const lines = page.getByTestId('reservation-lines');
  await expect(lines.getByTestId('extension-line')).toContainText('Extension: 12 hrs × 1 slot(s)');
  await expect(lines.getByText(/^GST \(5\s?%\)$/)).toHaveCount(1);
  // The status history records the extension: by whom, to which end, and what it charged (the total previewed).
  const extension = page.getByTestId('history-extension');
  await expect(extension).toContainText('Extended by 12 hrs to');
  await expect(extension).toContainText('by Priya Natarajan');
  await expect(extension).toContainText(total.trim());

  // The reservations list says the same length.
  await page.goto('/reservations');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(booking.reservationId), exact: true }) });
  await expect(row).toContainText('36 hrs (24 hrs + 12 hrs)');
});
