import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, request, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** First and last names of the demo users (api/src/db/seed-data.ts): the user dropdown's name. */
export const NAMES = {
  admin: 'Avery Collins',
  owner: 'Dana Whitfield',
  carrier: 'Priya Natarajan',
  dispatch: 'Luis Ortega',
  broker: 'Hannah Brooks',
} as const;

export const API = 'http://127.0.0.1:8090';

/** The user dropdown button (named with the user's first and last name). */
export function userMenuButton(page: Page, name: string): Locator {
  // Named by the full name, then the username it shows (WCAG 2.5.3).
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\S+@`) });
}

/** Opens the user dropdown. */
export async function openUserMenu(page: Page, name: string): Promise<Locator> {
  await userMenuButton(page, name).click();
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the user dropdown and chooses one of its items. */
export async function chooseUserMenuItem(page: Page, name: string, item: string): Promise<void> {
  const menu = await openUserMenu(page, name);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

const REMOTE_AREAS = ['admin', 'finance', 'reports', 'reserve'];

type PagesFile = { pages: { menu: { labelKey: string; labels: Record<'en' | 'fr' | 'es', string> } | null }[] };

/** A page's menu label as its remote declares it (remote-<name>/pages.manifest.cjs, shipped in its manifest). */
function pageLabel(root: string, lang: 'en' | 'fr' | 'es', key: string): string | undefined {
  for (const area of REMOTE_AREAS) {
    const { pages } = createRequire(__filename)(path.join(root, `remote-${area}`, 'pages.manifest.cjs')) as PagesFile;
    const label = pages.find((page) => page.menu?.labelKey === key)?.menu?.labels[lang];
    if (label) return label;
  }
  return undefined;
}

/**
 * A text of the console's language files (shared/locales/<lang>/<area>.json, or a remote's
 * remote-<area>/locales/<lang>.json), by dotted key; a page's menu label (menu.*) comes from its remote's pages.
 */
export function localeText(lang: 'en' | 'fr' | 'es', key: string, area = 'common'): string {
  const root = path.join(__dirname, '..', '..');
  const label = area === 'common' && key.startsWith('menu.') ? pageLabel(root, lang, key) : undefined;
  if (label) return label;
  const file = REMOTE_AREAS.includes(area)
    ? path.join(root, `remote-${area}`, 'locales', `${lang}.json`)
    : path.join(root, 'shared', 'locales', lang, `${area}.json`);
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], JSON.parse(fs.readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`No text ${lang}/${area}.json ${key}`);
  return value;
}

/**
 * Signs in through the API; null when the password is wrong. The specs that change a password or
 * a name use it to put the demo data back whatever happened in the browser.
 */
async function apiLogin(loginId: string, password: string) {
  const api = await request.newContext({ baseURL: API });
  const response = await api.post('/api/auth/login', { data: { loginId, password } });
  if (!response.ok()) {
    await api.dispose();
    return null;
  }
  const body = (await response.json()) as { token: string; user: { userId: number; loginId: string; firstName: string; lastName: string } };
  return { api, token: body.token, user: body.user };
}

/** Puts the demo password back if a spec left `changedTo` in place. */
export async function restorePassword(loginId: string, changedTo: string): Promise<void> {
  if (await apiLogin(loginId, DEMO_PASSWORD).then(async (s) => (s ? (await s.api.dispose(), true) : false))) return;
  const session = await apiLogin(loginId, changedTo);
  if (!session) return;
  await session.api.put(`/api/user/updatePassword/${session.user.userId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { userId: session.user.userId, oldPassword: changedTo, newPassword: DEMO_PASSWORD },
  });
  await session.api.dispose();
}

/** Puts a demo user's first and last name back. */
export async function restoreName(loginId: string, firstName: string, lastName: string): Promise<void> {
  const session = await apiLogin(loginId, DEMO_PASSWORD);
  if (!session) return;
  if (session.user.firstName !== firstName || session.user.lastName !== lastName) {
    await session.api.put(`/api/user/update/${session.user.userId}`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { ...session.user, email: session.user.loginId, firstName, lastName },
    });
  }
  await session.api.dispose();
}
