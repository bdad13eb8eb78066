// `npm run bench`: measures what a person on a slow laptop waits for, in Debian's Chromium
// against the console as `npm start` runs it (built files, fresh embedded database):
//  - initial JS (gzip bytes) of the login page and of /mapDashboard,
//  - time to first data on /mapDashboard (navigation start → the first lot's name on screen),
//    median of 5 cold loads (new browser context each time, session restored from storage),
//  - Lighthouse (mobile preset, simulated throttling) on the public pages (login, /globaldashboard,
//    a driver's /trip/:token of the demo data) and the pages people use most signed in (/mapDashboard, /reserve, /reservations, /dashboard,
//    /invoiceDashboard): performance score, LCP, CLS, TBT, the JS bytes as transferred, and where the
//    main thread goes (by kind of work and by script), of the median of 3 runs (LH_RUNS=n for more).
//    The CPU is slowed to a mid-tier phone's, calibrated by this host's Lighthouse benchmarkIndex
//    (multiplier = benchmarkIndex ÷ 1,000), so the figures do not depend on the machine that runs
//    them; Lighthouse's default 4× and a low-tier phone's (÷ 264) are reported beside them. The
//    console is measured as `npm start` serves it (one origin, scripts/console.mjs), and
//    /mapDashboard also from a host whose server.json names the remotes' and the API's own origins,
//  - the same Lighthouse runs on the floor page of each (scripts/bench-floor: the same data in a
//    plain React 19 page, react and react-dom only, served the same way) and the ratios console ÷
//    floor, which are what our choices add to what the stack costs at its least, with the goals,
//  - interaction latency (INP as web-vitals reads it: the Event Timing API's longest event of each
//    interaction, the worst interaction of the scenario) with the CPU slowed 4× as Lighthouse's
//    mobile preset does, signed in as the carrier: typing a city into /reserve's search and paging
//    /reservations (Next 3 times), on the console and on the floor, median of 3 runs (INP_RUNS=n),
//  - the API figures of scripts/bench-api.mjs, the booking figures of scripts/bench-booking.mjs,
//    the month-end figures of scripts/bench-month-end.mjs, the reports of scripts/bench-reports.mjs
//    and the load run of scripts/bench-load.mjs.
// LH_THROTTLING=devtools runs Lighthouse with the network and CPU slowed for real (its
// `simulate` default estimates the slow load from an unthrottled one).
// A benchmark, not a test: it prints numbers and asserts nothing. `--only=lighthouse` runs the
// Lighthouse part alone (console and floor), for a quick check; `--only=inp` the interactions
// alone; `--only=load` the load run alone (no build, no browser); `--only=deploy` the deploy of one
// remote alone (scripts/bench-deploy.mjs); `--only=gate` the gate bench alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { ROOT, buildApps, ensurePnpm, log } from './lib.mjs';
import { startConsole } from './console.mjs';
import { buildFloor } from './bench-floor/build.mjs';
import { serveStatic } from './serve-static.mjs';
import { CHROMIUM_ARGS, demoTripPath, signInStorage } from './bench-browser.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const { default: lighthouse } = await import(rootRequire.resolve('lighthouse'));
// Lighthouse's own CPU benchmark (the benchmarkIndex it reports), run in the tab just before a
// calibrated run to choose that run's CPU slowdown: this host's speed drifts between runs.
const { pageFunctions } = await import(path.join(path.dirname(rootRequire.resolve('lighthouse/package.json')), 'core', 'lib', 'page-functions.js'));
const puppeteer = rootRequire('puppeteer-core');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const ONLY_LIGHTHOUSE = ONLY === 'lighthouse';
const ONLY_INP = ONLY === 'inp';
if (ONLY === 'gate') {
  const { spawnSync } = await import('node:child_process');
  spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-gate.mjs')], { stdio: 'inherit', cwd: ROOT });
  process.exit(0);
}
if (ONLY === 'load') {
  const { benchLoad, report } = await import('./bench-load.mjs');
  report(await benchLoad());
  process.exit(0);
}
if (ONLY === 'deploy') {
  const { benchDeploy, report } = await import('./bench-deploy.mjs');
  report(await benchDeploy());
  process.exit(0);
}
const API_URL = 'http://127.0.0.1:8090';
// The floor page's own origin, which the API must accept (CORS) like the console's.
const FLOOR_PORT = 8088;
const FLOOR = `http://127.0.0.1:${FLOOR_PORT}`;
// The console is measured as `npm start` serves it: one origin (scripts/console.mjs). A second host
// names the remotes' and the API's own origins (separate deployments), for /mapDashboard beside it.
const OWN_ORIGINS_PORT = 8086;
const OWN_ORIGINS = `http://127.0.0.1:${OWN_ORIGINS_PORT}`;
const CORS_ORIGINS = ['127.0.0.1', 'localhost']
  .flatMap((host) => [8080, 8081, 8082, 8083, 8084, FLOOR_PORT, OWN_ORIGINS_PORT].map((port) => `http://${host}:${port}`))
  .join(',');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One Lighthouse run (default config = mobile, simulated throttling, cold cache) on `url`. With a
 * session, the tab first gets the stored session and Lighthouse keeps storage (the HTTP cache is
 * still cleared), so /mapDashboard is measured signed in.
 */
async function lighthouseRun(url, session, origin = 'http://127.0.0.1:8080', slowdown = 4) {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    // `slowdown`: a multiplier, or a function of this host's benchmarkIndex measured now.
    const indexBefore = typeof slowdown === 'function' ? await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`) : null;
    const cpuSlowdown = typeof slowdown === 'function' ? slowdown(indexBefore) : slowdown;
    if (session) {
      // The storage is written from a page of the origin that is not the app. Written under the
      // login page, the measured load found some of the console's chunks already in the cache
      // (0 bytes transferred) in about half the runs: /mapDashboard's LCP then read 2.75–2.78 s
      // instead of 3.21–3.33 s, and its JS ~100 KB low.
      await page.goto(`${origin}/not-the-app.txt`);
      await page.evaluate((s) => {
        for (const [k, v] of Object.entries(s.local)) localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(s.session)) sessionStorage.setItem(k, v);
      }, session);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(session),
        // LH_THROTTLING=devtools: the network and CPU slowed for real while the page loads, instead
        // of Lighthouse's estimate from an unthrottled load (`simulate`, its default).
        throttlingMethod: process.env.LH_THROTTLING ?? 'simulate',
        // Merged into the mobile preset's throttling (its 4× CPU by default): the calibrated runs
        // slow this host's CPU to a mid-tier phone's, whatever machine runs the bench.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      undefined,
      page,
    );
    const { audits, categories, finalDisplayedUrl } = result.lhr;
    // LH_JSON_DIR=dir keeps each run's report, for its bootup-time, main-thread and long-task audits.
    if (process.env.LH_JSON_DIR) {
      fs.mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
      const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.LH_JSON_DIR, name), JSON.stringify(result.lhr));
    }
    const scripts = (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    return {
      url: finalDisplayedUrl,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      indexBefore,
      cpuSlowdown,
      // Where the main thread went (ms at the applied slowdown): by kind of work, and by script.
      breakdown: Object.fromEntries((audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.groupLabel ?? i.group, i.duration])),
      bootup: (audits['bootup-time']?.details?.items ?? []).map((i) => ({ url: i.url, total: i.total, scripting: i.scripting, parse: i.scriptParseCompile })),
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsFiles: scripts.length,
    };
  } finally {
    await browser.close();
  }
}

/** Collects the JS a page loads (URL → gzip size), as served to a browser that caches nothing. */
function trackJs(page) {
  const sizes = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.js(\?|$)/.test(url) || sizes.has(url)) return;
    try {
      sizes.set(url, zlib.gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // redirected or aborted: not part of what was executed
    }
  });
  return () => [...sizes.values()].reduce((a, b) => a + b, 0);
}

const lighthouseRuns = Number(process.env.LH_RUNS ?? 3);
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a (floor 0)');

/** Lighthouse's median run (by score) of `runs` on `url`, each with the CPU slowed as `slowdown` says (see lighthouseRun). */
async function lighthouseMedian(url, session, origin, slowdown = 4, runs = lighthouseRuns) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseRun(url, session, origin, slowdown));
  const byScore = [...all].sort((a, b) => a.score - b.score);
  return {
    ...byScore[Math.floor((byScore.length - 1) / 2)],
    scores: all.map((x) => x.score),
    slowdowns: all.map((x) => x.cpuSlowdown),
    benchmarkIndexes: all.map((x) => Math.round(x.indexBefore ?? x.benchmarkIndex)),
  };
}

// Chrome DevTools' CPU calibration scores a mid-tier phone (a Pixel 5) at a benchmarkIndex of 1,000
// and a low-tier one at 264. Lighthouse's fixed 4× slowdown reads seconds of blocking on a host a
// little slower than the one a page was tuned on and ~0 on a faster one; slowed by
// benchmarkIndex ÷ 1,000, any host stands in for the same phone. A host slower than that phone is
// not sped up (multiplier 1).
const MID_TIER_INDEX = 1000;
const LOW_TIER_INDEX = 264;
const LH_COMPARE_RUNS = Number(process.env.LH_COMPARE_RUNS ?? 1);

/** The slowdown that makes this host a phone whose benchmarkIndex is `phoneIndex` (never below 1×). */
const slowdownTo = (phoneIndex) => (hostIndex) => Math.max(1, hostIndex / phoneIndex);

const ms = (x) => `${Math.round(x)} ms`;
const seconds = (x) => `${(x / 1000).toFixed(2)} s`;

/** The main thread of one run, its largest kinds of work and scripts, in one line each. */
function mainThreadLines(r) {
  const kinds = Object.entries(r.breakdown)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, time]) => `${kind} ${ms(time)}`)
    .join(', ');
  const scripts = r.bootup
    .filter((s) => s.total >= 20)
    .slice(0, 6)
    .map((s) => `${s.url.replace(/^https?:\/\/[^/]+/, '') || s.url} ${ms(s.total)} (script ${ms(s.scripting)}, parse ${ms(s.parse)})`)
    .join('; ');
  return [`main thread: ${kinds}`, `by script (≥ 20 ms): ${scripts || 'none'}`];
}

/** A fresh session for a floor page, the owner's by default (the API's login; an access token lives 15 minutes). */
async function floorSession(loginId = 'owner@haulstop.test') {
  const response = await fetch(`${API_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password: 'Haulstop#2026' }),
  });
  const login = await response.json();
  return { local: {}, session: { token: login.token, saasOrgId: String(login.organizations[0].saasOrgId) } };
}

/** A new context whose tabs start with `storage` (a signed-in session), unless the tab has its own already. */
async function contextWith(browser, storage) {
  const context = await browser.newContext();
  await context.addInitScript((s) => {
    if (sessionStorage.length === 0) {
      for (const [k, v] of Object.entries(s.local)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(s.session)) sessionStorage.setItem(k, v);
    }
  }, storage);
  return context;
}

const INP_RUNS = Number(process.env.INP_RUNS ?? 3);

/**
 * Keeps, per interaction, its longest event (web-vitals' INP: the worst interaction's duration).
 * Events under 16 ms, Event Timing's least threshold, are not reported: those interactions count as < 16 ms.
 */
function observeInteractions() {
  const worst = new Map();
  Object.assign(window, { benchInteractions: worst });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) worst.set(entry.interactionId, Math.max(worst.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The worst interaction (ms, 0 when every one was under 16 ms) of `interact` on a page already
 * loaded, with the CPU slowed 4× (Lighthouse's mobile preset) only while it runs.
 */
async function interactionLatency(page, interact) {
  await page.evaluate(() => window.benchInteractions.clear());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await interact();
    // Event Timing reports an event after the frame it led to is painted: let two frames and a pause pass.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))));
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  return page.evaluate(() => Math.max(0, ...window.benchInteractions.values()));
}

/** A new tab signed in with `storage`, recording its interactions, at `url` once its network is idle. */
async function interactionPage(browser, storage, url) {
  const context = await contextWith(browser, storage);
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
}

/**
 * The two scenarios on one origin: the carrier typing a city into /reserve's "Near", and the owner
 * (whose /reservations has the most pages of demo data) pressing Next 3 times.
 */
async function interactionRun(browser, origin, { carrier, owner }) {
  const reserve = await interactionPage(browser, carrier, `${origin}/reserve`);
  let typing;
  try {
    const near = reserve.getByLabel('Near', { exact: true });
    await near.waitFor({ state: 'visible' });
    await near.focus();
    typing = await interactionLatency(reserve, () => near.pressSequentially('Calgary', { delay: 120 }));
  } finally {
    await reserve.context().close();
  }

  const list = await interactionPage(browser, owner, `${origin}/reservations`);
  try {
    const pageOf = (n) => list.getByText(new RegExp(`^Page ${n} of \\d+$`));
    await pageOf(1).waitFor({ state: 'visible' });
    // Next 3 times, or as often as the demo data has pages.
    const pages = Number(/of (\d+)$/.exec(await pageOf(1).textContent())[1]);
    const paging = await interactionLatency(list, async () => {
      for (let n = 2; n <= Math.min(4, pages); n += 1) {
        await list.getByRole('button', { name: 'Next', exact: true }).click();
        await pageOf(n).waitFor({ state: 'visible' });
      }
    });
    return { typing, paging, pages };
  } finally {
    await list.context().close();
  }
}

/** Median INP of each scenario over INP_RUNS runs, console then floor in each run (a busy machine weighs on both). */
async function interactions(browser, ownerStorage) {
  const consoleStorage = { carrier: await signInStorage(browser, 'carrier@haulstop.test'), owner: ownerStorage };
  const runs = { console: [], floor: [] };
  for (let i = 0; i < INP_RUNS; i += 1) {
    runs.console.push(await interactionRun(browser, 'http://127.0.0.1:8080', consoleStorage));
    runs.floor.push(await interactionRun(browser, FLOOR, { carrier: await floorSession('carrier@haulstop.test'), owner: await floorSession() }));
  }
  const ms = (x) => (x > 0 ? `${Math.round(x)} ms` : '< 16 ms');
  const clicks = Math.min(3, runs.console[0].pages - 1);
  log(`INP (Event Timing, worst interaction, CPU 4× slower, median of ${INP_RUNS}):`);
  for (const [name, key] of [
    ['carrier@ types "Calgary" into /reserve', 'typing'],
    [`owner@ pages /reservations, Next ×${clicks}`, 'paging'],
  ]) {
    const ours = median(runs.console.map((r) => r[key]));
    const floor = median(runs.floor.map((r) => r[key]));
    log(
      `  ${name.padEnd(40)} console ${ms(ours)} (runs: ${runs.console.map((r) => Math.round(r[key])).join(', ')}), ` +
        `floor ${ms(floor)} (runs: ${runs.floor.map((r) => Math.round(r[key])).join(', ')}), console ÷ floor ${ratio(ours, floor)}; goal ≤ 200 ms`,
    );
  }
}

await buildApps(ensurePnpm());
const floorDist = await buildFloor();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-'));
const consoleProcess = await startConsole({ env: { DATA_DIR: dataDir, CORS_ORIGINS }, quiet: true, secondHostPort: OWN_ORIGINS_PORT });
const floorServer = await serveStatic({ root: floorDist, port: FLOOR_PORT, spa: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  // Login page: everything loaded until the network is idle.
  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  const loginJs = trackJs(loginPage);
  await loginPage.goto('http://127.0.0.1:8080/', { waitUntil: 'networkidle' });
  const loginBytes = loginJs();
  // Log in once to get a session to restore in every run.
  await loginPage.getByLabel('Email').fill('owner@haulstop.test');
  await loginPage.getByLabel('Password').fill('Haulstop#2026');
  await loginPage.getByRole('button', { name: 'Login' }).click();
  await loginPage.waitForURL('**/mapDashboard');
  const storage = await loginPage.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  await loginContext.close();

  if (ONLY_INP) {
    await interactions(browser, storage);
  } else if (!ONLY_LIGHTHOUSE) {
    const times = [];
    const mapBytes = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await contextWith(browser, storage);
      const page = await context.newPage();
      const js = trackJs(page);
      const lots = page.waitForResponse((r) => r.url().includes('/api/parkingLots') && r.request().method() === 'GET');
      await page.goto('http://127.0.0.1:8080/mapDashboard');
      const firstLot = (await (await lots).json()).content[0].name;
      await page.getByText(firstLot).first().waitFor({ state: 'visible' });
      times.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
      mapBytes.push(js());
      await context.close();
    }
    log(`initial JS, login page (gzip):      ${kb(loginBytes)}`);
    log(`initial JS, /mapDashboard (gzip):   ${kb(median(mapBytes))}`);
    log(`time to first data, /mapDashboard:  median ${Math.round(median(times))} ms of ${RUNS} (runs: ${times.map((t) => Math.round(t)).join(', ')} ms)`);
  }

  if (!ONLY_INP) {
    // Lighthouse last: its throttled runs must not share the CPU with the timings above. Each page
    // then its floor, so a busy machine weighs on both alike; the median run of several (Lighthouse's
    // own advice). The calibrated runs are the ones the goals read; Lighthouse's default 4× and a
    // low-tier phone's slowdown are reported beside them (LH_COMPARE_RUNS runs each, 1 by default).
    // Each calibrated run measures the host's benchmarkIndex just before it starts (Lighthouse's own
    // benchmark, in the tab) and slows the CPU by that ÷ 1,000 (a mid-tier phone) or ÷ 264 (low tier).
    const carrier = await signInStorage(browser, 'carrier@haulstop.test');
    const owner = 'owner@haulstop.test';
    // LH_PAGES=/,/globaldashboard measures only those pages (a quick check of one page's change);
    // `own` names the own-origins /mapDashboard, `trip` a driver's trip page.
    const wanted = process.env.LH_PAGES?.split(',');
    const pageList = [
      { name: 'login page', path: '/', isPublic: true },
      { name: '/globaldashboard', path: '/globaldashboard', isPublic: true },
      // The driver's trip page (public, by its link's token), when measured: its token is mailed.
      ...(!wanted || wanted.includes('trip') ? [{ name: '/trip/:token', key: 'trip', path: await demoTripPath(dataDir), isPublic: true }] : []),
      { name: '/mapDashboard', path: '/mapDashboard', session: storage, floorLogin: owner },
      { name: '/mapDashboard, own origins', key: 'own', path: '/mapDashboard', floorLogin: owner, origin: OWN_ORIGINS, calibratedOnly: true },
      { name: '/reserve', path: '/reserve', session: carrier, floorLogin: 'carrier@haulstop.test' },
      { name: '/reservations', path: '/reservations', session: storage, floorLogin: owner },
      { name: '/dashboard', path: '/dashboard', session: storage, floorLogin: owner },
      { name: '/invoiceDashboard', path: '/invoiceDashboard', session: storage, floorLogin: owner },
    ].filter((p) => !wanted || wanted.includes(p.key ?? p.path));
    const modes = [
      { mode: 'calibrated', cpu: slowdownTo(MID_TIER_INDEX), runs: lighthouseRuns },
      { mode: 'default 4×', cpu: 4, runs: LH_COMPARE_RUNS },
      { mode: 'low-tier', cpu: slowdownTo(LOW_TIER_INDEX), runs: LH_COMPARE_RUNS },
      // LH_COMPARE_RUNS=0 runs the calibrated mode alone (a quick check on a shared machine).
    ].filter((m) => m.runs > 0);
    const table = [];
    for (const page of pageList) {
      const origin = page.origin ?? 'http://127.0.0.1:8080';
      const session = page.key === 'own' ? await signInStorage(browser, owner, OWN_ORIGINS) : page.session;
      for (const { mode, cpu, runs } of page.calibratedOnly ? modes.slice(0, 1) : modes) {
        const ours = await lighthouseMedian(`${origin}${page.path}`, session ?? null, origin, cpu, runs);
        const floor = await lighthouseMedian(`${FLOOR}${page.path}`, page.floorLogin ? await floorSession(page.floorLogin) : null, FLOOR, cpu, runs);
        for (const [who, r] of [
          ['console', ours],
          ['floor', floor],
        ]) {
          log(
            `Lighthouse mobile ${mode}, ${page.name}, ${who} (${r.url}): performance ${r.score} (runs ${r.scores.join(', ')}), ` +
              `LCP ${seconds(r.lcp)}, CLS ${r.cls.toFixed(3)}, TBT ${ms(r.tbt)}, JS ${kb(r.jsBytes)} in ${r.jsFiles} files, ` +
              `benchmarkIndex ${r.benchmarkIndexes.join(', ')}, CPU ${r.slowdowns.map((x) => `${x.toFixed(2)}×`).join(', ')}`,
          );
        }
        table.push({ page, mode, ours, floor });
      }
    }
    // The goals, read on the calibrated runs: TBT ≤ 2× the floor + 50 ms; LCP ≤ 2.5 s on public
    // pages and 2.5 s + the guard's 1 s wait signed in; score ≥ 90 public, ≥ 80 signed in.
    for (const { mode } of modes) {
      const rows = table.filter((row) => row.mode === mode);
      if (rows.length === 0) continue;
      log(`console ÷ floor, ${mode}${mode === 'calibrated' ? ' (the goals read these)' : ''}:`);
      for (const { page, ours, floor } of rows) {
        const lcpGoal = page.isPublic ? 2500 : 3500;
        const goals =
          mode === 'calibrated'
            ? ` | goals: TBT ≤ ${ms(2 * floor.tbt + 50)} ${ours.tbt <= 2 * floor.tbt + 50 ? 'met' : 'NOT met'}, ` +
              `LCP ≤ ${seconds(lcpGoal)} ${ours.lcp <= lcpGoal ? 'met' : 'NOT met'}, score ≥ ${page.isPublic ? 90 : 80} ${ours.score >= (page.isPublic ? 90 : 80) ? 'met' : 'NOT met'}`
            : '';
        log(
          `  ${page.name.padEnd(27)} score ${ours.score} / ${floor.score}, LCP ${seconds(ours.lcp)} / ${seconds(floor.lcp)} (${ratio(ours.lcp, floor.lcp)}), ` +
            `TBT ${ms(ours.tbt)} / ${ms(floor.tbt)} (${ratio(ours.tbt, floor.tbt)}), JS ${kb(ours.jsBytes)} / ${kb(floor.jsBytes)}, ` +
            `benchmarkIndex ${ours.benchmarkIndexes.join(', ')} (CPU ${ours.cpuSlowdown.toFixed(2)}× in the median run)${goals}`,
        );
      }
    }
    log('where the main thread goes, calibrated median run (console; the floor below it):');
    for (const { page, ours, floor } of table.filter((row) => row.mode === 'calibrated')) {
      log(`  ${page.name}:`);
      for (const line of mainThreadLines(ours)) log(`    console ${line}`);
      log(`    floor   ${mainThreadLines(floor)[0]}`);
    }

    // The interactions after the timings and Lighthouse, for the same reason; the full bench's
    // floor TBT above is their reference too.
    if (!ONLY_LIGHTHOUSE) await interactions(browser, storage);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => floorServer.close(resolve));
  await consoleProcess.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (ONLY_LIGHTHOUSE || ONLY_INP) process.exit(0);

// The API's throughput against a bare Fastify route and against pgbench (see bench-api.mjs), run
// once the console is stopped: it starts its own servers.
const { benchApi, report } = await import('./bench-api.mjs');
report(await benchApi());

// Availability search on 10,000 lots and 1,000,000 reservations, and bookings per second
// with nothing oversold (see bench-booking.mjs; its own PostgreSQL and API).
const { spawnSync } = await import('node:child_process');
spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-booking.mjs')], { stdio: 'inherit', cwd: ROOT });

// The gate: 1,000 check-ins a minute across 100 lots beside the booking reference (see bench-gate.mjs).
spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-gate.mjs')], { stdio: 'inherit', cwd: ROOT });

// Month-end for 100,000 reservations on PostgreSQL (see bench-month-end.mjs).
spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-month-end.mjs')], { stdio: 'inherit', cwd: ROOT });

// The dashboard and each report for 90 days over 1,000,000 reservations, and a streamed CSV (see bench-reports.mjs).
spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-reports.mjs')], { stdio: 'inherit', cwd: ROOT });

// 200 console sessions on two API processes and one PostgreSQL, and where it saturates
// (see bench-load.mjs; its own PostgreSQL and APIs).
const { benchLoad, report: reportLoad } = await import('./bench-load.mjs');
reportLoad(await benchLoad());

// The deploy of one remote: time to a new page in an open console, and a returning user's bytes (see bench-deploy.mjs).
const { benchDeploy, report: reportDeploy } = await import('./bench-deploy.mjs');
reportDeploy(await benchDeploy());
