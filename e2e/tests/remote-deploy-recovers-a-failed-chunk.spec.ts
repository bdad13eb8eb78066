import { expect, test, type Page } from '@playwright/test';
import { loginAs, USERS } from './support';

// A remote page's chunk that fails to load (a stale cache, a network blip during a deploy) is
// retried by the federation runtime, then the remote's container is reloaded (its entry fetched
// again under a cache-busting query) and the page loaded once more: the page appears, and the
// console is never reloaded.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test("a remote page whose chunk fails twice still appears, by reloading the remote's container, without a page reload", async ({ page }) => {
  await loginAs(page, USERS.admin);
  await expect(page).toHaveURL(/\/mapDashboard$/);
  await page.evaluate(() => ((window as unknown as { __sameDocument: string }).__sameDocument = 'yes'));

  const entries: string[] = [];
  page.on('request', (request) => {
    if (/remoteEntry\.js/.test(request.url())) entries.push(request.url());
  });
  let blocked = 0;
  // The first load and the runtime's own retry of the Reservations page's chunk fail.
  await page.route(
    /__federation_expose_Reservations\.[0-9a-f]+\.js$/,
    (route) => {
      blocked += 1;
      return route.abort('connectionreset');
    },
    { times: 2 },
  );

  await mainMenu(page).getByRole('button', { name: 'Reports' }).click();
  await mainMenu(page).getByRole('link', { name: 'Reservations', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Reservations' }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });

  expect(blocked).toBe(2);
  expect(
    entries.some((url) => /remoteEntry\.js\?reload=\d+$/.test(url)),
    `the container was reloaded: ${entries.join(', ')}`,
  ).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument), 'no page reload').toBe('yes');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
