import { expect, test } from '@playwright/test';
import { USERS, signIn, openFromMenu } from './support';

test('the platform adds an asset type (a blank name first), deactivates it, then deletes it', async ({ page }) => {
  await signIn(page, USERS.admin);
  await openFromMenu(page, 'Asset Types', 'Administrator');
  const table = page.getByRole('table', { name: 'Asset Types' });
  await expect(table.getByRole('row', { name: /Trailer/ })).toBeVisible(); // seeded by the migration

  await page.getByRole('button', { name: 'Add asset type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add asset type' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Car hauler');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Catalogue entry saved')).toBeVisible();
  const row = table.getByRole('row', { name: /Car hauler/ });
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Edit Car hauler' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit asset type' });
  await edit.getByLabel('Status').selectOption({ label: 'Inactive' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Inactive');

  // Asked in the console's dialog, never the browser's box.
  await row.getByRole('button', { name: 'Delete Car hauler' }).click();
  await page.getByRole('dialog', { name: 'Delete Car hauler?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
