import { openPostgresDb } from '../../../src/db/pg-db';
import type { Db, Queryable } from '../../../src/db/db';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { insertBooking, ownerWithLots } from './fixtures';

/*
 * A load run: bookings of one owner deadlocked (`deadlock detected`, 70 errors a minute)
 * and waited on each other, because each booking's transaction upserted the aggregate rows every
 * booking of that owner shares (migration 230): its booking-hour row then its payment-hour row,
 * while a payment's answer took them the other way round. Migration 264 makes writers append
 * entries instead, so two such transactions never wait on each other. Each transaction here gives
 * up after 1 s of waiting for a lock (lock_timeout), so a wait fails the test instead of hanging it.
 *
 * PostgreSQL only: PGlite has one connection, so there two transactions cannot be open at once.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const signal = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

onPostgres('writers of the report aggregates (migration 264)', () => {
  let ctx: TestContext;
  let db: Db;
  let owner: Awaited<ReturnType<typeof ownerWithLots>>;
  const start = new Date(Date.UTC(2030, 0, 15, 10, 0));

  beforeAll(async () => {
    ctx = await createTestContext();
    db = openPostgresDb(ctx.databaseUrl!, 2);
    owner = await ownerWithLots(ctx, 'Concurrent Parking');
  });
  afterAll(async () => {
    await db.close();
    await ctx.close();
  });

  const book = (tx: Queryable, lotId: number, status: string) =>
    tx.query<{ id: number }>(
      `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency, payment_status)
       VALUES ($1, $2, '24 hrs', $3, $4, 1, $5, 5000, 'USD', 'Payment Initiated') RETURNING id`,
      [lotId, ORG.northline, start.toISOString(), new Date(start.getTime() + 86_400_000).toISOString(), status],
    );
  const pay = (tx: Queryable, reservationId: number) =>
    tx.query(
      `INSERT INTO payments (reservation_id, payer_org_id, method, status, amount_minor, currency) VALUES ($1, $2, 'CARD', 'Payment Initiated', 5000, 'USD')`,
      [reservationId, ORG.northline],
    );

  test('a booking held then paid, and another answered (payment then status) in the opposite order, at one owner in one hour: neither waits', async () => {
    // A held booking whose payment is answered by the second transaction.
    const answered = await insertBooking(ctx, {
      lotId: owner.cadLot,
      orgId: ORG.northline,
      startAt: start,
      amountMinor: 5000,
      currency: 'USD',
      status: 'Pending Payment',
    });
    await pay(ctx.db, answered);
    const [booked, paid, settled] = [signal(), signal(), signal()];
    const all = [booked, paid, settled];
    // A failed step must not leave the other transaction waiting for its signal.
    const run = (steps: (tx: Queryable) => Promise<void>) =>
      db
        .transaction(async (tx) => {
          await tx.query(`SET LOCAL lock_timeout = '1s'`);
          await steps(tx);
        })
        .catch((error: unknown) => {
          all.forEach((s) => s.resolve());
          throw error;
        });
    const outcomes = await Promise.allSettled([
      // Booking: its booking-hour (Pending Payment), then its payment-hour (Payment Initiated).
      run(async (tx) => {
        const id = (await book(tx, owner.usdLot, 'Pending Payment')).rows[0].id;
        booked.resolve();
        await paid.promise;
        await pay(tx, id);
        settled.resolve();
      }),
      // Answer: the payment-hour first (Payment Initiated → Payment Success), then the booking-hour (Pending Payment → Booked).
      run(async (tx) => {
        await booked.promise;
        await tx.query(`UPDATE payments SET status = 'Payment Success' WHERE reservation_id = $1`, [answered]);
        paid.resolve();
        await settled.promise;
        await tx.query(`UPDATE reservations SET status = 'Booked', payment_status = 'Payment Success' WHERE id = $1`, [answered]);
      }),
    ]);
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'committed'))).toEqual(['committed', 'committed']);

    // Both are counted: the owner's hour holds one booking pending payment and one Booked, one payment of each status.
    const byStatus = async (table: string, figure: string) =>
      Object.fromEntries(
        (
          await ctx.db.query<{ status: string; n: number }>(
            `SELECT status, sum(${figure})::int AS n FROM ${table} WHERE owner_org_id = $1 GROUP BY status HAVING sum(${figure}) <> 0 ORDER BY status`,
            [owner.orgId],
          )
        ).rows.map((row) => [row.status, row.n]),
      );
    const expected = { bookings: { Booked: 1, 'Pending Payment': 1 }, payments: { 'Payment Initiated': 1, 'Payment Success': 1 } };
    expect({ bookings: await byStatus('report_booking_owner_hours', 'bookings'), payments: await byStatus('report_payment_owner_hours', 'payments') }).toEqual(
      expected,
    );
    // Folded into one row per key, the same.
    expect(await ctx.app.scheduler.runNow('report-settle')).toBe(true);
    expect({ bookings: await byStatus('report_booking_owner_hours', 'bookings'), payments: await byStatus('report_payment_owner_hours', 'payments') }).toEqual(
      expected,
    );
  });
});
