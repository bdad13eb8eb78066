import { expect, test } from '@playwright/test';
import { USERS, signIn, openFromMenu, refusedThenSaved } from './support';

// The owner's browser is far from Omaha: the window is still entered and shown on the lot's clock.
test.use({ timezoneId: 'Europe/Paris' });

test('an owner adds a gate access code with a validity window (invalid values first), then removes it', async ({ page }) => {
  await signIn(page, USERS.owner);
  await openFromMenu(page, 'Access Codes', 'Administrator');
  await page.getByLabel('Parking lot', { exact: true }).selectOption({ label: 'Prairie Stop Omaha' });
  const table = page.getByRole('table', { name: 'Access Codes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(); // seeded codes

  await page.getByRole('button', { name: 'Add access code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add access code' });
  await expect(dialog.getByText('Times at the lot: Chicago (CST/CDT)')).toBeVisible();
  await refusedThenSaved(dialog, page, {
    refused: { Code: 'G'.repeat(32), 'Valid from': '2030-05-02T08:00', 'Valid to': '2030-05-01T08:00' },
    messages: ['Code must be less than 32 characters', 'The end must be after the start'],
    accepted: { Code: 'OMAHA-EAST-2030', 'Valid to': '2030-06-01T08:00' },
    saved: 'Access code saved',
  });
  const row = table.getByRole('row', { name: /OMAHA-EAST-2030/ });
  await expect(row).toContainText('Active');
  // 8:00 AM at Omaha (Central daylight time in May), not at the viewer's clock.
  await expect(row).toContainText('8:00 AM CDT');

  // Asked in the console's dialog, never the browser's box.
  await row.getByRole('button', { name: 'Remove OMAHA-EAST-2030' }).click();
  await page.getByRole('dialog', { name: 'Remove the code OMAHA-EAST-2030? Drivers can no longer use it.' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Access code removed')).toBeVisible();
  await expect(row).toContainText('Removed');
});
