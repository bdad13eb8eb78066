import type { FleetOrganization } from '@haulstop/shared/contracts';
import type { TaxLine } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';
import { freeSlotsSql } from '../lots/lot-sql';
import type { ResolvedPayment } from '../payment-methods/service';

/** What a new booking reads and writes: its checks, its lot and price, its reservation, entries, payment and tax lines, its discount code. */

export async function isSubCarrier(tx: Queryable, orgId: number, parentOrgId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT id FROM organizations WHERE id = $1 AND parent_org_id = $2', [orgId, parentOrgId]);
  return rows.length > 0;
}

export async function driverBelongs(tx: Queryable, driverId: number, orgId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM drivers WHERE id = $1 AND org_id = $2', [driverId, orgId]);
  return rows.length > 0;
}

/** The type name of the organisation's asset (the slot rule reads it), or null when the asset is not the organisation's. */
export async function assetTypeOf(tx: Queryable, assetId: number, orgId: number): Promise<string | null> {
  const { rows } = await tx.query<{ asset_type: string }>('SELECT asset_type FROM assets WHERE id = $1 AND org_id = $2', [assetId, orgId]);
  return rows[0]?.asset_type ?? null;
}

/** How many slots of the lot are free over the window: the one count (lots/lot-sql freeSlotsSql), which every booking, retry, extension and renewal decides on. */
export async function freeSlots(tx: Queryable, lotId: number, start: Date, end: Date): Promise<number> {
  const { rows } = await tx.query<{ free: number }>(
    `SELECT ${freeSlotsSql('$2::timestamptz', '$3::timestamptz')} AS free FROM parking_lots l WHERE l.id = $1`,
    [lotId, start.toISOString(), end.toISOString()],
  );
  return rows[0]?.free ?? 0;
}

export interface PricedLotRow {
  id: number;
  currency: string;
  price: number | null;
  owner_org_id: number;
  country: string;
  region: string;
}

/**
 * The active lot and its price for the duration; `lock` takes the lot's row, serialising bookings of it.
 * The lock is FOR NO KEY UPDATE, never FOR UPDATE: it still excludes every other booking's lock of the
 * lot, but not the KEY SHARE lock a foreign-key check takes. With FOR UPDATE, a booking answering its
 * charge (its ledger entries name the lot) waited for a new hold's lot lock while that hold waited for
 * a report aggregate row the answer had updated: a deadlock, seen with two API processes.
 */
export async function findPricedLot(tx: Queryable, lotId: number, duration: string, lock: boolean): Promise<PricedLotRow | undefined> {
  const { rows } = await tx.query<PricedLotRow>(
    `SELECT l.id, l.currency, l.owner_org_id, l.country, l.region, (SELECT p.amount_minor FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = $2) AS price
       FROM parking_lots l WHERE l.id = $1 AND l.status = 'Active' ${lock ? 'FOR NO KEY UPDATE' : ''}`,
    [lotId, duration],
  );
  return rows[0];
}

/** The lot's owner, its row locked as findPricedLot locks it (whatever its status: a booking already made is paid at its lot). */
export async function lockLotOwner(tx: Queryable, lotId: number): Promise<number> {
  const { rows } = await tx.query<{ owner_org_id: number }>('SELECT owner_org_id FROM parking_lots WHERE id = $1 FOR NO KEY UPDATE', [lotId]);
  return rows[0].owner_org_id;
}

/** The lot of a reservation, locked unless `lock` is false (a quote), with its price for `duration` (an extension's). */
export async function lockLotOfReservation(
  tx: Queryable,
  reservationId: number,
  duration: string,
  lock = true,
): Promise<{ owner_org_id: number; price: number | null; country: string; region: string }> {
  const { rows } = await tx.query<{ owner_org_id: number; price: number | null; country: string; region: string }>(
    `SELECT l.owner_org_id, l.country, l.region, (SELECT p.amount_minor FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = $2) AS price
       FROM parking_lots l WHERE l.id = (SELECT lot_id FROM reservations WHERE id = $1)${lock ? ' FOR NO KEY UPDATE OF l' : ''}`,
    [reservationId, duration],
  );
  return rows[0];
}

export interface NewReservation {
  lotId: number;
  orgId: number;
  bookedByOrgId: number | null;
  duration: string;
  start: Date;
  end: Date;
  slots: number;
  status: string;
  amountMinor: number;
  currency: string;
  paymentStatus: string | null;
  gateCode: string | null;
  discountCodeId?: number | null;
  discountMinor?: number;
  recurring: boolean;
  recurrenceStatus?: string | null;
  /** The series' first booking, for an occurrence a renewal makes ('automatic'). */
  recurrenceOf?: number;
}

export async function insertReservation(tx: Queryable, r: NewReservation): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO reservations (lot_id, org_id, booked_by_org_id, duration, start_at, end_at, slots, status, amount_minor, currency, payment_status, gate_code,
                               discount_code_id, discount_minor, recurring, recurrence_status, recurrence_of, creation_mode)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      r.lotId,
      r.orgId,
      r.bookedByOrgId,
      r.duration,
      r.start.toISOString(),
      r.end.toISOString(),
      r.slots,
      r.status,
      r.amountMinor,
      r.currency,
      r.paymentStatus,
      r.gateCode,
      r.discountCodeId ?? null,
      r.discountMinor ?? 0,
      r.recurring,
      r.recurrenceStatus ?? null,
      r.recurrenceOf ?? null,
      r.recurrenceOf === undefined ? 'manual' : 'automatic',
    ],
  );
  return rows[0].id;
}

export async function insertEntries(tx: Queryable, reservationId: number, entries: readonly { driverId?: number; assetId?: number }[]): Promise<void> {
  for (const [index, entry] of entries.entries()) {
    await tx.query('INSERT INTO reservation_entries (reservation_id, sno, driver_id, asset_id) VALUES ($1, $2, $3, $4)', [
      reservationId,
      index + 1,
      entry.driverId ?? null,
      entry.assetId ?? null,
    ]);
  }
}

export async function insertPayment(
  tx: Queryable,
  reservationId: number,
  payerOrgId: number,
  method: string,
  paidWith: Pick<ResolvedPayment, 'paymentMethodId' | 'openAccountId' | 'cardToken'>,
  status: string,
  amountMinor: number,
  currency: string,
  failureCode: string | null,
  gatewayKey: string | null = null,
) {
  // A saved card's token stays with the saved card; only a card typed once keeps its token here.
  const cardToken = method === 'CARD' && paidWith.paymentMethodId === null ? (paidWith.cardToken ?? null) : null;
  await tx.query(
    `INSERT INTO payments (reservation_id, payer_org_id, method, status, amount_minor, currency, failure_code, payment_method_id, open_account_id, gateway_key, card_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [reservationId, payerOrgId, method, status, amountMinor, currency, failureCode, paidWith.paymentMethodId, paidWith.openAccountId, gatewayKey, cardToken],
  );
}

/**
 * The payment of a charge just held (holdCharge): what it asks, initiated, under its gateway key,
 * until the gateway's answer settles it.
 */
export const insertInitiatedPayment = (
  tx: Queryable,
  reservationId: number,
  payerOrgId: number,
  paidWith: Pick<ResolvedPayment, 'paymentMethodId' | 'openAccountId' | 'cardToken'>,
  charge: { method: string; amountMinor: number; currency: string; idempotencyKey: string },
) =>
  insertPayment(tx, reservationId, payerOrgId, charge.method, paidWith, 'Payment Initiated', charge.amountMinor, charge.currency, null, charge.idempotencyKey);

/** What a new booking's answer shows of its reservation. */
export async function createdAnswer(
  tx: Queryable,
  id: number,
): Promise<{ status: string; payment_status: string | null; amount_minor: number; currency: string; start_at: Date; end_at: Date; gate_code: string | null }> {
  const { rows } = await tx.query<{
    status: string;
    payment_status: string | null;
    amount_minor: number;
    currency: string;
    start_at: Date;
    end_at: Date;
    gate_code: string | null;
  }>('SELECT status, payment_status, amount_minor, currency, start_at, end_at, gate_code FROM reservations WHERE id = $1', [id]);
  return rows[0];
}
/**
 * Adds the tax lines of what the booking owes more (the booking, or an extension): one line per
 * tax and rate, so an extension's GST adds to the booking's GST line instead of listing it twice.
 */
export async function insertTaxLines(tx: Queryable, reservationId: number, taxableMinor: number, lines: TaxLine[]) {
  for (const line of lines) {
    await tx.query(
      `INSERT INTO reservation_tax_lines AS t (reservation_id, name, rate, taxable_minor, amount_minor) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (reservation_id, name, rate)
       DO UPDATE SET taxable_minor = t.taxable_minor + EXCLUDED.taxable_minor, amount_minor = t.amount_minor + EXCLUDED.amount_minor`,
      [reservationId, line.name, line.rate, taxableMinor, line.amountMinor],
    );
  }
}
export interface DiscountCodeRow {
  id: number;
  org_id: number;
  discount_type: 'percentage' | 'fixed';
  percentage: number | null;
  amount_minor: number | null;
  currency: string;
  max_uses_per_code: number | null;
  total_value_minor: number | null;
  max_cap_minor: number | null;
  used_count: number;
  used_value_minor: number;
  current: boolean;
  limited_to_lots: boolean;
  at_this_lot: boolean;
}

/** The discount code named `code` (any case) as a booking at `lotId` reads it; `lock` takes its row. */
export async function findDiscountCode(tx: Queryable, code: string, lotId: number, lock: boolean): Promise<DiscountCodeRow | undefined> {
  const { rows } = await tx.query<DiscountCodeRow>(
    `SELECT d.id, d.org_id, d.discount_type, d.percentage, d.amount_minor, d.currency,
            d.max_uses_per_code, d.total_value_minor, d.max_cap_minor, d.used_count, d.used_value_minor,
            (d.status = 'Active' AND d.valid_from <= now() AND d.valid_to > now()) AS current,
            EXISTS (SELECT 1 FROM discount_code_lots x WHERE x.discount_code_id = d.id) AS limited_to_lots,
            EXISTS (SELECT 1 FROM discount_code_lots x WHERE x.discount_code_id = d.id AND x.lot_id = $2) AS at_this_lot
       FROM discount_codes d
      WHERE upper(d.code) = upper($1) ${lock ? 'FOR UPDATE OF d' : ''}`,
    [code, lotId],
  );
  return rows[0];
}

export async function useDiscountCode(tx: Queryable, id: number, discountMinor: number): Promise<void> {
  await tx.query('UPDATE discount_codes SET used_count = used_count + 1, used_value_minor = used_value_minor + $2 WHERE id = $1', [id, discountMinor]);
}

export async function findOrganization(db: Queryable, orgId: number): Promise<{ org_type: string; status: string; is_org_approved: string } | undefined> {
  const { rows } = await db.query<{ org_type: string; status: string; is_org_approved: string }>(
    'SELECT org_type, status, is_org_approved FROM organizations WHERE id = $1',
    [orgId],
  );
  return rows[0];
}

export async function findLotOwner(db: Queryable, lotId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ owner_org_id: number }>('SELECT owner_org_id FROM parking_lots WHERE id = $1', [lotId]);
  return rows[0]?.owner_org_id;
}

/** The approved, active organisations of these types. */
export async function listFleetOrganizations(db: Queryable, types: readonly string[]): Promise<FleetOrganization[]> {
  const { rows } = await db.query<FleetOrganization>(
    `SELECT id AS "orgId", name AS "orgName", org_type AS "orgType" FROM organizations
      WHERE org_type = ANY($1::text[]) AND status = 'Active' AND is_org_approved = 'Approved' ORDER BY name, id`,
    [[...types]],
  );
  return rows;
}
