import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

test.describe('assistant button', () => {
  test('admin@ sees the Assistant button, which opens /finai', async ({ page }) => {
    await signIn(page, USERS.admin);
    await page.getByRole('banner').getByRole('button', { name: 'Assistant' }).click();
    await expect(page).toHaveURL(/\/finai$/);
  });

  for (const who of [USERS.owner, USERS.carrier, USERS.broker] as const) {
    test(`${who} does not see the Assistant button`, async ({ page }) => {
      await signIn(page, who);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Toggle menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Assistant' })).toHaveCount(0);
    });
  }
});
