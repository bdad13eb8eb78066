import { expect, test, type Page } from '@playwright/test';
import { chooseUserMenuItem, NAMES, restorePassword } from './header-support';
import { DEMO_PASSWORD, loginAs, USERS } from './support';

// dispatch@ is used here so a failure half-way cannot lock out the users the other specs need;
// afterEach puts the demo password back whatever happened.
const WHO = USERS.dispatch;
const NEW_PASSWORD = 'Haulstop#2027';

async function openDialog(page: Page) {
  await chooseUserMenuItem(page, NAMES.dispatch, 'Change Password');
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.afterEach(async () => restorePassword(WHO, NEW_PASSWORD));

test.describe('change password', () => {
  test('each required field shows its message; the confirmation must match', async ({ page }) => {
    await loginAs(page, WHO);
    const dialog = await openDialog(page);
    for (const label of ['Old Password', 'New Password', 'Confirm New Password'])
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter Old Password')).toBeVisible();
    await expect(dialog.getByText('Enter New Password')).toBeVisible();
    await expect(dialog.getByText('Enter Confirmed New Password')).toBeVisible();
    await expect(dialog.getByLabel('Old Password')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Old Password').fill(DEMO_PASSWORD);
    await dialog.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Your passwords do not match.')).toBeVisible();
    await expect(dialog.getByText('Enter Old Password')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a wrong old password shows the server message and keeps the input', async ({ page }) => {
    await loginAs(page, WHO);
    const dialog = await openDialog(page);
    await dialog.getByLabel('Old Password').fill('not-my-password');
    await dialog.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Old password is incorrect')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Old Password')).toHaveValue('not-my-password');
    await expect(dialog.getByLabel('Confirm New Password')).toHaveValue(NEW_PASSWORD);
  });

  test('success shows a toast, closes, and the new password signs in; then it is changed back', async ({ page }) => {
    await loginAs(page, WHO);
    let dialog = await openDialog(page);
    await dialog.getByLabel('Old Password').fill(DEMO_PASSWORD);
    await dialog.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Password changed successfully')).toBeVisible();

    await chooseUserMenuItem(page, NAMES.dispatch, 'Logout');
    // The login page, before it is opened again: a reload while Logout still runs kept the session (once, under load).
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await loginAs(page, WHO, NEW_PASSWORD);

    dialog = await openDialog(page);
    await dialog.getByLabel('Old Password').fill(NEW_PASSWORD);
    await dialog.getByLabel('New Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Confirm New Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  });
});
