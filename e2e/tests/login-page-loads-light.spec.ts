import { expect, test } from '@playwright/test';
import { loginAs, USERS } from './support';

/**
 * The login page is drawn without the design system, and every script it needs is
 * named in the page itself (preload links), so a phone fetches them all at once instead of one
 * round trip per step. Measured by `npm run bench`; this checks the mechanism stays true.
 */
test('the login page preloads exactly the scripts it runs, and loads no Chakra', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your console' })).toBeVisible();

  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const ran = [...scripts].filter((s) => s !== '/main.js').sort();
  // Nothing the page needs is discovered late, and nothing preloaded goes unused.
  expect([...preloaded].sort()).toEqual(ran);
  // Merged by the build into a few files (scripts/webpack/first-load-preload.cjs, loadChunkGroups):
  // over HTTP/1.1 each file is one more round trip on one of six connections; it was 20.
  expect(preloaded.every((file) => /^\/first-load-\d+\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  expect(preloaded.length).toBeLessThanOrEqual(8);

  // No Chakra/emotion: no styles injected at run time, no Chakra class on the page.
  expect(await page.locator('style[data-emotion]').count()).toBe(0);
  expect(await page.locator('[class*="chakra-"]').count()).toBe(0);
});

test("the page shows 'Loading...' from its first paint, before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await context.close();
});

test('once signed in, the console brings Chakra (the guarded area)', async ({ page }) => {
  await loginAs(page, USERS.owner);
  await expect(page.locator('[class*="chakra-"]').first()).toBeAttached();
});

test("a signed-in visit preloads the console's scripts from the page itself, exactly those the console runs", async ({ page }) => {
  await loginAs(page, USERS.owner);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The host's own scripts: the remotes' come from their own servers once server.json names them.
    if (request.resourceType() === 'script' && url.port === '8080') scripts.add(url.pathname);
  });
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Map Dashboard' })).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  // The first load's links and, added by the page's inline script for a stored session, the console's
  // (merged by the build into a few files; they were 29). 15 since the errors and toasts became a
  // singleton of their own (@haulstop/shared/feedback, 1 KB), which took axios off the driver's page.
  expect([...preloaded].sort()).toEqual([...scripts].filter((s) => s !== '/main.js').sort());
  expect(preloaded.filter((file) => file.startsWith('/console-')).length).toBeGreaterThan(0);
  expect(preloaded.length).toBeLessThanOrEqual(15);
  // All at a deferred script's low priority, the entry first: the first paint needs none
  // of them, and a high-priority preload would be fetched before the entry that runs first.
  const priorities = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).fetchPriority));
  expect(new Set(priorities)).toEqual(new Set(['low']));
  expect(await page.locator('script[src="/main.js"]').evaluate((el) => [(el as HTMLScriptElement).defer, (el as HTMLScriptElement).fetchPriority])).toEqual([
    true,
    'auto',
  ]);
});

test("a visitor's /globaldashboard preloads its own scripts from the page itself, exactly those it runs", async ({ page }) => {
  const scripts = new Set<string>();
  const entryRequests: string[] = [];
  const lotQueries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.port === '8080') scripts.add(url.pathname);
    if (url.pathname === '/remoteEntry.js') entryRequests.push(url.href);
    if (url.pathname === '/api/public/lots') lotQueries.push(url.search);
  });
  await page.goto('/globaldashboard', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = await page.locator('link[rel="preload"][as="script"]').evaluateAll((all) => all.map((l) => new URL((l as HTMLLinkElement).href)));
  const preloaded = links.filter((url) => url.port === '8080').map((url) => url.pathname);
  // The first load's links and, added by the page's inline script for a visitor at a public page,
  // the public page's (before, asked for only once the entry had run and the router rendered).
  expect([...preloaded].sort()).toEqual([...scripts].filter((s) => s !== '/main.js').sort());
  // And the entry of remote-reserve, which owns the page: preloaded, and fetched once (the runtime takes the preload).
  expect(links.filter((url) => url.port !== '8080').map((url) => url.href)).toEqual(['http://127.0.0.1:8081/remoteEntry.js']);
  expect(entryRequests).toEqual(['http://127.0.0.1:8081/remoteEntry.js']);
  // Its first answer asked for once, by the page's script, and the first card's photo preloaded from it.
  expect(lotQueries).toEqual(['?size=50']);
  const firstPhoto = await page.getByRole('list', { name: 'Parking lots' }).getByRole('img').first().getAttribute('src');
  const images = await page.locator('link[rel="preload"][as="image"]').evaluateAll((all) => all.map((l) => (l as HTMLLinkElement).href));
  expect(images).toContain(firstPhoto);
  expect(preloaded.filter((file) => file.startsWith('/public-')).length).toBeGreaterThan(0);
  expect(preloaded.filter((file) => file.startsWith('/console-'))).toEqual([]);
});

test("the driver's page loads no API client (axios) until the driver searches", async ({ page }) => {
  // axios's error codes are strings the minifier keeps: a script holding one is axios.
  const axiosScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('ERR_FR_TOO_MANY_REDIRECTS')) axiosScripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/globaldashboard');
  const found = page.getByRole('status').filter({ hasText: /lots? found/ });
  await expect(found).toHaveText('16 lots found');
  await page.waitForLoadState('load');
  expect(axiosScripts).toEqual([]);
  // A search asks the API through the console's one client, loaded then.
  await page.getByLabel('City, address or lot name').fill('Regina');
  await expect(page.getByRole('status')).toContainText('Within 250 km of Regina, SK, CA');
  // The response's body is read after the fact: wait for it rather than race it.
  await expect.poll(() => axiosScripts.length).toBe(1);
});

test('server.json and the language file are asked for once, by the page itself, before its scripts have run', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/server.json' || pathname.startsWith('/i18n/')) asked.push(pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your console' })).toBeVisible();
  // Once each: the start took the page's requests instead of fetching again.
  expect(asked.sort()).toEqual(['/i18n/language.json', '/server.json']);
  // Begun by the page's inline script, while the page was still being parsed: main.js, a deferred
  // script, runs only once parsing is done (domInteractive). (Not "before main.js arrived": on
  // loopback it can arrive before the parser reaches the inline script.)
  const starts = await page.evaluate(() => {
    const entry = (name: string) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === name) as PerformanceResourceTiming;
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
    return { config: entry('/server.json').startTime, texts: entry('/i18n/language.json').startTime, parsed };
  });
  expect(starts.config).toBeLessThan(starts.parsed);
  expect(starts.texts).toBeLessThan(starts.parsed);
});

test('when language.json fails, the English built into the console is loaded then, and the page shows no raw keys', async ({ page }) => {
  // Every visit fetches language.json; the English copy in the code is a chunk of its own, loaded
  // only when that file fails (~9 KB compressed off every first load).
  await page.route('**/i18n/language.json*', (route) => route.abort());
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  // React's page, not the copy index.html draws before the code arrives, whose texts are built in
  // (on a fast machine the copy alone passed these checks before the fallback was even asked for).
  const reactPage = page.locator('#root > :not([data-hs-login-copy])');
  await expect(reactPage.getByRole('heading', { level: 1, name: 'Sign in to your console' })).toBeVisible();
  await expect(reactPage.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(reactPage).not.toContainText('host.');
  expect(scripts.filter((s) => s.startsWith('/english-fallback.'))).toHaveLength(1);
  // The failure is logged.
  expect(errors.some((e) => e.includes('language.json'))).toBe(true);
});

test('a signed-in visit opens the connections to the API and the remotes from the page itself', async ({ page }) => {
  await loginAs(page, USERS.owner);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Map Dashboard' })).toBeVisible();
  const preconnects = await page
    .locator('link[rel="preconnect"]')
    .evaluateAll((links) => links.map((l) => `${(l as HTMLLinkElement).href} ${(l as HTMLLinkElement).crossOrigin ?? 'credentialed'}`));
  expect(preconnects).toEqual([
    'http://127.0.0.1:8090/ anonymous',
    'http://127.0.0.1:8081/ credentialed',
    'http://127.0.0.1:8082/ credentialed',
    'http://127.0.0.1:8083/ credentialed',
    'http://127.0.0.1:8084/ credentialed',
  ]);
});

test("every remote's page is one script after its remote's entry, as each remote's manifest says", async ({ page }) => {
  // Over HTTP/1.1 each file is one more round trip on one of six connections: a page's shared code in
  // files of its own made a page three to five files (scripts/webpack-app.cjs, splitChunks).
  const { remotes } = (await (await page.request.get('/server.json')).json()) as { remotes: Record<string, string> };
  expect(Object.keys(remotes).sort()).toEqual(['admin', 'finance', 'reports', 'reserve']);
  for (const entry of Object.values(remotes)) {
    const manifest = (await (await page.request.get(new URL('mf-manifest.json', entry).href)).json()) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    expect(manifest.exposes.length).toBeGreaterThan(0);
    for (const { name, assets } of manifest.exposes) {
      expect({ name, sync: assets.js.sync.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '.js')) }).toEqual({
        name,
        sync: [`__federation_expose_${name}.js`],
      });
    }
  }
});
