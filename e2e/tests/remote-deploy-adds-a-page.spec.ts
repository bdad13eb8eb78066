import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseUserMenuItem, NAMES } from './header-support';
import { loginAs, USERS } from './support';
import { fixture, forceVersion, readRegistry, ROOT, runDeploy, switchRegistry, type Registry } from './remote-deploy-support';

// A team adds a page to remote-reports in its own pages file (route, module, menu entry with its
// en/fr/es label, access rule) and runs `npm run deploy -- reports` beside the running console: a
// signed-in tab sees the new entry and page on its next navigation, with no host rebuild; a rollback
// takes it away again. A second tab opened before the deploy, with a form half filled, keeps the
// form and the version it runs until it leaves the page.

test.describe.configure({ mode: 'serial' });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens a report from the drawer's Reports group (expanded first when collapsed). */
async function openReport(page: Page, name: string) {
  const group = mainMenu(page).getByRole('button', { name: 'Reports' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await mainMenu(page).getByRole('link', { name, exact: true }).click();
}

/** The version of remote-reports About lists in this tab. */
async function reportsVersionInAbout(page: Page): Promise<string> {
  await chooseUserMenuItem(page, NAMES.owner, 'About');
  const dialog = page.getByRole('dialog', { name: 'About Haulstop' });
  const row = dialog.getByRole('table', { name: 'Versions in use' }).getByRole('row', { name: /^remote-reports / });
  const text = (await row.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return text.replace(/^remote-reports/, '').trim();
}

let original: Registry;
let baseVersion: string;
test.beforeAll(async () => {
  original = (await readRegistry()).registry;
  // The version running before the deploy: the build the e2e console serves, deployed as is (a
  // rollback needs a version to return to).
  baseVersion = `1.1.0-e2e-base-${Date.now()}`;
  await forceVersion('reports', baseVersion, path.join(ROOT, 'remote-reports', 'dist'));
});
test.afterAll(async () => {
  await switchRegistry((registry) => ({ ...registry, remotes: original.remotes }));
});

test('a deployed page appears on the next navigation, a rollback removes it, and a half-filled form in another tab is kept', async ({ page, context }) => {
  // One build of remote-reports (~60-150 s on a loaded machine).
  test.setTimeout(420_000);
  await loginAs(page, USERS.owner);
  await expect(mainMenu(page).getByRole('link', { name: 'Deployed Report' })).toHaveCount(0);

  // Tab B, opened before the deploy: the Parking Lot Report's mail form, half filled.
  const tabB = await context.newPage();
  await tabB.goto('/parkingLotReport');
  await expect(tabB.getByRole('table', { name: 'Parking Lot Report' })).toBeVisible({ timeout: 30_000 });
  expect(await reportsVersionInAbout(tabB)).toBe(baseVersion);
  await tabB.getByRole('button', { name: 'Mail this report' }).click();
  const form = tabB.getByRole('dialog', { name: 'Mail this report' });
  await form.getByLabel('Recipients').fill('half@filled.example');

  const deploy = await runDeploy(['reports'], { pagesFile: fixture('reports-with-a-page-more.cjs') });
  expect(deploy.code, deploy.stderr).toBe(0);
  const deployed = /remote-reports (\S+) deployed in ([\d.]+) s/.exec(deploy.stdout);
  expect(deployed, deploy.stdout).not.toBeNull();
  const newVersion = deployed![1]!;
  const deployedAt = Date.now();

  // Tab A: the next navigation reads the registry; the one after opens the new page from the drawer.
  await openReport(page, 'Reservations');
  await expect(page.getByRole('table', { name: 'Reservations' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Deployed Report' })).toBeVisible();
  await openReport(page, 'Deployed Report');
  await expect(page).toHaveURL(/\/deployedReport$/);
  await expect(page.getByRole('table', { name: 'Reservations' }).getByRole('row').nth(1)).toBeVisible();
  test.info().annotations.push({
    type: 'measured',
    description: `deploy built and switched in ${deployed![2]} s; page visible in the open tab ${((Date.now() - deployedAt) / 1000).toFixed(1)} s after`,
  });
  expect(await reportsVersionInAbout(page)).toBe(newVersion);
  // Its label ships with the deploy, in every language (the console reads them from the manifest).
  const manifest = (await (await page.request.get(`/remotes/reports/${newVersion}/mf-manifest.json`)).json()) as {
    metaData: { haulstop: { pages: { route: string; menu: { labels: Record<string, string> } | null }[] } };
  };
  expect(manifest.metaData.haulstop.pages.find((p) => p.route === '/deployedReport')?.menu?.labels).toEqual({
    en: 'Deployed Report',
    fr: 'Rapport déployé',
    es: 'Informe desplegado',
  });

  // Tab B still shows its form with what was typed, on the version it opened with.
  await expect(form.getByLabel('Recipients')).toHaveValue('half@filled.example');
  await form.getByRole('button', { name: 'Cancel' }).click();
  expect(await reportsVersionInAbout(tabB)).toBe(baseVersion);
  // Once it leaves the page, it takes the new version too.
  await openReport(tabB, 'Reservations');
  await expect(tabB.getByRole('table', { name: 'Reservations' })).toBeVisible();
  await openReport(tabB, 'Deployed Report');
  await expect(tabB).toHaveURL(/\/deployedReport$/);

  // Rollback: the entry is gone after the next navigation.
  const rollback = await runDeploy(['reports', '--rollback']);
  expect(rollback.code, rollback.stderr).toBe(0);
  expect(rollback.stdout).toContain(`remote-reports rolled back to ${baseVersion}`);
  await openReport(page, 'Reservations');
  await expect(page.getByRole('table', { name: 'Reservations' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Deployed Report' })).toHaveCount(0);
  expect(await reportsVersionInAbout(page)).toBe(baseVersion);
});
