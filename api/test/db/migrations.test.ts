import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  // The seed's own password hashes, not the template's test-cost ones: a test below asserts their cost.
  ctx = await createTestContext({}, { seededPasswords: true });
});
afterAll(() => ctx.close());

/** SQLSTATEs the constraints must raise: asserting the code proves the constraint, not any error, refused the row. */
const CHECK = '23514';
const UNIQUE = '23505';
const FOREIGN_KEY = '23503';
// ON DELETE RESTRICT: PostgreSQL 18 (PGlite) reports restrict_violation, 15 foreign_key_violation.
const RESTRICT = /^(23001|23503)$/;
const TOO_LONG = '22001';

const rejects = async (sqlstate: string | RegExp, sql: string, params: (string | number | null)[] = []) => {
  await expect(ctx.db.query(sql, params)).rejects.toMatchObject({ code: typeof sqlstate === 'string' ? sqlstate : expect.stringMatching(sqlstate) });
};

describe('migrations', () => {
  test('every migration is recorded in schema_migrations and a second run applies nothing', async () => {
    const { rows } = await ctx.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    // Every file in migrations/ (each issue adds its own numbers), starting with the foundation's six.
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(files.slice(0, 6)).toEqual([
      '001_organizations_users.sql',
      '002_parking_lots.sql',
      '003_fleet.sql',
      '004_reservations.sql',
      '005_billing.sql',
      '006_discounts_subscriptions.sql',
    ]);
    expect(rows.map((row) => row.version)).toEqual(files);
    expect(await migrate(ctx.db)).toEqual([]);
  });

  test('the seed is idempotent: a second run on a seeded database does nothing', async () => {
    const count = async () => (await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users')).rows[0].count;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(6);
    expect(await seed(ctx.db, { dataDir: ctx.config.dataDir })).toBe(false);
    expect(await count()).toBe(before);
  });
});

describe('constraints live in the database, not only in code', () => {
  test('SPEC §1/§9: the platform organisation is id 1, of type ADMIN', async () => {
    const { rows } = await ctx.db.query<{ name: string; org_type: string }>('SELECT name, org_type FROM organizations WHERE id = 1');
    expect(rows[0]).toEqual({ name: 'Haulstop Platform', org_type: 'ADMIN' });
  });

  test('organisation type, approval and role are checked against their lists', async () => {
    await rejects(CHECK, `INSERT INTO organizations (name, org_type) VALUES ('X', 'FLEETORG')`);
    await rejects(CHECK, `INSERT INTO organizations (name, org_type, is_org_approved) VALUES ('X', 'CARRIER', 'Maybe')`);
    await rejects(CHECK, `INSERT INTO memberships (user_id, org_id, role) VALUES (1, 2, 'manager')`);
    await rejects(UNIQUE, `INSERT INTO memberships (user_id, org_id, role) VALUES (1, 1, 'admin')`); // already a member
  });

  test('login ids are unique and lower-case; names at most 64 characters', async () => {
    await rejects(UNIQUE, `INSERT INTO users (login_id, first_name, last_name, password_hash) VALUES ('owner@haulstop.test', 'A', 'B', 'x')`);
    await rejects(CHECK, `INSERT INTO users (login_id, first_name, last_name, password_hash) VALUES ('Upper@haulstop.test', 'A', 'B', 'x')`);
    await rejects(TOO_LONG, `INSERT INTO users (login_id, first_name, last_name, password_hash) VALUES ('long@haulstop.test', $1, 'B', 'x')`, ['a'.repeat(65)]);
  });

  test('SPEC §3/§5/§9: amenities from the catalogue of 20, durations, currencies, time zones, slots > 0, instructions ≤ 1000', async () => {
    // An amenity must be in the catalogue (a reference since the catalogue became a table).
    await rejects('23503', `INSERT INTO parking_lot_amenities (lot_id, amenity) VALUES (1, 'Pool')`);
    await rejects(CHECK, `INSERT INTO parking_lot_prices (lot_id, duration, amount_minor, currency) VALUES (1, '2 hrs', 100, 'USD')`);
    await rejects(UNIQUE, `INSERT INTO parking_lot_prices (lot_id, duration, amount_minor, currency) VALUES (1, '6 hrs', 100, 'USD')`); // one price per duration
    await rejects(CHECK, `INSERT INTO parking_lot_prices (lot_id, duration, amount_minor, currency) VALUES (2, '6 hrs', -1, 'EUR')`);
    const lot = `INSERT INTO parking_lots (owner_org_id, name, address, city, region, country, latitude, longitude, time_zone, currency, total_slots, instructions)
                 VALUES (2, 'L', 'A', 'C', 'R', $1, 45, -100, $2, 'USD', $3, $4)`;
    await rejects(CHECK, lot, ['MX', 'America/Chicago', 10, null]);
    await rejects(CHECK, lot, ['US', 'UTC', 10, null]);
    // A lot's clock is a zone (160): an abbreviation alone no longer says whether it keeps daylight saving.
    await rejects(CHECK, lot, ['US', 'CST', 10, null]);
    await rejects(CHECK, lot, ['US', 'America/Chicago', 0, null]);
    await rejects(TOO_LONG, lot, ['US', 'America/Chicago', 10, 'x'.repeat(1001)]);
    await rejects(TOO_LONG, `INSERT INTO parking_lot_access_codes (lot_id, code, valid_from, valid_to) VALUES (1, $1, now(), now() + interval '1 day')`, [
      'C'.repeat(32),
    ]);
  });

  test('SPEC §5: VIN exactly 17, year 4 digits, phone 9-10 digits, DOT 8-12 digits', async () => {
    await rejects(CHECK, `INSERT INTO assets (org_id, asset_type, vin, license) VALUES (3, 'Tractor', '1FUJ123', 'X1')`);
    await rejects(CHECK, `INSERT INTO assets (org_id, asset_type, vin, license, year) VALUES (3, 'Tractor', '1FUJGLDR3CLBP8834', 'X1', '21')`);
    await rejects(CHECK, `INSERT INTO drivers (org_id, first_name, last_name, phone) VALUES (3, 'A', 'B', '12345')`);
    await rejects(CHECK, `INSERT INTO organizations (name, org_type, dot_number) VALUES ('X', 'CARRIER', '1234567')`);
  });

  test('SPEC §3/§4: reservations take a status of SPEC §4, at least 1 slot, end after start; entry sno unique per reservation', async () => {
    const insert = `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency)
                    VALUES (1, 3, '6 hrs', now(), now() + $1::interval, $2, $3, 100, 'CAD')`;
    await rejects(CHECK, insert, ['6 hours', 1, 'Parked']);
    await rejects(CHECK, insert, ['6 hours', 0, 'Booked']);
    await rejects(CHECK, insert, ['-1 hour', 1, 'Booked']);
    const { rows } = await ctx.db.query<{ reservation_id: number; sno: number }>('SELECT reservation_id, sno FROM reservation_entries LIMIT 1');
    await rejects(UNIQUE, 'INSERT INTO reservation_entries (reservation_id, sno) VALUES ($1, $2)', [rows[0].reservation_id, rows[0].sno]);
  });

  test('SPEC §5: discount codes are 6 to 50 letters or digits, unique whatever the case, percentage not over 100', async () => {
    const insert = `INSERT INTO discount_codes (org_id, code, discount_type, percentage, amount_minor, currency, valid_from, valid_to)
                    VALUES (2, $1, $2, $3, $4, 'USD', now(), now() + interval '1 day')`;
    await rejects(CHECK, insert, ['SHORT', 'percentage', 10, null]);
    await rejects(CHECK, insert, ['HAS-DASH1', 'percentage', 10, null]);
    await rejects(UNIQUE, insert, ['winter10', 'percentage', 10, null]);
    await rejects(CHECK, insert, ['OVER100PCT', 'percentage', 101, null]);
    await rejects(CHECK, insert, ['BOTHKINDS1', 'percentage', 10, 500]);
    await expect(ctx.db.query(insert, ['NEWCODE2026', 'fixed', null, 500])).resolves.toBeDefined();
  });

  test('invoices: unique numbers, known kinds and statuses, foreign keys hold', async () => {
    await rejects(
      UNIQUE,
      `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date)
                   SELECT invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date FROM invoices LIMIT 1`,
    );
    await rejects(
      CHECK,
      `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date)
                   VALUES ('X-1', 3, 'receipt', '2026-01-01', '2026-01-31', 'Unpaid', 0, 'USD', '2026-02-15')`,
    );
    await rejects(
      FOREIGN_KEY,
      `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date)
                   VALUES ('X-2', 9999, 'invoice', '2026-01-01', '2026-01-31', 'Unpaid', 0, 'USD', '2026-02-15')`,
    );
    await rejects(RESTRICT, 'DELETE FROM organizations WHERE id = 3'); // still has reservations and invoices
  });
});

describe('DESIGN §5 demo data', () => {
  test('at least 12 lots in the US and Canada, 30 reservations, drivers and assets, invoices for carrier and broker, discount codes, a subscription plan', async () => {
    const count = async (sql: string) => (await ctx.db.query<{ count: number }>(sql)).rows[0].count;
    expect(await count('SELECT count(*)::int AS count FROM parking_lots')).toBeGreaterThanOrEqual(12);
    expect(await count(`SELECT count(DISTINCT country)::int AS count FROM parking_lots`)).toBe(2);
    expect(await count('SELECT count(*)::int AS count FROM reservations')).toBeGreaterThanOrEqual(30);
    expect(await count('SELECT count(*)::int AS count FROM drivers WHERE org_id IN (3, 4)')).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS count FROM assets WHERE org_id IN (3, 4)')).toBeGreaterThan(0);
    expect(await count(`SELECT count(DISTINCT org_id)::int AS count FROM invoices WHERE kind = 'invoice'`)).toBe(2);
    expect(await count(`SELECT count(*)::int AS count FROM organizations WHERE parent_org_id = 3`)).toBeGreaterThanOrEqual(1);
    expect(await count('SELECT count(*)::int AS count FROM organizations')).toBeGreaterThanOrEqual(11);
    expect(await count('SELECT count(*)::int AS count FROM discount_codes WHERE org_id = 2')).toBeGreaterThanOrEqual(2);
    expect(await count('SELECT count(*)::int AS count FROM subscription_plans')).toBeGreaterThanOrEqual(1);
    expect(await count(`SELECT count(*)::int AS count FROM subscriptions WHERE status = 'Currently Recurring'`)).toBeGreaterThanOrEqual(1);
  });

  test('passwords are stored as scrypt hashes at OWASP cost (N=2^17, r=8, p=1), never in clear', async () => {
    const { rows } = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
      expect(password_hash).not.toContain('Haulstop#2026');
    }
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length); // salted
  });
});
