import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, USERS } from './support';
import { fixture, forceVersion, readRegistry, ROOT, runDeploy, SHARED_VERSION, switchRegistry, type Registry } from './remote-deploy-support';

// A remote built against a @haulstop/shared the console does not run: the deploy refuses it with a
// message naming both versions; forced into the registry anyway (a PUT with If-Match, as a deploy
// switches it), the console does not mount it — its pages show the retry boundary saying why, the
// other remotes' pages work — and uses an earlier served version that fits when there is one.
// The forced builds are copies of the build the e2e console serves with their manifest's
// `requires` changed: what the console checks is the manifest (a real build is the deploy specs').

test.describe.configure({ mode: 'serial' });

const REPORTS_BUILD = path.join(ROOT, 'remote-reports', 'dist');
const needsShared9 = (haulstop: Record<string, unknown>) => ({ ...haulstop, requires: { ...(haulstop.requires as object), '@haulstop/shared': '^9.0.0' } });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openReservationsReport(page: Page) {
  if (!(await mainMenu(page).getByRole('link', { name: 'Reservations', exact: true }).isVisible())) {
    await mainMenu(page).getByRole('button', { name: 'Reports' }).click();
  }
  await mainMenu(page).getByRole('link', { name: 'Reservations', exact: true }).click();
}

let original: Registry;
test.beforeAll(async () => {
  original = (await readRegistry()).registry;
});
// The rest of the suite runs on the remotes server.json names: the registry is put back.
test.afterAll(async () => {
  await switchRegistry((registry) => ({ ...registry, remotes: original.remotes }));
});

test('the deploy refuses a remote needing @haulstop/shared ^9, naming both versions, and switches nothing', async () => {
  const before = await readRegistry();
  const { code, stderr } = await runDeploy(['reports'], { pagesFile: fixture('reports-needing-shared-9.cjs') });
  expect(code).toBe(1);
  expect(stderr).toContain(`remote-reports needs @haulstop/shared ^9.0.0, and the running console has @haulstop/shared ${SHARED_VERSION}: not deployed.`);
  expect((await readRegistry()).etag).toBe(before.etag);
});

test('forced into the registry, the console shows it as incompatible in the retry boundary, and the other remotes work', async ({ page }) => {
  const version = `1.1.0-incompatible-${Date.now()}`;
  await forceVersion('reports', version, REPORTS_BUILD, needsShared9);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await loginAs(page, USERS.admin);
  await openReservationsReport(page);
  const boundary = page.getByRole('main').getByRole('alert');
  await expect(boundary.getByText('This page cannot run with this version of the console.')).toBeVisible();
  await expect(boundary).toContainText(`remote-reports ${version} needs @haulstop/shared ^9.0.0, and this console runs @haulstop/shared ${SHARED_VERSION}`);
  await expect(boundary.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Its entry was never fetched: the code is not run.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(fetched.filter((url) => url.includes(`/remotes/reports/${version}/remoteEntry.js`))).toEqual([]);
  // The report names the versions in use.
  expect(errors.some((text) => text.includes('failed (incompatible)') && text.includes(`@haulstop/shared ${SHARED_VERSION}`))).toBe(true);

  // The header, the drawer and the other remotes keep working.
  await mainMenu(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();
});

test('with an earlier served version that fits, that one is used instead', async ({ page }) => {
  const stamp = Date.now();
  await forceVersion('reports', `1.1.0-fits-${stamp}`, REPORTS_BUILD);
  await forceVersion('reports', `1.1.0-incompatible-${stamp}`, REPORTS_BUILD, needsShared9);

  await loginAs(page, USERS.admin);
  await openReservationsReport(page);
  await expect(page.getByRole('table', { name: 'Reservations' }).getByRole('row').nth(1)).toBeVisible();
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(fetched.some((url) => url.includes(`/remotes/reports/1.1.0-fits-${stamp}/remoteEntry.js`))).toBe(true);
  expect(fetched.some((url) => url.includes(`/remotes/reports/1.1.0-incompatible-${stamp}/remoteEntry.js`))).toBe(false);
});
