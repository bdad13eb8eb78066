// The benches' large catalogue on a throwaway PostgreSQL, shared by bench-booking.mjs and
// bench-reports.mjs: `lots` lots of the demo owner (org 2) and `reservations` bookings by the demo
// carrier (org 3) spread over two years around now, generated in the database (deterministic:
// setseed), with `payments` each its card payment the day before it starts. The ledger's triggers
// write their money as the product would; the reports' aggregates (migration 230) are recomputed
// once at the end (report_rebuild, the migration's back-fill) instead of row by row.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function psql(url, sql) {
  const u = new URL(url);
  const result = spawnSync(
    path.join(PG_BIN, 'psql'),
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', u.hostname, '-p', u.port, '-U', 'postgres', '-d', 'postgres', '-c', sql],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

/**
 * Triggers off during the bulk load: the reports' aggregates (migration 230), rebuilt once at the
 * end, and the ledger's, whose function is called once per booking after the load instead (at
 * commit, a million deferred calls planned when the table was empty read every booking each).
 */
const BULK_TRIGGERS = [
  ['reservations', 'reservations_ledger_insert'],
  ['reservations', 'reservations_report'],
  ['reservations', 'reservations_report_update'],
  ['reservations', 'reservations_report_delete'],
  ['ledger_entries', 'ledger_entries_report'],
  ['payments', 'payments_report'],
  ['payments', 'payments_report_update'],
];
const bulkTriggers = (on) => BULK_TRIGGERS.map(([table, name]) => `ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${name};`).join(' ');

/**
 * Adds bookings in bulk as the product would have written them: `insertSql` runs with the per-row
 * triggers off, then the ledger of each booking `bookingsWhere` (on reservations r) selects is
 * written once, `afterSql` (if any) runs, and the reports' aggregates are rebuilt once.
 */
export function bulkAddBookings(url, insertSql, bookingsWhere, afterSql) {
  // Transactions of their own: the ledger's triggers are deferred to the commit of the bookings'
  // insert, and a table with pending trigger events cannot be altered in the same transaction.
  psql(url, `ALTER TABLE reservations DISABLE TRIGGER reservations_notify_lot_availability; ${bulkTriggers(false)}`);
  psql(url, insertSql);
  psql(url, 'ANALYZE reservations');
  // No sequential scans: the function's plans are made while the ledger is nearly empty, and a scan of it per booking grows with it.
  psql(url, `SET enable_seqscan = off; SELECT count(ledger_sync_reservation(r.id)) FROM reservations r WHERE ${bookingsWhere}`);
  if (afterSql) psql(url, afterSql);
  psql(url, `ALTER TABLE reservations ENABLE TRIGGER reservations_notify_lot_availability; ${bulkTriggers(true)} SELECT report_rebuild();`);
  // VACUUM too: the reports read their aggregates by index only once the visibility map is set.
  psql(url, 'VACUUM ANALYZE');
}

export function generateData(url, { lots, reservations, payments = false }) {
  const benchBookings = `r.lot_id IN (SELECT id FROM parking_lots WHERE name LIKE 'Bench lot %')`;
  bulkAddBookings(
    url,
    `SELECT setseed(0.42);
     INSERT INTO parking_lots (owner_org_id, name, address, city, region, country, latitude, longitude, time_zone, currency, total_slots)
       SELECT 2, 'Bench lot ' || g, g || ' Bench Road', 'Bench City', 'KS', 'US', 30 + random() * 18, -122 + random() * 52, 'America/Chicago', 'USD', 20 + (random() * 80)::int
         FROM generate_series(1, ${lots}) g;
     INSERT INTO parking_lot_prices (lot_id, duration, amount_minor, currency)
       SELECT l.id, d.duration, d.amount, 'USD' FROM parking_lots l
       CROSS JOIN (VALUES ('6 hrs', 1500), ('12 hrs', 2500), ('24 hrs', 4000), ('36 hrs', 6000), ('Weekly', 24000), ('Monthly', 90000), ('Yearly', 900000)) AS d(duration, amount)
        WHERE l.name LIKE 'Bench lot %';
     WITH lots AS (SELECT array_agg(id) AS ids FROM parking_lots WHERE name LIKE 'Bench lot %')
     INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency, payment_status)
       SELECT lots.ids[1 + floor(random() * array_length(lots.ids, 1))::int], 3, '24 hrs', s.start_at, s.start_at + interval '24 hours', 1,
              (ARRAY['Booked', 'Upcoming', 'Completed', 'Cancelled'])[1 + floor(random() * 4)::int], 4000, 'USD', 'Payment Success'
         FROM lots, generate_series(1, ${reservations}) g,
              LATERAL (SELECT now() - interval '365 days' + random() * interval '730 days' + g * interval '0 seconds' AS start_at) s;`,
    benchBookings,
    payments
      ? `INSERT INTO payments (reservation_id, payer_org_id, method, status, amount_minor, currency, created_at)
           SELECT r.id, r.org_id, 'CARD', 'Payment Success', r.amount_minor, r.currency, r.start_at - interval '1 day'
             FROM reservations r WHERE ${benchBookings}`
      : undefined,
  );
}
