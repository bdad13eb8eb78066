import { expect, test, type Page, type Worker } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, USERS } from './support';

/**
 * ICU's number and date data is loaded by a worker of the page (host/src/app/icu-data.ts), off the
 * main thread: ICU keeps it for the whole renderer process, so the page's first price or time does
 * not load it. The console starts it once its code has run; the public pages that format, from the
 * page's start script. Measured by `npm run bench` and
 * scripts/bench-trace.mjs; this checks that the worker starts where it should, once, and ends itself.
 */
const isIcuWorker = (worker: Worker) => worker.url().startsWith('data:text/javascript,') && decodeURIComponent(worker.url()).includes('Intl.NumberFormat');

/** The page's ICU workers from now on, each with a promise of its end (Playwright holds a new worker until it is watched). */
function watchIcuWorkers(page: Page): { started: Worker[]; ended: Promise<void>[] } {
  const watched = { started: [] as Worker[], ended: [] as Promise<void>[] };
  page.on('worker', (worker) => {
    if (!isIcuWorker(worker)) return;
    watched.started.push(worker);
    watched.ended.push(new Promise((resolve) => worker.once('close', () => resolve())));
  });
  return watched;
}

test('the login page, which formats nothing, starts none; the console starts one once signed in', async ({ page }) => {
  const workers = watchIcuWorkers(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your console' })).toBeVisible();
  expect(workers.started).toHaveLength(0);

  await page.getByLabel('Email').fill(USERS.owner);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => workers.started.length).toBe(1);
  await Promise.all(workers.ended);
});

test('a signed-in visit starts one, which ends itself, and the page shows its prices', async ({ page }) => {
  await loginAs(page, USERS.owner);
  const workers = watchIcuWorkers(page);
  await page.goto('/invoiceDashboard', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/\$\s?\d[\d,]*\.\d{2}/).first()).toBeVisible();
  expect(workers.started).toHaveLength(1);
  // close() inside the worker, once it has formatted: Playwright reports the worker gone.
  await Promise.all(workers.ended);
});

test("a visitor's /globaldashboard starts one from the page's start script, which ends itself, and its cards show their prices", async ({ page }) => {
  const workers = watchIcuWorkers(page);
  await page.goto('/globaldashboard', { waitUntil: 'networkidle' });
  await expect(page.getByText(/\$\s?\d[\d,]*\.\d{2}/).first()).toBeVisible();
  expect(workers.started).toHaveLength(1);
  await Promise.all(workers.ended);
});
