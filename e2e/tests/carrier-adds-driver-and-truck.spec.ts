import { expect, test } from '@playwright/test';
import { USERS, withVinCheckDigit, signIn, openFromMenu } from './support';

// Unique per run: the e2e database keeps what earlier runs added.
const stamp = String(Date.now()).slice(-9);

test('a carrier adds a driver, the SPEC §5 messages shown first for invalid values', async ({ page }) => {
  await signIn(page, USERS.carrier);
  await openFromMenu(page, 'Drivers', 'Administrator');

  await page.getByRole('button', { name: 'Add driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'New driver' });
  await dialog.getByLabel('Last name').fill('Q'.repeat(64));
  await dialog.getByLabel('Phone').fill('12345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter First Name')).toBeVisible();
  await expect(dialog.getByText('Must be less than 64 characters')).toBeVisible();
  await expect(dialog.getByText('Phone number must be 9 or 10 digits')).toBeVisible();

  await dialog.getByLabel('First name').fill('Rosa');
  await dialog.getByLabel('Last name').fill(`Quill${stamp}`);
  await dialog.getByLabel('Phone').fill('403 555 0100');
  await dialog.getByLabel('Employee id').fill(`E2E-${stamp}`);
  await dialog.getByLabel('Driver type').selectOption('Contract');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Driver saved')).toBeVisible();

  await page.getByLabel('Search').fill(`Quill${stamp}`);
  const row = page.getByRole('table', { name: 'Drivers' }).getByRole('row', { name: new RegExp(`Quill${stamp}`) });
  await expect(row).toContainText('4035550100');
  await expect(row).toContainText('Contract');
});

test('a carrier adds a truck, the VIN and year rules shown first, the VIN upper-cased', async ({ page }) => {
  await signIn(page, USERS.carrier, '/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();

  await page.getByRole('button', { name: 'Add asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'New asset' });
  await dialog.getByLabel('VIN', { exact: true }).fill('1fuj123');
  await dialog.getByLabel('Make year').fill('21');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('VIN must be exactly 17 characters')).toBeVisible();
  await expect(dialog.getByText('Year must be 4 digits')).toBeVisible();

  const vin = withVinCheckDigit(`1fujgl${stamp}aa`); // the shared rule checks the 9th character
  await dialog.getByLabel('VIN', { exact: true }).fill(vin);
  await dialog.getByLabel('Asset type').selectOption({ label: 'Truck' });
  await dialog.getByLabel('Equipment type').selectOption({ label: 'Dry van' });
  await dialog.getByLabel('Licence plate').fill(`T${stamp.slice(-6)}`);
  await dialog.getByLabel('State or province').fill('AB');
  await dialog.getByLabel('Make', { exact: true }).fill('Kenworth');
  await dialog.getByLabel('Make year').fill('2022');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset saved')).toBeVisible();

  await page.getByLabel('Search').fill(stamp);
  const row = page.getByRole('table', { name: 'Assets' }).getByRole('row', { name: new RegExp(vin.toUpperCase()) });
  await expect(row).toContainText('Truck · Dry van');
  await expect(row).toContainText('Kenworth 2022');
});
