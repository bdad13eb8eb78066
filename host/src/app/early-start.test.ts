import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES_REMOTE } from '../federation/public-pages-remote';
import { ICU_DATA_STARTED, ICU_DATA_WORKER, loadIcuData } from './icu-data';

/**
 * The page's inline start script (public/index.html) begins server.json and the language files
 * before any bundle arrives; the start (loadRuntimeConfig, initI18n) must take those requests, not
 * fetch again (each was a round trip after main.js on a slow network). Run here as the page
 * runs it, against the real shared modules.
 */
const html = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'index.html'), 'utf8');
// The build fills in Poppins' files (the page's template list `poppins`); here, made-up ones.
const POPPINS = ['400', '500', '600', '700'].map((weight) => ({ weight, url: `http://localhost/assets/poppins-${weight}.woff2` }));
const earlyScript = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1])
  .find((code) => code.includes('__hsEarly'))
  ?.replace('<%= JSON.stringify(poppins) %>', JSON.stringify(POPPINS))
  .replace("<%= JSON.stringify(require('../src/federation/public-pages-remote.ts').PUBLIC_PAGES_REMOTE) %>", JSON.stringify(PUBLIC_PAGES_REMOTE))
  .replace("<%= JSON.stringify(require('../src/app/icu-data.ts').ICU_DATA_STARTED) %>", JSON.stringify(ICU_DATA_STARTED))
  .replace("<%= JSON.stringify(require('../src/app/icu-data.ts').ICU_DATA_WORKER) %>", JSON.stringify(ICU_DATA_WORKER));

const CONFIG = {
  servers: { server: { url: 'http://api.test:8090', USPassCode: '+1', CanadaPassCode: '+1' } },
  gMapKey: '',
  googleTagId: '',
  remotes: { reserve: 'http://remote.test:8081/remoteEntry.js', finance: 'http://remote.test:8081/finance/remoteEntry.js', own: '/own/remoteEntry.js' },
};

type FakeResponse = { ok: boolean; status: number; json: () => Promise<unknown>; clone: () => FakeResponse };
const answer = (body: unknown): FakeResponse => ({ ok: true, status: 200, json: async () => body, clone: () => answer(body) });

/** What the page's fetch answers: server.json, or a language file holding one text. */
const pageFetch = jest.fn(async (url: string) => (url.includes('/server.json?') ? answer(CONFIG) : answer({ early: { file: url.split('?')[0] } })));

function runEarlyScript(): void {
  globalThis.fetch = pageFetch as unknown as typeof fetch;
  new Function(earlyScript!)();
}

const begun = () => pageFetch.mock.calls.map(([url]) => url.split('?')[0]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.resetModules();
  pageFetch.mockClear();
  sessionStorage.clear();
  localStorage.clear();
  document.head.querySelectorAll('link[rel=preconnect]').forEach((link) => link.remove());
  delete globalThis.__hsEarly;
});

it('is in the page', () => {
  expect(earlyScript).toBeDefined();
});

it('begins server.json and English with a random query, and the start takes both instead of fetching', async () => {
  runEarlyScript();
  const origin = window.location.origin;
  expect(begun().sort()).toEqual([`${origin}/i18n/language.json`, `${origin}/registry.json`, `${origin}/server.json`]);
  expect(pageFetch.mock.calls.filter(([url]) => !url.includes('/registry.json')).every(([url]) => /\?rand=\w+$/.test(url))).toBe(true);

  const { loadRuntimeConfig } = await import('@haulstop/shared/config');
  const { initI18n, i18n } = await import('@haulstop/shared/i18n');
  const startFetch = jest.fn();
  await expect(loadRuntimeConfig('/server.json', startFetch)).resolves.toMatchObject({ servers: CONFIG.servers });
  await initI18n({ fetchImpl: startFetch });
  expect(startFetch).not.toHaveBeenCalled();
  expect(i18n.t('early.file')).toBe(`${origin}/i18n/language.json`);
});

it('begins the deploy registry as the start asks it (no-cache, no query), and the start takes it, once', async () => {
  runEarlyScript();
  expect(pageFetch).toHaveBeenCalledWith(`${window.location.origin}/registry.json`, { cache: 'no-cache' });
  const { loadRegistry } = await import('../federation/registry');
  const startFetch = jest.fn(async () => answer({ remotes: {} }));
  await loadRegistry(startFetch as unknown as typeof fetch);
  expect(startFetch).not.toHaveBeenCalled();
  // A route change reads the registry afresh.
  await loadRegistry(startFetch as unknown as typeof fetch);
  expect(startFetch).toHaveBeenCalledWith('/registry.json', { cache: 'no-cache' });
});

it('hands each request out once: the next server.json (a route change) is fetched afresh', async () => {
  runEarlyScript();
  const { loadRuntimeConfig } = await import('@haulstop/shared/config');
  const startFetch = jest.fn(async () => answer(CONFIG));
  await loadRuntimeConfig('/server.json', startFetch as unknown as typeof fetch);
  await loadRuntimeConfig('/server.json', startFetch as unknown as typeof fetch);
  expect(startFetch).toHaveBeenCalledTimes(1);
});

it.each([
  ['fr', 'french.json', 'sessionStorage'],
  ['es', 'Spanish.json', 'localStorage'],
] as const)('begins the kept language (%s) too, and the start takes it', async (language, file, where) => {
  (where === 'sessionStorage' ? sessionStorage : localStorage).setItem('language', language);
  runEarlyScript();
  expect(begun()).toContain(`${window.location.origin}/i18n/${file}`);

  const { hydrateSession } = await import('@haulstop/shared/session');
  const { initI18n, i18n } = await import('@haulstop/shared/i18n');
  hydrateSession();
  const startFetch = jest.fn();
  await initI18n({ fetchImpl: startFetch });
  expect(startFetch).not.toHaveBeenCalled();
  expect(i18n.language).toBe(language);
  expect(i18n.t('early.file')).toBe(`${window.location.origin}/i18n/${file}`);
});

it('opens no connection for a visitor who is not signed in', async () => {
  runEarlyScript();
  await settle();
  expect(document.querySelectorAll('link[rel=preconnect]')).toHaveLength(0);
});

it('for a stored session, opens the connections server.json names: the API anonymous, each remote origin once, not its own', async () => {
  sessionStorage.setItem('token', 'a-token');
  runEarlyScript();
  await settle();
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preconnect]')].map((link) => [link.href, link.crossOrigin]);
  expect(links).toEqual([
    ['http://api.test:8090/', 'anonymous'],
    ['http://remote.test:8081/', null],
  ]);
  // The response the start takes still has its body.
  const { loadRuntimeConfig } = await import('@haulstop/shared/config');
  await expect(loadRuntimeConfig('/server.json', jest.fn())).resolves.toMatchObject({ remotes: { reserve: CONFIG.remotes.reserve } });
});

it('leaves a failed server.json to the start, which falls back', async () => {
  pageFetch.mockImplementationOnce(async () => Promise.reject(new TypeError('Failed to fetch')));
  runEarlyScript();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { loadRuntimeConfig, DEFAULT_RUNTIME_CONFIG, runtimeConfigStore } = await import('@haulstop/shared/config');
  await expect(loadRuntimeConfig('/server.json', jest.fn())).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
  expect(runtimeConfigStore.getState().usingFallback).toBe(true);
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

describe("a visitor's /globaldashboard (the driver's page)", () => {
  const LOTS = {
    content: [
      { parkingLotId: 17, photoUrl: 'http://api.test:8090/api/public/lots/17/photo' },
      { parkingLotId: 16, photoUrl: null },
      { parkingLotId: 15, photoUrl: 'http://api.test:8090/api/public/lots/15/photo' },
    ],
    totalElements: 3,
    page: 0,
    size: 50,
  };
  const lotsUrl = (size: number) => `${CONFIG.servers.server.url}/api/public/lots?size=${size}`;
  // jsdom does not reflect `as` to the attribute, as browsers do: read the property.
  const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].filter((link) => link.as === 'image').map((link) => link.href);

  beforeEach(() => {
    pageFetch.mockImplementation(async (url: string) =>
      url.startsWith(lotsUrl(50)) ? answer(LOTS) : url.includes('/server.json?') ? answer(CONFIG) : answer({ early: { file: url.split('?')[0] } }),
    );
    document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
  });
  afterEach(() => window.history.pushState({}, '', '/'));

  /** The page's script run at /globaldashboard, the start's API address set, and the API client answering `apiAnswer`. */
  async function openDriverPage(apiAnswer: unknown) {
    window.history.pushState({}, '', '/globaldashboard');
    runEarlyScript();
    await settle();
    const { sessionStore } = await import('@haulstop/shared/session');
    sessionStore.getState().setBaseUrl(CONFIG.servers.server.url);
    const { apiClient } = await import('@haulstop/shared/auth');
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: apiAnswer });
    const { searchPublicLots } = await import('@haulstop/shared/api');
    return { get, searchPublicLots };
  }

  it('asks for the page’s first query once server.json names the API, and preloads the first two cards’ photos', async () => {
    window.history.pushState({}, '', '/globaldashboard');
    runEarlyScript();
    await settle();
    await settle();
    const { PUBLIC_LOTS_PAGE_SIZE } = await import('@haulstop/shared/constants');
    expect(pageFetch.mock.calls.map(([url]) => url)).toContain(lotsUrl(PUBLIC_LOTS_PAGE_SIZE));
    // The first two lots, one without a photo: one preload.
    expect(preloads()).toEqual([LOTS.content[0].photoUrl]);
    // And the entry of the remote that owns the page.
    const scripts = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].filter((link) => link.as === 'script').map((link) => link.href);
    expect(scripts).toEqual([CONFIG.remotes.reserve]);
    // The modules were reset: the remotes' pages are loaded into the fresh ones, as their manifests would.
    const [{ publicRemoteModuleAt }, { setConsolePages }, { declaredConsolePages }] = await Promise.all([
      import('./guard-entry'),
      import('@haulstop/shared/menu'),
      import('@haulstop/shared/testing/console-pages'),
    ]);
    setConsolePages(declaredConsolePages());
    expect(publicRemoteModuleAt('/globaldashboard')).toMatch(/^reserve\//);
  });

  it.each([
    ['English only, for a visitor in English', null, ['en']],
    ['English and French, for a visitor who chose French', 'fr', ['en', 'fr']],
  ])("begins its remote's texts beside its entry (%s), and loadRemoteTexts takes them, once", async (_, language, languages) => {
    if (language) localStorage.setItem('language', language);
    window.history.pushState({}, '', '/globaldashboard');
    runEarlyScript();
    await settle();
    await settle();
    const base = new URL('.', CONFIG.remotes.reserve).href;
    expect(begun().filter((url) => url.startsWith(base))).toEqual(languages.map((lang) => `${base}i18n/${lang}.json`));
    const { initI18n, loadRemoteTexts, i18n } = await import('@haulstop/shared/i18n');
    await initI18n({ fetchImpl: jest.fn() });
    pageFetch.mockClear();
    for (const lang of languages) await expect(loadRemoteTexts({ area: 'reserve', baseUrl: base }, lang as 'en' | 'fr')).resolves.toBe(true);
    expect(pageFetch).not.toHaveBeenCalled();
    expect(i18n.getResource('en', 'translation', 'early')).toEqual({ file: `${base}i18n/en.json` });
  });

  it('hands that answer to the page’s query (searchPublicLots asks nothing), once', async () => {
    const { get, searchPublicLots } = await openDriverPage({ content: [], totalElements: 0, page: 0, size: 50 });
    const { PUBLIC_LOTS_PAGE_SIZE } = await import('@haulstop/shared/constants');
    await expect(searchPublicLots({ size: PUBLIC_LOTS_PAGE_SIZE })).resolves.toEqual(LOTS);
    expect(get).not.toHaveBeenCalled();
    // A second asking (a refetch, live counts) goes to the API.
    await expect(searchPublicLots({ size: PUBLIC_LOTS_PAGE_SIZE })).resolves.toMatchObject({ totalElements: 0 });
    expect(get).toHaveBeenCalledWith('/api/public/lots', expect.objectContaining({ params: { size: PUBLIC_LOTS_PAGE_SIZE } }));
  });

  it('leaves a failed answer to the page’s query, which asks the API', async () => {
    pageFetch.mockImplementation(async (url: string) =>
      url.startsWith(lotsUrl(50)) ? { ...answer({}), ok: false, status: 503 } : url.includes('/server.json?') ? answer(CONFIG) : answer({}),
    );
    const { get, searchPublicLots } = await openDriverPage(LOTS);
    await expect(searchPublicLots({ size: 50 })).resolves.toEqual(LOTS);
    expect(get).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it.each([
    ['the login page', '/', null],
    ['a signed-in visit', '/globaldashboard', 'a-token'],
  ])('asks for no lots on %s', async (_, where, token) => {
    if (token) sessionStorage.setItem('token', token);
    window.history.pushState({}, '', where);
    runEarlyScript();
    await settle();
    await settle();
    expect(pageFetch.mock.calls.some(([url]) => url.includes('/api/public/lots'))).toBe(false);
    expect(preloads()).toEqual([]);
  });
});

describe("a visitor's /trip/<token> (the driver's link)", () => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
  const TRIP = { reservationId: 7, sno: 1, lot: { name: 'Prairie Stop' } };
  const tripUrl = `${CONFIG.servers.server.url}/api/trips/${TOKEN}`;
  const scripts = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].filter((link) => link.as === 'script').map((link) => link.href);

  beforeEach(() => {
    pageFetch.mockImplementation(async (url: string) => (url === tripUrl ? answer(TRIP) : url.includes('/server.json?') ? answer(CONFIG) : answer({})));
    document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
  });
  afterEach(() => window.history.pushState({}, '', '/'));

  /** The page's script run at the trip link, the start's API address set, and the API client answering `apiAnswer`. */
  async function openTripLink(apiAnswer: unknown) {
    window.history.pushState({}, '', `/trip/${TOKEN}`);
    runEarlyScript();
    await settle();
    const { sessionStore } = await import('@haulstop/shared/session');
    sessionStore.getState().setBaseUrl(CONFIG.servers.server.url);
    const { apiClient } = await import('@haulstop/shared/auth');
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: apiAnswer });
    const { fetchTrip } = await import('@haulstop/shared/api');
    return { get, fetchTrip };
  }

  it("asks for the trip once server.json names the API, with the page's remote entry, and fetchTrip takes that answer, once", async () => {
    const { get, fetchTrip } = await openTripLink({ reservationId: 8 });
    expect(pageFetch.mock.calls.map(([url]) => url)).toContain(tripUrl);
    expect(scripts()).toEqual([CONFIG.remotes.reserve]);
    await expect(fetchTrip(TOKEN)).resolves.toEqual(TRIP);
    expect(get).not.toHaveBeenCalled();
    // The page's later asking (each minute, for the gate code) goes to the API.
    await expect(fetchTrip(TOKEN)).resolves.toEqual({ reservationId: 8 });
    expect(get).toHaveBeenCalledWith(`/api/trips/${TOKEN}`, expect.anything());
  });

  it('leaves an unknown link (404) to fetchTrip, which asks the API and reports it there', async () => {
    pageFetch.mockImplementation(async (url: string) =>
      url === tripUrl ? { ...answer({}), ok: false, status: 404 } : url.includes('/server.json?') ? answer(CONFIG) : answer({}),
    );
    const { get, fetchTrip } = await openTripLink(TRIP);
    await expect(fetchTrip(TOKEN)).resolves.toEqual(TRIP);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a signed-in visit', `/trip/${TOKEN}`, 'a-token'],
    ['a link with no token', '/trip/', null],
  ])('asks for no trip on %s', async (_, where, token) => {
    if (token) sessionStorage.setItem('token', token);
    window.history.pushState({}, '', where);
    runEarlyScript();
    await settle();
    await settle();
    expect(pageFetch.mock.calls.some(([url]) => url.includes('/api/trips/'))).toBe(false);
  });
});

describe("the login page's copy, drawn before the bundles arrive", () => {
  // The copies as the build puts them in index.html: the real login page, in the real texts.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { localeTextsByLanguage } = require('../../../scripts/merge-locales.cjs');
  let fontsLoaded: () => void;
  let configAnswered: (response: FakeResponse) => void;

  beforeEach(async () => {
    const { loginCopies } = await import('./login-copy');
    document.body.innerHTML = `<div id="root"><div class="hs-center" role="status" data-hs-start><p>Loading...</p></div></div>${loginCopies(localeTextsByLanguage())}`;
    const fonts = new Promise<void>((resolve) => (fontsLoaded = resolve));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load: jest.fn(() => fonts) } });
    pageFetch.mockImplementation((url: string) =>
      url.includes('/server.json?') ? new Promise<FakeResponse>((resolve) => (configAnswered = resolve)) : Promise.resolve(answer({})),
    );
  });
  afterEach(() => {
    window.history.pushState({}, '', '/');
    document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
    pageFetch.mockImplementation(async (url: string) => (url.includes('/server.json?') ? answer(CONFIG) : answer({ early: { file: url.split('?')[0] } })));
  });

  const screen = () => document.getElementById('root')!.firstElementChild!;
  // jsdom does not reflect `as` to the attribute, as browsers do: read the property.
  const fontPreloads = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].filter((link) => link.as === 'font' && link.crossOrigin === 'anonymous');

  it("keeps 'Loading...' until server.json has answered and Poppins is here, then shows the copy, not usable (inert)", async () => {
    runEarlyScript();
    fontsLoaded();
    await settle();
    expect(screen().hasAttribute('data-hs-start')).toBe(true);
    expect(screen().textContent).toBe('Loading...');

    configAnswered(answer(CONFIG));
    await settle();
    expect(screen().getAttribute('data-hs-login-copy')).toBe('en');
    expect(screen().hasAttribute('inert')).toBe(true);
    expect(screen().querySelector('h1')?.textContent).toBe('Sign in to your console');
    expect([...screen().querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Email', 'Password']);
    expect(screen().querySelector('button[type=submit]')?.textContent).toBe('Login');
    // The fonts the copy waited for: the four weights it draws in, preloaded from here (this page only).
    expect((document.fonts.load as jest.Mock).mock.calls.map(([font]) => font)).toEqual([
      '400 12px Poppins',
      '500 12px Poppins',
      '600 12px Poppins',
      '700 12px Poppins',
    ]);
    expect(fontPreloads().map((link) => [link.href, link.type])).toEqual(POPPINS.map(({ url }) => [url, 'font/woff2']));
    // The start then keeps it on screen for React's page to replace.
    const { claimStartScreen } = await import('./start-screen');
    expect(claimStartScreen(document.getElementById('root')!)).toBe(true);
  });

  it('waits for the fonts too: drawn in the fallback, its text would grow when they came', async () => {
    runEarlyScript();
    configAnswered(answer(CONFIG));
    await settle();
    expect(screen().hasAttribute('data-hs-start')).toBe(true);
    fontsLoaded();
    await settle();
    expect(screen().hasAttribute('data-hs-login-copy')).toBe(true);
  });

  it.each([
    ['nothing kept', null, null, 'en'],
    ['French kept in this tab', 'fr', null, 'fr'],
    ['Spanish kept from an earlier visit', null, 'es', 'es'],
    ['English in this tab, French from an earlier visit', 'en', 'fr', 'fr'],
  ])('is in the language the start then uses: %s', async (_, tab, kept, expected) => {
    if (tab) sessionStorage.setItem('language', tab);
    if (kept) localStorage.setItem('language', kept);
    runEarlyScript();
    configAnswered(answer(CONFIG));
    fontsLoaded();
    await settle();
    expect(screen().getAttribute('data-hs-login-copy')).toBe(expected);

    // The start's own choice of language (i18n.ts), from the same storage.
    const { hydrateSession } = await import('@haulstop/shared/session');
    const { initI18n, i18n } = await import('@haulstop/shared/i18n');
    hydrateSession();
    await initI18n({ fetchImpl: jest.fn(async () => answer({})) as unknown as typeof fetch });
    expect(i18n.language).toBe(expected);
  });

  it('is not drawn once the start has drawn (claimStartScreen): React owns the page from then on', async () => {
    runEarlyScript();
    const { claimStartScreen } = await import('./start-screen');
    expect(claimStartScreen(document.getElementById('root')!)).toBe(false);
    configAnswered(answer(CONFIG));
    fontsLoaded();
    await settle();
    expect(screen().hasAttribute('data-hs-login-copy')).toBe(false);
    expect(screen().textContent).toBe('Loading...');
  });

  it("is not drawn when server.json fails: 'Loading...' stays for the start's fallback", async () => {
    runEarlyScript();
    configAnswered({ ...answer({}), ok: false, status: 404 });
    fontsLoaded();
    await settle();
    expect(screen().hasAttribute('data-hs-start')).toBe(true);
  });

  it.each([
    ['a signed-in visit', '/', 'a-token'],
    ['/fr (the language switches there first)', '/fr', null],
    ['/signup', '/signup', null],
    ['/globaldashboard', '/globaldashboard', null],
  ])('is not drawn on %s', async (_, where, token) => {
    if (token) sessionStorage.setItem('token', token);
    window.history.pushState({}, '', where);
    runEarlyScript();
    configAnswered(answer(CONFIG));
    fontsLoaded();
    await settle();
    await settle();
    expect(screen().hasAttribute('data-hs-start')).toBe(true);
    // Nor are the fonts preloaded there: on /globaldashboard they took its scripts' bandwidth.
    expect(fontPreloads()).toHaveLength(0);
  });
});

describe("ICU's number and date data, loaded by a worker of the page, off its main thread", () => {
  const DATA_URL = 'data:text/javascript,';
  let worker: jest.Mock;
  let numberFormat: jest.SpyInstance;
  // Every frame and task the script asks for, run: what the page does after its first paint too.
  const afterFirstPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  beforeEach(() => {
    // jsdom has no workers: the constructor, observed.
    worker = jest.fn();
    Object.assign(globalThis, { Worker: worker });
    numberFormat = jest.spyOn(Intl, 'NumberFormat');
  });
  afterEach(() => {
    numberFormat.mockRestore();
    delete (globalThis as { Worker?: unknown }).Worker;
    delete (globalThis as Record<string, unknown>)[ICU_DATA_STARTED];
    window.history.pushState({}, '', '/');
  });

  it.each([
    ["a visitor's /globaldashboard (its cards show prices and counts)", '/globaldashboard'],
    ["a driver's trip link (its times and prices)", '/trip/abc123'],
  ])('is loaded on %s: one worker, whose code is the loading code as written, and no format on the page itself', async (_, where) => {
    window.history.pushState({}, '', where);
    runEarlyScript();
    await afterFirstPaint();
    expect(worker).toHaveBeenCalledTimes(1);
    const url: string = worker.mock.calls[0][0];
    expect(url.startsWith(DATA_URL)).toBe(true);
    expect(decodeURIComponent(url.slice(DATA_URL.length))).toBe(ICU_DATA_WORKER);
    expect(numberFormat).not.toHaveBeenCalled();
    // The console's own call (loadIcuData, when the guarded area loads: signed in from this page) finds it started.
    loadIcuData();
    expect(worker).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the login page, which formats nothing', '/', null],
    ['a signed-in visit, whose console starts it once its code has run (guarded-area.tsx)', '/mapDashboard', 'a-token'],
  ])('is not loaded by the page on %s', async (_, where, token) => {
    if (token) sessionStorage.setItem('token', token);
    window.history.pushState({}, '', where);
    runEarlyScript();
    await afterFirstPaint();
    expect(worker).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
    // The console's call starts it then.
    loadIcuData();
    expect(worker).toHaveBeenCalledTimes(1);
  });

  it('leaves the rest of the start as it is when the page may not start a worker (a policy forbids it)', async () => {
    worker.mockImplementation(() => {
      throw new DOMException('Worker forbidden', 'SecurityError');
    });
    sessionStorage.setItem('token', 'a-token');
    window.history.pushState({}, '', '/mapDashboard');
    runEarlyScript();
    await settle();
    expect(begun()).toContain(`${window.location.origin}/server.json`);
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel=preconnect]')].map((link) => link.href)).toEqual([
      'http://api.test:8090/',
      'http://remote.test:8081/',
    ]);
  });
});
