import { bookThroughApi, type BookedThroughApi } from './booking';
import { ORG, type TestContext } from './test-app';

/*
 * The lot the gate's tests book at and the gate's own writes, through the real database: Prairie
 * Stop Edmonton (Alberta: GST 5 %, owned by Prairie), booked by Northline by card.
 */

export { DAY, HOUR } from './booking';
/** The instant `ms` after `base`. */
export const at = (base: string | Date, ms: number) => new Date(new Date(base).getTime() + ms);

/** A card the sandbox gateway accepts. */
export const CARD = { method: 'CARD', cardNumber: '4242424242424242' } as const;

export interface GateLotOptions {
  /** The lot's prices in CAD minor units by duration: 6 hrs 15.00, 24 hrs 40.00, 36 hrs 65.00 unless given. */
  prices?: Record<string, number>;
  /** No-shows after 12 hours, their slot released, 40 % of the slot's money kept. */
  noShowPolicy?: boolean;
  /** How many of Northline's drivers to read (by id). */
  drivers?: number;
}

/**
 * Prairie Stop Edmonton with only the given prices, its gate in use (a recorded event: the status
 * job decides no-shows and overstays only at lots whose gate is in use), and Northline's drivers.
 */
export async function prepareGateLot(ctx: TestContext, options: GateLotOptions = {}): Promise<{ lot: number; drivers: number[] }> {
  const lot = (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE name = 'Prairie Stop Edmonton'`)).rows[0].id;
  const prices = Object.entries(options.prices ?? { '6 hrs': 1500, '24 hrs': 4000, '36 hrs': 6500 });
  await ctx.db.query('DELETE FROM parking_lot_prices WHERE lot_id = $1', [lot]);
  await ctx.db.query(
    `INSERT INTO parking_lot_prices (lot_id, duration, amount_minor, currency) VALUES ${prices.map((_, i) => `($1, $${2 * i + 2}, $${2 * i + 3}, 'CAD')`).join(', ')}`,
    [lot, ...prices.flat()],
  );
  if (options.noShowPolicy) {
    await ctx.db.query(
      `INSERT INTO gate_policies (parking_lot_id, no_show_after_hours, release_no_show, no_show_fee_percent) VALUES ($1, 12, true, 40)
       ON CONFLICT (parking_lot_id) DO UPDATE SET no_show_after_hours = 12, release_no_show = true, no_show_fee_percent = 40`,
      [lot],
    );
  }
  const drivers = (
    await ctx.db.query<{ id: number }>('SELECT id FROM drivers WHERE org_id = $1 ORDER BY id LIMIT $2', [ORG.northline, options.drivers ?? 2])
  ).rows.map((r) => r.id);
  await recordGateInUse(ctx, lot);
  return { lot, drivers };
}

/** A refused check-in at the lot: its gate is in use from its first recorded event. */
export async function recordGateInUse(ctx: TestContext, lot: number) {
  await ctx.db.query(
    `INSERT INTO gate_events (parking_lot_id, owner_org_id, kind, source, decision, reason, at) VALUES ($1, $2, 'CHECK_IN', 'GATE_CODE', 'REFUSED', 'UNKNOWN_CODE', now())`,
    [lot, ORG.prairie],
  );
}

/** One slot per entry (at least one) for 24 hrs at the lot from `startAt`, booked by Northline; answers 201. */
export async function bookAtLot(
  ctx: TestContext,
  lot: number,
  startAt: Date,
  entries: { driverId?: number; assetId?: number }[],
  options: { slots?: number; payment?: Record<string, unknown> } = {},
): Promise<BookedThroughApi> {
  return bookThroughApi(
    ctx,
    { parkingLotId: lot, startAt: startAt.toISOString(), slots: options.slots ?? Math.max(1, entries.length), entries, payment: options.payment ?? CARD },
    { orgId: ORG.northline },
  );
}

/** The first `slots` drivers, one per slot. */
export const driverEntries = (drivers: number[], slots: number) => drivers.slice(0, slots).map((driverId) => ({ driverId }));

/** The status job's round at `now`. */
export const runStatusJob = (ctx: TestContext, now: Date) => ctx.app.scheduler.runNow('reservation-statuses', now);

/** The gate's record of a slot, written as the gate writes it: its status and the moment it came in or left. */
export const gateWrites = (ctx: TestContext, id: number, sno: number, status: string, column: 'checked_in_at' | 'checked_out_at', moment: Date) =>
  ctx.db.query(`UPDATE reservation_entries SET gate_status = $3, ${column} = $4 WHERE reservation_id = $1 AND sno = $2`, [
    id,
    sno,
    status,
    moment.toISOString(),
  ]);

/** A booking's ledger, summed per kind and tax. */
export const ledgerOf = async (ctx: TestContext, id: number) =>
  (
    await ctx.db.query<{ kind: string; tax_name: string | null; amount: number }>(
      `SELECT kind, tax_name, sum(amount_minor)::int AS amount FROM ledger_entries WHERE reservation_id = $1 GROUP BY kind, tax_name ORDER BY kind, tax_name`,
      [id],
    )
  ).rows;

/** A booking's gate charges (overstays, no-show fees), oldest first. */
export const gateChargesOf = async (ctx: TestContext, id: number) =>
  (
    await ctx.db.query<{ kind: string; status: string; taxable_minor: number; amount_minor: number; from_at: Date | null; until_at: Date | null }>(
      'SELECT kind, status, taxable_minor, amount_minor, from_at, until_at FROM gate_charges WHERE reservation_id = $1 ORDER BY id',
      [id],
    )
  ).rows;

/** A slot's whole stay, written as the gate writes it: it came at `from` and left at `until`. */
export const gateStay = (ctx: TestContext, id: number, sno: number, from: Date, until: Date) =>
  ctx.db.query(`UPDATE reservation_entries SET gate_status = 'LEFT', checked_in_at = $3, checked_out_at = $4 WHERE reservation_id = $1 AND sno = $2`, [
    id,
    sno,
    from.toISOString(),
    until.toISOString(),
  ]);
