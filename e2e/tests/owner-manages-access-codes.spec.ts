import { expect, test } from '@playwright/test';
import { loginAs, USERS } from './support';

test('an owner adds a gate access code with a validity window (invalid values first), then removes it', async ({ page }) => {
  await loginAs(page, USERS.owner);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Administrator' }).click();
  await menu.getByRole('link', { name: 'Access Codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access Codes' })).toBeVisible();
  await page.getByLabel('Parking lot', { exact: true }).selectOption({ label: 'Prairie Stop Omaha' });
  const table = page.getByRole('table', { name: 'Access Codes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(); // seeded codes

  await page.getByRole('button', { name: 'Add access code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add access code' });
  await dialog.getByLabel('Code').fill('G'.repeat(32));
  await dialog.getByLabel('Valid from').fill('2030-05-02T08:00');
  await dialog.getByLabel('Valid to').fill('2030-05-01T08:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Code must be less than 32 characters')).toBeVisible();
  await expect(dialog.getByText('The end must be after the start')).toBeVisible();

  await dialog.getByLabel('Code').fill('OMAHA-EAST-2030');
  await dialog.getByLabel('Valid to').fill('2030-06-01T08:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Access code saved')).toBeVisible();
  const row = table.getByRole('row', { name: /OMAHA-EAST-2030/ });
  await expect(row).toContainText('Active');

  page.once('dialog', (confirm) => void confirm.accept());
  await row.getByRole('button', { name: 'Remove OMAHA-EAST-2030' }).click();
  await expect(page.getByText('Access code removed')).toBeVisible();
  await expect(row).toContainText('Removed');
});
