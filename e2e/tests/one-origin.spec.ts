import { expect, test, type Page } from '@playwright/test';
import { carrierBooksOneSlot } from './live-support';
import { USERS, loginAs } from './support';

// The console as `npm start` serves it (scripts/console.mjs): one origin, the remotes'
// files under /remotes/<name>/ and the API under /api/, named so by that host's server.json. The
// rest of the suite runs the host whose server.json names each remote's and the API's own origin;
// the e2e console serves this one beside it, on its own port.
const ONE_ORIGIN = 'http://127.0.0.1:8085';
test.use({ baseURL: ONE_ORIGIN });

/**
 * Every script, document, call and event stream the page asks for, by origin. Images are left
 * out: the e2e API names its own origin in the photo and file links it answers (PUBLIC_URL), as
 * the suite's other host needs; `npm start` gives it the host's.
 */
function askedFor(page: Page): { origins: () => string[]; scripts: string[] } {
  const urls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (['document', 'script', 'fetch', 'xhr', 'eventsource'].includes(request.resourceType())) urls.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { origins: () => [...new Set(urls.map((url) => new URL(url).origin))], scripts };
}

test("the one-origin host's server.json names the API and every remote under its own origin", async ({ page }) => {
  const config = await (await page.request.get('/server.json')).json();
  expect(config.servers.server.url).toBe(ONE_ORIGIN);
  expect(config.remotes).toEqual({
    reserve: `${ONE_ORIGIN}/remotes/reserve/remoteEntry.js`,
    finance: `${ONE_ORIGIN}/remotes/finance/remoteEntry.js`,
    admin: `${ONE_ORIGIN}/remotes/admin/remoteEntry.js`,
    reports: `${ONE_ORIGIN}/remotes/reports/remoteEntry.js`,
  });
  // The same remote entry as its own origin serves, and the API's answer through the host.
  const entry = await page.request.get('/remotes/reserve/remoteEntry.js');
  expect(await entry.text()).toBe(await (await page.request.get('http://127.0.0.1:8081/remoteEntry.js')).text());
  expect(await (await page.request.get('/api/health')).json()).toEqual({ status: 'ok' });
});

test('a driver on /globaldashboard gets the lots and their live counts through the one origin', async ({ page }) => {
  const { origins } = askedFor(page);
  const lots = (await (await page.request.get('/api/public/lots')).json()).content as {
    parkingLotId: number;
    name: string;
    availableSlots: number;
    totalSlots: number;
  }[];
  const lot = lots.find((l) => l.availableSlots >= 2)!;
  await page.goto('/globaldashboard');
  const item = page
    .getByRole('list', { name: 'Parking lots' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: lot.name, exact: true }) });
  await expect(item).toContainText(`${lot.availableSlots} of ${lot.totalSlots} slots available`);

  // A booking made elsewhere reaches the open page through the host's forwarding of the event stream.
  const booking = await carrierBooksOneSlot(lot.parkingLotId);
  await expect(item).toContainText(`${lot.availableSlots - 1} of ${lot.totalSlots} slots available`);
  await booking.cancel();
  await expect(item).toContainText(`${lot.availableSlots} of ${lot.totalSlots} slots available`);

  expect(origins()).toEqual([ONE_ORIGIN]);
});

test('an owner signs in and opens a page of each remote, every call on the one origin', async ({ page }) => {
  const { origins, scripts } = askedFor(page);
  await loginAs(page, USERS.owner);

  // remote-reserve
  await page.goto('/mapDashboard');
  await expect(page.getByRole('region', { name: 'Reservation summary' }).getByTestId('count-parkingLots')).toHaveText('13');
  // remote-admin
  await page.goto('/parkingLot');
  await expect(page.getByRole('table', { name: 'Parking Lots' }).getByRole('row')).toHaveCount(11);
  // remote-reports
  await page.goto('/reservations');
  await expect(
    page
      .getByRole('table', { name: 'Reservations' })
      .getByRole('cell', { name: /^Prairie Stop / })
      .first(),
  ).toBeVisible();
  // remote-finance
  await page.goto('/invoiceDashboard');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();

  expect(origins()).toEqual([ONE_ORIGIN]);
  // The remotes' chunks came from their paths under this origin.
  for (const name of ['reserve', 'admin', 'reports', 'finance']) expect(scripts.some((url) => url.startsWith(`${ONE_ORIGIN}/remotes/${name}/`))).toBe(true);
});
