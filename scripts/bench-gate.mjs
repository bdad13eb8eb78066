// Gate benchmark, on a throwaway PostgreSQL 15 with the demo data plus BENCH_GATE_LOTS lots
// (default 100) of the owner demo organisation, each with bookings running now:
//  - check-ins: BENCH_GATE_EVENTS (default 1,000) POST /api/gate/events by gate code, spread evenly
//    over BENCH_GATE_SECONDS (default 60: 1,000 check-ins a minute across the lots, each at its
//    moment whatever the answers before it, as gates send them), from the owner's session; p50/p95
//    latency, errors (any answer but 201 ALLOWED) and the events recorded;
//  - beside it, in the same run on the same API and database, the booking bench's reference:
//    BENCH_GATE_BOOKINGS (default 100) POST /api/reservations one after another, p50/p95.
// A quick run: BENCH_GATE_EVENTS=200 BENCH_GATE_SECONDS=12. Prints figures, asserts nothing.
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
const LOTS = Number(process.env.BENCH_GATE_LOTS ?? 100);
const EVENTS = Number(process.env.BENCH_GATE_EVENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_GATE_SECONDS ?? 60);
const BOOKINGS = Number(process.env.BENCH_GATE_BOOKINGS ?? 100);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;
const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, Math.max(0, millis)));

const cluster = startPgCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-gate-'));
let stopApi = async () => undefined;
try {
  const api = await startBenchApi({ dataDir, databaseUrl: cluster.url, extraEnv: { JOBS: 'off' } });
  stopApi = api.stop;
  const { base } = api;
  generateData(cluster.url, { lots: LOTS, reservations: 0 });
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  // One booking running now per check-in, each with one slot and a gate code of its own, spread over the lots.
  const { rows: slots } = await client.query(
    `WITH lots AS (SELECT array_agg(id ORDER BY id) AS ids FROM parking_lots WHERE name LIKE 'Bench lot %'),
          made AS (
            INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency, payment_status, gate_code)
            SELECT lots.ids[1 + (g % array_length(lots.ids, 1))], 3, '24 hrs', now() - interval '1 hour', now() + interval '23 hours', 1, 'Booked', 4000, 'USD',
                   'Payment Success', lpad((100000 + g)::text, 6, '0')
              FROM lots, generate_series(1, $1::int) g
            RETURNING id, lot_id, gate_code)
     INSERT INTO reservation_entries (reservation_id, sno) SELECT id, 1 FROM made RETURNING reservation_id`,
    [EVENTS],
  );
  const { rows: codes } = await client.query(`SELECT r.lot_id AS "lotId", r.gate_code AS code FROM reservations r WHERE r.id = ANY($1::int[]) ORDER BY r.id`, [
    slots.map((s) => s.reservation_id),
  ]);
  const owner = await signInHeaders(base, 'owner@haulstop.test');
  const carrier = await signInHeaders(base, 'carrier@haulstop.test');
  console.log(`gate bench: ${LOTS} lots, ${EVENTS} bookings running now; PostgreSQL 15, ${os.cpus().length} cores`);

  const checkIn = async (i) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/gate/events`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json', 'idempotency-key': `bench-gate-${i}` },
      body: JSON.stringify({ parkingLotId: codes[i].lotId, kind: 'CHECK_IN', gateCode: codes[i].code, source: 'GATE_CODE' }),
    });
    const body = await response.json().catch(() => null);
    return { ms: performance.now() - started, ok: response.status === 201 && body?.decision === 'ALLOWED', status: response.status };
  };
  const spacing = (SECONDS * 1000) / EVENTS;
  const began = performance.now();
  const answers = await Promise.all(
    Array.from({ length: EVENTS }, async (_, i) => {
      await sleep(began + i * spacing - performance.now());
      return checkIn(i);
    }),
  );
  const wall = (performance.now() - began) / 1000;
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const errors = answers.filter((a) => !a.ok);
  const recorded = (await client.query(`SELECT count(*)::int AS n FROM gate_events WHERE idempotency_key LIKE 'bench-gate-%'`)).rows[0].n;
  const onLot = (
    await client.query(`SELECT count(*)::int AS n FROM reservation_entries WHERE reservation_id = ANY($1::int[]) AND gate_status = 'ON_LOT'`, [
      slots.map((s) => s.reservation_id),
    ])
  ).rows[0].n;
  console.log(
    `check-ins: ${EVENTS} in ${wall.toFixed(1)} s (${((EVENTS / wall) * 60).toFixed(0)}/min asked ${((EVENTS / SECONDS) * 60).toFixed(0)}/min) across ${LOTS} lots: ` +
      `p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(times[times.length - 1])}; errors ${errors.length}` +
      `${errors.length ? ` (${[...new Set(errors.map((e) => e.status))].join(', ')})` : ''}; events recorded ${recorded}, slots on the lot ${onLot}`,
  );

  // The booking bench's reference, same API and database: bookings one after another, each of a lot's slot.
  const start = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  start.setUTCHours(12, 0, 0, 0);
  const lotIds = [...new Set(codes.map((c) => c.lotId))];
  const bookingTimes = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/reservations`, {
      method: 'POST',
      headers: { ...carrier, 'content-type': 'application/json', 'idempotency-key': `bench-gate-booking-${i}` },
      body: JSON.stringify({
        parkingLotId: lotIds[i % lotIds.length],
        duration: '24 hrs',
        startAt: start.toISOString(),
        slots: 1,
        entries: [{}],
        payment: { method: 'CARD', cardNumber: '4242 4242 4242 4242' },
      }),
    });
    await response.arrayBuffer();
    bookingTimes.push(performance.now() - started);
  }
  bookingTimes.sort((a, b) => a - b);
  console.log(
    `bookings (reference, one after another): p50 ${ms(percentile(bookingTimes, 50))}  p95 ${ms(percentile(bookingTimes, 95))}; ` +
      `a check-in is ${(percentile(times, 50) / percentile(bookingTimes, 50)).toFixed(2)}× a booking at p50, ${(percentile(times, 95) / percentile(bookingTimes, 95)).toFixed(2)}× at p95`,
  );
  await client.end();
} finally {
  await stopApi();
  cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
