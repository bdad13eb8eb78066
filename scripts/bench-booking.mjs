// Booking benchmark, on a throwaway PostgreSQL 15 with the demo data plus a large
// catalogue: BENCH_LOTS lots (default 10,000) and BENCH_RESERVATIONS reservations (default
// 1,000,000) spread over two years.
//  - availability search: GET /api/availability by area (latitude, longitude, 100 km) and for one
//    lot, p50/p95 over BENCH_SEARCHES requests each (goal p95 ≤ 20 ms);
//  - bookings per second on one lot (every request competes for its last slots) and across lots,
//    with the number of slots sold beyond capacity (must be 0), and the ratio to a bare
//    `SELECT 1` round trip on a pool of the same size;
//  - bookings per second on one lot while the payment gateway takes BENCH_GATEWAY_LATENCY_MS
//    (default 500 ms, a real card processor's 300–800 ms): a second API with
//    PAYMENT_SANDBOX_LATENCY_MS, BENCH_GATEWAY_CONNECTIONS (100) in flight for BENCH_GATEWAY_BOOKINGS
//    (1,200) bookings of one window of a lot of BENCH_GATEWAY_SLOTS (1,000) slots; goal ≥ 50/s,
//    0 oversold. A charge inside the lot's lock would cap it at 1000 ÷ latency per second.
//    Then BENCH_GATEWAY_EXTENDS (300) of those bookings are extended by a day the same way (held,
//    charged outside the lock): extensions per second and slots oversold in the day after.
// A quick run: BENCH_LOTS=100 BENCH_RESERVATIONS=0 BENCH_SEARCHES=20.
// Ports are ephemeral loopback ones (no shared ports lock needed). Prints figures, asserts nothing.
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
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 10);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 400);
const GATEWAY_LATENCY_MS = Number(process.env.BENCH_GATEWAY_LATENCY_MS ?? 500);
const GATEWAY_CONNECTIONS = Number(process.env.BENCH_GATEWAY_CONNECTIONS ?? 100);
const GATEWAY_BOOKINGS = Number(process.env.BENCH_GATEWAY_BOOKINGS ?? 1200);
const GATEWAY_SLOTS = Number(process.env.BENCH_GATEWAY_SLOTS ?? 1000);
const GATEWAY_EXTENDS = Number(process.env.BENCH_GATEWAY_EXTENDS ?? 300);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Latencies of `count` sequential GETs of `urlFor(i)`. */
async function latencies(count, urlFor, headers) {
  const times = [];
  for (let i = 0; i < count; i++) {
    times.push(
      await timed(async () => {
        const response = await fetch(urlFor(i), { headers });
        if (!response.ok) throw new Error(`${urlFor(i)}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      }),
    );
  }
  return times.sort((a, b) => a - b);
}

/** Runs `total` jobs with `concurrency` in flight; returns the answers and the wall time. */
async function inParallel(total, concurrency, job) {
  const answers = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) answers.push(await job(next++));
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

async function selectOneRate(url) {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  try {
    await pool.query('SELECT 1');
    const { seconds } = await inParallel(BOOKINGS * 5, CONCURRENCY, () => pool.query('SELECT 1'));
    return (BOOKINGS * 5) / seconds;
  } finally {
    await pool.end();
  }
}

const cluster = startPgCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-booking-'));
let stopApi = async () => undefined;
let stopSlowApi = async () => undefined;
try {
  // The first start migrates and seeds; the catalogue is added behind it.
  const api = await startBenchApi({ dataDir, databaseUrl: cluster.url, extraEnv: { JOBS: 'off' } });
  stopApi = api.stop;
  const { base } = api;
  const generated = await timed(async () => generateData(cluster.url, { lots: LOTS, reservations: RESERVATIONS }));
  console.log(
    `booking bench: ${LOTS} lots, ${RESERVATIONS} reservations generated in ${(generated / 1000).toFixed(1)} s; PostgreSQL 15, ${os.cpus().length} cores`,
  );

  const carrier = await signInHeaders(base, 'carrier@haulstop.test');
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  start.setUTCHours(12, 0, 0, 0);
  const window = `startAt=${encodeURIComponent(start.toISOString())}&duration=24%20hrs&slots=1`;
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const lotIds = (await client.query(`SELECT id FROM parking_lots WHERE name LIKE 'Bench lot %' ORDER BY id`)).rows.map((r) => r.id);

  // Availability: by area (a point in the lots' box, 100 km) and for one lot.
  const point = (i) => ({ latitude: (31 + ((i * 7) % 16)).toFixed(3), longitude: (-120 + ((i * 13) % 48)).toFixed(3) });
  await latencies(10, (i) => `${base}/api/availability?${window}&latitude=${point(i).latitude}&longitude=${point(i).longitude}&radiusKm=100`, carrier);
  const area = await latencies(
    SEARCHES,
    (i) => `${base}/api/availability?${window}&latitude=${point(i).latitude}&longitude=${point(i).longitude}&radiusKm=100`,
    carrier,
  );
  const one = await latencies(SEARCHES, (i) => `${base}/api/availability?${window}&parkingLotId=${lotIds[(i * 37) % lotIds.length]}`, carrier);
  console.log(`availability by area (100 km):  p50 ${ms(percentile(area, 50))}  p95 ${ms(percentile(area, 95))}  (${SEARCHES} requests, goal p95 ≤ 20 ms)`);
  console.log(`availability of one lot:        p50 ${ms(percentile(one, 50))}  p95 ${ms(percentile(one, 95))}`);

  // Bookings: every request wants 1 slot of one lot in one window, far more requests than slots.
  const book = (lotId, when, key, apiBase = base, signedIn = carrier) =>
    fetch(`${apiBase}/api/reservations`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        parkingLotId: lotId,
        duration: '24 hrs',
        startAt: when,
        slots: 1,
        entries: [{}],
        payment: { method: 'CARD', cardNumber: '4242 4242 4242 4242' },
      }),
    }).then((r) => r.status);
  const contested = lotIds[0];
  const contestedStart = new Date(start.getTime() + 200 * 24 * 3600 * 1000).toISOString();
  // Few slots for many requests: most of them race for the last ones.
  const capacity = 20;
  await client.query('UPDATE parking_lots SET total_slots = $2 WHERE id = $1', [contested, capacity]);
  const oneLot = await inParallel(BOOKINGS, CONCURRENCY, (i) => book(contested, contestedStart, `bench-one-${i}`));
  const sold = (
    await client.query(
      `SELECT COALESCE(sum(slots), 0)::int AS n FROM reservations WHERE lot_id = $1 AND start_at = $2 AND status NOT IN ('Cancelled', 'Failed', 'Booking Failed', 'Expired')`,
      [contested, contestedStart],
    )
  ).rows[0].n;
  const created = oneLot.answers.filter((s) => s === 201).length;
  const refused = oneLot.answers.filter((s) => s === 409).length;
  const oneRate = BOOKINGS / oneLot.seconds;
  console.log(
    `bookings, one lot (${capacity} slots): ${oneRate.toFixed(0)} requests/s; ${created} booked, ${refused} refused (409), ${BOOKINGS - created - refused} other; oversold ${Math.max(0, sold - capacity)}`,
  );

  const spreadStart = new Date(start.getTime() + 250 * 24 * 3600 * 1000).toISOString();
  const across = await inParallel(BOOKINGS, CONCURRENCY, (i) => book(lotIds[1 + (i % (lotIds.length - 1))], spreadStart, `bench-across-${i}`));
  const acrossRate = BOOKINGS / across.seconds;
  const acrossOk = across.answers.filter((s) => s === 201).length;
  const oversold = (
    await client.query(
      `SELECT count(*)::int AS n FROM (SELECT r.lot_id FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
        WHERE r.start_at = $1 AND r.status NOT IN ('Cancelled', 'Failed', 'Booking Failed', 'Expired') GROUP BY r.lot_id, l.total_slots HAVING sum(r.slots) > l.total_slots) x`,
      [spreadStart],
    )
  ).rows[0].n;
  console.log(`bookings, across lots:          ${acrossRate.toFixed(0)} bookings/s; ${acrossOk} of ${BOOKINGS} booked; lots oversold ${oversold}`);

  // One lot, a slow gateway: the charge is made outside the lot's lock, so bookings overlap their
  // gateway calls; each still counts the free slots under the lock.
  const slowApi = await startBenchApi({
    dataDir: path.join(dataDir, 'gateway-api'),
    databaseUrl: cluster.url,
    extraEnv: { JOBS: 'off', SEED: 'false', PAYMENT_SANDBOX_LATENCY_MS: String(GATEWAY_LATENCY_MS) },
  });
  stopSlowApi = slowApi.stop;
  // Its own data folder holds its own signing secret: sign in there.
  const slowCarrier = await signInHeaders(slowApi.base, 'carrier@haulstop.test');
  const slowLot = lotIds[lotIds.length - 1];
  const slowStart = new Date(start.getTime() + 300 * 24 * 3600 * 1000).toISOString();
  await client.query('UPDATE parking_lots SET total_slots = $2 WHERE id = $1', [slowLot, GATEWAY_SLOTS]);
  const slow = await inParallel(GATEWAY_BOOKINGS, GATEWAY_CONNECTIONS, (i) => book(slowLot, slowStart, `bench-gateway-${i}`, slowApi.base, slowCarrier));
  const slowSold = (
    await client.query(
      `SELECT COALESCE(sum(slots), 0)::int AS n FROM reservations WHERE lot_id = $1 AND start_at = $2 AND status NOT IN ('Cancelled', 'Failed', 'Booking Failed', 'Expired', 'Payment Failed')`,
      [slowLot, slowStart],
    )
  ).rows[0].n;
  const slowCreated = slow.answers.filter((s) => s === 201).length;
  const slowRefused = slow.answers.filter((s) => s === 409).length;
  console.log(
    `bookings, one lot, gateway ${GATEWAY_LATENCY_MS} ms: ${(slowCreated / slow.seconds).toFixed(1)} bookings/s (${GATEWAY_CONNECTIONS} in flight; goal ≥ 50/s; a charge under the lot's lock caps it at ${(1000 / Math.max(GATEWAY_LATENCY_MS, 1)).toFixed(0)}/s); ` +
      `${slowCreated} booked, ${slowRefused} refused (409), ${GATEWAY_BOOKINGS - slowCreated - slowRefused} other, in ${slow.seconds.toFixed(1)} s; ${GATEWAY_SLOTS} slots, oversold ${Math.max(0, slowSold - GATEWAY_SLOTS)}`,
  );

  // Extensions of those bookings on the same lot and gateway: each holds its day after, charged outside the lock.
  const toExtend = (
    await client.query(`SELECT id FROM reservations WHERE lot_id = $1 AND start_at = $2 AND status = 'Upcoming' ORDER BY id LIMIT $3`, [
      slowLot,
      slowStart,
      GATEWAY_EXTENDS,
    ])
  ).rows.map((r) => r.id);
  const extendOne = (id) =>
    fetch(`${slowApi.base}/api/reservations/${id}/extend`, {
      method: 'POST',
      headers: { ...slowCarrier, 'content-type': 'application/json', 'idempotency-key': `bench-extend-${id}` },
      body: JSON.stringify({ duration: '24 hrs', payment: { method: 'CARD', cardNumber: '4242 4242 4242 4242' } }),
    }).then((r) => r.status);
  const extended = await inParallel(toExtend.length, GATEWAY_CONNECTIONS, (i) => extendOne(toExtend[i]));
  const extendedOk = extended.answers.filter((s) => s === 200).length;
  const dayAfter = new Date(new Date(slowStart).getTime() + 24 * 3600 * 1000).toISOString();
  const dayAfterSold = (
    await client.query(
      `SELECT COALESCE(sum(slots), 0)::int AS n FROM reservations WHERE lot_id = $1 AND start_at < $2::timestamptz + interval '1 day' AND end_at > $2
          AND status IN ('Upcoming', 'Booked', 'Partial Cancel', 'Pending Payment', 'Payment Pending')`,
      [slowLot, dayAfter],
    )
  ).rows[0].n;
  console.log(
    `extensions, one lot, gateway ${GATEWAY_LATENCY_MS} ms: ${(extendedOk / extended.seconds).toFixed(1)} extensions/s (${GATEWAY_CONNECTIONS} in flight); ` +
      `${extendedOk} of ${toExtend.length} extended in ${extended.seconds.toFixed(1)} s; oversold the day after ${Math.max(0, dayAfterSold - GATEWAY_SLOTS)}`,
  );
  await client.end();

  const selectOne = await selectOneRate(cluster.url);
  console.log(
    `bare SELECT 1 (pool of ${CONCURRENCY}):     ${selectOne.toFixed(0)} /s — bookings are ${((100 * oneRate) / selectOne).toFixed(1)}% of it on one lot, ${((100 * acrossRate) / selectOne).toFixed(1)}% across lots`,
  );
} finally {
  await stopSlowApi();
  await stopApi();
  cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
