import { expect, test } from '@playwright/test';
import { API } from './header-support';
import { carrierBooksOneSlot } from './live-support';

test('the global dashboard needs no login, has no header or footer, and its counts change live after a booking and a cancel', async ({ page }) => {
  const lots = (await (await page.request.get(`${API}/api/public/lots`)).json()).content as {
    parkingLotId: number;
    name: string;
    availableSlots: number;
    totalSlots: number;
  }[];
  const lot = lots.find((l) => l.availableSlots >= 2)!;
  expect(lot).toBeDefined();

  // The page asks the server for one page of lots (by name until the driver searches or is located), not every lot.
  const lotsRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/public/lots');
  await page.goto('/globaldashboard');
  expect(new URL((await lotsRequest).url()).searchParams.get('size')).toBe('50');
  await expect(page.getByRole('heading', { level: 1, name: 'Live parking availability' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const item = page
    .getByRole('list', { name: 'Parking lots' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: lot.name, exact: true }) });
  await expect(item).toContainText(`${lot.availableSlots} of ${lot.totalSlots} slots available`);

  // Booked now, elsewhere: the count drops on this open page, with no reload.
  await page.evaluate(() => ((window as unknown as { __noReload: string }).__noReload = 'still here'));
  const booking = await carrierBooksOneSlot(lot.parkingLotId);
  await expect(item).toContainText(`${lot.availableSlots - 1} of ${lot.totalSlots} slots available`);

  // Cancelled: the slot comes back.
  await booking.cancel();
  await expect(item).toContainText(`${lot.availableSlots} of ${lot.totalSlots} slots available`);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe('still here');
});
