import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AMENITIES, DURATION_HOURS, RESERVATION_DURATIONS, type Duration } from '@haulstop/shared/constants';
import { vinCheckDigit } from '@haulstop/shared/rules';
import { API_ROOT } from '../config/env';
import { hashPassword } from '../lib/passwords';
import type { Db, Queryable } from './db';
import { seedSignup } from './seed-signup';
import { seedBooking } from './seed-booking';
import { seedDiscounts } from './seed-discounts';
import { copyProfileFiles, seedProfile } from './seed-profile';
import { seedFleet } from './seed-fleet';
import { seedSubscriptions } from './seed-subscriptions';
import { seedNetwork } from './seed-network';
import { seedDiscountInvoices } from './seed-discount-invoices';
import { seedMoney, seedOwnerDocuments } from './seed-money';
import { seedGate } from './seed-gate';
import { ASSET_COLORS, ASSET_MAKES, DEMO_PASSWORD, DRIVER_NAMES, LOT_PICTURES, LOTS, ORGS, PENDING_ADMIN, PRICE_FACTORS, USERS } from './seed-data';

export const SEED_ASSETS_DIR = path.join(API_ROOT, 'assets', 'seed');

/** mulberry32: a tiny deterministic generator, so the demo data is the same on every fresh start. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
    return out;
  };
  return { next, int, pick, sample };
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const roundTo50 = (minor: number) => Math.round(minor / 50) * 50;

/** Lot pictures and organisation logos into the file store; existing files are left alone. */
export function copySeedFiles(dataDir: string): void {
  const files = path.join(dataDir, 'files');
  LOTS.forEach((_, index) => {
    const lotId = index + 1;
    const count = 1 + (index % 3);
    for (let n = 1; n <= count; n += 1) {
      const target = path.join(files, 'lots', String(lotId), `photo-${n}.svg`);
      if (existsSync(target)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(path.join(SEED_ASSETS_DIR, 'lots', `${LOT_PICTURES[(index + n - 1) % LOT_PICTURES.length]}.svg`), target);
    }
  });
  for (const org of ORGS) {
    const target = path.join(files, 'orgs', String(org.id), 'logo.svg');
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(SEED_ASSETS_DIR, 'orgs', `${org.logo ?? 'generic'}.svg`), target);
  }
  copyProfileFiles(SEED_ASSETS_DIR, files);
}

async function insertOne(tx: Queryable, sql: string, params: (string | number | boolean | Date | null)[]): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(`${sql} RETURNING id`, params);
  return rows[0].id;
}

interface ReservationPlan {
  status: string;
  when: 'past' | 'now' | 'future';
}

/** Statuses the demo must show, and when each sits relative to today. */
const RESERVATION_PLAN: ReservationPlan[] = [
  ...Array.from({ length: 11 }, () => ({ status: 'Completed', when: 'past' as const })),
  // Each (status, payment status) is one a booking reaches (shared constants/booking-lifecycle.ts; a test checks).
  // A partial cancel still to come (an ended one is Completed); a refund of a bank payment that settled after its cancel.
  ...[
    'Cancelled',
    'Cancelled',
    'Cancelled',
    'Partial Cancel',
    'Partial Cancel',
    'Expired',
    'Expired',
    'Refunded',
    'Refunded',
    'Payment Failed',
    'Payment Failed',
    'Recurring Failed',
    'Recurring Failed',
  ].map((status) => ({ status, when: status === 'Partial Cancel' ? ('future' as const) : ('past' as const) })),
  ...Array.from({ length: 7 }, () => ({ status: 'Booked', when: 'now' as const })),
  ...Array.from({ length: 8 }, () => ({ status: 'Upcoming', when: 'future' as const })),
  ...['Payment Pending', 'Payment Pending', 'Payment Pending', 'Payment Pending', 'Payment Failed'].map((status) => ({
    status,
    when: 'future' as const,
  })),
];

const paymentStatusFor: Record<string, string | null> = {
  Completed: 'Payment Success',
  Booked: 'Payment Success',
  Upcoming: 'Payment Success',
  'Partial Cancel': 'Payment Success',
  Cancelled: 'Payment Refunded',
  Refunded: 'Payment Refunded',
  Expired: 'Payment Failed',
  'Recurring Failed': 'Payment Failed',
  'Payment Failed': 'Payment Failed',
  'Payment Pending': 'Payment Pending',
};

/**
 * Seeds the demo data into a migrated, empty database, in one transaction. Does nothing when
 * organisations already exist (a second start reuses the data). Returns whether it seeded.
 */
export async function seed(db: Db, options: { dataDir: string; now?: Date; passwordCost?: number }): Promise<boolean> {
  copySeedFiles(options.dataDir);
  const existing = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM organizations');
  if (existing.rows[0].count > 0) return false;

  // Hash outside the transaction (the users and the pending admin of seed-signup): four at a time
  // on libuv's pool, ~0.3 s each at OWASP cost.
  const hashes = await Promise.all([...USERS, PENDING_ADMIN].map(() => hashPassword(DEMO_PASSWORD, options.passwordCost)));
  const random = generator(20260101);
  const now = options.now ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727002)');
    const again = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM organizations');
    if (again.rows[0].count > 0) return false;

    for (const org of ORGS) {
      await tx.query(
        `INSERT INTO organizations (id, name, org_type, usage_type, status, is_org_approved, is_org_network_config_enabled,
                                    logo_path, saas_org_id, dot_number, parent_org_id, is_referred, created_at)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $1, $8, $9, $10, $11)`,
        [
          org.id,
          org.name,
          org.type,
          org.status ?? 'Active',
          org.approved,
          org.network ?? false,
          `orgs/${org.id}/logo.svg`,
          org.dot ?? null,
          org.parentId ?? null,
          org.referred ?? false,
          new Date(today.getTime() - (400 - org.id * 20) * DAY),
        ],
      );
    }
    await tx.query(`SELECT setval(pg_get_serial_sequence('organizations', 'id'), (SELECT max(id) FROM organizations))`);

    for (const [index, user] of USERS.entries()) {
      const userId = await insertOne(tx, 'INSERT INTO users (login_id, first_name, last_name, password_hash) VALUES ($1, $2, $3, $4)', [
        user.loginId,
        user.firstName,
        user.lastName,
        hashes[index],
      ]);
      for (const membership of user.memberships) {
        await tx.query('INSERT INTO memberships (user_id, org_id, role) VALUES ($1, $2, $3)', [userId, membership.orgId, membership.role]);
      }
    }

    const lots: { id: number; currency: 'USD' | 'CAD'; base6h: number; ownerOrgId: number; totalSlots: number; active: boolean }[] = [];
    for (const [index, lot] of LOTS.entries()) {
      const currency = lot.country === 'US' ? 'USD' : 'CAD';
      const id = await insertOne(
        tx,
        `INSERT INTO parking_lots (owner_org_id, name, address, city, region, postal_code, country, latitude, longitude,
                                   time_zone, currency, total_slots, instructions, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          lot.ownerOrgId,
          lot.name,
          lot.address,
          lot.city,
          lot.region,
          lot.postalCode,
          lot.country,
          lot.latitude,
          lot.longitude,
          lot.timeZone,
          currency,
          lot.totalSlots,
          `Check in at the fuel desk. Show your gate code at the barrier. Quiet hours 22:00-06:00. Max stay per the booked duration.`,
          lot.status ?? 'Active',
        ],
      );
      lots.push({ id, currency, base6h: lot.base6h, ownerOrgId: lot.ownerOrgId, totalSlots: lot.totalSlots, active: lot.status !== 'Inactive' });
      for (let n = 1; n <= 1 + (index % 3); n += 1) {
        await tx.query('INSERT INTO parking_lot_images (lot_id, image_path, priority) VALUES ($1, $2, $3)', [id, `lots/${id}/photo-${n}.svg`, n]);
      }
      // Every lot has parking and a restroom; the rest varies.
      const amenities = new Set(['Parking', 'Restroom', ...random.sample(AMENITIES, random.int(4, 9))]);
      for (const amenity of amenities) {
        await tx.query('INSERT INTO parking_lot_amenities (lot_id, amenity) VALUES ($1, $2)', [id, amenity]);
      }
      for (const duration of RESERVATION_DURATIONS) {
        await tx.query('INSERT INTO parking_lot_prices (lot_id, duration, amount_minor, currency) VALUES ($1, $2, $3, $4)', [
          id,
          duration,
          roundTo50(lot.base6h * PRICE_FACTORS[duration]),
          currency,
        ]);
      }
      await tx.query('INSERT INTO parking_lot_access_codes (lot_id, code, valid_from, valid_to) VALUES ($1, $2, $3, $4)', [
        id,
        `GATE-${String(id).padStart(2, '0')}-${random.int(1000, 9999)}`,
        new Date(today.getTime() - 30 * DAY),
        new Date(today.getTime() + 60 * DAY),
      ]);
      if (index % 4 === 0) {
        await tx.query(`INSERT INTO parking_lot_access_codes (lot_id, code, valid_from, valid_to, status) VALUES ($1, $2, $3, $4, 'Expired')`, [
          id,
          `OLD-${String(id).padStart(2, '0')}-${random.int(1000, 9999)}`,
          new Date(today.getTime() - 120 * DAY),
          new Date(today.getTime() - 30 * DAY),
        ]);
      }
    }

    // Fleets: drivers and assets of the carriers and the broker.
    const fleets = new Map<number, { drivers: number[]; assets: number[] }>();
    const fleetSizes: [orgId: number, prefix: string, drivers: number, assets: number][] = [
      [3, 'NL', 8, 8],
      [4, 'EB', 5, 4],
      [5, 'RH', 3, 2],
    ];
    let nameIndex = 0;
    for (const [orgId, prefix, driverCount, assetCount] of fleetSizes) {
      const fleet = { drivers: [] as number[], assets: [] as number[] };
      for (let n = 1; n <= driverCount; n += 1) {
        const [first, last] = DRIVER_NAMES[nameIndex++ % DRIVER_NAMES.length];
        fleet.drivers.push(
          await insertOne(
            tx,
            `INSERT INTO drivers (org_id, first_name, last_name, employee_id, driver_type, phone, email, status)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [
              orgId,
              first,
              last,
              `${prefix}-${String(n).padStart(3, '0')}`,
              random.pick(['Company', 'Owner operator', 'Contract']),
              `${random.int(201, 989)}${random.int(2000000, 9999999)}`,
              `${first}.${last}@${prefix.toLowerCase()}.example`.toLowerCase().replace("'", ''),
              n === driverCount ? 'Inactive' : 'Active',
            ],
          ),
        );
      }
      for (let n = 1; n <= assetCount; n += 1) {
        const tractor = n % 2 === 1;
        const drawn = `${tractor ? '1FUJ' : '1GRA'}${Array.from({ length: 13 }, () => random.pick([...VIN_CHARS])).join('')}`;
        const vin = `${drawn.slice(0, 8)}${vinCheckDigit(drawn)}${drawn.slice(9)}`;
        fleet.assets.push(
          await insertOne(
            tx,
            `INSERT INTO assets (org_id, asset_type, vin, license, axles, trailer_length_ft, make, year, color)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              orgId,
              tractor ? 'Tractor' : 'Trailer',
              vin,
              `${prefix}${random.int(10000, 99999)}`,
              tractor ? 3 : 2,
              tractor ? null : random.pick([48, 53]),
              tractor ? random.pick(ASSET_MAKES.slice(0, 6)) : random.pick(ASSET_MAKES.slice(6)),
              String(random.int(2014, 2025)),
              random.pick(ASSET_COLORS),
            ],
          ),
        );
      }
      fleets.set(orgId, fleet);
    }

    // Reservations: Northline, Eastbound, Northline booking for Ridgeway, and Maple Leaf (no fleet on file).
    const bookers: { orgId: number; bookedBy: number | null }[] = [
      { orgId: 3, bookedBy: null },
      { orgId: 4, bookedBy: null },
      { orgId: 3, bookedBy: null },
      { orgId: 5, bookedBy: 3 },
      { orgId: 4, bookedBy: null },
      { orgId: 8, bookedBy: null },
    ];
    const bookableLots = lots.filter((lot) => lot.active);
    const created: {
      id: number;
      orgId: number;
      bookedBy: number | null;
      ownerOrgId: number;
      currency: string;
      amount: number;
      status: string;
      start: Date;
      label: string;
    }[] = [];
    for (const [index, plan] of RESERVATION_PLAN.entries()) {
      const booker = bookers[index % bookers.length];
      // Most bookings are at Prairie's lots (the owner demo user's view); a few elsewhere.
      const lot = index % 7 === 6 ? random.pick(bookableLots.filter((l) => l.ownerOrgId !== 2)) : random.pick(bookableLots.filter((l) => l.ownerOrgId === 2));
      let duration: Duration;
      let start: Date;
      if (plan.when === 'past') {
        duration = random.pick(['6 hrs', '12 hrs', '24 hrs', '36 hrs', 'Weekly', 'Monthly'] as const);
        const daysAgo = random.int(duration === 'Monthly' ? 35 : 9, 90);
        start = new Date(today.getTime() - daysAgo * DAY + random.int(5, 20) * HOUR);
      } else if (plan.when === 'now') {
        duration = random.pick(['24 hrs', '36 hrs', 'Weekly', 'Monthly'] as const);
        start = new Date(Math.floor(now.getTime() / HOUR) * HOUR - random.int(1, 12) * HOUR);
      } else {
        duration = random.pick(['6 hrs', '12 hrs', '24 hrs', '36 hrs', 'Weekly', 'Monthly'] as const);
        start = new Date(today.getTime() + random.int(1, 30) * DAY + random.int(5, 20) * HOUR);
      }
      const end = new Date(start.getTime() + DURATION_HOURS[duration] * HOUR);
      const slots = random.int(1, 3);
      const amount = roundTo50(lot.base6h * PRICE_FACTORS[duration]) * slots;
      // A bank payment still settling was made within its 3 days (the settlement job would settle an older one at start).
      const madeDaysAgo = random.int(1, 10);
      const id = await insertOne(
        tx,
        `INSERT INTO reservations (lot_id, org_id, booked_by_org_id, duration, start_at, end_at, slots, status, amount_minor,
                                   currency, payment_status, creation_mode, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          lot.id,
          booker.orgId,
          booker.bookedBy,
          duration,
          start,
          end,
          slots,
          plan.status,
          amount,
          lot.currency,
          paymentStatusFor[plan.status] ?? null,
          index % 5 === 4 ? 'automatic' : 'manual',
          plan.status === 'Payment Pending' ? new Date(now.getTime() - DAY) : new Date(Math.min(start.getTime(), now.getTime()) - madeDaysAgo * DAY),
        ],
      );
      const fleet = fleets.get(booker.orgId);
      for (let sno = 1; sno <= slots; sno += 1) {
        await tx.query('INSERT INTO reservation_entries (reservation_id, sno, driver_id, asset_id) VALUES ($1, $2, $3, $4)', [
          id,
          sno,
          fleet ? fleet.drivers[(index + sno) % fleet.drivers.length] : null,
          fleet ? fleet.assets[(index + sno) % fleet.assets.length] : null,
        ]);
      }
      created.push({
        id,
        orgId: booker.orgId,
        bookedBy: booker.bookedBy,
        ownerOrgId: lot.ownerOrgId,
        currency: lot.currency,
        amount,
        status: plan.status,
        start,
        label: `${duration} × ${slots} slot${slots > 1 ? 's' : ''}`,
      });
    }

    // Billing: monthly invoices, a consolidated invoice for Northline's network, statements of income for Prairie.
    const monthStart = (monthsBack: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 1));
    const monthEnd = (monthsBack: number) => new Date(monthStart(monthsBack - 1).getTime() - DAY);
    // What the ledger holds as owed: a failed payment, a failed or expired booking, a cancelled one owe nothing.
    const billable = (r: (typeof created)[number]) =>
      !['Cancelled', 'Recurring Failed', 'Booking Failed', 'Refunded', 'Expired', 'Payment Failed'].includes(r.status);
    const inMonth = (r: (typeof created)[number], monthsBack: number) => r.start >= monthStart(monthsBack) && r.start < monthStart(monthsBack - 1);

    async function invoice(
      number: string,
      orgId: number,
      kind: string,
      monthsBack: number,
      status: string,
      currency: string,
      lines: { description: string; amount: number; reservationId: number | null }[],
    ): Promise<void> {
      const total = Math.max(
        0,
        lines.reduce((sum, line) => sum + line.amount, 0),
      );
      const invoiceId = await insertOne(
        tx,
        `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date)
         VALUES ($1, $2, $3, $4::date, $5::date, $6, $7, $8, $9::date)`,
        [
          number,
          orgId,
          kind,
          isoDate(monthStart(monthsBack)),
          isoDate(monthEnd(monthsBack)),
          status,
          total,
          currency,
          isoDate(new Date(monthEnd(monthsBack).getTime() + 15 * DAY)),
        ],
      );
      for (const line of lines) {
        await tx.query('INSERT INTO invoice_lines (invoice_id, description, amount_minor, reservation_id) VALUES ($1, $2, $3, $4)', [
          invoiceId,
          line.description,
          line.amount,
          line.reservationId,
        ]);
      }
    }

    const invoicePlans: [orgId: number, code: string, statuses: string[]][] = [
      [3, 'NL', ['Payment Success', 'Payment Success', 'Partially Paid', 'Unpaid', 'To be Paid']],
      [4, 'EB', ['Payment Success', 'Unpaid', 'Partially Paid', 'Unpaid', 'To be Paid']],
    ];
    for (const [orgId, code, statuses] of invoicePlans) {
      for (const [position, status] of statuses.entries()) {
        const monthsBack = statuses.length - 2 - position; // oldest first; the last plan is the current month (-0) … and next
        for (const currency of ['USD', 'CAD']) {
          const own = created.filter((r) => r.orgId === orgId && r.currency === currency && billable(r) && inMonth(r, monthsBack));
          const lines = own.length
            ? own.map((r) => ({ description: `Reservation #${r.id} (${r.label})`, amount: r.amount, reservationId: r.id }))
            : currency === 'USD'
              ? [{ description: 'Parking services', amount: 4500 + position * 1250, reservationId: null }]
              : [];
          if (!lines.length) continue;
          const period = monthStart(monthsBack);
          await invoice(`INV-${code}-${isoDate(period).slice(0, 7).replace('-', '')}-${currency}`, orgId, 'invoice', monthsBack, status, currency, lines);
        }
      }
    }
    // Subscription plans; Northline pays monthly, Eastbound's last renewal failed.
    const planIds: number[] = [];
    for (const [name, orgType, price, interval] of [
      ['Haulstop Fleet', 'CARRIER', 4900, 'monthly'],
      ['Haulstop Fleet Annual', 'CARRIER', 49000, 'yearly'],
      ['Haulstop Broker', 'BROKER', 6900, 'monthly'],
      ['Haulstop Owner Pro', 'PARKING_LOT_OWNER', 9900, 'monthly'],
    ] as const) {
      planIds.push(
        await insertOne(tx, 'INSERT INTO subscription_plans (name, org_type, price_minor, currency, billing_interval) VALUES ($1, $2, $3, $4, $5)', [
          name,
          orgType,
          price,
          'USD',
          interval,
        ]),
      );
    }
    const northlineSubscription = await insertOne(
      tx,
      'INSERT INTO subscriptions (org_id, plan_id, status, started_at, next_billing_at) VALUES ($1, $2, $3, $4, $5)',
      [3, planIds[0], 'Currently Recurring', new Date(today.getTime() - 200 * DAY), monthStart(-1)],
    );
    await tx.query('INSERT INTO subscriptions (org_id, plan_id, status, started_at, next_billing_at) VALUES ($1, $2, $3, $4, $5)', [
      4,
      planIds[2],
      'Recurring Failed',
      new Date(today.getTime() - 120 * DAY),
      today,
    ]);
    await invoice(`SUB-NL-${isoDate(monthStart(0)).slice(0, 7).replace('-', '')}`, 3, 'subscription', 0, 'Currently Recurring', 'USD', [
      { description: 'Haulstop Fleet plan (monthly)', amount: 4900, reservationId: null },
    ]);
    await tx.query(`UPDATE invoices SET subscription_id = $1 WHERE kind = 'subscription' AND org_id = 3`, [northlineSubscription]);

    // Prairie's discount codes: one percentage, one fixed, one used up and expired.
    for (const [code, type, percentage, amount, uses, used, from, to, status] of [
      ['WINTER10', 'percentage', 10, null, 500, 63, -60, 60, 'Active'],
      ['FLEET25OFF', 'fixed', null, 2500, 100, 12, -30, 90, 'Active'],
      ['HARVEST15', 'percentage', 15, null, 50, 50, -150, -20, 'Expired'],
    ] as const) {
      await tx.query(
        `INSERT INTO discount_codes (org_id, code, discount_type, percentage, amount_minor, currency, max_uses_per_code, total_value_minor,
                                     max_cap_minor, used_count, valid_from, valid_to, status)
         VALUES (2, $1, $2, $3, $4, 'USD', $5, 500000, 5000, $6, $7, $8, $9)`,
        [code, type, percentage, amount, uses, used, new Date(today.getTime() + from * DAY), new Date(today.getTime() + to * DAY), status],
      );
    }
    for (const monthsBack of [2, 1]) {
      const network = created.filter((r) => r.bookedBy === 3 && billable(r));
      const lines = network.length
        ? network.map((r) => ({ description: `Ridgeway Haulers: reservation #${r.id} (${r.label})`, amount: r.amount, reservationId: r.id }))
        : [{ description: 'Ridgeway Haulers: network parking', amount: 12500, reservationId: null }];
      await invoice(
        `CI-NL-${isoDate(monthStart(monthsBack)).slice(0, 7).replace('-', '')}`,
        3,
        'consolidated',
        monthsBack,
        monthsBack === 2 ? 'Payment Success' : 'Unpaid',
        'USD',
        monthsBack === 2 ? lines.slice(0, Math.ceil(lines.length / 2)) : lines,
      );
    }
    await seedSignup(tx, now, hashes[USERS.length]);
    await seedFleet(tx);
    await seedNetwork(tx, now);
    await seedBooking(tx);
    await seedDiscounts(tx, today);
    await seedProfile(tx, today);
    await seedDiscountInvoices(tx, today);
    await seedMoney(tx, now);
    await seedSubscriptions(tx, today);
    await seedGate(tx, now);
    await seedOwnerDocuments(tx, today);
    return true;
  });
}
