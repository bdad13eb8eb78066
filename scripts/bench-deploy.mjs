// `npm run bench -- --only=deploy` (or `node scripts/bench-deploy.mjs`): what a deploy of one remote
// costs, against the console as `npm start` runs it (built files, one origin, fresh embedded database):
//  - the time from `npm run deploy -- reports` starting to a new page of remote-reports visible in
//    a console that was open before the deploy (it takes the new version on its next navigation),
//    beside the reference: the same remote built alone (its package's build, as scripts/build.mjs
//    runs it), and the deploy's own figure (build + compare-and-swap);
//  - the bytes a returning user downloads: a first visit (signed in, /dashboard, cold cache), the
//    same visit again with a warm cache and nothing deployed, and after the deploy of remote-reports
//    (warm cache): what it transfers, and how much of it is remote-reports' new version. Every file of
//    a version lives under its own folder, so the new version's files are fetched whole even where
//    a chunk's content did not change.
// The page added is a probe written into remote-reports for the run and removed after it.
// A benchmark, not a test: it prints numbers and asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ROOT, buildApps, ensurePnpm, log, run } from './lib.mjs';
import { startConsole } from './console.mjs';
import { CHROMIUM_ARGS } from './bench-browser.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const CONSOLE = 'http://127.0.0.1:8080';
const OWNER = 'owner@haulstop.test';
const PROBE_LABEL = 'Deploy probe';
const REPORTS = path.join(ROOT, 'remote-reports');
const MANIFEST_FILE = path.join(REPORTS, 'pages.manifest.cjs');
const PROBE_FILE = path.join(REPORTS, 'src', 'pages', 'BenchDeployProbe.tsx');

/** Writes the probe page into remote-reports (a route, a menu entry for owners, an exposed module); answers the undo. */
function addProbePage(stamp) {
  const manifest = fs.readFileSync(MANIFEST_FILE, 'utf8');
  const entry = `    {
      route: '/benchDeployProbe',
      module: './BenchDeployProbe',
      file: './src/pages/BenchDeployProbe.tsx',
      access: { resource: '/benchDeployProbe', action: 'view' },
      public: false,
      menu: {
        group: null,
        order: 98,
        labelKey: 'menu.benchDeployProbe',
        labels: { en: '${PROBE_LABEL}', fr: '${PROBE_LABEL}', es: '${PROBE_LABEL}' },
        iconClass: 'dashboard',
        orgType: ['parking lot owner'],
      },
    },
  ],
};`;
  const end = manifest.lastIndexOf('  ],\n};');
  if (end < 0) throw new Error('remote-reports/pages.manifest.cjs does not end with its pages list');
  fs.writeFileSync(MANIFEST_FILE, `${manifest.slice(0, end)}${entry}\n`);
  fs.writeFileSync(PROBE_FILE, `export default function BenchDeployProbe() {\n  return <h1>${PROBE_LABEL} ${stamp}</h1>;\n}\n`);
  return () => {
    fs.writeFileSync(MANIFEST_FILE, manifest);
    fs.rmSync(PROBE_FILE, { force: true });
  };
}

/** Counts the bytes each response of `page` transfers (CDP's encodedDataLength: 0 for a cache hit), by URL. */
async function byteCounter(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  let entries = [];
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => entries.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength }));
  return {
    take() {
      const taken = entries;
      entries = [];
      return taken;
    },
  };
}

const sum = (entries, keep = () => true) => entries.filter((e) => keep(e.url)).reduce((total, e) => total + e.bytes, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const quiet = (page) => page.waitForLoadState('networkidle').catch(() => undefined);

async function signInThroughForm(page) {
  await page.goto(`${CONSOLE}/`);
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill('Haulstop#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'visible', timeout: 60_000 });
}

/** Runs `node scripts/deploy.mjs <args>` against the console; answers its exit code and output. */
function deploy(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'deploy.mjs'), ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output: output.trim() }));
  });
}

export async function benchDeploy() {
  const pnpm = ensurePnpm();
  await buildApps(pnpm);
  // The reference: remote-reports built alone, as scripts/build.mjs builds each app.
  const referenceStart = Date.now();
  const built = await run(pnpm, ['--filter', '@haulstop/remote-reports', 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built !== 0) throw new Error('remote-reports did not build');
  const referenceMs = Date.now() - referenceStart;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-deploy-'));
  const env = { DATA_DIR: dataDir, DEPLOYS_DIR: path.join(dataDir, 'deploys') };
  const consoleProcess = await startConsole({ env, quiet: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let undo = () => undefined;
  try {
    // The console runs a deployed remote-reports before the measured deploy (as after any earlier one).
    const first = await deploy(['reports'], env);
    if (first.code !== 0) throw new Error(`the first deploy failed: ${first.output}`);
    log(`first deploy: ${first.output}`);

    // A returning user: a first visit with a cold cache, then the same visit with a warm one.
    const returning = await browser.newContext();
    const visitor = await returning.newPage();
    const visitorBytes = await byteCounter(visitor);
    await signInThroughForm(visitor);
    await visitor.goto(`${CONSOLE}/dashboard`);
    await quiet(visitor);
    const firstVisit = visitorBytes.take();
    await visitor.goto(`${CONSOLE}/dashboard`);
    await quiet(visitor);
    const warmVisit = visitorBytes.take();

    // An open console, signed in before the deploy.
    const open = await (await browser.newContext()).newPage();
    await signInThroughForm(open);
    const menu = open.getByRole('navigation', { name: 'Main menu' });

    undo = addProbePage(Date.now());
    const started = Date.now();
    const deploying = deploy(['reports'], env);
    let visibleMs = null;
    let deployResult = null;
    void deploying.then((result) => (deployResult = result));
    // Navigate now and then, as a person would: the console reads the registry on each route change.
    for (let turn = 0; visibleMs === null && Date.now() - started < 15 * 60_000; turn += 1) {
      if (deployResult && deployResult.code !== 0) throw new Error(`the measured deploy failed: ${deployResult.output}`);
      const probe = menu.getByRole('link', { name: PROBE_LABEL });
      if (await probe.count()) {
        await probe.click();
        await open.getByRole('heading', { name: new RegExp(`^${PROBE_LABEL}`) }).waitFor({ state: 'visible', timeout: 60_000 });
        visibleMs = Date.now() - started;
        break;
      }
      await menu.getByRole('link', { name: turn % 2 ? 'Company Dashboard' : 'Map Dashboard' }).click();
      await open.waitForTimeout(250);
    }
    const deployed = await deploying;

    // The returning user comes back after the deploy (warm cache).
    await visitor.goto(`${CONSOLE}/dashboard`);
    await quiet(visitor);
    const afterDeploy = visitorBytes.take();
    const version = /remote-reports (\S+) deployed/.exec(deployed.output)?.[1];
    const ofNewReports = (url) => Boolean(version) && url.includes(`/remotes/reports/${version}/`);
    const staticFile = (url) => !url.includes('/api/');
    return { referenceMs, visibleMs, deployOutput: deployed.output, firstVisit, warmVisit, afterDeploy, ofNewReports, staticFile };
  } finally {
    undo();
    await browser.close();
    await consoleProcess.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function report({ referenceMs, visibleMs, deployOutput, firstVisit, warmVisit, afterDeploy, ofNewReports, staticFile }) {
  log('Deploy of one remote (remote-reports, adding a page), console as npm start runs it:');
  log(`  reference: remote-reports built alone                 ${(referenceMs / 1000).toFixed(1)} s`);
  log(
    `  npm run deploy -- reports (its own figure)             ${deployOutput
      .split('\n')
      .filter((line) => line.startsWith('remote-'))
      .join(' ')}`,
  );
  log(`  deploy start → new page visible in an open console     ${visibleMs === null ? 'not seen in 15 min' : `${(visibleMs / 1000).toFixed(1)} s`}`);
  log('Bytes a returning owner transfers on /dashboard (CDP encodedDataLength; API answers apart):');
  for (const [name, entries] of [
    ['first visit (cold cache, with sign-in)', firstVisit],
    ['returning, nothing deployed (warm cache)', warmVisit],
    ['returning after the deploy (warm cache)', afterDeploy],
  ]) {
    log(`  ${name.padEnd(42)} ${kb(sum(entries))} in all, static files ${kb(sum(entries, staticFile))}, API ${kb(sum(entries, (url) => !staticFile(url)))}`);
  }
  log(`  of which remote-reports' new version                 ${kb(sum(afterDeploy, ofNewReports))}`);
  log(`  static files outside it                              ${kb(sum(afterDeploy, (url) => staticFile(url) && !ofNewReports(url)))}`);
  const top = afterDeploy.filter((e) => staticFile(e.url) && e.bytes > 0).sort((a, b) => b.bytes - a.bytes);
  for (const e of top.slice(0, 12)) log(`    ${kb(e.bytes).padStart(9)}  ${new URL(e.url).pathname}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) report(await benchDeploy());
