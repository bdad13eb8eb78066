import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseUserMenuItem, NAMES, openUserMenu } from './header-support';
import { loginAs, USERS } from './support';

const HOST_VERSION = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'host', 'package.json'), 'utf8')) as { version: string }).version;

test('About lists the version of the console and of each remote in use, in the language chosen', async ({ page }) => {
  await loginAs(page, USERS.owner);
  await chooseUserMenuItem(page, NAMES.owner, 'About');
  const dialog = page.getByRole('dialog', { name: 'About Haulstop' });
  await expect(dialog).toBeVisible();
  const versions = dialog.getByRole('table', { name: 'Versions in use' });
  await expect(versions.getByRole('row', { name: `Console ${HOST_VERSION}` })).toBeVisible();
  for (const remote of ['reserve', 'finance', 'admin', 'reports']) {
    await expect(versions.getByRole('row', { name: new RegExp(`^remote-${remote} \\d+\\.\\d+\\.\\d+`) })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // In French, the same entry and dialog.
  const menu = await openUserMenu(page, NAMES.owner);
  await menu.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'French', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await chooseUserMenuItem(page, NAMES.owner, 'À propos');
  const french = page.getByRole('dialog', { name: 'À propos de Haulstop' });
  await expect(french.getByRole('row', { name: `Console ${HOST_VERSION}` })).toBeVisible();
});
