import { expect, test } from '@playwright/test';
import { USERS, loginAs } from './support';

const checkbox = (page: import('@playwright/test').Page) => page.getByRole('checkbox', { name: 'Enable Carrier Network Screen' });

test('admin@ in organisation 1 can change the carrier network setting and save it (SPEC §2.7, §6)', async ({ page }) => {
  await loginAs(page, USERS.admin);
  await page.goto('/companyProfile');
  await expect(page.getByRole('heading', { name: 'Haulstop Platform' })).toBeVisible();
  await expect(page.getByText('Payment and invoicing for the carrier network happen on the last day of the month.')).toBeVisible();
  await expect(checkbox(page)).toBeEnabled();

  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/organization/orgNetworkConfiguration') && r.method() === 'POST');
  await save.click();
  const body = (await saved).postDataJSON() as { saasOrgId: number; isOrgNetworkConfigEnabled: boolean };
  expect(body.saasOrgId).toBe(1);
  expect(typeof body.isOrgNetworkConfigEnabled).toBe('boolean');
  await expect(page.getByText('Updated Successfully')).toBeVisible();
});

test('manager@ gets a disabled toggle and no Save (SPEC §6)', async ({ page }) => {
  await loginAs(page, USERS.manager);
  await page.goto('/companyProfile');
  await expect(page.getByRole('heading', { name: 'Prairie Truck Stops' })).toBeVisible();
  await expect(checkbox(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('carrier@ (admin outside organisation 1) sees the setting disabled and no Save (SPEC §6)', async ({ page }) => {
  await loginAs(page, USERS.carrier);
  await page.goto('/companyProfile');
  await expect(page.getByRole('heading', { name: 'Northline Freight' })).toBeVisible();
  await expect(checkbox(page)).toBeDisabled();
  await expect(checkbox(page)).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
