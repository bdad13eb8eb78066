import { expect, test, type ConsoleMessage } from '@playwright/test';
import { loginAs, USERS, openAPageOfEachOtherRemote } from './support';

// react, react-dom, the router and @haulstop/shared are strict singletons (scripts/webpack-app.cjs):
// a clean build of host and remotes loads each once, with no "unsatisfied version" warning that
// would hide a real mismatch among others.

/** What the federation runtime (or webpack's sharing) says when a shared module's versions do not fit. */
const SHARE_WARNING = /unsatisfied version|does not satisfy the requirement|shared singleton|no satisfying version|#RUNTIME-00[0-9].*shar/i;

test('signed-in navigation across all four remotes prints no shared-version warning', async ({ page }) => {
  const messages: string[] = [];
  const collect = (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', collect);
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

  await loginAs(page, USERS.admin);
  await expect(page).toHaveURL(/\/mapDashboard$/); // remote-reserve
  await expect(page.getByRole('main').getByRole('heading', { name: 'Map Dashboard', level: 1 })).toBeVisible();
  await openAPageOfEachOtherRemote(page);

  // Each remote's entry was loaded, so each consumed its shared modules from the host's scope.
  const remotesLoaded = await page.evaluate(() =>
    (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }).__FEDERATION__.__INSTANCES__.map((i) => i.name).sort(),
  );
  expect(remotesLoaded).toEqual(expect.arrayContaining(['admin', 'finance', 'reports', 'reserve']));
  expect(messages.filter((text) => SHARE_WARNING.test(text))).toEqual([]);
});
