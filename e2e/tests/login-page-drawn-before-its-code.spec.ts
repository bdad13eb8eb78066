import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from './support';

/**
 * On a slow phone the login page's largest paint waited for ~150 KB of script. index.html
 * now holds the page drawn at build time (host/src/app/login-copy.tsx), one copy per language; its
 * start script shows the visitor's once server.json has answered and the fonts are here,
 * and React's page replaces it. A person must not see the swap: this holds the start's code back,
 * as a slow network does, and compares the two, pixel for pixel.
 */

/** Holds main.js (the start's code) until `release` is called. */
async function holdTheStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's main element as a tree of tags, attributes and texts, without what differs by origin (ids React makes, the copy's marks). */
function drawnTree(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const VOLATILE = new Set(['id', 'for', 'inert', 'data-hs-login-copy', 'style']);
    const describe = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim();
      if (!(node instanceof HTMLElement)) return '';
      const attributes = [...node.attributes]
        .filter((attribute) => !VOLATILE.has(attribute.name))
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort();
      if (node.style.cssText) attributes.push(`style=${node.style.cssText}`);
      return `<${node.tagName} ${attributes.join(' ')}>${[...node.childNodes].map(describe).join('')}</${node.tagName}>`;
    };
    return describe(main);
  });
}

for (const [language, title] of [
  ['en', 'Sign in to your console'],
  ['fr', 'Connectez-vous à votre console'],
] as const) {
  test(`before its code runs, the login page shows in ${language} from index.html, and React's page replaces it unseen`, async ({ page }) => {
    await page.addInitScript((kept) => {
      if (kept !== 'en' && !localStorage.getItem('language')) localStorage.setItem('language', kept);
    }, language);
    const release = await holdTheStart(page);
    // Not 'load': the page's load waits for the held script.
    await page.goto('/', { waitUntil: 'commit' });

    const copy = page.locator('main[data-hs-login-copy]');
    await expect(copy).toHaveAttribute('data-hs-login-copy', language);
    await expect(copy.locator('h1')).toHaveText(title);
    // Not usable until React's page is there: nothing typed can be lost in the swap.
    await expect(copy).toHaveAttribute('inert', '');
    const copyTree = await drawnTree(page);
    const copyPixels = await page.screenshot();

    release();
    await expect(page.locator('main[data-hs-login-copy]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await drawnTree(page)).toBe(copyTree);
    const reactPixels = await page.screenshot();
    expect(reactPixels.equals(copyPixels)).toBe(true);
  });
}

test('the page that replaced the copy signs in', async ({ page }) => {
  const release = await holdTheStart(page);
  // Not 'load': the page's load waits for the held script.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('main[data-hs-login-copy]')).toBeVisible();
  release();
  await page.getByLabel('Email').fill(USERS.owner);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Map Dashboard' })).toBeVisible({ timeout: 30_000 });
});

test("while server.json has not answered, the page shows 'Loading...', not the copy", async ({ page }) => {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/server.json?*', async (route) => {
    await held;
    await route.continue();
  });
  await holdTheStart(page);
  // Not 'load': the page's load waits for the held script.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading...');
  // Long enough for the fonts, which are on the same server.
  await page.waitForTimeout(500);
  await expect(page.locator('main[data-hs-login-copy]')).toHaveCount(0);
  answer();
  await expect(page.locator('main[data-hs-login-copy]')).toBeVisible();
});
