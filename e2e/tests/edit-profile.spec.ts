import { expect, test, type Page } from '@playwright/test';
import { chooseUserMenuItem, NAMES, restoreName, userMenuButton } from './header-support';
import { loginAs, USERS } from './support';

// broker@ is Hannah Brooks; afterEach puts the name back whatever happened.
const WHO = USERS.broker;

async function openDialog(page: Page, name: string) {
  await chooseUserMenuItem(page, name, 'Profile');
  const dialog = page.getByRole('dialog', { name: 'My Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First Name')).not.toHaveValue('');
  return dialog;
}

test.afterEach(async () => restoreName(WHO, 'Hannah', 'Brooks'));

test.describe('edit profile', () => {
  test('email is shown but disabled; first and last name are required', async ({ page }) => {
    await loginAs(page, WHO);
    const dialog = await openDialog(page, NAMES.broker);
    await expect(dialog.getByLabel('Email')).toHaveValue(WHO);
    await expect(dialog.getByLabel('Email')).toBeDisabled();
    await dialog.getByLabel('First Name').fill('');
    await dialog.getByLabel('Last Name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter First Name')).toBeVisible();
    await expect(dialog.getByText('Enter Last Name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('saving updates the name in the header; changing it back restores it', async ({ page }) => {
    await loginAs(page, WHO);
    let dialog = await openDialog(page, NAMES.broker);
    await dialog.getByLabel('First Name').fill('Hanna');
    await dialog.getByLabel('Last Name').fill('Brookes');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Updated Successfully')).toBeVisible();
    await expect(userMenuButton(page, 'Hanna Brookes')).toBeVisible();

    // The server kept it: a reload (profile loaded again) shows the new name.
    await page.reload();
    dialog = await openDialog(page, 'Hanna Brookes');
    await expect(dialog.getByLabel('First Name')).toHaveValue('Hanna');
    await dialog.getByLabel('First Name').fill('Hannah');
    await dialog.getByLabel('Last Name').fill('Brooks');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(userMenuButton(page, NAMES.broker)).toBeVisible();
  });
});
