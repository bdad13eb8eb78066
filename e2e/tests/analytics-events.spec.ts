import { expect, test, type Page } from '@playwright/test';
import { NAMES } from './header-support';
import { loginAs, USERS } from './support';

// User_login (user_id, user_name, user_role) and page_view
// (page_title, page_path), pushed to the Google tag's data layer (host/src/features/analytics).
// The console is offline: the tag script cannot load, and that must break nothing.

const TAG_ID = 'G-E2ETEST01';

type DataLayerEvent = { event: string } & Record<string, unknown>;

/** The named events in window.dataLayer (gtag's own `arguments` entries left out). */
const events = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (!layer) return null;
    return layer.filter((e) => typeof (e as { event?: unknown }).event === 'string').map((e) => ({ ...(e as object) })) as DataLayerEvent[];
  });

/** server.json as the console serves it, with a googleTagId; the tag's script host is unreachable. */
async function serveTagId(page: Page, tagScripts: string[]) {
  await page.route('**/server.json*', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, googleTagId: TAG_ID } });
  });
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagScripts.push(route.request().url());
    return route.abort('internetdisconnected');
  });
}

test.describe('analytics events', () => {
  test('with a googleTagId, login pushes user_login and every route change pushes page_view; the offline tag breaks nothing', async ({ page }) => {
    const tagScripts: string[] = [];
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    await serveTagId(page, tagScripts);

    await loginAs(page, USERS.owner);
    await expect(page).toHaveURL(/\/mapDashboard$/);
    // The tag was asked for once, with the configured id, and failed to load.
    expect(tagScripts).toHaveLength(1);
    expect(tagScripts[0]).toContain(`id=${TAG_ID}`);
    await expect(page.locator('script#haulstop-gtag')).toHaveCount(1);

    const userId = Number(await page.evaluate(() => sessionStorage.getItem('userId')));
    expect(userId).toBeGreaterThan(0);
    await expect
      .poll(() => events(page))
      .toEqual(
        expect.arrayContaining([
          { event: 'user_login', user_id: userId, user_name: NAMES.owner, user_role: 'admin' },
          { event: 'page_view', page_title: 'Haulstop', page_path: '/' },
          { event: 'page_view', page_title: 'Haulstop - Map Dashboard', page_path: '/mapDashboard' },
        ]),
      );
    const logins = (await events(page))!.filter((e) => e.event === 'user_login');
    expect(logins).toHaveLength(1);

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Invoices' }).click();
    await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();
    await expect
      .poll(async () => (await events(page))!.at(-1))
      .toEqual({ event: 'page_view', page_title: 'Haulstop - Invoices', page_path: '/invoiceDashboard' });

    await nav.getByRole('button', { name: 'Reports' }).click();
    await nav.getByRole('link', { name: 'Reservations', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Reservations' }).getByRole('row').nth(1)).toBeVisible();
    await expect
      .poll(async () => (await events(page))!.at(-1))
      .toEqual({ event: 'page_view', page_title: 'Haulstop - Reservations', page_path: '/reservations' });

    // One page_view per route change, in order.
    const paths = (await events(page))!.filter((e) => e.event === 'page_view').map((e) => e.page_path);
    expect(paths).toEqual(['/', '/mapDashboard', '/invoiceDashboard', '/reservations']);
    // Nothing broke: no uncaught error, the tag is still only asked for once.
    expect(pageErrors).toEqual([]);
    expect(tagScripts).toHaveLength(1);
  });

  // manager@ rather than dispatch@ or broker@: the password and profile specs change those two.
  test('user_login carries the role the user holds in their organisation, as stored (manager@: Prairie Truck Stops, Manager)', async ({ page }) => {
    await serveTagId(page, []);
    await loginAs(page, USERS.manager);
    const userId = Number(await page.evaluate(() => sessionStorage.getItem('userId')));
    expect(await page.evaluate(() => sessionStorage.getItem('role'))).toBe('Manager');
    await expect
      .poll(() => events(page))
      .toEqual(expect.arrayContaining([{ event: 'user_login', user_id: userId, user_name: 'Marcus Reyes', user_role: 'Manager' }]));
  });

  test('without a googleTagId (the default server.json) no tag is loaded and no event is pushed', async ({ page }) => {
    const tagRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('googletagmanager')) tagRequests.push(r.url());
    });
    await loginAs(page, USERS.owner);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveTitle('Haulstop - Invoices');
    expect(await events(page)).toBeNull();
    await expect(page.locator('script#haulstop-gtag')).toHaveCount(0);
    expect(tagRequests).toEqual([]);
  });
});
