import { expect, test, type Page } from '@playwright/test';
import { chooseUserMenuItem, NAMES } from './header-support';
import { USERS, signIn } from './support';

// The smaller defects a real user met, each seen on its screen.

async function openFromMenu(page: Page, group: string, link: string) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: group }).click();
  await menu.getByRole('link', { name: link }).click();
}

for (const who of ['carrier', 'dispatch', 'admin'] as const) {
  test(`/carrierAssets opened from the drawer shows a sub-carrier's assets, not 400 "saasOrgId must be at least 1" (${who})`, async ({ page }) => {
    await signIn(page, USERS[who]);
    await openFromMenu(page, 'Carrier Network', 'Carrier Assets');
    await expect(page.getByRole('heading', { level: 1, name: 'Carrier assets' })).toBeVisible();
    await expect(page.getByLabel('Carrier', { exact: true })).toHaveValue(/^\d+$/);
    await expect(page.getByRole('table', { name: 'Carrier assets' })).toBeVisible();
    await expect(page.getByText(/saasOrgId/)).toHaveCount(0);
  });
}

test('the platform acting inside another organisation sees "Acting in" it in the header, with Back to Admin one click away', async ({ page }) => {
  await signIn(page, USERS.admin);
  await expect(page.getByText(/Acting in/)).toHaveCount(0);
  await chooseUserMenuItem(page, NAMES.admin, 'Switch Organization');
  const dialog = page.getByRole('dialog', { name: 'Switch Organization' });
  await dialog.getByLabel('Organization').selectOption({ label: 'Prairie Truck Stops' });
  await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Acting in Prairie Truck Stops')).toBeVisible();
  await banner.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page.getByTestId('current-organization')).toHaveText(/Haulstop Platform$/);
  await expect(banner.getByText(/Acting in/)).toHaveCount(0);
});

test('Company Profile\'s "Users and invitations" lists the members and their roles', async ({ page }) => {
  await signIn(page, USERS.carrier);
  await openFromMenu(page, 'Administrator', 'Company Profile');
  const members = page.getByRole('region', { name: 'Users and invitations' }).getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: /carrier@haulstop\.test/ })).toContainText('Administrator');
  await expect(members.getByRole('row', { name: /dispatch@haulstop\.test/ })).toContainText('User');
});
