import { expect, test, type Page } from '@playwright/test';
import { chooseUserMenuItem, NAMES, openUserMenu } from './header-support';
import { expectAxeClean } from './axe-support';
import { USERS, signIn } from './support';

/**
 * Accessibility: every page a person can reach — public pages, every page in each demo
 * user's menu, a detail page, not-found, the user menu and the three header dialogs open — has no serious or
 * critical axe violation (WCAG 2.1 A and AA rules).
 */
/** Waits until the page shows its own content, not a skeleton or the guard's wait. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('public pages: login, /fr, sign-up, the global dashboard and not-found', async ({ page }) => {
  for (const url of ['/', '/fr', '/signup', '/globaldashboard', '/no-such-page']) {
    await page.goto(url);
    await settle(page);
    await expectAxeClean(page, url);
  }
});

for (const who of ['admin', 'owner', 'carrier'] as const) {
  test(`${who}: every page in the menu`, async ({ page }) => {
    // One axe run per page: the time grows with the menu.
    test.setTimeout(240_000);
    await signIn(page, USERS[who]);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const expandGroups = async () => {
      for (const group of await nav.getByRole('button').all()) {
        if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      }
    };
    await expandGroups();
    const routes = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(routes.length).toBeGreaterThan(2);
    for (const route of routes) {
      // Through the menu, as a person goes from page to page: one full load (and one guard wait,
      // SPEC §2.2) for the whole walk, not one per page.
      const here = new URL(page.url());
      const heading = `${here.pathname}${here.search}` === route ? null : await page.getByRole('heading', { level: 1 }).first().textContent();
      const link = nav.locator(`a[href="${route}"]`);
      if (!(await link.isVisible())) await expandGroups();
      await link.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === route);
      // The page it left may stay on screen while the next one's code arrives: wait for the next one's own heading.
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toHaveCount(0);
      await settle(page);
      await expectAxeClean(page, `${who} ${route}`);
    }
  });
}

test('an organisation detail page (platform)', async ({ page }) => {
  await signIn(page, USERS.admin, '/organizationdetails/2');
  await settle(page);
  await expectAxeClean(page, '/organizationdetails/2');
});

test('the user menu and its Language submenu, open', async ({ page }) => {
  await signIn(page, USERS.admin);
  const menu = await openUserMenu(page, NAMES.admin);
  await menu.getByRole('menuitem', { name: 'Language' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Spanish', exact: true })).toBeVisible();
  await expectAxeClean(page, 'user menu');
});

test('the three header dialogs, open', async ({ page }) => {
  await signIn(page, USERS.admin);
  for (const [item, title] of [
    ['Profile', 'My Profile'],
    ['Change Password', 'Change Password'],
    ['Switch Organization', 'Switch Organization'],
  ]) {
    await chooseUserMenuItem(page, NAMES.admin, item);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page, `dialog ${title}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the finance assistant with an answer (the internal admin)', async ({ page }) => {
  await signIn(page, USERS.admin, '/finai');
  await settle(page);
  await page.getByLabel('Your question').fill('revenue by owner this year');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Revenue by owner' })).toBeVisible();
  await expectAxeClean(page, '/finai');
});
