// `node scripts/bench-lighthouse-ab.mjs <before> <after> [pages] [rounds]`: Lighthouse on two builds
// of the console, alternated in one run, so a change is judged on a busy or drifting machine: each
// round measures every page on both builds, in turns (A then B, then B then A), with the CPU slowed
// to a mid-tier phone's as `npm run bench` does (this host's benchmarkIndex ÷ 1,000, read before
// each run). It prints each run (TBT, LCP, FCP, score, the long tasks) and the medians and ratios
// B ÷ A per page. A benchmark, not a test: it asserts nothing.
//  - <before>, <after>: folders holding a copy of each app's dist (host/, remote-reserve/, …), e.g.
//    `for d in host remote-*; do cp -r $d/dist /tmp/before/$d; done` before a change and again after.
//  - pages: comma-separated (default /mapDashboard,/dashboard,/reserve,/reservations); /reserve is
//    measured signed in as the carrier, the public pages (/, /globaldashboard and `trip`, a driver's
//    trip link of the demo data) signed out, every other page as the owner.
//  - rounds: runs of each page on each build (default 5).
// Both builds are served one-origin as `npm start` serves them (the remotes and the API under the
// host's origin), A on :8080 and B on :8087, against one API on a fresh embedded database: the
// fixed ports mean one run at a time per network namespace (`unshare -n` gives one of its own).
// AB_JSON_DIR=dir keeps each run's report. AB_GRAPH=1 prints each run's simulated LCP graph (Lantern's
// optimistic one): every request in the order the simulation finished it, with its bytes and priority,
// and the main-thread tasks over 20 ms. Lighthouse's LCP is the mean of where this graph ends and where
// a pessimistic one (every request done by then) ends, so the last requests here are the ones a change
// must move.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { API_PORT, APPS, ROOT, log, waitForUrl } from './lib.mjs';
import { oneOriginServerJson, remotePath } from './console.mjs';
import { createRegistry } from './registry.mjs';
import { serveStatic } from './serve-static.mjs';
import { CHROMIUM_ARGS, demoTripPath, signInStorage } from './bench-browser.mjs';

const rootRequire = createRequire(path.join(ROOT, 'package.json'));
const { default: lighthouse } = await import(rootRequire.resolve('lighthouse'));
const { pageFunctions } = await import(path.join(path.dirname(rootRequire.resolve('lighthouse/package.json')), 'core', 'lib', 'page-functions.js'));
const puppeteer = rootRequire('puppeteer-core');
// Lantern's simulator, the instance Lighthouse runs (its trace engine), for AB_GRAPH.
const traceEngine = path.dirname(createRequire(rootRequire.resolve('lighthouse')).resolve('@paulirish/trace_engine/package.json'));
const { Simulator } = await import(path.join(traceEngine, 'models', 'trace', 'lantern', 'simulation', 'Simulator.js'));
const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const [before, after, pagesArg, roundsArg] = process.argv.slice(2);
if (!before || !after) {
  log('usage: node scripts/bench-lighthouse-ab.mjs <before dists> <after dists> [pages] [rounds]');
  process.exit(2);
}
const PAGES = (pagesArg ?? '/mapDashboard,/dashboard,/reserve,/reservations').split(',');
const ROUNDS = Number(roundsArg ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUILDS = [
  { label: 'A', root: path.resolve(before), origin: 'http://127.0.0.1:8080', port: 8080 },
  { label: 'B', root: path.resolve(after), origin: 'http://127.0.0.1:8087', port: 8087 },
];
const HOST = APPS.find((app) => app.name === 'host');
const REMOTES = APPS.filter((app) => app.name !== 'host');
// Chrome DevTools' CPU calibration scores a mid-tier phone at 1,000 (as bench.mjs).
const MID_TIER_INDEX = 1000;

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One build served one-origin on its port, its server.json naming that origin. */
async function serveBuild({ root, port }, dataDir, registry) {
  const built = JSON.parse(fs.readFileSync(path.join(root, HOST.dir, 'server.json'), 'utf8'));
  const serverJson = path.join(dataDir, `server-${port}.json`);
  fs.writeFileSync(serverJson, JSON.stringify(oneOriginServerJson(built, `http://127.0.0.1:${port}`)));
  return serveStatic({
    root: path.join(root, HOST.dir),
    port,
    spa: true,
    mounts: Object.fromEntries(REMOTES.map((app) => [remotePath(app.name), path.join(root, app.dir)])),
    proxy: { prefix: '/api/', target: `http://127.0.0.1:${API_PORT}` },
    files: { '/server.json': serverJson },
    intercept: registry.handle,
  });
}

/** One calibrated Lighthouse run of `url`, signed in with `storage` (written from a page that is not the app, as bench.mjs does). */
async function lighthouseRun(url, storage, origin) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
    const cpu = Math.max(1, index / MID_TIER_INDEX);
    await page.goto(`${origin}/not-the-app.txt`);
    await page.evaluate((s) => {
      for (const [k, v] of Object.entries(s.local)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(s.session)) sessionStorage.setItem(k, v);
    }, storage);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, throttling: { cpuSlowdownMultiplier: cpu } },
      undefined,
      page,
    );
    const { audits, categories } = result.lhr;
    const tasks = (audits['long-tasks']?.details?.items ?? []).map(
      (t) => `${Math.round(t.duration)}@${Math.round(t.startTime)}:${String(t.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
    );
    return {
      lhr: result.lhr,
      cpu,
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      tasks,
    };
  } finally {
    await browser.close();
  }
}

/** The last run's simulated LCP graph, as lines (AB_GRAPH); forgets it, so the next run starts empty. */
function lcpGraph() {
  const lines = [];
  for (const [name, timings] of Simulator.allNodeTimings) {
    if (name !== 'optimisticLargestContentfulPaint') continue;
    const nodes = [...timings].map(([node, t]) => ({ node, ...t })).sort((a, b) => a.endTime - b.endTime);
    const requests = nodes.filter((n) => n.node.type === 'network');
    const bytes = requests.reduce((sum, n) => sum + n.node.request.transferSize, 0);
    lines.push(`  simulated LCP graph: ends ${Math.round(nodes.at(-1)?.endTime ?? 0)} ms, ${requests.length} requests, ${(bytes / 1024).toFixed(1)} KB`);
    for (const { node, startTime, endTime } of nodes) {
      const span = `${Math.round(startTime)}-${Math.round(endTime)} ms`;
      if (node.type === 'network') {
        const { request } = node;
        lines.push(
          `    ${span} ${(request.transferSize / 1024).toFixed(1)} KB ${request.priority} ${request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`,
        );
      } else if (endTime - startTime > 20) lines.push(`    ${span} main thread`);
    }
  }
  Simulator.allNodeTimings.clear();
  return lines;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-ab-'));
const deploysDir = path.join(dataDir, 'deploys');
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEPLOYS_DIR: deploysDir,
    PORT: String(API_PORT),
    PUBLIC_URL: BUILDS[0].origin,
    TRUSTED_PROXIES: '127.0.0.1',
    CORS_ORIGINS: BUILDS.map((b) => b.origin).join(','),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const version = (dir) => JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).version;
const registry = createRegistry({ deploysDir, hostVersion: version(HOST.dir), sharedVersion: version('shared') });
const servers = await Promise.all(BUILDS.map((build) => serveBuild(build, dataDir, registry)));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, 300_000);
  // A public page is measured as its visitor comes: signed out (no storage).
  const isPublic = (page) => page === '/' || page === '/globaldashboard' || page === 'trip';
  const who = (page) => (isPublic(page) ? null : page === '/reserve' ? 'carrier@haulstop.test' : 'owner@haulstop.test');
  const storage = {};
  for (const build of BUILDS) {
    storage[`${build.label} null`] = { local: {}, session: {} };
    for (const loginId of new Set(PAGES.map(who).filter(Boolean))) storage[`${build.label} ${loginId}`] = await signInStorage(browser, loginId, build.origin);
  }
  // `trip`: one driver's link of the demo data (the same token serves both builds: one API).
  const tripPath = PAGES.includes('trip') ? await demoTripPath(dataDir) : null;
  const pathOf = (page) => (page === 'trip' ? tripPath : page);
  const runs = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of PAGES) {
      for (const build of round % 2 ? [...BUILDS].reverse() : BUILDS) {
        const { lhr, ...r } = await lighthouseRun(`${build.origin}${pathOf(page)}`, storage[`${build.label} ${who(page)}`], build.origin);
        if (process.env.AB_JSON_DIR) {
          fs.mkdirSync(process.env.AB_JSON_DIR, { recursive: true });
          fs.writeFileSync(path.join(process.env.AB_JSON_DIR, `${build.label}${page.replaceAll('/', '_')}-${round}.json`), JSON.stringify(lhr));
        }
        (runs[`${page} ${build.label}`] ??= []).push(r);
        log(
          `${page} ${build.label} round ${round}: TBT ${Math.round(r.tbt)} ms, LCP ${(r.lcp / 1000).toFixed(2)} s, FCP ${(r.fcp / 1000).toFixed(2)} s, ` +
            `score ${r.score}, CPU ${r.cpu.toFixed(2)}×, long tasks ${r.tasks.join(' ') || 'none'}`,
        );
        // The simulator keeps every run's timings: printed (and forgotten) or forgotten.
        if (process.env.AB_GRAPH) log(lcpGraph().join('\n'));
        else Simulator.allNodeTimings.clear();
      }
    }
  }
  log(`medians of ${ROUNDS} (A = ${before}, B = ${after}):`);
  for (const page of PAGES) {
    const [a, b] = [runs[`${page} A`], runs[`${page} B`]];
    const of = (xs, key) => median(xs.map((x) => x[key]));
    const list = (xs, key, f) => xs.map((x) => f(x[key])).join(', ');
    const secs = (x) => (x / 1000).toFixed(2);
    log(
      `  ${page}: TBT ${Math.round(of(a, 'tbt'))} → ${Math.round(of(b, 'tbt'))} ms (B ÷ A ${(of(b, 'tbt') / Math.max(1, of(a, 'tbt'))).toFixed(2)}; ` +
        `A ${list(a, 'tbt', Math.round)}; B ${list(b, 'tbt', Math.round)}), LCP ${secs(of(a, 'lcp'))} → ${secs(of(b, 'lcp'))} s ` +
        `(B ÷ A ${(of(b, 'lcp') / of(a, 'lcp')).toFixed(2)}; A ${list(a, 'lcp', secs)}; B ${list(b, 'lcp', secs)})`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
