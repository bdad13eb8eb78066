import { expect, test } from '@playwright/test';
import { loginAs, USERS } from './support';

/**
 * During the guard's 1 s wait the console is rendered hidden and runs no
 * effects, so what its header shows and the fonts its text uses were asked for only once the page
 * appeared: the header filled in afterwards and the text repainted in Poppins' other weights,
 * moving the dashboard's counts (a layout shift Lighthouse measured). They now load during the wait.
 */
test("a signed-in visit loads the header's organisation, its logo and the console's fonts during the wait", async ({ browser, page: loginPage }) => {
  await loginAs(loginPage, USERS.owner);
  const stored = await loginPage.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  // A new visit with the session and an empty cache (a returning user on another day): nothing loaded before.
  const context = await browser.newContext();
  await context.addInitScript((s) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(s.local)) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(s.session)) sessionStorage.setItem(key, value);
  }, stored);
  const page = await context.newPage();
  await page.goto('/mapDashboard');
  // Checked on the first frame the page is visible.
  const shown = await (
    await page.waitForFunction(
      () => {
        const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Map Dashboard');
        if (!heading?.checkVisibility()) return null;
        return { at: performance.now(), fonts: ['500', '600'].map((weight) => document.fonts.check(`${weight} 12px Poppins`)) };
      },
      null,
      { polling: 'raf' },
    )
  ).jsonValue();
  expect(shown?.fonts).toEqual([true, true]);
  const started = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => ({ url: r.name, at: r.startTime })));
  for (const request of [
    /:8090\/api\/organization\/2$/,
    /:8090\/api\/session\/downloadUrl\?objectPath=orgs%2F2%2Flogo\.svg$/,
    /:8090\/api\/files\/orgs\/2\/logo\.svg\?/,
  ]) {
    const entry = started.find((r) => request.test(r.url));
    expect(entry, String(request)).toBeDefined();
    expect(entry!.at, String(request)).toBeLessThan(shown!.at);
  }
  await expect(page.getByRole('img', { name: 'Organization logo' })).toBeVisible();
  await context.close();
});
