import type { TestContext } from '../../helpers/test-app';

/** A parking lot owner of its own (acted in by the platform admin through X-Org-Id), with a USD and a CAD lot of 10 slots each. */
export async function ownerWithLots(ctx: TestContext, name: string, zone = 'America/Chicago') {
  const org = await ctx.db.query<{ id: number }>(
    `INSERT INTO organizations (name, org_type, status, is_org_approved) VALUES ($1, 'PARKING_LOT_OWNER', 'Active', 'Approved') RETURNING id`,
    [name],
  );
  const orgId = org.rows[0].id;
  await ctx.db.query('UPDATE organizations SET saas_org_id = id WHERE id = $1', [orgId]);
  const lot = async (lotName: string, currency: string) => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO parking_lots (owner_org_id, name, address, city, region, country, latitude, longitude, time_zone, currency, total_slots)
       VALUES ($1, $2, '1 Main St', 'Springfield', 'IL', 'US', 39.8, -89.6, $3, $4, 10) RETURNING id`,
      [orgId, lotName, zone, currency],
    );
    return rows[0].id;
  };
  const usdLot = await lot(`${name} USD`, 'USD');
  const cadLot = await lot(`${name} CAD`, 'CAD');
  return { orgId, usdLot, cadLot };
}

export interface Booking {
  lotId: number;
  orgId: number;
  startAt: Date;
  hours?: number;
  slots?: number;
  amountMinor: number;
  currency: string;
  status?: string;
  paymentStatus?: string | null;
  entries?: { assetId?: number | null; driverId?: number | null }[];
}

/** A booking written straight to the table (in the past, which the API does not book): the ledger's triggers write its money at commit. */
export async function insertBooking(ctx: TestContext, b: Booking): Promise<number> {
  const hours = b.hours ?? 24;
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency, payment_status)
     VALUES ($1, $2, '24 hrs', $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      b.lotId,
      b.orgId,
      b.startAt.toISOString(),
      new Date(b.startAt.getTime() + hours * 3600_000).toISOString(),
      b.slots ?? 1,
      b.status ?? 'Completed',
      b.amountMinor,
      b.currency,
      b.paymentStatus === undefined ? 'Payment Success' : b.paymentStatus,
    ],
  );
  const id = rows[0].id;
  for (const [index, entry] of (b.entries ?? []).entries())
    await ctx.db.query('INSERT INTO reservation_entries (reservation_id, sno, asset_id, driver_id) VALUES ($1, $2, $3, $4)', [
      id,
      index + 1,
      entry.assetId ?? null,
      entry.driverId ?? null,
    ]);
  return id;
}

export async function insertPayment(
  ctx: TestContext,
  p: { reservationId: number; payerOrgId: number; method?: string; status: string; amountMinor: number; currency: string; at: Date },
): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO payments (reservation_id, payer_org_id, method, status, amount_minor, currency, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [p.reservationId, p.payerOrgId, p.method ?? 'CARD', p.status, p.amountMinor, p.currency, p.at.toISOString()],
  );
  return rows[0].id;
}

export async function insertInvoice(
  ctx: TestContext,
  i: { number: string; orgId: number; kind: string; period: [string, string]; currency: string; totalMinor: number; reservationIds?: number[] },
): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date)
     VALUES ($1, $2, $3, $4, $5, 'Unpaid', $6, $7, $5) RETURNING id`,
    [i.number, i.orgId, i.kind, i.period[0], i.period[1], i.totalMinor, i.currency],
  );
  const id = rows[0].id;
  for (const reservationId of i.reservationIds ?? []) {
    if (i.kind === 'consolidated') await ctx.db.query('INSERT INTO consolidated_billing (reservation_id, invoice_id) VALUES ($1, $2)', [reservationId, id]);
    await ctx.db.query(`INSERT INTO invoice_lines (invoice_id, description, amount_minor, reservation_id) VALUES ($1, 'Parking', 0, $2)`, [id, reservationId]);
  }
  return id;
}

/** The rows of a CSV without quoted commas (the fixtures' names have none), header first. */
export const csvRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(','));
