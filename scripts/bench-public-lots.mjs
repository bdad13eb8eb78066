// The driver's page bench, on a throwaway PostgreSQL 15 with the demo data plus
// BENCH_LOTS lots (default 10,000) and BENCH_RESERVATIONS reservations (default 100,000):
//  - GET /api/public/lots without a query (every lot: what /globaldashboard read before, and what
//    partners read) against the page's queries now: near a point, a search, both;
//  - for each, the answer's bytes (plain and gzip) and p50/p95 over BENCH_REQUESTS requests (20);
//  - the database time of the near query's statements (EXPLAIN ANALYZE of the SQL the API sends).
// A quick run: BENCH_LOTS=1000 BENCH_RESERVATIONS=0. Ephemeral ports. Prints figures, asserts nothing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';
import { startPgCluster } from './pg-cluster.mjs';
import { startBenchApi } from './bench-api.mjs';
import { generateData } from './bench-data.mjs';

const requireApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const pg = requireApi('pg');
const LOTS = Number(process.env.BENCH_LOTS ?? 10_000);
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`.padStart(9);

/** One GET: the bytes on the wire (compressed when asked) and the time to the last byte. */
function get(url, encoding) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200 ? resolve({ bytes, ms: performance.now() - started }) : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

const cluster = startPgCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-public-'));
let stopApi = async () => undefined;
try {
  // The first start migrates and seeds; the lots are added behind it.
  const api = await startBenchApi({ dataDir, databaseUrl: cluster.url, extraEnv: { JOBS: 'off' } });
  stopApi = api.stop;
  generateData(cluster.url, { lots: LOTS, reservations: RESERVATIONS });
  console.log(`public lots bench: ${LOTS} lots, ${RESERVATIONS} reservations; PostgreSQL 15, ${os.cpus().length} cores`);

  // A point inside the generated lots' box (30–48° N, 122–70° W) and one of their cities' words.
  const near = 'latitude=39.1&longitude=-94.6';
  const queries = [
    ['every lot (no query; the page before)', ''],
    ['near a point (the page now)', `?${near}`],
    ['a search by name', '?search=bench%20lot%2042'],
    ['near a point and a search', `?${near}&search=bench%20lot%2042`],
  ];
  for (const [name, query] of queries) {
    const url = `${api.base}/api/public/lots${query}`;
    await get(url, 'identity');
    const times = [];
    let plain = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const answer = await get(url, 'identity');
      plain = answer.bytes;
      times.push(answer.ms);
    }
    const gzip = (await get(url, 'gzip')).bytes;
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(40)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  ${String(plain).padStart(9)} B (gzip ${gzip} B)`);
  }

  // The near query's statements as the API sends them (log_statement), each under EXPLAIN ANALYZE.
  const client = new pg.Client({ connectionString: cluster.url, options: '-c jit=off -c max_parallel_workers_per_gather=0' });
  await client.connect();
  await client.query(`ALTER SYSTEM SET log_statement = 'all'`);
  await client.query('SELECT pg_reload_conf()');
  const logFile = path.join(cluster.dataDir, 'server.log');
  const before = fs.statSync(logFile).size;
  await get(`${api.base}/api/public/lots?${near}`, 'identity');
  await client.query('ALTER SYSTEM RESET log_statement');
  await client.query('SELECT pg_reload_conf()');
  const log = fs.readFileSync(logFile, 'utf8').slice(before);
  // Each log entry starts with its time; a statement's parameters follow it in a DETAIL entry.
  const statements = [];
  for (const entry of log.split(/\n(?=\d{4}-\d\d-\d\d )/)) {
    const executed = /LOG:\s+(?:execute [^:]*|statement): ([\s\S]*)/.exec(entry);
    if (executed) statements.push({ sql: executed[1], params: [] });
    const detail = /DETAIL:\s+parameters: (.*)/i.exec(entry);
    if (detail && statements.length) statements.at(-1).params = [...detail[1].matchAll(/\$\d+ = '((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));
  }
  for (const { sql, params } of statements.filter((statement) => /parking_lots/.test(statement.sql))) {
    const plan = (await client.query(`EXPLAIN (ANALYZE, TIMING OFF) ${sql}`, params)).rows.map((row) => row['QUERY PLAN']);
    const kind = sql.includes('WITH page') ? 'the page' : sql.includes('BETWEEN') ? 'a circle counted' : 'the total counted';
    console.log(`  near query, ${kind.padEnd(18)} ${plan.find((line) => line.startsWith('Execution Time'))}`);
  }
  await client.end();
} finally {
  await stopApi();
  cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
