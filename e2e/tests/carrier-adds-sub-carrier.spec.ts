import { expect, test } from '@playwright/test';
import { USERS, withVinCheckDigit, signIn, saveTruckAfterAShortVin, refusedThenSaved } from './support';

// Unique per run: the e2e database keeps what earlier runs added.
const stamp = String(Date.now()).slice(-8);

test('a carrier adds a sub-carrier by DOT number (a duplicate DOT refused first), sees it Invited, and adds an asset for it', async ({ page }) => {
  await signIn(page, USERS.carrier, '/carrierOrganization');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrier network' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Carrier network' });
  await expect(table.getByRole('row', { name: /Timberline Transport/ })).toContainText('Invited');

  await page.getByRole('button', { name: 'Add carrier' }).click();
  await expect(page.getByRole('heading', { name: 'Add a carrier to your network' })).toBeVisible();
  await page.getByLabel('DOT number').fill('1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('DOT number must be 8 to 12 digits')).toBeVisible();

  // Northline's own DOT number is already registered.
  const name = `Bison Haul ${stamp}`;
  await page.getByLabel('DOT number').fill('31415926');
  await page.getByLabel('Organization name').fill(name);
  await page.getByLabel('Contact email').fill(`ops${stamp}@bison.test`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('DOT number is already registered')).toBeVisible();

  await page.getByLabel('DOT number').fill(stamp);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Carrier added; an invitation was sent')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Carrier network' })).toBeVisible();
  await page.getByLabel('Search').fill(name);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(stamp);

  await row.getByRole('button', { name: `0 — assets of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carrier assets' })).toBeVisible();
  await page.getByRole('button', { name: 'Add asset' }).click();
  // /addCarrierAsset, with this sub-carrier already chosen.
  await expect(page.getByRole('heading', { level: 1, name: 'Add an asset for a carrier' })).toBeVisible();
  await expect(page.getByLabel('Carrier', { exact: true })).toHaveValue(/\d+/);
  const vin = withVinCheckDigit(`1fujgl${stamp}aaa`).toLowerCase();
  await saveTruckAfterAShortVin(page, page, { vin, typedFirst: 16, plate: `B${stamp.slice(-6)}` });
  await expect(page.getByRole('table', { name: 'Carrier assets' }).getByRole('button', { name: vin.toUpperCase() })).toBeVisible();
});

test("a carrier edits a sub-carrier's details; a DOT number with the same root as another is refused", async ({ page }) => {
  await signIn(page, USERS.carrier, '/carrierOrganization');
  await page.getByRole('button', { name: 'Edit Ridgeway Haulers' }).click();
  await expect(page.getByRole('heading', { name: 'Edit carrier details' })).toBeVisible();
  await expect(page.getByLabel('Organization name')).toHaveValue('Ridgeway Haulers');
  // Timberline Transport's DOT number is 22360679: the same root.
  await refusedThenSaved(page, page, {
    refused: { 'DOT number': '2236067901' },
    messages: ['A DOT number with the same root cannot be added'],
    accepted: { 'DOT number': '16180339' },
    saved: 'Carrier saved',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Carrier network' })).toBeVisible();
});
