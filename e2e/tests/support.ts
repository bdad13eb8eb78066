import { expect, test, type Locator, type Page } from '@playwright/test';
// The demo users as the seed writes them (one list for the seed, the tests and `npm start`).
import DEMO from '../../api/src/db/demo-users.json';
import { ASSET_MAKES } from '../../api/src/db/seed-data';

export const DEMO_PASSWORD = DEMO.password;

/**
 * A seeded tractor as the console names it (assetLabel: make and year, then the plate): the seed
 * gives tractors the first six makes (api/src/db/seed.ts).
 */
export const TRACTOR_LABEL = new RegExp(`(${ASSET_MAKES.slice(0, 6).join('|')}) \\d{4} \\(`);

export const USERS = Object.fromEntries(Object.entries(DEMO.users).map(([key, user]) => [key, user.loginId])) as Record<keyof typeof DEMO.users, string>;

/** Logs in through the login page as a person would, and waits for the landing page. */
export async function loginAs(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
  // A named step: scripts/e2e-durations.mjs sums the time the suite spends signing in.
  await test.step(`sign in as ${loginId} (login form)`, async () => {
    await page.goto('/');
    await page.getByLabel('Email').fill(loginId);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    // The first sign-in of a run pays scrypt and the landing page's remote on a cold server: allow it more than a step.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
  });
}

/** Where the console serves a same-origin file that is not the app (a document to write storage from, booting nothing). */
const NOT_THE_APP = '/favicon.svg';
// The console's storage names (shared/src/session/storage.ts, shared/src/constants/product.ts).
const SNAPSHOT_PREFIX = 'haulstopSession:';
const LAST_VIEWED_PAGE = 'haulstopLastViewedPage';
/** The e2e API (header-support.ts's API; not imported from there, which imports this file). */
const API_URL = 'http://127.0.0.1:8090';

type LoginAnswer = { token: string; refreshToken: string; user: unknown; organizations: unknown };

/**
 * Per worker, the session snapshot the console left in localStorage after one sign-in through the
 * form, by login: what a new tab of that login inherits.
 */
const snapshots = new Map<string, Record<string, string>>();

/** The console's stored snapshot of this page's login (localStorage `haulstopSession:<login>`). */
async function storedSnapshot(page: Page, loginId: string): Promise<Record<string, string> | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `${SNAPSHOT_PREFIX}${loginId.toLowerCase()}`);
  return raw ? (JSON.parse(raw) as Record<string, string>) : null;
}

/**
 * Signs in for a test that is not about signing in, and opens `path` (default '/', which the
 * console sends to the landing page); waits for the menu, as loginAs does.
 *
 * The first time a worker signs a login in, it goes through the login form (loginAs) and keeps
 * the session snapshot the console stored. Later times, a fresh sign-in through the API (its own
 * tokens: no refresh token is ever shared between tests) replaces the tokens in that snapshot,
 * which is written to localStorage as the console leaves it, so the page opened is a new tab of
 * that login: no login page, no landing page drawn only to leave it. When the API's
 * answer (user, organisations) no longer matches the snapshot, the form is used again.
 */
export async function signIn(page: Page, loginId: string, path = '/'): Promise<void> {
  const snapshot = snapshots.get(loginId);
  const answer = snapshot ? await apiSignIn(page, loginId) : null;
  if (!snapshot || !answer || JSON.stringify(answer.user) !== snapshot.user || JSON.stringify(answer.organizations) !== snapshot.organizations) {
    await loginAs(page, loginId);
    const stored = await storedSnapshot(page, loginId);
    if (stored) {
      // The page the form landed on is not where a later test starts.
      delete stored[LAST_VIEWED_PAGE];
      snapshots.set(loginId, stored);
    }
    if (path !== '/') await page.goto(path);
    return;
  }
  await test.step(`sign in as ${loginId} (stored session)`, async () => {
    await page.goto(NOT_THE_APP);
    const items = { ...snapshot, token: answer.token, refreshToken: answer.refreshToken };
    await page.evaluate(
      ({ key, items, loginKey }) => {
        localStorage.setItem(key, JSON.stringify(items));
        localStorage.setItem('lastLoginKey', loginKey);
      },
      { key: `${SNAPSHOT_PREFIX}${loginId.toLowerCase()}`, items, loginKey: snapshot.lastLoginKey ?? loginId.toLowerCase() },
    );
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
  });
}

/**
 * Opens a page as a person would, through the drawer: its group's button first when the link sits
 * in a group, then its link; waits for the page's heading (the link's label unless named).
 */
export async function openFromMenu(page: Page, link: string, group?: string, heading = link): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (group) await menu.getByRole('button', { name: group }).click();
  await menu.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The field shows `message` under it, linked to it, and holds the focus. */
export async function refusedUnder(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeFocused();
}

/** No toast said it (the message is under its field only). */
export async function noToast(page: Page) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}

/**
 * The reserve search form filled as most booking journeys fill it: lots within 500 km of Calgary,
 * for 24 hours, and `slots` slots when given (else the form's own). Answers the form, not yet sent.
 */
export async function fillSearchNearCalgary(page: Page, slots?: string): Promise<Locator> {
  const search = page.getByRole('form', { name: 'Find a parking lot' });
  await search.getByLabel('Near').fill('Calgary');
  await search.getByLabel('Within').selectOption('500');
  await search.getByLabel('Duration').selectOption('24 hrs');
  if (slots !== undefined) await search.getByLabel('Slots').fill(slots);
  return search;
}

/**
 * From admin@'s landing page (remote-reserve's Map Dashboard), opens through the drawer one page of
 * each other remote (remote-finance, remote-admin, remote-reports) and waits for its table's first row.
 */
export async function openAPageOfEachOtherRemote(page: Page): Promise<void> {
  const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
  await mainMenu.getByRole('link', { name: 'Invoices' }).click(); // remote-finance
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();
  await mainMenu.getByRole('button', { name: 'Administrator' }).click();
  await mainMenu.getByRole('link', { name: 'Organization Details' }).click(); // remote-admin
  await expect(page.getByRole('table', { name: 'Organization Details' }).getByRole('row').nth(1)).toBeVisible();
  await mainMenu.getByRole('button', { name: 'Reports' }).click();
  await mainMenu.getByRole('link', { name: 'Reservations', exact: true }).click(); // remote-reports
  await expect(page.getByRole('table', { name: 'Reservations' }).getByRole('row').nth(1)).toBeVisible();
}

async function apiSignIn(page: Page, loginId: string): Promise<LoginAnswer | null> {
  const response = await page.request.post(`${API_URL}/api/auth/login`, { data: { loginId, password: DEMO_PASSWORD } });
  return response.ok() ? ((await response.json()) as LoginAnswer) : null;
}

const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_LETTER_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];

/** A made-up 17-character VIN (no I, O, Q) with its 9th character set to the check digit the console asks for. */
export function withVinCheckDigit(vin: string): string {
  const sum = [...vin.toUpperCase()].reduce(
    (total, char, index) => total + (/\d/.test(char) ? Number(char) : VIN_LETTER_VALUES[VIN_LETTERS.indexOf(char)]) * VIN_WEIGHTS[index],
    0,
  );
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${vin.slice(0, 8)}${check}${vin.slice(9)}`;
}

/**
 * Saves a truck on an asset form (`form`: the page or the dialog it is in) as a person who first
 * types too short a VIN would: `vin` cut to `typedFirst` characters is refused with the VIN's
 * length message, then the whole VIN is saved, which `page` says.
 */
export async function saveTruckAfterAShortVin(form: Page | Locator, page: Page, truck: { vin: string; typedFirst: number; plate: string }): Promise<void> {
  await form.getByLabel('VIN', { exact: true }).fill(truck.vin.slice(0, truck.typedFirst));
  await form.getByLabel('Asset type').selectOption({ label: 'Truck' });
  await form.getByLabel('Licence plate').fill(truck.plate);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('VIN must be exactly 17 characters')).toBeVisible();
  await form.getByLabel('VIN', { exact: true }).fill(truck.vin);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset saved')).toBeVisible();
}

/**
 * A form's refusal, then its save, as a person meets them: the `refused` values typed (label →
 * value) and saved show each of `messages` in the form; the `accepted` values typed over them and
 * saved, the page says `saved`.
 */
export async function refusedThenSaved(
  form: Page | Locator,
  page: Page,
  steps: { refused: Record<string, string>; messages: string[]; accepted: Record<string, string>; saved: string; save?: string },
): Promise<void> {
  const save = form.getByRole('button', { name: steps.save ?? 'Save' });
  for (const [label, value] of Object.entries(steps.refused)) await form.getByLabel(label).fill(value);
  await save.click();
  for (const message of steps.messages) await expect(form.getByText(message)).toBeVisible();
  for (const [label, value] of Object.entries(steps.accepted)) await form.getByLabel(label).fill(value);
  await save.click();
  await expect(page.getByText(steps.saved)).toBeVisible();
}
