import { expect, test } from '@playwright/test';
import { loginAs, USERS } from './support';

test.describe('assistant button (SPEC §2.5, §6)', () => {
  test('admin@ sees the Assistant button, which opens /finai', async ({ page }) => {
    await loginAs(page, USERS.admin);
    await page.getByRole('banner').getByRole('button', { name: 'Assistant' }).click();
    await expect(page).toHaveURL(/\/finai$/);
  });

  for (const who of [USERS.owner, USERS.carrier, USERS.broker] as const) {
    test(`${who} does not see the Assistant button`, async ({ page }) => {
      await loginAs(page, who);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Toggle menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Assistant' })).toHaveCount(0);
    });
  }
});
