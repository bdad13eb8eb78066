import { expect, test, type Page } from '@playwright/test';
import { NAMES, userMenuButton } from './header-support';
import { loginAs, USERS } from './support';

// Storage names of SPEC §3 (shared/src/session/storage.ts): the last viewed page is {product}LastViewedPage.
const LAST_VIEWED = 'haulstopLastViewedPage';
const SNAPSHOT = `haulstopSession:${USERS.owner}`;

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** One item of this tab's sessionStorage. */
const tabItem = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
/** One item of the origin's localStorage (shared by the tabs). */
const sharedItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
/** The login's session snapshot in localStorage, parsed. */
const snapshot = async (page: Page) => JSON.parse((await sharedItem(page, SNAPSHOT)) ?? 'null') as Record<string, string> | null;

test.describe('session across tabs', () => {
  test('A new tab copies the last login session from local storage into session storage', async ({ page, context }) => {
    await loginAs(page, USERS.owner);
    const token = await tabItem(page, 'token');
    expect(token).toBeTruthy();

    const second = await context.newPage();
    await second.goto('/reservations');
    // The page itself, not the login: the guard let the copied token through.
    await expect(second).toHaveURL(/\/reservations$/);
    await expect(mainMenu(second)).toBeVisible();
    await expect(second.getByRole('table', { name: 'Reservations' }).getByRole('row').nth(1)).toBeVisible();
    await expect(second.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await expect(userMenuButton(second, NAMES.owner)).toBeVisible();

    // The second tab's own sessionStorage holds the same login's token.
    expect(await tabItem(second, 'token')).toBe(token);
    expect(await tabItem(second, 'refreshToken')).toBe(await tabItem(page, 'refreshToken'));
    expect(JSON.parse((await tabItem(second, 'user')) ?? '{}')).toMatchObject({ loginId: USERS.owner });
    await second.close();
  });

  test('a tab opened before any login still shows the login page (nothing to copy)', async ({ page }) => {
    await page.goto('/reservations');
    await expect(page).toHaveURL(/127\.0\.0\.1:8080\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await tabItem(page, 'token')).toBeNull();
  });

  test('The last viewed page path is stored on every route change', async ({ page }) => {
    await loginAs(page, USERS.owner);
    await expect(page).toHaveURL(/\/mapDashboard$/);
    await expect.poll(() => tabItem(page, LAST_VIEWED)).toBe('/mapDashboard');

    await mainMenu(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/invoiceDashboard$/);
    await expect.poll(() => tabItem(page, LAST_VIEWED)).toBe('/invoiceDashboard');
    // The login's snapshot in localStorage follows, so a new tab would open the same page.
    await expect.poll(async () => (await snapshot(page))?.[LAST_VIEWED]).toBe('/invoiceDashboard');

    await mainMenu(page).getByRole('button', { name: 'Reports' }).click();
    await mainMenu(page).getByRole('link', { name: 'Reservations', exact: true }).click();
    await expect(page).toHaveURL(/\/reservations$/);
    await expect.poll(() => tabItem(page, LAST_VIEWED)).toBe('/reservations');
    await expect.poll(async () => (await snapshot(page))?.[LAST_VIEWED]).toBe('/reservations');
  });

  test('The session is copied to local storage on right-click of a link, and the clicked path is saved as last viewed', async ({ page }) => {
    await loginAs(page, USERS.owner);
    await expect(page).toHaveURL(/\/mapDashboard$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Map Dashboard', level: 1 })).toBeVisible();
    // Let the organisation's calls settle: their answers rewrite the snapshot (write-through).
    await page.waitForLoadState('networkidle');
    const token = await tabItem(page, 'token');
    // Start from an origin storage without the copy, so only the right-click can have written it.
    await page.evaluate((keys) => keys.forEach((k) => localStorage.removeItem(k)), [SNAPSHOT, 'lastLoginKey', LAST_VIEWED]);

    await mainMenu(page).getByRole('link', { name: 'Invoices' }).click({ button: 'right' });

    await expect.poll(() => sharedItem(page, LAST_VIEWED)).toBe('/invoiceDashboard');
    expect(await sharedItem(page, 'lastLoginKey')).toBe(USERS.owner);
    expect(await snapshot(page)).toMatchObject({ token, lastLoginKey: USERS.owner });
    // A right-click does not navigate: this tab stays where it was.
    await expect(page).toHaveURL(/\/mapDashboard$/);
    expect(await tabItem(page, LAST_VIEWED)).toBe('/mapDashboard');
  });

  test('the session is copied to local storage on page unload', async ({ page, context }) => {
    await loginAs(page, USERS.owner);
    await mainMenu(page).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/invoiceDashboard$/);
    // The address changes at the click; the page counts as viewed once it shows (the Shell records it
    // then): closing the tab before that stored /mapDashboard in one CI run under load.
    await expect.poll(() => tabItem(page, LAST_VIEWED)).toBe('/invoiceDashboard');
    await page.evaluate((keys) => keys.forEach((k) => localStorage.removeItem(k)), [SNAPSHOT, 'lastLoginKey', LAST_VIEWED]);
    // Keep the origin's storage alive in the context while the first tab unloads.
    const second = await context.newPage();
    await second.goto('/');
    await page.close({ runBeforeUnload: true });

    await expect.poll(() => sharedItem(second, LAST_VIEWED)).toBe('/invoiceDashboard');
    expect(await sharedItem(second, 'lastLoginKey')).toBe(USERS.owner);
    expect(await snapshot(second)).toMatchObject({ [LAST_VIEWED]: '/invoiceDashboard' });
    await second.close();
  });
});
