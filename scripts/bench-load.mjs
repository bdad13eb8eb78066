// Load run: LOAD_SESSIONS (default 200) console sessions at once for LOAD_SECONDS
// (default 60) against two API processes on one throwaway PostgreSQL 15 with the demo data, as two
// replicas behind a round-robin balancer would see them. Each session replays what the console
// sends, back to back (no think time unless LOAD_THINK_MS): the map's lot list, reservation list
// pages, and for the companies that book, the reserve search, a quote, a booking and the cancel of
// some of its own bookings. Then shorter steps (LOAD_STEPS, default 25,50,100,200 sessions,
// LOAD_STEP_SECONDS each, default 15) show where throughput stops growing, with the CPU the API
// processes, PostgreSQL and this generator used (from /proc).
// Reports requests/s, p50/p95/p99 per kind, errors (anything but 2xx and the sold-out 409, counted
// apart) and the slots sold beyond a lot's capacity at any instant (oversold, must be 0).
// A benchmark, not a test: prints figures, asserts nothing. Ports are ephemeral loopback ones.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { DEMO_PASSWORD, ROOT } from './lib.mjs';
import { startPgCluster } from './pg-cluster.mjs';
import { startBenchApi } from './bench-api.mjs';

const requireApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const pg = requireApi('pg');
const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const STEPS = (process.env.LOAD_STEPS ?? '25,50,100,200').split(',').filter(Boolean).map(Number);
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 15);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 0);
// Statuses that hold no slot (as bench-booking.mjs counts them).
const FREE = `('Cancelled', 'Failed', 'Booking Failed', 'Expired')`;

// Who signs in, and as which organisation: the companies that book search, quote, book and
// cancel; the lot owner's people read the map and the lists.
const USERS = [
  { loginId: 'carrier@haulstop.test', orgId: 3, books: true },
  { loginId: 'carrier@haulstop.test', orgId: 4, books: true },
  { loginId: 'dispatch@haulstop.test', orgId: 3, books: true },
  { loginId: 'broker@haulstop.test', orgId: 4, books: true },
  { loginId: 'owner@haulstop.test', orgId: 2, books: false },
  { loginId: 'manager@haulstop.test', orgId: 2, books: false },
];
// The share of each kind in a session's stream (a booking session; readers only do the first two).
const MIX = [
  ['lots', 20],
  ['list', 30],
  ['search', 25],
  ['quote', 10],
  ['book', 10],
  ['cancel', 5],
];
const KINDS = MIX.map(([kind]) => kind);

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const ms = (n) => (Number.isNaN(n) ? '   n/a' : `${n.toFixed(1).padStart(6)}`);

/** One keep-alive agent per API process: the generator must stay light (it shares the cores). */
function client(base) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return (method, requestPath, headers, body) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: requestPath,
          agent,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', () => resolve({ status: 0, text: '' }));
        },
      );
      request.on('error', (error) => resolve({ status: 0, text: String(error) }));
      request.end(payload);
    });
}

async function signIn(send, user) {
  const answer = await send('POST', '/api/auth/login', {}, { loginId: user.loginId, password: DEMO_PASSWORD });
  if (answer.status !== 200) throw new Error(`login ${user.loginId}: ${answer.status} ${answer.text}`);
  return { authorization: `Bearer ${JSON.parse(answer.text).token}`, 'x-org-id': String(user.orgId) };
}

/** CPU seconds so far of a process (utime + stime, and its reaped children's when `children`). */
function cpuSeconds(pid, children = false) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state is field 0, utime 11, stime 12, cutime 13, cstime 14 (proc(5)).
    const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

const childrenOf = (ppid) =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(ppid);
      } catch {
        return false;
      }
    });

/** Busy CPU seconds of the whole machine so far (/proc/stat's first 8 states but idle and iowait; guest time is in user's). */
function machineSeconds() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (ticks.slice(0, 8).reduce((a, b) => a + b, 0) - ticks[3] - ticks[4]) / 100;
}

/** CPU seconds used so far by the API processes (this process's children), PostgreSQL, this generator and the machine. */
function cpuNow(postmasterPid) {
  const usage = process.cpuUsage();
  return {
    machine: machineSeconds(),
    api: childrenOf(process.pid).reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    // The postmaster's reaped backends count in its cutime/cstime; live backends are its children.
    postgres: cpuSeconds(postmasterPid, true) + childrenOf(postmasterPid).reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    generator: (usage.user + usage.system) / 1e6,
  };
}

/**
 * `sessions` sessions for `seconds`, requests round-robin over `sends`. Answers per kind: the
 * latencies (ms) of 2xx answers, sold-out 409s and errors; the bookings made and the CPU used.
 */
async function run({ sends, tokens, lots, windows, sessions, seconds, postmasterPid }) {
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { times: [], soldOut: 0, errors: 0 }]));
  const errorSamples = new Map();
  let turn = 0;
  let booked = 0;
  const send = (...args) => sends[turn++ % sends.length](...args);
  const deadline = performance.now() + seconds * 1000;
  const cpuBefore = cpuNow(postmasterPid);
  const started = performance.now();

  async function timed(kind, method, requestPath, headers, body) {
    const t0 = performance.now();
    const answer = await send(method, requestPath, headers, body);
    const elapsed = performance.now() - t0;
    const figures = byKind[kind];
    if (answer.status >= 200 && answer.status < 300) figures.times.push(elapsed);
    else if (answer.status === 409 && (kind === 'book' || kind === 'quote')) figures.soldOut += 1;
    else {
      figures.errors += 1;
      const key = `${kind} ${answer.status}`;
      if (!errorSamples.has(key)) errorSamples.set(key, answer.text.slice(0, 200));
    }
    return answer;
  }

  async function session(index) {
    const user = tokens[index % tokens.length];
    const mine = [];
    // The lot to quote and book: one the session's last search found free (none before it searched).
    let lot;
    let window = windows[index % windows.length];
    let step = 0;
    // Each session starts at its own place in the mix, so the kinds are spread from the first second.
    const stream = user.books ? MIX.flatMap(([kind, weight]) => Array(weight).fill(kind)) : ['lots', 'list', 'list'];
    let position = (index * 7) % stream.length;
    while (performance.now() < deadline) {
      let kind = stream[(position += 13) % stream.length];
      if (kind === 'cancel' && mine.length === 0) kind = 'book';
      if ((kind === 'quote' || kind === 'book') && !lot) kind = 'search';
      step += 1;
      if (kind === 'lots') await timed(kind, 'GET', '/api/parkingLots?page=0&size=100', user.headers);
      else if (kind === 'list') await timed(kind, 'GET', `/api/reservations?page=${step % 3}&size=10`, user.headers);
      else if (kind === 'search') {
        window = windows[(index + step) % windows.length];
        const around = lots[(index * 3 + step) % lots.length];
        const answer = await timed(
          kind,
          'GET',
          `/api/availability?startAt=${encodeURIComponent(window)}&duration=24%20hrs&slots=1&latitude=${around.latitude}&longitude=${around.longitude}&radiusKm=500`,
          user.headers,
        );
        const found = answer.status === 200 ? JSON.parse(answer.text).content?.filter((l) => l.availableSlots > 0) : undefined;
        if (found?.length) lot = found[step % found.length];
      } else if (kind === 'quote') {
        await timed(kind, 'POST', '/api/reservations/quote', user.headers, { parkingLotId: lot.parkingLotId, duration: '24 hrs', startAt: window, slots: 1 });
      } else if (kind === 'book') {
        const answer = await timed(
          kind,
          'POST',
          '/api/reservations',
          { ...user.headers, 'idempotency-key': `load-${process.pid}-${index}-${step}-${Date.now()}` },
          {
            parkingLotId: lot.parkingLotId,
            duration: '24 hrs',
            startAt: window,
            slots: 1,
            entries: [{}],
            payment: { method: 'CARD', cardNumber: '4242 4242 4242 4242' },
          },
        );
        if (answer.status === 201) {
          booked += 1;
          mine.push(JSON.parse(answer.text).reservationId);
        }
      } else if (kind === 'cancel') {
        const id = mine.shift();
        await timed(kind, 'POST', `/api/reservations/${id}/cancel`, { ...user.headers, 'idempotency-key': `load-cancel-${process.pid}-${id}` }, {});
      }
      if (THINK_MS) await new Promise((r) => setTimeout(r, THINK_MS));
    }
  }

  await Promise.all(Array.from({ length: sessions }, (_, i) => session(i)));
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow(postmasterPid);
  const cores = Object.fromEntries(Object.keys(cpuAfter).map((k) => [k, (cpuAfter[k] - cpuBefore[k]) / wall]));
  return { byKind, wall, booked, cores, errorSamples };
}

/** Points in time where a lot holds more slots than it has: at each reservation's start from `since` on. */
async function oversold(db, since) {
  const { rows } = await db.query(
    `WITH held AS (SELECT lot_id, start_at, end_at, slots FROM reservations WHERE status NOT IN ${FREE}),
          points AS (SELECT DISTINCT lot_id, start_at AS t FROM held WHERE start_at >= $1)
     SELECT count(*)::int AS instants, COALESCE(sum(over), 0)::int AS slots FROM (
       SELECT sum(h.slots) - l.total_slots AS over FROM points p
         JOIN held h ON h.lot_id = p.lot_id AND h.start_at <= p.t AND h.end_at > p.t
         JOIN parking_lots l ON l.id = p.lot_id
        GROUP BY p.lot_id, p.t, l.total_slots HAVING sum(h.slots) > l.total_slots) x`,
    [since],
  );
  return rows[0];
}

function summary(result) {
  const all = KINDS.flatMap((kind) => result.byKind[kind].times).sort((a, b) => a - b);
  const count = (field) => KINDS.reduce((sum, kind) => sum + result.byKind[kind][field], 0);
  return { all, requests: all.length + count('soldOut') + count('errors'), soldOut: count('soldOut'), errors: count('errors') };
}

/** Runs the whole load bench once; answers the figures. */
export async function benchLoad() {
  const cluster = startPgCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-load-'));
  const stops = [];
  const db = new pg.Client({ connectionString: cluster.url });
  try {
    // The first process migrates and seeds; the second starts on the ready database (both would be
    // safe together: seeding takes an advisory lock and checks again). Jobs run in both, as in production.
    for (let i = 0; i < 2; i += 1) stops.push(await startBenchApi({ dataDir, databaseUrl: cluster.url }));
    const sends = stops.map(({ base }) => client(base));
    await db.connect();
    const postmasterPid = Number(fs.readFileSync(path.join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // One sign-in per user (scrypt, ~0.5 s each): every session of that user shares its token.
    const tokens = [];
    for (const user of USERS) tokens.push({ ...user, headers: await signIn(sends[0], user) });
    // Places to search around: the lots' own positions (what the reserve page offers).
    const lots = (await db.query('SELECT latitude, longitude FROM parking_lots ORDER BY id')).rows;
    // A few 24-hour windows at noon UTC, 2 to 9 days ahead: sessions compete for the same slots.
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    const windows = Array.from({ length: 8 }, (_, i) => new Date(noon.getTime() + (i + 2) * 86_400_000).toISOString());
    const since = new Date().toISOString();
    const context = { sends, tokens, lots, windows, postmasterPid };

    const main = await run({ ...context, sessions: SESSIONS, seconds: SECONDS });
    const steps = [];
    for (const sessions of STEPS) steps.push({ sessions, ...(await run({ ...context, sessions, seconds: STEP_SECONDS })) });
    return { main, steps, oversold: await oversold(db, since), lots: lots.length, windows: windows.length };
  } finally {
    await db.end().catch(() => undefined);
    for (const { stop } of stops) await stop();
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// What else ran on the machine meanwhile (other work shares the cores): busy cores minus ours.
const cores = (c) =>
  `CPU cores used: API ${c.api.toFixed(2)}, PostgreSQL ${c.postgres.toFixed(2)}, generator ${c.generator.toFixed(2)}, ` +
  `other processes ${Math.max(0, c.machine - c.api - c.postgres - c.generator).toFixed(2)} of ${os.cpus().length}`;

export function report(figures) {
  const { main, steps } = figures;
  const total = summary(main);
  console.log(
    `load run: ${SESSIONS} sessions for ${SECONDS} s (think ${THINK_MS} ms), 2 API processes round-robin on one PostgreSQL 15, ` +
      `demo data (${figures.lots} lots, ${figures.windows} contested windows), ${os.cpus().length} cores shared with the generator; load average at the end ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `  ${(total.requests / main.wall).toFixed(0)} requests/s; p50 ${ms(percentile(total.all, 50))} ms  p95 ${ms(percentile(total.all, 95))} ms  p99 ${ms(percentile(total.all, 99))} ms; ` +
      `errors ${total.errors}, sold out (409) ${total.soldOut}, booked ${main.booked}, oversold ${figures.oversold.instants} (lot-instants over capacity, ${figures.oversold.slots} slots)`,
  );
  for (const kind of KINDS) {
    const f = main.byKind[kind];
    const sorted = [...f.times].sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(7)} ${String(f.times.length).padStart(7)} ok  ${(f.times.length / main.wall).toFixed(0).padStart(5)}/s  p50 ${ms(percentile(sorted, 50))} ms  p95 ${ms(percentile(sorted, 95))} ms  p99 ${ms(percentile(sorted, 99))} ms  409 ${f.soldOut}  errors ${f.errors}`,
    );
  }
  for (const [key, text] of main.errorSamples) console.log(`  first error ${key}: ${text}`);
  console.log(`  ${cores(main.cores)}`);
  console.log(`saturation: ${STEP_SECONDS} s per step`);
  let best = 0;
  let saturatedAt;
  for (const step of steps) {
    const s = summary(step);
    const rate = s.requests / step.wall;
    if (saturatedAt === undefined && best > 0 && rate < best * 1.1) saturatedAt = step.sessions;
    best = Math.max(best, rate);
    console.log(
      `  ${String(step.sessions).padStart(4)} sessions: ${rate.toFixed(0).padStart(5)} requests/s  p50 ${ms(percentile(s.all, 50))} ms  p99 ${ms(percentile(s.all, 99))} ms  errors ${s.errors}  ${cores(step.cores)}`,
    );
  }
  console.log(
    saturatedAt === undefined
      ? '  throughput still grew at every step'
      : `  throughput stops growing (< 10% more) at ${saturatedAt} sessions; beyond it only latency grows`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) report(await benchLoad());
