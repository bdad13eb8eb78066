// `node scripts/bench-trace.mjs <dists> [page] [cpu] [runs]`: what each long task of a signed-in
// cold load is made of, to aim a change at it. Loads `page` (default /mapDashboard; /reserve as the
// carrier, any other as the owner) from one build (a folder holding a copy of each app's dist, as
// bench-lighthouse-ab.mjs takes), served one-origin as `npm start` serves it, with the CPU slowed
// `cpu` times for real (default 4), records Chrome's trace and a sampled JS profile, and prints
// every main-thread task of 50 ms or more (TRACE_MIN_MS) after navigation: its start, duration, the
// trace events inside it (script evaluation, timers, style, layout, paint) and the functions that
// took its time, by script URL, line and column of the built file (self and total). A benchmark,
// not a test: it asserts nothing. TRACE_DIR=dir keeps each run's trace and profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { API_PORT, APPS, ROOT, log, waitForUrl } from './lib.mjs';
import { oneOriginServerJson, remotePath } from './console.mjs';
import { createRegistry } from './registry.mjs';
import { serveStatic } from './serve-static.mjs';
import { CHROMIUM_ARGS } from './bench-browser.mjs';

const puppeteer = createRequire(path.join(ROOT, 'package.json'))('puppeteer-core');
const [dists, pagePath = '/mapDashboard', cpuArg = '4', runsArg = '1'] = process.argv.slice(2);
if (!dists) {
  log('usage: node scripts/bench-trace.mjs <dists> [page] [cpu] [runs]');
  process.exit(2);
}
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 50);
const ORIGIN = 'http://127.0.0.1:8080';
const HOST = APPS.find((app) => app.name === 'host');
const REMOTES = APPS.filter((app) => app.name !== 'host');
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];
const INNER = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
]);

/** The long tasks of one run, each with what it holds and its heaviest functions. */
function longTasks(events, profile) {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // The page's own navigation: the trace starts after the tab stored the session on another page.
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const from = navigation?.ts ?? 0;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`) && e.ts >= from && e.dur / 1000 >= MIN_MS);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id])));
  let at = profile.startTime;
  const samples = profile.samples.map((id, i) => ({ id, t: (at += profile.timeDeltas[i]) }));
  const label = ({ callFrame: f }) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(/^https?:\/\/[^/]+/, '') || '(native)'}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `${(us / 1000).toFixed(1)} ms ${name}`);
  return tasks.map((task) => {
    const inside = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur);
    const self = new Map();
    const total = new Map();
    inside.forEach((sample, i) => {
      const dt = (inside[i + 1]?.t ?? sample.t) - sample.t;
      self.set(label(nodes.get(sample.id)), (self.get(label(nodes.get(sample.id))) ?? 0) + dt);
      const seen = new Set();
      for (let id = sample.id; id !== undefined; id = parent.get(id)) {
        const name = label(nodes.get(id));
        if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + dt);
        seen.add(name);
      }
    });
    const kinds = {};
    for (const e of events) {
      if (e.ph === 'X' && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && INNER.has(e.name))
        kinds[e.name] = (kinds[e.name] ?? 0) + e.dur / 1000;
    }
    const first = events.find((e) => e.ph === 'X' && e.tid === task.tid && e.ts >= task.ts && ['EvaluateScript', 'FunctionCall', 'TimerFire'].includes(e.name));
    return {
      start: (task.ts - from) / 1000,
      duration: task.dur / 1000,
      first: first ? `${first.name} ${String(first.args?.data?.url ?? first.args?.data?.functionName ?? '').replace(/^https?:\/\/[^/]+/, '')}` : '(no script)',
      kinds: Object.entries(kinds).map(([k, ms]) => `${k} ${ms.toFixed(1)}`),
      self: top(self, 8),
      total: top(total, 12).filter((line) => !/\((root|program)\)/.test(line)),
    };
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-trace-'));
const deploysDir = path.join(dataDir, 'deploys');
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEPLOYS_DIR: deploysDir,
    PORT: String(API_PORT),
    PUBLIC_URL: ORIGIN,
    TRUSTED_PROXIES: '127.0.0.1',
    CORS_ORIGINS: ORIGIN,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const version = (dir) => JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).version;
const registry = createRegistry({ deploysDir, hostVersion: version(HOST.dir), sharedVersion: version('shared') });
const serverJson = path.join(dataDir, 'server.json');
fs.writeFileSync(serverJson, JSON.stringify(oneOriginServerJson(JSON.parse(fs.readFileSync(path.join(dists, HOST.dir, 'server.json'), 'utf8')), ORIGIN)));
const server = await serveStatic({
  root: path.join(dists, HOST.dir),
  port: 8080,
  spa: true,
  mounts: Object.fromEntries(REMOTES.map((app) => [remotePath(app.name), path.join(dists, app.dir)])),
  proxy: { prefix: '/api/', target: `http://127.0.0.1:${API_PORT}` },
  files: { '/server.json': serverJson },
  intercept: registry.handle,
});
try {
  await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, 300_000);
  const loginId = pagePath === '/reserve' ? 'carrier@haulstop.test' : 'owner@haulstop.test';
  for (let run = 0; run < Number(runsArg); run += 1) {
    // A fresh session each run (an access token lives 15 minutes), stored as the login page stores it.
    const login = await (
      await fetch(`http://127.0.0.1:${API_PORT}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId, password: 'Haulstop#2026' }),
      })
    ).json();
    const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
    try {
      const page = await browser.newPage();
      await page.goto(`${ORIGIN}/not-the-app.txt`);
      await page.evaluate(({ token, organizations }) => {
        sessionStorage.setItem('token', token);
        sessionStorage.setItem('saasOrgId', String(organizations[0].saasOrgId));
      }, login);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpuArg) });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.tracing.start({ categories: CATEGORIES });
      await cdp.send('Profiler.start');
      await page.goto(`${ORIGIN}${pagePath}`, { waitUntil: 'load', timeout: 120_000 });
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.TRACE_WAIT_MS ?? 15_000)));
      const { profile } = await cdp.send('Profiler.stop');
      const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
      if (process.env.TRACE_DIR) {
        fs.mkdirSync(process.env.TRACE_DIR, { recursive: true });
        fs.writeFileSync(path.join(process.env.TRACE_DIR, `${pagePath.replaceAll('/', '_')}-${run}.trace.json`), JSON.stringify(trace));
        fs.writeFileSync(path.join(process.env.TRACE_DIR, `${pagePath.replaceAll('/', '_')}-${run}.profile.json`), JSON.stringify(profile));
      }
      const tasks = longTasks(trace.traceEvents ?? trace, profile);
      const blocking = tasks.reduce((sum, t) => sum + t.duration - 50, 0);
      log(`${pagePath} run ${run}, CPU ${cpuArg}×: ${tasks.length} tasks ≥ ${MIN_MS} ms, their time over 50 ms ${Math.round(blocking)} ms`);
      for (const t of tasks) {
        log(`  ${Math.round(t.duration)} ms at ${Math.round(t.start)} ms, first ${t.first}; ${t.kinds.join(', ')}`);
        log(`    self:  ${t.self.join(' | ')}`);
        log(`    total: ${t.total.join(' | ')}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await new Promise((resolve) => server.close(resolve));
  api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
