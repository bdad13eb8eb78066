import { expect, test, type Page } from '@playwright/test';
import { TRACTOR_LABEL, USERS, signIn, fillSearchNearCalgary } from './support';

/** Searches near Calgary for one day and opens the booking of the named lot. */
async function searchAndReserve(page: Page, lotName: string, slots = '1') {
  await page.goto('/reserve');
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve' })).toBeVisible();
  const search = await fillSearchNearCalgary(page, slots);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: /parking lots? found/ })).toBeVisible();
  await page.getByRole('button', { name: `Reserve at ${lotName}` }).click();
  await expect(page.getByRole('heading', { name: `Booking at ${lotName}` })).toBeVisible();
}

async function addFirst(page: Page, label: 'Driver' | 'Truck or trailer', button: 'Add driver' | 'Add asset') {
  const select = page.getByLabel(label, { exact: true });
  const first = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(first ?? '');
  await page.getByRole('button', { name: button }).click();
}

/** Lists the first tractor the booking does not name yet. */
async function addTractor(page: Page) {
  const select = page.getByLabel('Truck or trailer', { exact: true });
  const tractor = await select.locator('option', { hasText: TRACTOR_LABEL }).first().getAttribute('value');
  await select.selectOption(tractor ?? '');
  await page.getByRole('button', { name: 'Add asset' }).click();
}

test('a carrier books through /reserve: a declined card first, then paid on payment retry, with a gate code', async ({ page }) => {
  await signIn(page, USERS.carrier);
  // SPEC §3 counts stay visible on the screen.
  await page.goto('/reserve');
  await expect(page.getByText('Active reservations')).toBeVisible();
  await searchAndReserve(page, 'Prairie Stop Calgary North');

  // Entries numbered sno, each one slot: a driver with his tractor is one entry; a second truck is
  // a second entry, refused until the slots are raised.
  await addFirst(page, 'Driver', 'Add driver');
  await addTractor(page);
  const entries = page.getByRole('table', { name: 'Drivers and assets of this booking' });
  await expect(entries.getByRole('row')).toHaveCount(2);
  await expect(entries.getByRole('row').nth(1)).toContainText(TRACTOR_LABEL);
  await expect(page.getByTestId('slots-used')).toHaveText('Entries: 1 of 1 slots');
  await addTractor(page);
  await expect(page.getByTestId('slots-used')).toHaveText('Entries: 2 of 1 slots');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('More entries than slots: each entry is one slot, holding a driver, a truck or both');
  await page.getByLabel('Slots').fill('2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Payment: a bad card number is refused in the form, then the sandbox's declined card.
  await page.getByLabel('Pay with').selectOption({ label: 'A card number' });
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a valid card number')).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Next' }).click();

  // Review: the Alberta lot carries GST as its own line (Canadian taxes), then the total.
  const summary = page.getByLabel('Booking summary');
  await expect(summary).toContainText('GST (5%)'); // the rate in the language's style (formatRate)
  await expect(summary).toContainText('Total');
  await page.getByRole('button', { name: /Book and pay/ }).click();

  await expect(page.getByText(/the payment failed/)).toBeVisible();
  await expect(page.getByText('The card was declined.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Retry payment' }).click();

  await expect(page).toHaveURL(/\/paymentRetry\/\d+$/);
  await page.getByLabel('Pay with').selectOption({ label: 'A card number' });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  const result = page.getByRole('region', { name: 'Payment result' });
  await expect(result).toContainText(/is paid/);
  await expect(result.getByLabel('Gate code')).toHaveText(/^\d{6}$/);
});

test('SPEC §4: changing the parking lot clears the driver/asset list and the slot count', async ({ page }) => {
  await signIn(page, USERS.carrier);
  await searchAndReserve(page, 'Prairie Stop Calgary North', '3');
  await expect(page.getByLabel('Slots')).toHaveValue('3');
  await page.getByLabel('Slots').fill('5');
  await addFirst(page, 'Driver', 'Add driver');
  await expect(page.getByRole('table', { name: 'Drivers and assets of this booking' })).toBeVisible();

  await page.getByRole('button', { name: 'Choose another lot' }).click();
  await page.getByRole('button', { name: 'Reserve at Prairie Stop Edmonton' }).click();
  await expect(page.getByText('No driver or asset added yet (optional).')).toBeVisible();
  // The count starts again from the search (3), not from what the other lot's booking had (5).
  await expect(page.getByLabel('Slots')).toHaveValue('3');
});
