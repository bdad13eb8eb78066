// `node scripts/bench-trace.mjs <dists> [page] [cpu] [runs]`: what each long task of a signed-in
// cold load is made of, to aim a change at it. Loads `page` (default /mapDashboard; /reserve as the
// carrier, any other as the owner) from one build (a folder holding a copy of each app's dist, as
// bench-lighthouse-ab.mjs takes), served one-origin as `npm start` serves it, with the CPU slowed
// `cpu` times for real (default 4), records Chrome's trace and a sampled JS profile, and prints
// every main-thread task of 50 ms or more (TRACE_MIN_MS) after navigation: its start, duration, the
// trace events inside it (script evaluation, timers, style, layout, paint) and the functions that
// took its time, by script URL, line and column of the built file (self and total). A benchmark,
// not a test: it asserts nothing. TRACE_DIR=dir keeps each run's trace and profile, and a picture of
// the page at the end of the run.
// Each task also shows its thread time (the main thread's own CPU time, the trace's tdur) beside its
// wall time: on a busy host a task's wall time includes time the thread waited for a core, which a
// phone running the page alone would not. TRACE_AT=m projects the run's tasks to m× (as Lighthouse's
// simulation scales a 1× run's tasks) and prints the blocking time from either.
// It also prints what the styles cost, whatever the machine's load: the CSS rules emotion had
// inserted and the elements carrying an emotion class (in the header, drawer and footer, and in
// the page) at the first frame that shows the console's header, and once the run's wait is over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { API_PORT, APPS, ROOT, log, waitForUrl } from './lib.mjs';
import { oneOriginServerJson, remotePath } from './console.mjs';
import { createRegistry } from './registry.mjs';
import { serveStatic } from './serve-static.mjs';
import { CHROMIUM_ARGS, signInStorage } from './bench-browser.mjs';

const puppeteer = createRequire(path.join(ROOT, 'package.json'))('puppeteer-core');
const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/**
 * Runs in the page from its first script: at every frame, the CSS rules in emotion's sheets and the
 * elements styled by emotion (class css-…), in the shell (header, aside, footer) and elsewhere.
 */
function recordStyles() {
  const frames = [];
  window.__styleFrames = frames;
  const count = () => {
    const rules = [...document.querySelectorAll('style[data-emotion]')].reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0);
    const styled = [...document.querySelectorAll('[class*="css-"]')];
    const shell = styled.filter((el) => el.closest('header, aside, footer')).length;
    return { at: Math.round(performance.now()), header: Boolean(document.querySelector('header')), rules, shell, page: styled.length - shell };
  };
  const tick = () => {
    const now = count();
    const last = frames[frames.length - 1];
    if (!last || last.rules !== now.rules || last.shell !== now.shell || last.page !== now.page || last.header !== now.header) frames.push(now);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Blocking time of the run's main-thread tasks scaled `times` (each task's time over 50 ms), from wall and from thread time. */
function projectedBlocking(events, times) {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const from = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? 0;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`) && e.ts >= from);
  const over = (us) => Math.max(0, (us / 1000) * times - 50);
  return { wall: tasks.reduce((sum, e) => sum + over(e.dur), 0), thread: tasks.reduce((sum, e) => sum + over(e.tdur ?? e.dur), 0) };
}

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
      thread: (task.tdur ?? task.dur) / 1000,
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
    // A fresh session each run (an access token lives 15 minutes), signed in through the login page
    // so the tab holds what a person's would (the user, the organisations, the role): with the token
    // alone the guard sends a page it cannot allow (/dashboard, /reserve) to the landing page.
    const signIn = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const storage = await signInStorage(signIn, loginId, ORIGIN).finally(() => signIn.close());
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    try {
      const page = await browser.newPage();
      await page.goto(`${ORIGIN}/not-the-app.txt`);
      await page.evaluate((s) => {
        for (const [k, v] of Object.entries(s.local)) localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(s.session)) sessionStorage.setItem(k, v);
      }, storage);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpuArg) });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.evaluateOnNewDocument(recordStyles);
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
        await page.screenshot({ path: path.join(process.env.TRACE_DIR, `${pagePath.replaceAll('/', '_')}-${run}.png`) });
      }
      const frames = await page.evaluate(() => window.__styleFrames ?? []);
      const shown = frames.find((f) => f.header);
      const last = frames[frames.length - 1];
      const styles = (f) => (f ? `${f.rules} emotion rules, styled elements ${f.shell} in the shell and ${f.page} in the page (at ${f.at} ms)` : 'none');
      log(`${pagePath} run ${run}: first frame with the header: ${styles(shown)}; at the end: ${styles(last)}`);
      const tasks = longTasks(trace.traceEvents ?? trace, profile);
      const blocking = tasks.reduce((sum, t) => sum + t.duration - 50, 0);
      log(`${pagePath} run ${run}, CPU ${cpuArg}×: ${tasks.length} tasks ≥ ${MIN_MS} ms, their time over 50 ms ${Math.round(blocking)} ms`);
      if (process.env.TRACE_AT) {
        const at = Number(process.env.TRACE_AT);
        const projected = projectedBlocking(trace.traceEvents ?? trace, at);
        log(
          `${pagePath} run ${run}, tasks × ${at}: blocking time ${Math.round(projected.wall)} ms from wall time, ${Math.round(projected.thread)} ms from thread time`,
        );
      }
      for (const t of tasks) {
        log(`  ${Math.round(t.duration)} ms (thread ${Math.round(t.thread)} ms) at ${Math.round(t.start)} ms, first ${t.first}; ${t.kinds.join(', ')}`);
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
