import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

const checkbox = (page: import('@playwright/test').Page) => page.getByRole('checkbox', { name: 'Enable Carrier Network Screen' });

async function saveSetting(page: import('@playwright/test').Page, expected: boolean) {
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/organization/orgNetworkConfiguration') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).postDataJSON()).toEqual({ saasOrgId: 1, isOrgNetworkConfigEnabled: expected });
  await expect(page.getByText('Updated Successfully')).toBeVisible();
}

test('admin@ in organisation 1 toggles the carrier network setting, saves it, and it is still so after a reload', async ({ page }) => {
  await signIn(page, USERS.admin, '/companyProfile');
  await expect(page.getByRole('heading', { name: 'Haulstop Platform' })).toBeVisible();
  await expect(page.getByText('Payment and invoicing for the carrier network happen on the last day of the month.')).toBeVisible();
  await expect(checkbox(page)).toBeEnabled();
  const before = await checkbox(page).isChecked();

  await page.getByText('Enable Carrier Network Screen').click();
  await expect(checkbox(page)).toBeChecked({ checked: !before });
  await saveSetting(page, !before);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Haulstop Platform' })).toBeVisible();
  await expect(checkbox(page)).toBeChecked({ checked: !before });

  // put it back as it was, through the screen too
  await page.getByText('Enable Carrier Network Screen').click();
  await saveSetting(page, before);
  await page.reload();
  await expect(checkbox(page)).toBeChecked({ checked: before });
});

test('manager@ gets a disabled toggle and no Save', async ({ page }) => {
  await signIn(page, USERS.manager, '/companyProfile');
  await expect(page.getByRole('heading', { name: 'Prairie Truck Stops' })).toBeVisible();
  await expect(checkbox(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

test('carrier@ (admin outside organisation 1) sees the setting disabled and no Save', async ({ page }) => {
  await signIn(page, USERS.carrier, '/companyProfile');
  await expect(page.getByRole('heading', { name: 'Northline Freight' })).toBeVisible();
  await expect(checkbox(page)).toBeDisabled();
  await expect(checkbox(page)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});
