import { expect, test } from '@playwright/test';
import { chooseUserMenuItem, NAMES } from './header-support';
import { loginAs, USERS } from './support';

/** Storage keys that would let someone back in, in either storage. */
async function tokenKeys(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const keys = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i) ?? '');
    const sensitive = (k: string) => /token|refreshToken|haulstopSession|user|saasOrgId|role/i.test(k);
    return { session: keys(sessionStorage).filter(sensitive), local: keys(localStorage).filter(sensitive) };
  });
}

test.describe('logout', () => {
  test('Logout clears session and local storage and lands on the login page', async ({ page }) => {
    await loginAs(page, USERS.owner);
    expect((await tokenKeys(page)).session).toContain('token');
    await chooseUserMenuItem(page, NAMES.owner, 'Logout');
    await expect(page).toHaveURL(/127\.0\.0\.1:8080\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await tokenKeys(page)).toEqual({ session: [], local: [] });
  });

  test('after Logout a guarded page sends back to login', async ({ page }) => {
    await loginAs(page, USERS.owner);
    await chooseUserMenuItem(page, NAMES.owner, 'Logout');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto('/reservations');
    await expect(page).toHaveURL(/127\.0\.0\.1:8080\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
