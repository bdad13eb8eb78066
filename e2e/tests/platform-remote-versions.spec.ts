import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, USERS } from './support';

// The e2e console's data folder (scripts/e2e-console.mjs); its deploys are <data>/deploys (scripts/console.mjs).
const DATA_DIR = fs.readFileSync(path.join(__dirname, '..', '.data-dir'), 'utf8').trim();
const DEPLOYS = path.join(DATA_DIR, 'deploys');
const FINANCE_DIST = path.join(__dirname, '..', '..', 'remote-finance', 'dist');
const OLD = '1.0.0-e2e1';
const NEW = '1.0.0-e2e2';
const CONSOLE = 'http://127.0.0.1:8080';

/** remote-finance's build copied as a deployed version, as npm run deploy leaves it. */
function deployCopy(version: string): void {
  const target = path.join(DEPLOYS, 'remotes', 'finance', version);
  if (!fs.existsSync(target)) fs.cpSync(FINANCE_DIST, target, { recursive: true });
}

/** Changes the console's registry by its compare-and-swap (PUT /registry.json with If-Match), as a deploy does. */
async function swapRegistry(change: (registry: { remotes: Record<string, unknown> }) => { remotes: Record<string, unknown> }) {
  const read = await fetch(`${CONSOLE}/registry.json`, { cache: 'no-store' });
  const registry = await read.json();
  const put = await fetch(`${CONSOLE}/registry.json`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'If-Match': read.headers.get('etag') ?? '' },
    body: JSON.stringify(change(registry)),
  });
  expect(put.status).toBe(200);
}

const manifest = (version: string) => `/remotes/finance/${version}/mf-manifest.json`;
const financeRow = (page: Page) => page.getByRole('row').filter({ hasText: 'remote-finance' });

test.describe("the platform sees and changes each remote's version per organisation (DESIGN §9)", () => {
  let before: { remotes: Record<string, unknown> };

  test.beforeAll(async () => {
    before = await (await fetch(`${CONSOLE}/registry.json`, { cache: 'no-store' })).json();
    deployCopy(OLD);
    deployCopy(NEW);
    // finance ran OLD, then NEW was deployed.
    await swapRegistry((registry) => ({
      ...registry,
      remotes: { ...registry.remotes, finance: { version: NEW, manifest: manifest(NEW), previous: [OLD], canary: null } },
    }));
  });

  test.afterAll(async () => {
    // The other specs run against the registry as it was.
    await swapRegistry((registry) => ({ ...registry, remotes: before.remotes }));
  });

  test('admin@ pins Northline Freight to the earlier version, Northline runs it and the platform does not; then promotes it and rolls back', async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.admin, '/remoteVersions');
    await expect(page.getByRole('heading', { name: 'Remote Versions', level: 1 })).toBeVisible();
    const row = financeRow(page);
    await expect(row.getByRole('cell')).toHaveText(['remote-finance', NEW, 'None', OLD, 'Roll back']);

    // Pin an organisation: asked in the console's dialog, then it is the remote's canary for it.
    const pin = page.getByRole('region', { name: 'Pin an organisation' });
    await pin.getByLabel('Remote').selectOption({ label: 'remote-finance' });
    await pin.getByLabel('Version').selectOption(OLD);
    await pin.getByLabel('Organization').selectOption({ label: 'Northline Freight' });
    await pin.getByRole('button', { name: 'Pin' }).click();
    const dialog = page.getByRole('dialog', { name: `Pin Northline Freight to ${OLD} of remote-finance?` });
    await dialog.getByRole('button', { name: 'Pin' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').nth(2)).toHaveText(`${OLD} for Northline Freight`);

    // The registry decides per session: Northline's console runs the canary (its manifest and entry
    // from that version's folder), the platform's keeps the version in use.
    const carrier = await browser.newPage();
    const carrierAsked = carrier.waitForRequest((request) => request.url().includes(`/remotes/finance/${OLD}/remoteEntry`));
    await signIn(carrier, USERS.carrier, '/invoiceDashboard');
    await carrierAsked;
    await carrier.close();
    const platformFinance: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/finance/')) platformFinance.push(new URL(request.url()).pathname);
    });
    const platformAsked = page.waitForRequest((request) => request.url().includes(`/remotes/finance/${NEW}/mf-manifest.json`));
    await page.reload();
    await platformAsked;
    await expect(page.getByRole('heading', { name: 'Remote Versions', level: 1 })).toBeVisible();
    expect(platformFinance.filter((url) => url.includes(OLD))).toEqual([]);

    // Promote: everyone runs the canary, the version it replaces goes first in the previous ones.
    await row.getByRole('button', { name: 'Promote' }).click();
    await page
      .getByRole('dialog', { name: `Make ${OLD} of remote-finance everyone's version?` })
      .getByRole('button', { name: 'Promote' })
      .click();
    await expect(row.getByRole('cell')).toHaveText(['remote-finance', OLD, 'None', NEW, 'Roll back']);

    // Roll back to the version before.
    await row.getByRole('button', { name: 'Roll back' }).click();
    await page
      .getByRole('dialog', { name: `Roll remote-finance back to ${NEW} for everyone?` })
      .getByRole('button', { name: 'Roll back' })
      .click();
    await expect(row.getByRole('cell').nth(1)).toHaveText(NEW);
    const registry = await (await fetch(`${CONSOLE}/registry.json`, { cache: 'no-store' })).json();
    expect(registry.remotes.finance).toMatchObject({ version: NEW, canary: null });
  });

  test('the registry changed under the page (a deploy meanwhile): the change is refused with a message and the list read again', async ({ page }) => {
    await signIn(page, USERS.admin, '/remoteVersions');
    const row = financeRow(page);
    await expect(row.getByRole('cell').nth(1)).toHaveText(NEW);
    // A deploy rolls finance back while the page is open.
    await swapRegistry((registry) => ({
      ...registry,
      remotes: { ...registry.remotes, finance: { version: OLD, manifest: manifest(OLD), previous: [], canary: null } },
    }));
    await row.getByRole('button', { name: 'Roll back' }).click();
    await page
      .getByRole('dialog', { name: `Roll remote-finance back to ${OLD} for everyone?` })
      .getByRole('button', { name: 'Roll back' })
      .click();
    await expect(page.getByText("The remotes' versions changed since this page read them (a deploy or another change). Reload and try again.")).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText(['remote-finance', OLD, 'None', '—', '']);
  });
});
