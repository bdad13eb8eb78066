// What every bench that drives Chromium shares: its flags, and a sign-in whose storage later tabs restore.
import { DEMO_PASSWORD } from './lib.mjs';

/** Chromium as the benches run it: headless, and nothing of its own on the network while a page is measured. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Signs `loginId` in through the login page of `origin` and answers the storage to restore in other tabs. */
export async function signInStorage(browser, loginId, origin = 'http://127.0.0.1:8080', timeout = 60_000) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByLabel('Email').fill(loginId);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'visible', timeout });
    return await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  } finally {
    await context.close();
  }
}
