import { expect, test } from '@playwright/test';

for (const path of ['/no/such/page', '/nosuchpage']) {
  test(`opening ${path} shows the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
}
