// Month-end benchmark ("month-end for 100,000 reservations, goal ≤ 10 s on PostgreSQL"),
// on a throwaway PostgreSQL 15 with the demo data plus BENCH_MONTH_END_RESERVATIONS (default
// 100,000) pay-later bookings of Northline's carrier network (Northline and its sub-carriers) in
// one past month, over the demo's USD and CAD lots. Times POST /api/billing/monthEnd for that
// month (the platform), then a second run (idempotent: bills nothing), and checks that every
// booking is billed once and each invoice's total is the sum of its lines.
// Ports are ephemeral loopback ones (PostgreSQL on PG_TEST_PORT). Prints figures, asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';
import { startPgCluster } from './pg-cluster.mjs';
import { startBenchApi, signInHeaders } from './bench-api.mjs';
import { bulkAddBookings } from './bench-data.mjs';

const requireApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const pg = requireApi('pg');
const RESERVATIONS = Number(process.env.BENCH_MONTH_END_RESERVATIONS ?? 100_000);
// A month long past, so the demo data has no booking in it: only the generated ones are billed.
const PERIOD = '2025-01';

async function monthEnd(base, headers) {
  const started = performance.now();
  const response = await fetch(`${base}/api/billing/monthEnd`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ period: PERIOD }),
  });
  if (!response.ok) throw new Error(`monthEnd: ${response.status} ${await response.text()}`);
  const result = await response.json();
  return { result, seconds: (performance.now() - started) / 1000 };
}

const cluster = startPgCluster();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-bench-month-end-'));
let stopApi = async () => undefined;
try {
  // The first start migrates and seeds; the month's bookings are added behind it.
  const api = await startBenchApi({ dataDir, databaseUrl: cluster.url, extraEnv: { JOBS: 'off' } });
  stopApi = api.stop;
  const { base } = api;
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  const generateStarted = performance.now();
  // Deterministic (setseed); the network: Northline (3) and its sub-carriers; every active lot of the demo.
  bulkAddBookings(
    cluster.url,
    `SELECT setseed(0.42);
     WITH lots AS (SELECT array_agg(id ORDER BY id) AS ids FROM parking_lots WHERE status = 'Active'),
          network AS (SELECT array_agg(id ORDER BY id) AS ids FROM organizations WHERE id = 3 OR parent_org_id = 3)
     INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency, payment_status)
       SELECT b.lot_id, network.ids[1 + floor(random() * array_length(network.ids, 1))::int], '24 hrs', b.start_at, b.start_at + interval '24 hours', 1,
              'Completed', 4000, l.currency, NULL
         FROM lots, network, generate_series(1, ${RESERVATIONS}) g,
              LATERAL (SELECT lots.ids[1 + floor(random() * array_length(lots.ids, 1))::int] AS lot_id,
                              timestamptz '${PERIOD}-01' + random() * interval '30 days' + g * interval '0 seconds' AS start_at) b
         JOIN parking_lots l ON l.id = b.lot_id`,
    `r.start_at >= date '${PERIOD}-01' AND r.start_at < date '${PERIOD}-01' + interval '1 month'`,
  );
  console.log(
    `month-end bench: ${RESERVATIONS} network bookings in ${PERIOD} generated in ${((performance.now() - generateStarted) / 1000).toFixed(1)} s; PostgreSQL 15, ${os.cpus().length} cores`,
  );

  const admin = await signInHeaders(base, 'admin@haulstop.test');
  const first = await monthEnd(base, admin);
  console.log(
    `month-end ${PERIOD}: ${first.seconds.toFixed(2)} s for ${first.result.billedReservations} bookings on ${first.result.invoices.length} invoices (goal ≤ 10 s); ` +
      first.result.invoices.map((i) => `${i.invoiceNumber} ${i.currency} ${(i.totalMinor / 100).toFixed(2)}`).join(', '),
  );
  const second = await monthEnd(base, admin);
  console.log(`month-end ${PERIOD} again: ${second.seconds.toFixed(2)} s, ${second.result.billedReservations} bookings billed (idempotent: 0 expected)`);
  const { rows } = await client.query(
    `SELECT (SELECT count(*)::int FROM reservations r WHERE r.start_at >= $1::date AND r.start_at < $1::date + interval '1 month') AS bookings,
            (SELECT count(*)::int FROM consolidated_billing b JOIN invoices i ON i.id = b.invoice_id WHERE i.period_start = $1::date) AS billed,
            (SELECT count(*)::int FROM invoices i WHERE i.period_start = $1::date
                AND i.total_minor <> (SELECT COALESCE(sum(amount_minor), 0) FROM invoice_lines l WHERE l.invoice_id = i.id)) AS wrong_totals`,
    [`${PERIOD}-01`],
  );
  console.log(
    `month-end check: ${rows[0].billed} of ${rows[0].bookings} bookings billed once; invoices whose total is not the sum of their lines: ${rows[0].wrong_totals}`,
  );
  await client.end();
} finally {
  await stopApi();
  cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
