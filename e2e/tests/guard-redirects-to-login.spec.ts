import { expect, test } from '@playwright/test';
import { loginAs, USERS } from './support';

test('opening /invoiceDashboard without a session shows Loading..., then login, replacing history', async ({ page }) => {
  // Not waiting for the load event: on a busy machine it can come after the guard's 1 s wait has
  // already gone to login (the page shows Loading... from its first paint, index.html).
  await page.goto('/invoiceDashboard', { waitUntil: 'commit' });
  await expect(page.getByText('Loading...')).toBeVisible();
  const before = await page.evaluate(() => history.length);
  await expect(page).toHaveURL(/127\.0\.0\.1:8080\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The redirect replaced the guarded entry: no new history entry, and Back cannot return to it.
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test('signed in, the same address opens the page', async ({ page }) => {
  await loginAs(page, USERS.owner);
  await page.goto('/invoiceDashboard');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
});

test('a signed-in user who opens / goes to the map dashboard', async ({ page }) => {
  await loginAs(page, USERS.owner);
  await page.goto('/');
  await expect(page).toHaveURL(/\/mapDashboard$/);
});

test('/signup is open without a session', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByLabel('Organization name')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});
