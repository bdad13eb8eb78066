import { expect, test } from '@playwright/test';
import { loginAs, USERS } from './support';

const FINANCE = 'http://127.0.0.1:8082/**';

test('finance unreachable: Retry in the main area while the drawer works; back again, Retry shows invoices without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, USERS.owner);
  await page.evaluate(() => ((window as unknown as { __noReload: string }).__noReload = 'still here'));
  await page.route(FINANCE, (route) => route.abort());

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const main = page.getByRole('main');
  await nav.getByRole('link', { name: 'Invoices' }).click();
  // Automatic retries (1 s, 2 s, 4 s, each after the runtime's own retry) come first.
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 40_000 });
  await expect(main.getByText('This page could not be loaded.')).toBeVisible();

  // Header and drawer keep working: another page opens.
  await nav.getByRole('link', { name: 'Map Dashboard' }).click();
  await expect(main.getByRole('heading', { name: 'Map Dashboard', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Invoices' }).click();
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 40_000 });

  await page.unroute(FINANCE);
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe('still here');
});
