import { expect, test, type Page } from '@playwright/test';
import { chooseUserMenuItem, NAMES, openUserMenu } from './header-support';
import { loginAs, USERS } from './support';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens every group of the drawer, so each link can be looked for. */
async function expandMenu(page: Page) {
  // After a reload the guard waits 1 s before the drawer exists.
  await expect(mainMenu(page).getByRole('button').first()).toBeVisible();
  for (const group of await mainMenu(page).getByRole('button').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
}

async function openSwitchDialog(page: Page, name: string) {
  await chooseUserMenuItem(page, name, 'Switch Organization');
  const dialog = page.getByRole('dialog', { name: 'Switch Organization' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('switch organisation', () => {
  test('the internal admin switches to Prairie Truck Stops, lands on /mapDashboard with the owner menu, and goes Back to Admin', async ({ page }) => {
    await loginAs(page, USERS.admin);
    let dialog = await openSwitchDialog(page, NAMES.admin);
    // Organisation 1 is current: Back to Admin is disabled, Switch waits for a selection.
    await expect(dialog.getByRole('button', { name: 'Back to Admin' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Switch', exact: true })).toBeDisabled();
    // Selecting the current organisation keeps Switch disabled.
    await dialog.getByLabel('Organization').selectOption({ label: 'Haulstop Platform' });
    await expect(dialog.getByRole('button', { name: 'Switch', exact: true })).toBeDisabled();

    await dialog.getByLabel('Organization').selectOption({ label: 'Prairie Truck Stops' });
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mapDashboard$/);
    // Whose data is shown is said in the header.
    await expect(page.getByTestId('current-organization')).toHaveText(/Prairie Truck Stops$/);
    // The owner's menu: Company Profile, and no platform-only page (Organization Details).
    await expandMenu(page);
    await expect(mainMenu(page).getByRole('link', { name: 'Company Profile' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Organization Details' })).toHaveCount(0);

    dialog = await openSwitchDialog(page, NAMES.admin);
    await expect(dialog.getByText('Current organization: Prairie Truck Stops')).toBeVisible();
    await dialog.getByLabel('Organization').selectOption({ label: 'Prairie Truck Stops' });
    await expect(dialog.getByRole('button', { name: 'Switch', exact: true })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Back to Admin' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Back to Admin' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mapDashboard$/);
    await expect(page.getByTestId('current-organization')).toHaveText(/Haulstop Platform$/);
    // The platform's menu again: Organization Details, and no Company Profile for an admin organisation.
    await expandMenu(page);
    await expect(mainMenu(page).getByRole('link', { name: 'Organization Details' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Company Profile' })).toHaveCount(0);

    dialog = await openSwitchDialog(page, NAMES.admin);
    await expect(dialog.getByRole('button', { name: 'Back to Admin' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the switched organisation survives a reload', async ({ page }) => {
    await loginAs(page, USERS.admin);
    const dialog = await openSwitchDialog(page, NAMES.admin);
    await dialog.getByLabel('Organization').selectOption({ label: 'Prairie Truck Stops' });
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    await expandMenu(page);
    await expect(mainMenu(page).getByRole('link', { name: 'Company Profile' })).toBeVisible();
    await page.reload();
    await expandMenu(page);
    await expect(mainMenu(page).getByRole('link', { name: 'Company Profile' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Organization Details' })).toHaveCount(0);
  });

  test('carrier@ belongs to two organisations: sees Switch Organization and switches to Eastbound Brokerage', async ({ page }) => {
    await loginAs(page, USERS.carrier);
    const dialog = await openSwitchDialog(page, NAMES.carrier);
    await expect(dialog.getByRole('button', { name: 'Back to Admin' })).toHaveCount(0);
    const options = await dialog.getByLabel('Organization').locator('option').allTextContents();
    expect(options.slice(1).sort()).toEqual(['Eastbound Brokerage', 'Northline Freight']);
    await dialog.getByLabel('Organization').selectOption({ label: 'Northline Freight' });
    await expect(dialog.getByRole('button', { name: 'Switch', exact: true })).toBeDisabled();
    await dialog.getByLabel('Organization').selectOption({ label: 'Eastbound Brokerage' });
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    await expect(page).toHaveURL(/\/mapDashboard$/);
    // Every page now reads Eastbound's data: its company profile, not Northline's.
    const administrator = mainMenu(page).getByRole('button', { name: 'Administrator' });
    if ((await administrator.getAttribute('aria-expanded')) === 'false') await administrator.click();
    await mainMenu(page).getByRole('link', { name: 'Company Profile' }).click();
    await expect(page.getByRole('main').getByText('Eastbound Brokerage').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Northline Freight')).toHaveCount(0);
  });

  test('owner@ (one organisation) does not see Switch Organization', async ({ page }) => {
    await loginAs(page, USERS.owner);
    const menu = await openUserMenu(page, NAMES.owner);
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Switch Organization' })).toHaveCount(0);
  });
});
