// Reports benchmark, on a throwaway PostgreSQL 15 with the demo data plus the benches'
// catalogue (scripts/bench-data.mjs: BENCH_LOTS lots, default 10,000, and BENCH_RESERVATIONS
// bookings, default 1,000,000, each with its card payment):
//  - the dashboard and each report for a 90-day range: p50/p95 of BENCH_REPORT_REQUESTS
//    sequential requests each (goal p95 ≤ 100 ms), beside a plain indexed SELECT on a pool to the
//    same database;
//  - the reconciliation CSV of that range (one row per payment, ~1/8 of them) streamed: rows, time
//    and the API process's peak RSS before and after (VmHWM), so a CSV is shown not to be held in memory.
// Ports are ephemeral loopback ones. Prints figures, asserts nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';
import { startPgCluster } from './pg-cluster.mjs';
import { startBenchApi, signInHeaders } from './bench-api.mjs';
import { generateData } from './bench-data.mjs';

const requireApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const pg = requireApi('pg');
const LOTS = Number(process.env.BENCH_LOTS ?? 10_000);
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 40);
const WARM = Number(process.env.BENCH_REPORT_WARM ?? 30);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`.padStart(10);

/**
 * Sorted latencies of `count` sequential calls of `fn`, after WARM unmeasured ones (sorted too, in
 * `warming`). A connection of the pool meeting a statement or a table for the first time parses it
 * and loads the catalogue (~20 ms a query for the dashboard's); its nine queries are spread over ten
 * connections, so that happens, once, during its first ~30 requests after a start.
 */
async function latencies(count, fn) {
  const warming = [];
  for (let i = 0; i < WARM; i++) {
    const started = performance.now();
    await fn(i);
    warming.push(performance.now() - started);
  }
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.warming = warming.sort((a, b) => a - b);
  return times.sort((a, b) => a - b);
}

async function get(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.arrayBuffer();
}

/** The API process listening on `port` (node --import tsx runs the server in that process). */
function pidOnPort(port) {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  return Number(/pid=(\d+)/.exec(out)?.[1] ?? NaN);
}
const peakRssMb = (pid) => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

// BENCH_REPORTS_DATABASE_URL: a database this bench generated before (its million bookings take
// 5–8 minutes to write), measured again as it is; otherwise a throwaway cluster, generated here.
const reuse = process.env.BENCH_REPORTS_DATABASE_URL;
const cluster = reuse ? { url: reuse, stop: () => undefined } : startPgCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-reports-'));
let stopApi = async () => undefined;
try {
  const api = await startBenchApi({ dataDir, databaseUrl: cluster.url, extraEnv: { JOBS: 'off' } });
  stopApi = api.stop;
  const { base } = api;
  const started = performance.now();
  if (!reuse) generateData(cluster.url, { lots: LOTS, reservations: RESERVATIONS, payments: true });
  console.log(
    reuse
      ? `reports bench: the database at BENCH_REPORTS_DATABASE_URL as it is; PostgreSQL 15, ${os.cpus().length} cores`
      : `reports bench: ${LOTS} lots, ${RESERVATIONS} reservations and their payments generated in ${((performance.now() - started) / 1000).toFixed(1)} s; PostgreSQL 15, ${os.cpus().length} cores`,
  );

  const owner = await signInHeaders(base, 'owner@haulstop.test');
  const carrier = await signInHeaders(base, 'carrier@haulstop.test');
  const admin = await signInHeaders(base, 'admin@haulstop.test');
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const range = `from=${from}&to=${to}`;
  const pool = new pg.Pool({ connectionString: cluster.url, max: 10 });
  const { rows: ids } = await pool.query(`SELECT id FROM reservations ORDER BY id`);
  const { rows: lots } = await pool.query(`SELECT id FROM parking_lots WHERE name LIKE 'Bench lot %' ORDER BY id LIMIT 50`);

  const reference = await latencies(REQUESTS * 5, (i) => pool.query('SELECT * FROM reservations WHERE id = $1', [ids[(i * 7919) % ids.length].id]));
  const cases = [
    ['dashboard, 90 days (owner)', owner, () => `${base}/api/reports/dashboard?days=90`],
    ['lot report, page 1 (owner)', owner, () => `${base}/api/reports/parkingLots?${range}&size=10`],
    ['lot occupancy heatmap (owner)', owner, (i) => `${base}/api/reports/parkingLots/${lots[i % lots.length].id}/occupancy?${range}`],
    ['asset report (carrier)', carrier, () => `${base}/api/reports/assets?${range}&size=10`],
    ['drivers report (platform)', admin, () => `${base}/api/reports/drivers?${range}&size=10`],
    ['revenue by day (platform)', admin, () => `${base}/api/reports/revenue?${range}&groupBy=day`],
    ['reconciliation, page 1 (owner)', owner, () => `${base}/api/reports/reconciliation?${range}&size=10`],
  ];
  const refP50 = percentile(reference, 50);
  console.log(`${'indexed SELECT by id (pool)'.padEnd(34)} p50 ${ms(refP50)}  p95 ${ms(percentile(reference, 95))}   (reference)`);
  let dashboardWarming = [];
  for (const [name, headers, url] of cases) {
    const times = await latencies(REQUESTS, (i) => get(url(i), headers));
    if (dashboardWarming.length === 0) dashboardWarming = times.warming;
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `${name.padEnd(34)} p50 ${ms(p50)}  p95 ${ms(p95)}   ${(p50 / refP50).toFixed(0)}× the reference; goal p95 ≤ 100 ms ${p95 <= 100 ? 'met' : 'not met'}`,
    );
  }

  console.log(`(${REQUESTS} sequential requests per line, after ${WARM} unmeasured ones that warm the pool's connections)`);
  if (dashboardWarming.length)
    console.log(
      `${'dashboard, its first requests'.padEnd(34)} p50 ${ms(percentile(dashboardWarming, 50))}  max ${ms(dashboardWarming[dashboardWarming.length - 1])}   (the ${WARM} after the API's start, connections meeting its queries for the first time)`,
    );

  const pid = pidOnPort(new URL(base).port);
  const before = peakRssMb(pid);
  const csvStarted = performance.now();
  const response = await fetch(`${base}/api/reports/reconciliation/csv?${range}`, { headers: owner });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - csvStarted) / 1000;
  console.log(
    `reconciliation CSV, 90 days: ${(lines - 1).toLocaleString('en-US')} rows, ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s; API peak RSS ${before.toFixed(0)} MB before, ${peakRssMb(pid).toFixed(0)} MB after`,
  );
  await pool.end();
} finally {
  await stopApi();
  cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
