import { expect, test } from '@playwright/test';
import { localeText, NAMES, openUserMenu, userMenuButton } from './header-support';
import { loginAs, USERS } from './support';

test.describe('change language', () => {
  test('French is chosen from the dropdown, persists across a reload, and Logout brings English back', async ({ page }) => {
    await loginAs(page, USERS.owner);
    const menu = await openUserMenu(page, NAMES.owner);
    await menu.getByRole('menuitem', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'French', exact: true }).click();

    const toggleFr = localeText('fr', 'header.toggleMenu');
    await expect(page.getByRole('button', { name: toggleFr })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.reload();
    await expect(page.getByRole('button', { name: toggleFr })).toBeVisible();
    await expect(page.getByRole('navigation', { name: localeText('fr', 'common.mainMenu') })).toBeVisible();

    await userMenuButton(page, NAMES.owner).click();
    await page.getByRole('menuitem', { name: localeText('fr', 'header.logout') }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:8080\/$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('Spanish labels the dropdown items', async ({ page }) => {
    await loginAs(page, USERS.owner);
    const menu = await openUserMenu(page, NAMES.owner);
    await menu.getByRole('menuitem', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Spanish', exact: true }).click();
    await expect(page.getByRole('button', { name: localeText('es', 'header.toggleMenu') })).toBeVisible();
    const items = await openUserMenu(page, NAMES.owner);
    await expect(items.getByRole('menuitem', { name: localeText('es', 'header.changePassword') })).toBeVisible();
    await items.getByRole('menuitem', { name: localeText('es', 'header.logout') }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('from the keyboard alone: Enter opens the dropdown, Down and Right reach French, Enter chooses it, the focus comes back', async ({ page }) => {
    await loginAs(page, USERS.owner);
    const button = userMenuButton(page, NAMES.owner);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const language = page.getByRole('menuitem', { name: 'Language' });
    await expect(language).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitemradio', { name: 'English', exact: true })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'French', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: localeText('fr', 'header.toggleMenu') })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    // Escape closes it again without choosing anything.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
