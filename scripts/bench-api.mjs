// API benchmark: an authenticated 10-row list (/api/reservations?size=10) and the user read
// (/api/user/{id}) with autocannon, on PGlite and on a throwaway PostgreSQL 15, compared with a bare
// Fastify route on the same machine, with pgbench running the SQL those requests send, and with a
// Fastify route sending that SQL through node-pg and nothing else (the stack's least for the list).
// On PostgreSQL the list and those two references run in turns, BENCH_API_ROUNDS times (default 3).
// Bounded: BENCH_API_SECONDS per run (default 5), BENCH_API_CONNECTIONS (default 10). Ports are
// ephemeral loopback ones, so it never needs the shared ports lock. Prints figures, asserts nothing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ROOT, DEMO_PASSWORD, waitForUrl } from './lib.mjs';
import { startPgCluster } from './pg-cluster.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const WARM_SECONDS = Number(process.env.BENCH_API_WARM_SECONDS ?? 2);
// The API reaches its steady speed only after ~15 s of load (5 s runs from a fresh process read
// 609, 839, 922, 948, 1062, 979 req/s): each API process serves the list this long before any
// run is counted, and so does the Fastify + pg reference.
const SERVER_WARM_SECONDS = Number(process.env.BENCH_API_SERVER_WARM_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);
// The list, its Fastify + pg reference and pgbench run in turns, this many times each; medians reported.
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const LOGIN = 'owner@haulstop.test';
const ORG_ID = '2';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a node child running `args` and resolves once `healthUrl` answers; returns a stop function. */
export async function startChild(args, { env = {}, cwd, healthUrl }) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([waitForUrl(healthUrl, 120000), exited.then(() => Promise.reject(new Error(`${args.join(' ')} exited early`)))]);
  return async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}

/** Serves `url` under load for SERVER_WARM_SECONDS, counting nothing. */
async function warmServer(url, headers = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: SERVER_WARM_SECONDS, headers });
}

async function fire(url, headers = {}, connections = CONNECTIONS) {
  // A run first that is not counted: Node compiles a server's hot code while it serves, and a cold
  // process measured at once reads up to 30 % slower than the same process a run later (pgbench,
  // compiled C, has nothing to warm).
  await autocannon({ url, connections, duration: WARM_SECONDS, headers });
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** The same connections split over several URLs at once (one API process each): req/s summed, the worst p50 and p99. */
async function fireSplit(urls, headers) {
  const parts = await Promise.all(urls.map((url) => fire(url, headers, Math.ceil(CONNECTIONS / urls.length))));
  return {
    reqPerSec: parts.reduce((sum, part) => sum + part.reqPerSec, 0),
    p50: Math.max(...parts.map((part) => part.p50)),
    p99: Math.max(...parts.map((part) => part.p99)),
  };
}

/** A Fastify route answering a fixed 10-row page, served the same way (own process, loopback). */
async function bareFastify() {
  const port = await freePort();
  const code = `
    const app = require('fastify')({ logger: false });
    const rows = Array.from({ length: 10 }, (_, i) => ({ reservationId: i + 1, parkingLotName: 'Lot ' + i, status: 'Approved' }));
    app.get('/bare', async () => ({ content: rows, totalElements: 10, page: 0, size: 10 }));
    app.get('/health', async () => ({ ok: true }));
    app.listen({ host: '127.0.0.1', port: ${port} });`;
  const stop = await startChild(['-e', code], { cwd: path.join(ROOT, 'api'), healthUrl: `http://127.0.0.1:${port}/health` });
  try {
    return await fire(`http://127.0.0.1:${port}/bare`);
  } finally {
    await stop();
  }
}

/**
 * The least this stack can do for the list: a Fastify route that sends the list's own SQL (the
 * statements one request sent, as pgbench replays them, named so each connection prepares them
 * once) through node-pg's pool (10 connections, as the API's) and answers the JSON PostgreSQL built,
 * with no authentication, plugins or logging. What the API adds is list ÷ this; what Node, Fastify
 * and the driver cost beside pgbench's C client on the same cores is this ÷ pgbench.
 */
async function startFastifyWithPg(databaseUrl, statements) {
  const port = await freePort();
  const code = `
    const pg = require('pg');
    const app = require('fastify')({ logger: false });
    const pool = new pg.Pool({ connectionString: ${JSON.stringify(databaseUrl)}, max: 10, options: '-c max_parallel_workers_per_gather=0 -c jit=off' });
    const statements = ${JSON.stringify(statements)};
    app.get('/list', async (request, reply) => {
      let result;
      for (const [index, text] of statements.entries()) result = await pool.query({ name: 'b' + index, text });
      const cell = result.rows[0] && Object.values(result.rows[0])[0];
      return typeof cell === 'string' ? reply.type('application/json; charset=utf-8').send(cell) : result.rows;
    });
    app.get('/health', async () => ({ ok: true }));
    app.listen({ host: '127.0.0.1', port: ${port} });`;
  const stop = await startChild(['-e', code], { cwd: path.join(ROOT, 'api'), healthUrl: `http://127.0.0.1:${port}/health` });
  await warmServer(`http://127.0.0.1:${port}/list`);
  return { fire: () => fire(`http://127.0.0.1:${port}/list`), stop };
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: LOGIN, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const body = await response.json();
  return { token: body.token, userId: body.user.userId };
}

/** Signs `loginId` in (the demo password) and answers the headers of its first organisation's requests. */
export async function signInHeaders(base, loginId) {
  // A bench's data generation runs psql synchronously and can block this process longer than the API
  // keeps an idle connection open: yield once, so the HTTP client sees that connection closed before
  // it would send the sign-in down it ("other side closed").
  await new Promise((resolve) => setTimeout(resolve, 100));
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const body = await response.json();
  return { authorization: `Bearer ${body.token}`, 'x-org-id': String(body.organizations[0].saasOrgId) };
}

/**
 * The API as the benches run it: its own port and data folder, PostgreSQL at databaseUrl (PGlite
 * when unset), quiet logs and no rate limit (`extraEnv` adds, e.g. JOBS: 'off'). Resolves once healthy.
 */
export async function startBenchApi({ dataDir, databaseUrl, extraEnv = {} }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  const stop = await startChild(['--import', 'tsx', 'src/server.ts'], { cwd: path.join(ROOT, 'api'), env, healthUrl: `${base}/api/health` });
  return { base, stop };
}

/** Runs the API on one database (PGlite when databaseUrl is unset) and measures both endpoints. */
async function benchApiOn(databaseUrl, { beforeOneRequest, rounds } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-api-'));
  // No scheduled jobs: their statements would join the captured SQL of the request (and pgbench's
  // -M prepared reads a ':MI' inside a literal as a variable), and they are no request's cost.
  const { base, stop } = await startBenchApi({ dataDir, databaseUrl, extraEnv: { JOBS: 'off' } });
  try {
    const { token, userId } = await signIn(base);
    const headers = { authorization: `Bearer ${token}`, 'x-org-id': ORG_ID };
    const listUrl = `${base}/api/reservations?size=10`;
    // One request first, as a console that has called before: the caller is then remembered, and
    // the captured request sends what every later one sends.
    const warm = await fetch(listUrl, { headers });
    if (!warm.ok) throw new Error(`list failed: ${warm.status}`);
    await warmServer(listUrl, headers);
    let sql;
    if (beforeOneRequest) {
      // One request with statement logging on: the SQL pgbench replays is exactly what the API sent.
      const capture = await beforeOneRequest();
      const response = await fetch(listUrl, { headers });
      if (!response.ok) throw new Error(`list failed: ${response.status}`);
      sql = await capture();
    }
    // With `rounds`, the list runs in turns with the references it is compared with (a machine
    // whose speed drifts during the bench weighs on each of them alike).
    const compared = rounds ? await rounds(sql, () => fire(listUrl, headers)) : undefined;
    const list = compared ? compared.list : await fire(listUrl, headers);
    const user = await fire(`${base}/api/user/${userId}`, headers);
    // The deployment of the load run: two API processes on one PostgreSQL, the same connections split between them.
    const twoProcesses = databaseUrl ? await listOnTwoProcesses(databaseUrl, dataDir, listUrl, headers) : undefined;
    return { list, user, sql, twoProcesses, compared };
  } finally {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A second API process beside the first: the same database and data folder (so the same signing secret, as replicas share). */
async function listOnTwoProcesses(databaseUrl, dataDir, listUrl, headers) {
  const second = await startBenchApi({ dataDir, databaseUrl, extraEnv: { JOBS: 'off' } });
  try {
    await warmServer(`${second.base}/api/reservations?size=10`, headers);
    return await fireSplit([listUrl, `${second.base}/api/reservations?size=10`], headers);
  } finally {
    await second.stop();
  }
}

function psql(port, ...commands) {
  const args = ['-X', '-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', ...commands.flatMap((c) => ['-c', c])];
  const result = spawnSync(path.join(PG_BIN, 'psql'), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

/** Turns PostgreSQL's log of extended-protocol executions into literal SQL statements. */
function statementsFromLog(text) {
  const statements = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const match = /LOG:\s+execute [^:]*: ([\s\S]*)$/.exec(lines[i]);
    if (!match) continue;
    let sql = match[1];
    while (i + 1 < lines.length && lines[i + 1].startsWith('\t')) sql += `\n${lines[++i].slice(1)}`;
    const detail = /DETAIL:\s+parameters: (.*)$/.exec(lines[i + 1] ?? '');
    if (detail) {
      const values = new Map([...detail[1].matchAll(/\$(\d+) = ('(?:[^']|'')*'|NULL)/g)].map((m) => [m[1], m[2]]));
      sql = sql.replace(/\$(\d+)/g, (all, n) => values.get(n) ?? all);
    }
    statements.push(sql.trim().replace(/;?$/, ';'));
  }
  return statements;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** pgbench running `statements` as one transaction per request, same connections and duration. */
function pgbench(port, statements) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-pgbench-'));
  try {
    fs.writeFileSync(path.join(dir, 'request.sql'), `${statements.join('\n')}\n`);
    const result = spawnSync(
      path.join(PG_BIN, 'pgbench'),
      [
        '-n',
        '-M',
        'prepared',
        '-f',
        'request.sql',
        '-c',
        String(CONNECTIONS),
        '-j',
        '2',
        '-T',
        String(SECONDS),
        '-l',
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        'postgres',
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`pgbench: ${result.stderr}`);
    const tps = Number(/tps = ([\d.]+)/.exec(result.stdout)?.[1]);
    // Per-transaction log lines: client id, transaction no, latency in µs, …
    const latencies = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('pgbench_log'))
      .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    return { reqPerSec: Math.round(tps), p50: Number(percentile(latencies, 50).toFixed(2)), p99: Number(percentile(latencies, 99).toFixed(2)) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The median of a ÷ b over the turns, each turn's two runs taken back to back (a machine's speed
 * drifts between turns: pgbench alone read 1,669 to 2,315 tps in one bench).
 */
const turnRatio = (a, b) => {
  const ratios = a.map((run, turn) => run.reqPerSec / b[turn].reqPerSec).sort((x, y) => x - y);
  return `${(100 * ratios[Math.floor(ratios.length / 2)]).toFixed(1)}%`;
};

/** The run with the median req/s (its own p50 and p99 with it). */
const medianRun = (runs) => [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)];

const ratio = (a, b) => `${((100 * a.reqPerSec) / b.reqPerSec).toFixed(1)}%`;

/** Runs every measurement once; returns the figures (req/s, p50 and p99 in ms). */
export async function benchApi() {
  const bare = await bareFastify();
  const pglite = await benchApiOn(undefined);
  const cluster = startPgCluster();
  try {
    const port = new URL(cluster.url).port;
    const postgres = await benchApiOn(cluster.url, {
      rounds: async (sql, fireList) => {
        const runs = { list: [], fastifyPg: [], pgbench: [] };
        const least = await startFastifyWithPg(cluster.url, sql);
        try {
          for (let round = 0; round < ROUNDS; round += 1) {
            runs.list.push(await fireList());
            runs.fastifyPg.push(await least.fire());
            runs.pgbench.push(pgbench(port, sql));
          }
        } finally {
          await least.stop();
        }
        return { list: medianRun(runs.list), fastifyPg: medianRun(runs.fastifyPg), pgbench: medianRun(runs.pgbench), runs };
      },
      beforeOneRequest: async () => {
        const logFile = path.join(cluster.dataDir, 'server.log');
        const from = fs.statSync(logFile).size;
        psql(port, "ALTER SYSTEM SET log_statement = 'all'", 'SELECT pg_reload_conf()');
        await new Promise((r) => setTimeout(r, 300));
        return async () => {
          await new Promise((r) => setTimeout(r, 300));
          psql(port, 'ALTER SYSTEM RESET log_statement', 'SELECT pg_reload_conf()');
          return statementsFromLog(fs.readFileSync(logFile, 'utf8').slice(from));
        };
      },
    });
    const { compared } = postgres;
    return {
      bare,
      pglite: { list: pglite.list, user: pglite.user },
      postgres: { list: postgres.list, user: postgres.user, twoProcesses: postgres.twoProcesses },
      pgbench: { ...compared.pgbench, statements: postgres.sql.length, sql: postgres.sql },
      fastifyPg: compared.fastifyPg,
      runs: compared.runs,
    };
  } finally {
    cluster.stop();
  }
}

export function report(figures) {
  const row = (name, f, extra = '') =>
    console.log(
      `${name.padEnd(34)} ${String(f.reqPerSec).padStart(7)} req/s  p50 ${String(f.p50).padStart(6)} ms  p99 ${String(f.p99).padStart(6)} ms  ${extra}`,
    );
  console.log(`API bench: ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARM_SECONDS} s not counted, loopback, ${os.cpus().length} cores`);
  row('bare Fastify route', figures.bare);
  for (const db of ['pglite', 'postgres']) {
    row(`${db}: /api/reservations?size=10`, figures[db].list, `${ratio(figures[db].list, figures.bare)} of bare`);
    row(`${db}: /api/user/{id}`, figures[db].user, `${ratio(figures[db].user, figures.bare)} of bare`);
  }
  row(
    `pgbench (same ${figures.pgbench.statements} statements)`,
    figures.pgbench,
    `list on PostgreSQL = ${turnRatio(figures.runs.list, figures.runs.pgbench)} of pgbench`,
  );
  row(
    'Fastify + pg, the same SQL, no more',
    figures.fastifyPg,
    `${turnRatio(figures.runs.fastifyPg, figures.runs.pgbench)} of pgbench (the stack's least); the list = ${turnRatio(figures.runs.list, figures.runs.fastifyPg)} of it`,
  );
  row(
    'postgres: the list on 2 API processes',
    figures.postgres.twoProcesses,
    `${ratio(figures.postgres.twoProcesses, figures.pgbench)} of pgbench (the same ${CONNECTIONS} connections split)`,
  );
  const reqs = (runs) => runs.map((run) => run.reqPerSec).join(', ');
  const perTurn = (a, b) => a.map((run, turn) => ratio(run, b[turn])).join(', ');
  console.log(
    `the ${figures.runs.list.length} turns (req/s; medians above): list ${reqs(figures.runs.list)}; Fastify + pg ${reqs(figures.runs.fastifyPg)}; pgbench ${reqs(figures.runs.pgbench)}`,
  );
  console.log(
    `  per turn: list ÷ pgbench ${perTurn(figures.runs.list, figures.runs.pgbench)}; Fastify + pg ÷ pgbench ${perTurn(figures.runs.fastifyPg, figures.runs.pgbench)}; list ÷ Fastify + pg ${perTurn(figures.runs.list, figures.runs.fastifyPg)}`,
  );
  // What pgbench replays is what one list request sent, each statement one round trip.
  console.log(`SQL of one list request (${figures.pgbench.statements} round trips):`);
  for (const sql of figures.pgbench.sql) console.log(`  ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  report(await benchApi());
}
