import { expect, type Page, type Response } from '@playwright/test';
import { openUserMenu } from './header-support';
import { DEMO_PASSWORD } from './support';

/**
 * Logs in through the login page as a person would, then opens `route` (a bookmark). Unlike
 * loginAs it does not wait for the landing page's drawer: on this loaded machine the landing page
 * after login sometimes stays on the guard's wait (seen on main too, 26 Nov 2026), while a page
 * opened afterwards renders.
 */
export async function loginAndOpen(page: Page, loginId: string, route: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(loginId);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await page.goto(route);
  await expect(mainMenu(page)).toBeVisible({ timeout: 20_000 });
}

/**
 * Signs `loginId` in and opens a report as a person would: from a page of the console (the
 * Reservations report), through the drawer with every group open, to the report's `link`; waits
 * for its URL. Given `apiPath` (part of the report's API address), also waits for the API's answer
 * the report asked for, and answers it.
 */
export async function openReportFromMenu(page: Page, loginId: string, link: string, url: RegExp): Promise<void>;
export async function openReportFromMenu(page: Page, loginId: string, link: string, url: RegExp, apiPath: string): Promise<Response>;
export async function openReportFromMenu(page: Page, loginId: string, link: string, url: RegExp, apiPath?: string): Promise<Response | void> {
  await loginAndOpen(page, loginId, '/reservations');
  await expandMenu(page);
  const answer = apiPath ? page.waitForResponse((r) => r.url().includes(apiPath) && r.ok()) : undefined;
  await mainMenu(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(url);
  return answer;
}

/** The drawer. */
export const mainMenu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name });

/** Opens every group of the drawer, so each link can be looked for. */
export async function expandMenu(page: Page, name = 'Main menu') {
  await expect(mainMenu(page, name).getByRole('button').first()).toBeVisible();
  for (const group of await mainMenu(page, name).getByRole('button').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
}

/** Chooses the console's language from the user dropdown (its items are in English until then). */
export async function chooseLanguage(page: Page, userName: string, language: 'French' | 'Spanish') {
  const menu = await openUserMenu(page, userName);
  await menu.getByRole('menuitem', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: language, exact: true }).click();
}

/** Waits until a report shows its own content: its heading, and nothing loading. */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
}

/** Clicks the report's CSV button and reads the file it saves. */
export async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const file = await download;
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** Data rows of a CSV (after the header), counting quoted line breaks as part of their cell. */
export function csvRows(text: string): string[] {
  const rows: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    if (char === '\n' && !quoted) {
      if (current.trim()) rows.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim()) rows.push(current);
  return rows.slice(1);
}
