// What every bench that drives Chromium shares: its flags, and a sign-in whose storage later tabs restore.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DEMO_PASSWORD, ROOT } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));

/** Chromium's flags as the e2e suite launches it too: headless, and nothing of its own on the network while a page is measured. */
export { CHROMIUM_ARGS } from './chromium.mjs';

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

/**
 * A driver's trip link (`/trip/<token>`) of the demo data: the trip link job mails one to each driver
 * of a confirmed booking into the outbox (<DATA_DIR>/outbox) within seconds of the start.
 */
export async function demoTripPath(dataDir, timeoutMs = 120_000) {
  const { simpleParser } = require('mailparser');
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((file) => file.endsWith('.eml'))
          .sort()
      : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      const token = /\/trip\/([A-Za-z0-9_-]{20,})/.exec(mail.text ?? '')?.[1];
      if (token) return `/trip/${token}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no trip link was mailed to ${outbox} within ${timeoutMs / 1000} s`);
}
