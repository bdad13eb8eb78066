import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookThroughApi, carrierApi, newCarrierDriver, type Driver, type Lot } from './carrier-api-support';
import { mailedTripLink } from './outbox';

/** carrier@ (Northline) books one slot of a Prairie lot for a driver through the API, paid with the sandbox card. */
async function bookFor(api: APIRequestContext, headers: Record<string, string>, lot: Lot, driver: Driver, start: Date) {
  return bookThroughApi(api, headers, { journey: 'trip', lot, duration: '6 hrs', start, entries: [{ driverId: driver.driverId }] });
}

test("a driver opens the trip link mailed for a booking on a phone: the window at the lot's clock, no code before it opens; inside it the code, I'm here, I left", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { api, headers, lots } = await carrierApi();
  const lot = lots.find((l) => l.ownerOrgId === 2 && l.prices.some((p) => p.duration === '6 hrs'))!;
  const driver = await newCarrierDriver(api, headers, 'Ray', 'Trip');

  // A phone, signed in to nothing: the driver has no account.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();

  // A window in a few days: the page shows it, and when the code will show, never the code.
  const later = new Date(Date.now() + (3 + Math.floor(Math.random() * 20)) * 86_400_000);
  later.setUTCMinutes(0, 0, 0);
  await bookFor(api, headers, lot, driver, later);
  const laterLink = await mailedTripLink(driver.email as string);
  await page.goto(laterLink);
  await expect(page.getByRole('heading', { level: 1, name: lot.name })).toBeVisible();
  await expect(page.getByText(`Hello ${driver.firstName}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your window' })).toContainText(/\d{1,2}:\d{2}\s[AP]M [A-Z]{3,4} to /);
  const code = page.getByRole('region', { name: 'Gate code' });
  await expect(code).toContainText(/The gate code shows from .+ [A-Z]{3,4}\./);
  await expect(code.locator('[data-part=code]')).toHaveCount(0);
  await expect(page.getByText('Not arrived')).toBeVisible();

  // A window starting in a few minutes: the code shows, the driver checks in, then out.
  const soon = new Date(Date.now() + 5 * 60_000);
  soon.setUTCSeconds(0, 0);
  await bookFor(api, headers, lot, driver, soon);
  const soonLink = await mailedTripLink(driver.email as string, [laterLink]);
  await page.goto(soonLink);
  await expect(code.locator('[data-part=code]')).toHaveText(/^\d{6}$/);
  const here = page.getByRole('button', { name: "I'm here" });
  const box = await here.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await here.click();
  await expect(page.getByText('You are checked in.')).toBeVisible();
  await expect(page.getByText('On the lot')).toBeVisible();
  await expect(page.getByText(/^Checked in .+ [A-Z]{3,4}$/)).toBeVisible();
  await page.getByRole('button', { name: 'I left' }).click();
  await expect(page.getByText('You are checked out. Safe travels!')).toBeVisible();
  await expect(page.getByText('Left', { exact: true })).toBeVisible();

  // A link that is not one: a clear page.
  await page.goto(`${new URL(soonLink).origin}/trip/not-a-real-token`);
  await expect(page.getByRole('heading', { level: 1, name: 'This trip link does not work' })).toBeVisible();

  await phone.close();
  await api.dispose();
});
