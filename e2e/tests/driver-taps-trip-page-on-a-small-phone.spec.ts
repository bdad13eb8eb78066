import { expect, test, type Page } from '@playwright/test';
import { bookThroughApi, carrierApi, newCarrierDriver } from './carrier-api-support';
import { mailedTripLink } from './outbox';

/** Every control a driver taps on the trip page (links, buttons, the duration choice), with its box on screen. */
async function tapTargets(page: Page) {
  const controls = page.locator('.hs-trip').locator('a, button, select');
  const boxes = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    boxes.push({ name: (await control.getAttribute('aria-label')) ?? (await control.innerText()), width: box?.width ?? 0, height: box?.height ?? 0 });
  }
  return boxes;
}

/** carrier@ books one slot of a Prairie lot starting at `start` for a new driver of its own; answers the trip link mailed to the driver and the lot. */
async function bookedTripLink(start: Date) {
  const { api, headers, lots } = await carrierApi();
  const lot = lots.find((l) => l.ownerOrgId === 2 && l.prices.some((p) => p.duration === '6 hrs'))!;
  const driver = await newCarrierDriver(api, headers, 'Tess', 'Tap');
  await bookThroughApi(api, headers, { journey: 'tap', lot, duration: '6 hrs', start, entries: [{ driverId: driver.driverId }] });
  await api.dispose();
  return { link: await mailedTripLink(driver.email), lot };
}

test("a driver's trip page on a small phone: every control is at least 44 px each way, before and after checking in", async ({ browser }) => {
  test.setTimeout(240_000);
  // A window starting in a few minutes: the code, "I'm here" and "I need more time" all show.
  const start = new Date(Date.now() + 5 * 60_000);
  start.setUTCSeconds(0, 0);
  const { link, lot } = await bookedTripLink(start);

  // The smallest phone in common use, by touch.
  const phone = await browser.newContext({ viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: lot.name })).toBeVisible();
  await expect(page.getByRole('button', { name: "I'm here" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask for more time' })).toBeVisible();

  const before = await tapTargets(page);
  expect(before.map((b) => b.name)).toEqual(expect.arrayContaining([`Directions to ${lot.name} (opens your maps app)`, "I'm here", 'Ask for more time']));
  // The duration choice is a control too.
  expect(before.length).toBe(4);
  expect(before.filter((b) => b.width < 44 || b.height < 44)).toEqual([]);
  // Nothing wider than the screen: no sideways scrolling to reach a control.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole('button', { name: "I'm here" }).click();
  await expect(page.getByRole('button', { name: 'I left' })).toBeVisible();
  const after = await tapTargets(page);
  expect(after.map((b) => b.name)).toEqual(expect.arrayContaining(['I left']));
  expect(after.filter((b) => b.width < 44 || b.height < 44)).toEqual([]);

  await phone.close();
});

test("a driver's trip link asks for the trip once, from the page itself, and loads no API client for it", async ({ browser }) => {
  test.setTimeout(240_000);
  const later = new Date(Date.now() + (3 + Math.floor(Math.random() * 20)) * 86_400_000);
  later.setUTCMinutes(0, 0, 0);
  const { link, lot } = await bookedTripLink(later);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  const tripRequests: string[] = [];
  const axiosScripts: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/trips/')) tripRequests.push(r.url());
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // axios's error codes are strings the minifier keeps: a script holding one is axios.
    if ((await response.text().catch(() => '')).includes('ERR_FR_TOO_MANY_REDIRECTS')) axiosScripts.push(new URL(response.url()).pathname);
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: lot.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(tripRequests).toHaveLength(1);
  expect(axiosScripts).toEqual([]);
  // The host's public-page scripts, preloaded by the page itself (each was a round trip after the entry had run).
  const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((all) => all.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const publicScripts = scripts.filter((file) => file.startsWith('/public-'));
  expect(publicScripts.length).toBeGreaterThan(0);
  expect(publicScripts.filter((file) => !preloaded.includes(file))).toEqual([]);
  await phone.close();
});
