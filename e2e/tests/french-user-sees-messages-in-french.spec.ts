import { expect, test } from '@playwright/test';
import { localeText, NAMES, openUserMenu } from './header-support';
import { loginAs, USERS, withVinCheckDigit } from './support';

// A person sees words in their language, never a field name: the API's messages follow
// the console's language (Accept-Language), and catalogue values (driver, asset and equipment types) are translated.
const stamp = String(Date.now()).slice(-9);
const fr = (key: string, area = 'common') => localeText('fr', key, area);

test('a French carrier sees the server refusal of a form in French, naming the field by its label, and driver types in French', async ({ page }) => {
  await loginAs(page, USERS.carrier);
  const menu = await openUserMenu(page, NAMES.carrier);
  await menu.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'French', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Driver types: the list and the form's choices in French.
  await page.goto('/createDriver');
  const table = page.getByRole('table').first();
  const frenchTypes = ['company', 'ownerOperator', 'contract'].map((code) => fr(`catalogue.driverTypes.${code}`));
  await expect(table.getByRole('cell', { name: new RegExp(`^(${frenchTypes.join('|')})$`) }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: /^(Company|Owner operator|Contract)$/ })).toHaveCount(0);
  await page.getByRole('button', { name: fr('admin.drivers.add', 'admin') }).click();
  const driverDialog = page.getByRole('dialog', { name: fr('admin.drivers.newTitle', 'admin') });
  await expect(driverDialog.getByLabel(fr('admin.drivers.fields.driverType', 'admin'))).toContainText(fr('catalogue.driverTypes.ownerOperator'));
  await driverDialog.getByRole('button', { name: fr('common.cancel') }).click();

  // A truck whose plate the form lets through and the server refuses (too long).
  await page.goto('/assets');
  await page.getByRole('button', { name: fr('admin.assets.add', 'admin') }).click();
  const dialog = page.getByRole('dialog', { name: fr('admin.assets.newTitle', 'admin') });
  await dialog.getByLabel(fr('admin.assets.fields.vin', 'admin'), { exact: true }).fill(withVinCheckDigit(`1fujgl${stamp}aa`));
  await dialog.getByLabel(fr('admin.assets.fields.assetType', 'admin')).selectOption({ label: fr('catalogue.assetTypes.truck') });
  await expect(dialog.getByLabel(fr('admin.assets.fields.equipmentType', 'admin'))).toContainText(fr('catalogue.equipmentTypes.dryVan'));
  await dialog.getByLabel(fr('admin.assets.fields.licensePlate', 'admin')).fill(`P${stamp}XXXXXXXXXX`);
  await dialog.getByRole('button', { name: fr('common.save') }).click();
  const message = page.getByText(/Le champ « Plaque d'immatriculation » doit comporter moins de 17 caractères/);
  await expect(message).toBeVisible();
  await expect(page.getByText(/licensePlate/)).toHaveCount(0);
  // The server named the field (errorField): the message sits under it, in the dialog, not in a toast.
  await expect(dialog.getByText(/Le champ « Plaque d'immatriculation »/)).toBeVisible();
  await expect(dialog.getByLabel(fr('admin.assets.fields.licensePlate', 'admin'))).toHaveAttribute('aria-invalid', 'true');
});
