import { expect, test } from '@playwright/test';
import { zonedInstant } from '../../shared/src/time/zones';
import { TRACTOR_LABEL, USERS, signIn, fillSearchNearCalgary } from './support';

const LOT = 'Prairie Stop Calgary North';

test('a driver missing from the fleet is added from inside the booking without losing what was entered, and the booking is made', async ({ page }) => {
  await signIn(page, USERS.carrier, '/reserve');
  const search = await fillSearchNearCalgary(page, '1');
  const startLocal = await search.getByLabel('Start').inputValue();
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Reserve at ${LOT}` }).click();
  await expect(page.getByRole('heading', { name: `Booking at ${LOT}` })).toBeVisible();

  // A tractor from the fleet first: what was entered before the new driver.
  const assets = page.getByLabel('Truck or trailer', { exact: true });
  await assets.selectOption((await assets.locator('option', { hasText: TRACTOR_LABEL }).first().getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Add asset' }).click();

  // The driver is not in the fleet: created in a dialog, on the same screen.
  const lastName = `Newhire${Date.now() % 1_000_000}`;
  await page.getByRole('button', { name: 'New driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'New driver for this booking' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter First Name')).toBeVisible(); // the shared driver rules
  await dialog.getByLabel('First name').fill('Rosa');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The booking kept its lot, its slot count and its entry; the new driver joins the tractor's slot.
  await expect(page.getByRole('heading', { name: `Booking at ${LOT}` })).toBeVisible();
  await expect(page.getByLabel('Slots')).toHaveValue('1');
  const entries = page.getByRole('table', { name: 'Drivers and assets of this booking' });
  await expect(entries.getByRole('row')).toHaveCount(2);
  await expect(entries.getByRole('row').nth(1)).toContainText(new RegExp(`1Rosa ${lastName}${TRACTOR_LABEL.source}`));
  // One entry is one slot: the driver and his tractor.
  await expect(page.getByTestId('slots-used')).toHaveText('Entries: 1 of 1 slots');
  // The new driver is in the fleet now: removed from the booking with the slot, it is offered in the list; listed again, it is entry 1 again.
  await page.getByRole('button', { name: 'Remove entry 1' }).click();
  await expect(page.getByText('No driver or asset added yet (optional).')).toBeVisible();
  const drivers = page.getByLabel('Driver', { exact: true });
  await drivers.selectOption({ label: `Rosa ${lastName}` });
  await page.getByRole('button', { name: 'Add driver' }).click();
  await expect(entries.getByRole('row').nth(1)).toContainText(`1Rosa ${lastName}—`);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Pay with').selectOption({ label: 'A card number' });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Booking summary')).toContainText(LOT);
  const booked = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/reservations');
  await page.getByRole('button', { name: /Book and pay/ }).click();
  await expect(page.getByRole('heading', { name: /^Reservation \d+ is booked$/ })).toBeVisible();
  // What is booked is the one slot and its one entry (the new driver), starting at the time entered on
  // the Calgary lot's clock (Mountain time), whatever the browser's zone.
  const body = (await booked).postDataJSON() as { startAt: string; slots: number; entries: { driverId?: number; assetId?: number }[] };
  expect(body.startAt).toBe(zonedInstant(startLocal, 'America/Edmonton')?.toISOString());
  expect(body.slots).toBe(1);
  expect(body.entries.map((entry) => Object.keys(entry))).toEqual([['driverId']]);
});

test('the start picker offers the booking window, from now to 365 days ahead, and refuses a start beyond it', async ({ page }) => {
  await signIn(page, USERS.carrier, '/reserve');
  const search = page.getByRole('form', { name: 'Find a parking lot' });
  const start = search.getByLabel('Start');
  await expect(search.getByText('From now to 365 days ahead')).toBeVisible();
  const [min, max] = [await start.getAttribute('min'), await start.getAttribute('max')];
  const days = (Date.parse(max ?? '') - Date.parse(min ?? '')) / 86_400_000;
  // 365 days and the grace, give or take a change of summer time; min and max are lot wall-clock times (the
  // westernmost lot's now, the easternmost lot's horizon), so the lots' spread of zones adds up to a few hours.
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.3);
  await start.fill('2999-01-01T10:00');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText('The start cannot be more than 365 days ahead')).toBeVisible();
  await start.fill('2020-01-01T10:00');
  await expect(search.getByText('The start cannot be in the past')).toBeVisible();
});
