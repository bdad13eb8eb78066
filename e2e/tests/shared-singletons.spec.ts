import { expect, request, test, type Page, type Request } from '@playwright/test';
import { API, localeText, NAMES, openUserMenu } from './header-support';
import { DEMO_PASSWORD, loginAs, USERS, openAPageOfEachOtherRemote } from './support';

// React, react-dom, react-router-dom (the thin router of
// shared/src/router, which also serves react-router), zustand, i18next,
// react-i18next, axios, react-toastify and @haulstop/shared are singletons — one session store,
// one auth client, one i18n instance, one toast container, one router across host and remotes.
// The first test reads the Module Federation runtime's share scope; the others show the same
// thing through behaviour a person sees.

const REMOTES = ['reserve', 'finance', 'admin', 'reports'] as const;
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', 'react-i18next', 'axios'];
/** Loaded at the first toast, not at start (shared/src/feedback/notify.ts): a visit that shows none never loads it. */
const LOADED_AT_FIRST_TOAST = 'react-toastify';
/** The concerns of @haulstop/shared the host itself runs at start (each `@haulstop/shared/<concern>` is its own singleton). */
const HOST_PROVIDED_CONCERNS = ['auth', 'session', 'i18n', 'ui/core', 'ui/display', 'config', 'constants', 'menu', 'permissions', 'status'].map(
  (c) => `@haulstop/shared/${c}`,
);
/**
 * The design system's editing part (dialogs, drawers, menus, the form kit) and the form rules: the
 * host does not load them at start (the login page carries neither), so the runtime records
 * whoever loads them first; remotes are built with no copy of them (`import: false`,
 * scripts/webpack-app.cjs), so what they load is the host's build.
 */
const HOST_BUILT_LOADED_LATER = ['@haulstop/shared/ui', '@haulstop/shared/rules'];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const main = (page: Page) => page.getByRole('main');

type ShareEntry = { versions: string[]; from: string[]; loaded: boolean[]; singleton: boolean[]; useIn: string[] };
type ShareReport = { instances: string[]; sameScopeObject: boolean; scopes: Record<string, Record<string, ShareEntry>> };

/** What the MF runtime (globalThis.__FEDERATION__) holds: per instance, per shared package, its versions and provider. */
function readShareScopes(page: Page): Promise<ShareReport> {
  return page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[]; shareConfig?: { singleton?: boolean } };
    type Instance = { name: string; shareScopeMap: Record<string, Record<string, Record<string, Shared>>> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const instances = federation.__INSTANCES__;
    const hostScope = instances.find((i) => i.name === 'host')?.shareScopeMap.default;
    const scopes: Record<string, Record<string, ShareEntry>> = {};
    for (const instance of instances) {
      scopes[instance.name] = {};
      for (const [pkg, versions] of Object.entries(instance.shareScopeMap.default ?? {})) {
        const all = Object.values(versions);
        scopes[instance.name][pkg] = {
          versions: Object.keys(versions),
          from: all.map((s) => s.from),
          loaded: all.map((s) => s.loaded === true),
          singleton: all.map((s) => s.shareConfig?.singleton === true),
          useIn: [...new Set(all.flatMap((s) => s.useIn ?? []))].sort(),
        };
      }
    }
    return {
      instances: instances.map((i) => i.name).sort(),
      sameScopeObject: instances.every((i) => i.shareScopeMap.default === hostScope),
      scopes,
    };
  });
}

/** Visits one page of each remote from the drawer, in one document (no reload between them). */
async function visitEveryRemote(page: Page) {
  await loginAs(page, USERS.admin);
  await expect(page).toHaveURL(/\/mapDashboard$/); // remote-reserve
  await expect(main(page).getByRole('heading', { name: 'Map Dashboard', level: 1 })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: string }).__sameDocument = 'yes'));
  await openAPageOfEachOtherRemote(page);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument), 'no reload between the remotes').toBe('yes');
}

/** admin@'s organisation 1 carrier-network setting, through the API (to put it back afterwards). */
async function platformNetworkSetting(): Promise<{ read: () => Promise<boolean>; restore: (value: boolean) => Promise<void>; dispose: () => Promise<void> }> {
  const api = await request.newContext({ baseURL: API });
  const login = await api.post('/api/auth/login', { data: { loginId: USERS.admin, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'X-Org-Id': '1' };
  return {
    read: async () =>
      ((await (await api.get('/api/organization/1', { headers })).json()) as { isOrgNetworkConfigEnabled: boolean }).isOrgNetworkConfigEnabled === true,
    restore: async (value) => {
      await api.post('/api/organization/orgNetworkConfiguration', { headers, data: { saasOrgId: 1, isOrgNetworkConfigEnabled: value } });
    },
    dispose: () => api.dispose(),
  };
}

test.describe('one instance of each shared package across host and remotes', () => {
  test('the federation share scope holds exactly one version of each singleton, provided by the host and used by every remote', async ({ page }) => {
    await visitEveryRemote(page);

    const report = await readShareScopes(page);
    expect(report.instances).toEqual(['admin', 'finance', 'host', 'reports', 'reserve']);
    // Host and remotes look at one share scope, not copies of it.
    expect(report.sameScopeObject).toBe(true);

    const host = report.scopes.host;
    // Whatever sits in the share scope sits there once: one version, declared singleton.
    for (const [pkg, entry] of Object.entries(host)) {
      expect(entry.versions, `${pkg}: exactly one version`).toHaveLength(1);
      expect(entry.from, `${pkg}: one provider`).toHaveLength(1);
      expect(entry.singleton, `${pkg}: declared singleton`).toEqual([true]);
    }
    // The packages that hold state (or must match the host's React tree) come from the host.
    // A concern the host never loads at runtime (e.g. @haulstop/shared/contracts, types and
    // constant data the host imports as types only) is provided by the first remote that loads
    // it; it is still one instance, so only the checks above apply to it.
    for (const pkg of [...SINGLETONS, ...HOST_PROVIDED_CONCERNS]) {
      const entry = host[pkg];
      expect(entry, `${pkg} is in the share scope`).toBeDefined();
      expect(entry.from, `${pkg}: provided by the host`).toEqual(['host']);
      expect(entry.loaded, `${pkg}: loaded`).toEqual([true]);
    }
    for (const pkg of HOST_BUILT_LOADED_LATER) expect(host[pkg].loaded, `${pkg}: loaded`).toEqual([true]);
    // This visit showed no toast: the toast library is offered by the host and not loaded.
    expect(host[LOADED_AT_FIRST_TOAST].from, `${LOADED_AT_FIRST_TOAST}: provided by the host`).toEqual(['host']);
    expect(host[LOADED_AT_FIRST_TOAST].loaded, `${LOADED_AT_FIRST_TOAST}: not loaded before a toast`).toEqual([false]);
    // Every remote took the host's React, react-i18next and design system rather than its own.
    for (const pkg of ['react', 'react-i18next']) {
      expect(host[pkg].useIn, `${pkg} used by host and every remote`).toEqual(expect.arrayContaining(['host', ...REMOTES]));
    }
    for (const remote of REMOTES) {
      const usesDesignSystem = ['@haulstop/shared/ui', '@haulstop/shared/ui/display'].some((pkg) => host[pkg].useIn.includes(remote));
      expect([remote, usesDesignSystem]).toEqual([remote, true]);
    }
  });

  test('a link inside a remote page navigates the host router (one router): no reload, host shell follows', async ({ page }) => {
    await loginAs(page, USERS.admin);
    await mainMenu(page).getByRole('button', { name: 'Administrator' }).click();
    await mainMenu(page).getByRole('link', { name: 'Organization Details' }).click();
    await page.evaluate(() => ((window as unknown as { __noReload: string }).__noReload = 'still here'));
    const table = page.getByRole('table', { name: 'Organization Details' });
    await table.getByRole('link', { name: 'Northline Freight' }).click();
    await expect(page).toHaveURL(/\/organizationdetails\/\d+$/);
    await expect(main(page).getByRole('heading', { name: localeText('en', 'admin.organizations.detailTitle', 'admin'), level: 1 })).toBeVisible();
    // The host's shell saw the route change the remote's <Link> made (its useLocation stores it).
    const path = new URL(page.url()).pathname;
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('haulstopLastViewedPage'))).toBe(path);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe('still here');
    // And back through the remote's own link.
    await main(page)
      .getByRole('link', { name: localeText('en', 'admin.organizations.backToList', 'admin') })
      .click();
    await expect(page).toHaveURL(/\/organizationDetails$/);
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe('still here');
  });

  test("a toast raised by a remote page shows in the host's single toast container (one react-toastify)", async ({ page }) => {
    const setting = await platformNetworkSetting();
    const before = await setting.read();
    try {
      await loginAs(page, USERS.admin);
      await page.goto('/companyProfile'); // remote-admin
      await expect(page.getByRole('heading', { name: 'Haulstop Platform' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Enable Carrier Network Screen' })).toBeEnabled();
      // The host renders the one container (host/src/app/Toasts.tsx), outside the remote's main area,
      // at the first toast (no toast library before one is shown).
      await expect(page.locator('.Toastify')).toHaveCount(0);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const container = page.locator('.Toastify');
      await expect(container.getByRole('alert').filter({ hasText: 'Updated Successfully' })).toBeVisible();
      await expect(page.locator('.Toastify')).toHaveCount(1);
      await expect(page.locator('.Toastify__toast-container')).toHaveCount(1);
      await expect(main(page).locator('.Toastify')).toHaveCount(0);
      // Configured as the host configures it (top-right).
      await expect(page.locator('.Toastify__toast-container')).toHaveClass(/Toastify__toast-container--top-right/);
      // The one react-toastify, the host's, loaded by that first toast.
      const toastLibrary = (await readShareScopes(page)).scopes.host[LOADED_AT_FIRST_TOAST];
      expect(toastLibrary.from).toEqual(['host']);
      expect(toastLibrary.loaded).toEqual([true]);
      expect(toastLibrary.versions).toHaveLength(1);
    } finally {
      await setting.restore(before);
      await setting.dispose();
    }
  });

  test('switching language in the header changes the text inside a remote page (one i18n instance)', async ({ page }) => {
    await loginAs(page, USERS.owner);
    await mainMenu(page).getByRole('button', { name: 'Reports' }).click();
    await mainMenu(page).getByRole('link', { name: 'Reservations', exact: true }).click(); // remote-reports
    const table = page.getByRole('table', { name: 'Reservations' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByLabel(localeText('en', 'reports.reservations.company', 'reports'))).toBeVisible();
    await expect(table.getByRole('columnheader', { name: localeText('en', 'reservationColumns.reservationId') })).toBeVisible();

    const menu = await openUserMenu(page, NAMES.owner);
    await menu.getByRole('menuitem', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'French', exact: true }).click();

    // The remote's own strings follow the host's switch, without a reload.
    await expect(page.getByLabel(localeText('fr', 'reports.reservations.company', 'reports'))).toBeVisible();
    const frTable = page.getByRole('table', { name: localeText('fr', 'menu.reservations') });
    await expect(frTable.getByRole('columnheader', { name: localeText('fr', 'reservationColumns.reservationId') })).toBeVisible();
    await expect(frTable.getByRole('columnheader', { name: localeText('fr', 'reservationColumns.status') })).toBeVisible();
    await expect(page.getByLabel(localeText('en', 'reports.reservations.company', 'reports'), { exact: true })).toHaveCount(0);
  });

  test("every remote's API calls carry the host session's bearer token and organisation (one auth client, one session store)", async ({ page }) => {
    const apiCalls: Request[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${API}/api/`) && r.method() !== 'OPTIONS') apiCalls.push(r);
    });
    await visitEveryRemote(page);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const saasOrgId = await page.evaluate(() => sessionStorage.getItem('saasOrgId'));
    expect(token).toBeTruthy();
    expect(saasOrgId).toBe('1');

    // One endpoint only a given remote calls (remote-*/src), per remote.
    const byRemote: Record<(typeof REMOTES)[number], string> = {
      reserve: '/api/parkingLots',
      finance: '/api/invoices',
      admin: '/api/organization/getAllOrganization',
      reports: '/api/reservations',
    };
    for (const [remote, path] of Object.entries(byRemote)) {
      const calls = apiCalls.filter((r) => new URL(r.url()).pathname === path);
      expect(calls.length, `${remote} called ${path}`).toBeGreaterThan(0);
      for (const call of calls) {
        expect(await call.headerValue('authorization'), `${remote} ${path} bearer`).toBe(`Bearer ${token}`);
        expect(await call.headerValue('x-org-id'), `${remote} ${path} X-Org-Id`).toBe(saasOrgId);
      }
    }
  });
});
