// `npm test`: installs what it needs (pnpm, dependencies, Debian's chromium, a throwaway
// PostgreSQL 15 cluster) and runs every check: lint, typecheck, unit tests, the API suite on
// PGlite AND on PostgreSQL, builds, a start smoke test and the e2e suite. Exits non-zero on any
// failure and ends with a line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildApps, ensurePnpm, has, installDependencies, log, run, runBuffered } from './lib.mjs';
import { startPgCluster } from './pg-cluster.mjs';
import { startSmokeTest } from './start-smoke.mjs';

const args = new Set(process.argv.slice(2));
const only = [...args]
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  ?.split(',');
const wants = (step) => !only || only.includes(step);
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];

/** Records a step's outcome; `since` (Date.now() at its start) puts its duration in the summary. */
function record(step, ok, counts, since) {
  steps.push({ step, ok, counts, seconds: since === undefined ? undefined : Math.round((Date.now() - since) / 1000) });
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped ?? 0;
  }
  // A step that fails without a test count (lint, typecheck, build) still counts as one failure.
  if (!ok && (!counts || counts.failed === 0)) totals.failed += 1;
  log(`${ok ? 'PASS' : 'FAIL'} ${step}${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''}`);
}

function jestCounts(file) {
  if (!fs.existsSync(file)) return null;
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
    skipped: json.numPendingTests,
    total: json.numTotalTests,
  };
}

/**
 * Runs one package's jest and records it. `buffered`: for a step running beside another, its
 * output is held and printed whole when it ends (under a header), so the two never interleave.
 */
async function jestStep(step, pkg, extraArgs = [], env = {}, { buffered = false } = {}) {
  const since = Date.now();
  const out = path.join(resultsDir, `${step.replace(/\W+/g, '-')}.json`);
  const args = ['--filter', pkg, 'exec', 'jest', '--ci', '--json', `--outputFile=${out}`, ...extraArgs];
  const options = { env: { ...process.env, ...env } };
  let code;
  if (buffered) {
    const result = await runBuffered(pnpm, args, options);
    log(`---- output of ${step} ----`);
    process.stdout.write(result.output);
    code = result.code;
  } else {
    code = await run(pnpm, args, options);
  }
  const counts = jestCounts(out);
  // A package whose jest found no test proves nothing: that is a failure, not a pass.
  if (counts && counts.total === 0) log(`${step}: no test was found`);
  record(step, code === 0 && !!counts && counts.total > 0, counts ?? undefined, since);
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  log("installing Debian's chromium (apt-get)");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const update = spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'update'], { stdio: 'inherit' });
  if (update.status !== 0) throw new Error('apt-get update failed');
  const install = spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), 'install', '-y', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) throw new Error('apt-get install chromium failed');
}

const started = Date.now();
const pnpm = ensurePnpm();
await installDependencies(pnpm);

/** Runs a command with its output held, prints it under a header when it ends, and records the step. */
async function bufferedStep(step, args) {
  const since = Date.now();
  const result = await runBuffered(pnpm, args);
  log(`---- output of ${step} ----`);
  process.stdout.write(result.output);
  record(step, result.code === 0, undefined, since);
}

if (wants('lint')) {
  // eslint and prettier each use one core: side by side, as the API runs below.
  await Promise.all([
    bufferedStep('lint (eslint, import boundaries)', ['exec', 'eslint', '.', '--max-warnings=0']),
    bufferedStep('format (prettier --check)', ['exec', 'prettier', '--check', '--log-level=warn', '**/*.{ts,tsx,mjs,cjs,js}']),
  ]);
}
if (wants('typecheck')) {
  const since = Date.now();
  record('typecheck (tsc --noEmit, every package)', (await run(pnpm, ['-r', '--workspace-concurrency=2', 'run', 'typecheck'])) === 0, undefined, since);
}

/** The API suite on a throwaway PostgreSQL 15 cluster (`buffered`: see jestStep). */
async function apiOnPostgres({ buffered }) {
  // The PostgreSQL run is half of the API proof: when it cannot run, the step fails loudly.
  if (!has('runuser') && process.getuid?.() === 0) {
    log('api on PostgreSQL 15: cannot run the cluster as root without runuser');
    record('api on PostgreSQL 15', false);
    return;
  }
  let cluster;
  try {
    cluster = startPgCluster();
    await jestStep('api on PostgreSQL 15', '@haulstop/api', ['--runInBand'], { DATABASE_URL: cluster.url }, { buffered });
  } catch (error) {
    log(String(error));
    record('api on PostgreSQL 15', false);
  } finally {
    cluster?.stop();
  }
}

/** The unit suites of every package and of the scripts. */
async function unitSuites() {
  if (wants('unit')) {
    for (const pkg of ['shared', 'host', 'remote-reserve', 'remote-finance', 'remote-admin', 'remote-reports']) {
      // Two workers: jest's default on 2 cores is one (cores - 1), which left a core idle.
      await jestStep(`unit: ${pkg}`, `@haulstop/${pkg}`, ['--maxWorkers=2']);
    }
    // The scripts' own tests (node:test, random ports so no ports lock). Named explicitly: given the
    // folder, node 20 would also run scripts/test.mjs itself, its name matching the test pattern.
    const files = fs
      .readdirSync(path.join(ROOT, 'scripts'))
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => path.join('scripts', f));
    const since = Date.now();
    const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...files], { cwd: ROOT, encoding: 'utf8' });
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    const count = (name) => Number(result.stdout.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    record('unit: scripts (node --test)', result.status === 0, { passed: count('pass'), failed: count('fail'), skipped: count('skipped') }, since);
  }
}

/** The production build (for the smoke test and the e2e), then the smoke test of `npm start`. */
async function buildAndSmoke() {
  if (wants('build') || wants('e2e') || wants('smoke')) {
    const since = Date.now();
    try {
      await buildApps(pnpm);
      record('build (host + four remotes, production)', true, undefined, since);
    } catch (error) {
      log(String(error));
      record('build (host + four remotes, production)', false, undefined, since);
    }
  }

  if (wants('smoke')) {
    const since = Date.now();
    const counts = await startSmokeTest();
    record('npm start smoke test (fresh data: login and a list)', counts.failed === 0, counts, since);
  }
}

/** The e2e suite in Debian's chromium, against the console as `npm start` runs it. */
async function e2eSuite() {
  if (!wants('e2e')) return;
  const since = Date.now();
  try {
    ensureChromium();
    const out = path.join(ROOT, 'e2e', 'test-results', 'results.json');
    fs.rmSync(out, { force: true });
    const code = await run(pnpm, ['--filter', '@haulstop/e2e', 'exec', 'playwright', 'test'], { env: { ...process.env, CI: '1' } });
    let counts;
    if (fs.existsSync(out)) {
      const stats = JSON.parse(fs.readFileSync(out, 'utf8')).stats;
      counts = { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected, skipped: stats.skipped };
    }
    record('e2e (Playwright, Debian chromium)', code === 0, counts, since);
  } catch (error) {
    log(String(error));
    record('e2e (Playwright, Debian chromium)', false, undefined, since);
  }
}

if (wants('api')) {
  // Two lanes of about one core each (2 cores). The API suite is one jest process in band (PGlite
  // is single-threaded WASM), on PostgreSQL then on PGlite, its output held and printed whole. Beside
  // it, the unit suites, the build, the smoke test and the e2e, which waits on the browser, the
  // network and SPEC §2.2's 1 s guard wait more than it computes. Before, the e2e waited for both
  // API runs (side by side), and its ~16 min came on top of theirs.
  log('the API suite (PostgreSQL 15, then PGlite) runs beside the unit suites, the build, the smoke test and the e2e');
  const apiLane = (async () => {
    await apiOnPostgres({ buffered: true });
    await jestStep('api on PGlite', '@haulstop/api', ['--runInBand'], { DATABASE_URL: '' }, { buffered: true });
  })();
  await unitSuites();
  await buildAndSmoke();
  await e2eSuite();
  await apiLane;
} else {
  await unitSuites();
  await buildAndSmoke();
  await e2eSuite();
}

fs.rmSync(resultsDir, { recursive: true, force: true });
log('');
for (const s of steps) log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.step}${s.seconds === undefined ? '' : ` (${s.seconds} s)`}`);
log(`total time ${Math.round((Date.now() - started) / 1000)} s`);
const ok = steps.every((s) => s.ok);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(ok ? 0 : 1);
