import { expect, request, test } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, USERS, signIn } from './support';

type Lot = { parkingLotId: number; ownerOrgId: number; currency: string; prices: { duration: string }[] };

/** A one-slot, 24-hour booking carrier@ (Northline) makes through the API at a Canadian Prairie lot, paid with a card typed once. */
async function bookAtCanadianLot() {
  const api = await request.newContext({ baseURL: API });
  const login = await (await api.post('/api/auth/login', { data: { loginId: USERS.carrier, password: DEMO_PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${login.token}`, 'X-Org-Id': '3' };
  const lots = (await (await api.get('/api/parkingLots', { headers, params: { page: 0, size: 100 } })).json()).content as Lot[];
  const lot = lots.find(
    (l) => l.ownerOrgId === 2 && l.currency === 'CAD' && ['24 hrs', '12 hrs'].every((duration) => l.prices.some((p) => p.duration === duration)),
  )!;
  // Late in the booking window, so the booking is among the newest starts the list shows first.
  const start = new Date(Date.now() + (330 + Math.floor(Math.random() * 25)) * 24 * 3600 * 1000);
  start.setUTCHours(12, 0, 0, 0);
  const booked = await api.post('/api/reservations', {
    headers: { ...headers, 'Idempotency-Key': `e2e-extend-${start.getTime()}-${Math.random()}` },
    data: {
      parkingLotId: lot.parkingLotId,
      duration: '24 hrs',
      startAt: start.toISOString(),
      slots: 1,
      entries: [{}],
      payment: { method: 'CARD', cardNumber: '4242424242424242' },
    },
  });
  expect(booked.status()).toBe(201);
  const created = (await booked.json()) as { reservationId: number; amountMinor: number };
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
