import { expect, test } from '@playwright/test';
import { loginAs, USERS } from './support';

test("the tab reads 'Haulstop' on login and 'Haulstop - <page>' after choosing a menu item", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Haulstop');
  await loginAs(page, USERS.owner);
  await expect(page).toHaveTitle('Haulstop - Map Dashboard');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveTitle('Haulstop - Invoices');
  await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Reports' }).click();
  await nav.getByRole('link', { name: 'Reservations' }).click();
  await expect(page).toHaveTitle('Haulstop - Reservations');
});

test('the tab title is translated with the page name (/fr)', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Courriel').fill(USERS.owner);
  await page.getByLabel('Mot de passe').fill('Haulstop#2026');
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expect(page).toHaveTitle(/^Haulstop - /);
  await expect(page).not.toHaveTitle('Haulstop - Map Dashboard');
});
