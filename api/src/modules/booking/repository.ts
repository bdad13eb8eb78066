import { GATE_CODE_STATUSES } from '@haulstop/shared/constants';
import type { BookingDetails, BookingPayment, FleetOrganization } from '@haulstop/shared/contracts';
import type { TaxLine } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';
import { assetLabelSql } from '../fleet/asset-label-sql';
import { freeSlotsSql } from '../lots/repository';
import type { ResolvedPayment } from '../payment-methods/service';
import type { ChargeRequest } from '../payments/gateway';

/** The booking module's SQL: reservations, their entries, tax lines and payments, as the services and jobs read and write them. */

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

/** How many slots of the lot are free over the window: the one count (lots/repository freeSlotsSql), which every booking, retry, extension and renewal decides on. */
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

/** The payment made under a gateway key, locked (the request and the hold-release job answer it one after the other). */
export async function paymentByKey(tx: Queryable, gatewayKey: string): Promise<{ id: number; status: string; failure_code: string | null } | undefined> {
  const { rows } = await tx.query<{ id: number; status: string; failure_code: string | null }>(
    'SELECT id, status, failure_code FROM payments WHERE gateway_key = $1 FOR UPDATE',
    [gatewayKey],
  );
  return rows[0];
}

/** The gateway's answer to a payment: its status and, when refused, why. */
export async function answerPayment(tx: Queryable, paymentId: number, status: string, failureCode: string | null): Promise<void> {
  await tx.query('UPDATE payments SET status = $2, failure_code = $3 WHERE id = $1', [paymentId, status, failureCode]);
}

/**
 * Charges whose gateway call has had no answer written since before `cutoff` (their request died
 * between the steps): held payments of bookings, retries and renewals, and held extensions.
 */
export async function unansweredCharges(db: Queryable, cutoff: Date): Promise<{ reservation_id: number; gateway_key: string }[]> {
  const { rows } = await db.query<{ reservation_id: number; gateway_key: string }>(
    `SELECT reservation_id, gateway_key FROM (
       SELECT reservation_id, gateway_key, created_at FROM payments WHERE status = 'Payment Initiated' AND gateway_key IS NOT NULL AND created_at <= $1
       UNION ALL SELECT reservation_id, gateway_key, created_at FROM extension_holds WHERE released_at IS NULL AND created_at <= $1
     ) held ORDER BY created_at, gateway_key`,
    [cutoff.toISOString()],
  );
  return rows;
}

/**
 * What the gateway is to charge for a recurring renewal's held payment under `gatewayKey` (the
 * occurrence's first payment, made by the renewal job, still Payment Initiated), as holdRenewal
 * asked for it: the method, amount and currency, and the saved card's token while the card is still
 * active. Undefined for any other hold (a booking's, a retry's, an extension's), or a renewal whose
 * saved method was removed since.
 */
export async function heldRenewalCharge(db: Queryable, gatewayKey: string): Promise<(ChargeRequest & { idempotencyKey: string }) | undefined> {
  const { rows } = await db.query<{ method: ChargeRequest['method']; amount_minor: number; currency: string; token: string | null }>(
    `SELECT p.method, p.amount_minor, p.currency, m.token
       FROM payments p JOIN reservations r ON r.id = p.reservation_id LEFT JOIN payment_methods m ON m.id = p.payment_method_id
      WHERE p.gateway_key = $1 AND p.status = 'Payment Initiated' AND r.recurrence_of IS NOT NULL AND r.creation_mode = 'automatic'
        AND NOT EXISTS (SELECT 1 FROM payments q WHERE q.reservation_id = p.reservation_id AND q.id < p.id)
        AND (p.payment_method_id IS NULL OR m.status = 'Active')`,
    [gatewayKey],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { method: row.method, amountMinor: row.amount_minor, currency: row.currency, cardToken: row.token ?? undefined, idempotencyKey: gatewayKey };
}

/** An extension held while its charge is answered (migration 260). */
export interface ExtensionHold {
  reservation_id: number;
  lot_id: number;
  start_at: Date;
  end_at: Date;
  slots: number;
  payer_org_id: number;
  method: BookingPayment['method'];
  payment_method_id: number | null;
  open_account_id: number | null;
  /** The token of a card typed once (a saved card's is on payment_methods). */
  card_token: string | null;
  /** The duration added, and who asked for it (the extension's record). */
  duration: string;
  requested_by_user_id: number | null;
  amount_minor: number;
  currency: string;
  taxable_minor: number;
  tax_lines: TaxLine[];
  released_at: Date | null;
}

export async function insertExtensionHold(tx: Queryable, gatewayKey: string, hold: Omit<ExtensionHold, 'released_at'>): Promise<void> {
  await tx.query(
    `INSERT INTO extension_holds (gateway_key, reservation_id, lot_id, start_at, end_at, slots, payer_org_id, method, payment_method_id, open_account_id,
                                  amount_minor, currency, taxable_minor, tax_lines, card_token, duration, requested_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17)`,
    [
      gatewayKey,
      hold.reservation_id,
      hold.lot_id,
      hold.start_at.toISOString(),
      hold.end_at.toISOString(),
      hold.slots,
      hold.payer_org_id,
      hold.method,
      hold.payment_method_id,
      hold.open_account_id,
      hold.amount_minor,
      hold.currency,
      hold.taxable_minor,
      JSON.stringify(hold.tax_lines),
      hold.card_token,
      hold.duration,
      hold.requested_by_user_id,
    ],
  );
}

/** The extension held under a gateway key, locked (the request and the hold-release job answer it one after the other); undefined once confirmed. */
export async function extensionHoldByKey(tx: Queryable, gatewayKey: string): Promise<ExtensionHold | undefined> {
  const { rows } = await tx.query<ExtensionHold>('SELECT * FROM extension_holds WHERE gateway_key = $1 FOR UPDATE', [gatewayKey]);
  return rows[0];
}

/** Whether an extension of the booking is held (its charge not answered yet). */
export async function hasHeldExtension(tx: Queryable, reservationId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM extension_holds WHERE reservation_id = $1 AND released_at IS NULL', [reservationId]);
  return rows.length > 0;
}

/** The extension's slots are free again; the row stays, so a charge answered later is refunded. */
export async function releaseExtensionHold(tx: Queryable, gatewayKey: string): Promise<void> {
  await tx.query('UPDATE extension_holds SET released_at = now() WHERE gateway_key = $1', [gatewayKey]);
}

/** The extension is written on the booking: its hold is done (its payment row carries the key now). */
export async function deleteExtensionHold(tx: Queryable, gatewayKey: string): Promise<void> {
  await tx.query('DELETE FROM extension_holds WHERE gateway_key = $1', [gatewayKey]);
}

/**
 * A refused extension writes nothing, the Idempotency-Key claimed beside its hold included (as a
 * refusal in one transaction does): a repeat of the key tries again.
 */
export async function forgetHoldClaims(tx: Queryable, reservationId: number): Promise<void> {
  await tx.query('DELETE FROM idempotency_keys WHERE reservation_id = $1 AND status_code = 0', [reservationId]);
}

/**
 * Forgets the hold in the booking's status history, when the request that made it answered it: the
 * customer saw one step (booked, or declined), not the instant the gateway took to answer.
 */
export async function forgetHoldHistory(tx: Queryable, reservationId: number): Promise<void> {
  await tx.query(`DELETE FROM reservation_status_history WHERE reservation_id = $1 AND status = 'Pending Payment' AND payment_status = 'Payment Initiated'`, [
    reservationId,
  ]);
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

/** Who sees a reservation: its organisation, the carrier that booked it, the owner of its lot, the platform. */
const VISIBLE = `($2::boolean OR r.org_id = $3 OR r.booked_by_org_id = $3 OR l.owner_org_id = $3
  OR r.org_id IN (SELECT id FROM organizations WHERE parent_org_id = $3))`;

/** One reservation as the detail page shows it, when `org` may see it. */
export async function findBooking(db: Queryable, org: { orgId: number; isPlatformOrg: boolean }, id: number): Promise<BookingDetails | undefined> {
  const { rows } = await db.query<Omit<BookingDetails, 'entries' | 'payments' | 'taxLines' | 'statusHistory' | 'extensions'>>(
    `SELECT r.id AS "reservationId", r.status, r.payment_status AS "paymentStatus", r.amount_minor AS "amountMinor", r.currency,
            r.start_at AS "startAt", r.end_at AS "endAt", r.gate_code AS "gateCode", r.lot_id AS "parkingLotId", l.name AS "parkingLotName", l.time_zone AS "timeZone",
            r.org_id AS "orgId", (SELECT o.name FROM organizations o WHERE o.id = r.org_id) AS "orgName", r.booked_by_org_id AS "bookedByOrgId",
            (SELECT o.name FROM organizations o WHERE o.id = r.booked_by_org_id) AS "bookedByOrgName", r.duration, r.slots, r.discount_minor AS "discountMinor",
            (SELECT s.recurrence_status FROM reservations s WHERE s.id = COALESCE(r.recurrence_of, r.id)) AS "recurrenceStatus"
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE r.id = $1 AND ${VISIBLE}`,
    [id, org.isPlatformOrg, org.orgId],
  );
  if (!rows[0]) return undefined;
  const entries = await db.query<BookingDetails['entries'][number]>(
    `SELECT e.sno, e.driver_id AS "driverId", e.asset_id AS "assetId",
            CASE WHEN d.id IS NULL THEN NULL ELSE d.first_name || ' ' || d.last_name END AS "driverName",
            ${assetLabelSql('a')} AS "assetLabel"
       FROM reservation_entries e LEFT JOIN drivers d ON d.id = e.driver_id LEFT JOIN assets a ON a.id = e.asset_id
      WHERE e.reservation_id = $1 ORDER BY e.sno`,
    [id],
  );
  const payments = await db.query<BookingDetails['payments'][number]>(
    `SELECT id AS "paymentId", method, status, amount_minor AS "amountMinor", currency, failure_code AS "failureCode", created_at AS "createdAt"
       FROM payments WHERE reservation_id = $1 ORDER BY id`,
    [id],
  );
  const taxLines = await db.query<BookingDetails['taxLines'][number]>(
    'SELECT name, rate, amount_minor AS "amountMinor" FROM reservation_tax_lines WHERE reservation_id = $1 ORDER BY id',
    [id],
  );
  const statusHistory = await db.query<BookingDetails['statusHistory'][number]>(
    `SELECT status, payment_status AS "paymentStatus", changed_at AS "changedAt"
       FROM reservation_status_history WHERE reservation_id = $1 ORDER BY changed_at, id`,
    [id],
  );
  const extensions = await db.query<BookingDetails['extensions'][number]>(
    `SELECT x.duration, x.start_at AS "startAt", x.end_at AS "endAt", x.slots, x.taxable_minor AS "subtotalMinor", x.amount_minor AS "amountMinor",
            x.extended_at AS "extendedAt", (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = x.extended_by_user_id) AS "extendedByName"
       FROM reservation_extensions x WHERE x.reservation_id = $1 ORDER BY x.id`,
    [id],
  );
  return {
    ...rows[0],
    entries: entries.rows,
    payments: payments.rows,
    taxLines: taxLines.rows,
    statusHistory: statusHistory.rows,
    extensions: extensions.rows,
  };
}

export interface ReservationRow {
  lot_id: number;
  recurrence_of: number | null;
  status: string;
  payment_status: string | null;
  start_at: Date;
  end_at: Date;
  slots: number;
  amount_minor: number;
  currency: string;
}

/** The reservation's row; `lock` holds it for this transaction so two changes of one booking run one after another. */
export async function findReservation(tx: Queryable, id: number, lock: boolean): Promise<ReservationRow> {
  const { rows } = await tx.query<ReservationRow>(
    `SELECT lot_id, recurrence_of, status, payment_status, start_at, end_at, slots, amount_minor, currency FROM reservations WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** What was charged successfully and not yet given back: the most a refund can be. */
export async function paidNet(tx: Queryable, id: number): Promise<number> {
  const { rows } = await tx.query<{ net: number }>(
    `SELECT (COALESCE(sum(amount_minor) FILTER (WHERE status = 'Payment Success'), 0)
           - COALESCE(sum(amount_minor) FILTER (WHERE status = 'Payment Refunded'), 0))::int AS net
       FROM payments WHERE reservation_id = $1`,
    [id],
  );
  return rows[0].net;
}

export interface PaidRow {
  method: 'CARD' | 'BANK' | 'OPEN_ACCOUNT' | 'PAY_LATER';
  payer_org_id: number;
  payment_method_id: number | null;
  open_account_id: number | null;
  currency: string;
  token: string | null;
}

/** The booking's last successful payment, with its card's token, saved or typed once (what a refund goes back through). */
export async function lastSuccessfulPayment(tx: Queryable, id: number): Promise<PaidRow | undefined> {
  const { rows } = await tx.query<PaidRow>(
    `SELECT p.method, p.payer_org_id, p.payment_method_id, p.open_account_id, p.currency, COALESCE(m.token, p.card_token) AS token
       FROM payments p LEFT JOIN payment_methods m ON m.id = p.payment_method_id
      WHERE p.reservation_id = $1 AND p.status = 'Payment Success' ORDER BY p.id DESC LIMIT 1`,
    [id],
  );
  return rows[0];
}

/** Frees `amountMinor` of an open account's used credit (never below zero). */
export async function releaseOpenAccountCredit(tx: Queryable, openAccountId: number, amountMinor: number): Promise<void> {
  await tx.query('UPDATE open_accounts SET used_minor = GREATEST(used_minor - $2, 0) WHERE id = $1', [openAccountId, amountMinor]);
}

/** Which of `snos` are entries of the reservation. */
export async function existingEntrySnos(tx: Queryable, id: number, snos: readonly number[]): Promise<number[]> {
  const { rows } = await tx.query<{ sno: number }>('SELECT sno FROM reservation_entries WHERE reservation_id = $1 AND sno = ANY($2::int[])', [id, [...snos]]);
  return rows.map((row) => row.sno);
}

/**
 * Gives up `snos` of the reservation's `slots` slots: the entries go, and the amount owed, the
 * taxes and the discount shrink pro rata (rounded half away from zero), so what it shows and what
 * month-end and the statements read (amount − taxes + discount) stay the slots it keeps.
 */
export async function removeEntries(tx: Queryable, id: number, snos: readonly number[], slots: number, owedLessMinor: number): Promise<void> {
  await tx.query('DELETE FROM reservation_entries WHERE reservation_id = $1 AND sno = ANY($2::int[])', [id, [...snos]]);
  await tx.query(
    `UPDATE reservation_tax_lines SET amount_minor = amount_minor - round(amount_minor::numeric * $2 / $3)::int,
                                      taxable_minor = taxable_minor - round(taxable_minor::numeric * $2 / $3)::int
      WHERE reservation_id = $1`,
    [id, snos.length, slots],
  );
  await tx.query(
    `UPDATE reservations SET slots = slots - $2, amount_minor = amount_minor - $3,
            discount_minor = discount_minor - round(discount_minor::numeric * $2 / $4)::int
      WHERE id = $1`,
    [id, snos.length, owedLessMinor, slots],
  );
}

/** Sets a reservation's status and payment status (undefined keeps it); its gate code issued (when it has none), revoked or kept. */
export async function setStatus(
  tx: Queryable,
  id: number,
  status: string,
  paymentStatus: string | null | undefined,
  gateCode: 'issue' | 'revoke' | 'keep',
): Promise<void> {
  const gate = { issue: `COALESCE(gate_code, ${NEW_GATE_CODE_SQL})`, revoke: 'NULL', keep: 'gate_code' }[gateCode];
  await tx.query(`UPDATE reservations SET status = $2, payment_status = CASE WHEN $3 THEN $4 ELSE payment_status END, gate_code = ${gate} WHERE id = $1`, [
    id,
    status,
    paymentStatus !== undefined,
    paymentStatus ?? null,
  ]);
}

/** The way the booking was last paid (or is being paid). */
export async function lastPaymentMethod(
  tx: Queryable,
  id: number,
): Promise<{ method: BookingPayment['method']; payment_method_id: number | null; open_account_id: number | null; card_token: string | null } | undefined> {
  const { rows } = await tx.query<{
    method: BookingPayment['method'];
    payment_method_id: number | null;
    open_account_id: number | null;
    card_token: string | null;
  }>(
    `SELECT method, payment_method_id, open_account_id, card_token FROM payments
      WHERE reservation_id = $1 AND status IN ('Payment Success', 'Payment Pending', 'To be Paid') ORDER BY id DESC LIMIT 1`,
    [id],
  );
  return rows[0];
}

/** The extension as it was charged, for the booking's length, lines and history (migration 302). */
export async function recordExtension(tx: Queryable, hold: ExtensionHold): Promise<void> {
  await tx.query(
    `INSERT INTO reservation_extensions (reservation_id, duration, start_at, end_at, slots, taxable_minor, amount_minor, currency, extended_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      hold.reservation_id,
      hold.duration,
      new Date(hold.start_at).toISOString(),
      new Date(hold.end_at).toISOString(),
      hold.slots,
      hold.taxable_minor,
      hold.amount_minor,
      hold.currency,
      hold.requested_by_user_id,
    ],
  );
}

/** The booking runs to `to`, owing `amountMinor` more. */
export async function extendReservation(tx: Queryable, id: number, to: Date, amountMinor: number): Promise<void> {
  await tx.query('UPDATE reservations SET end_at = $2, amount_minor = amount_minor + $3 WHERE id = $1', [id, to.toISOString(), amountMinor]);
}

/** A random 6-digit gate code, in SQL. */
const NEW_GATE_CODE_SQL = `lpad((floor(random() * 1000000))::int::text, 6, '0')`;

/**
 * Holds in `from` created before `cutoff` move to `to` with `paymentStatus`, their gate code
 * revoked; their ids. A hold whose gateway call is unanswered is not one of them: only the
 * gateway's answer resolves it (resolveHold), or money could be taken for a released booking.
 */
export async function expireHolds(tx: Queryable, from: readonly string[], to: string, paymentStatus: string, cutoff: Date): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE reservations r SET status = $2, payment_status = $3, gate_code = NULL WHERE status = ANY($1::text[]) AND created_at <= $4
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id AND p.status = 'Payment Initiated' AND p.gateway_key IS NOT NULL)
      RETURNING id`,
    [[...from], to, paymentStatus, cutoff.toISOString()],
  );
  return rows.map((row) => row.id);
}

/** The initiated payments of these reservations fail with HOLD_EXPIRED. */
export async function failInitiatedPayments(tx: Queryable, reservationIds: readonly number[]): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = 'Payment Failed', failure_code = 'HOLD_EXPIRED' WHERE reservation_id = ANY($1::int[]) AND status = 'Payment Initiated'`,
    [[...reservationIds]],
  );
}

/** Pending bank payments made before `cutoff` settle; the reservations they pay (each once). */
export async function settlePendingBankPayments(tx: Queryable, cutoff: Date): Promise<number[]> {
  const { rows } = await tx.query<{ reservation_id: number }>(
    `UPDATE payments SET status = 'Payment Success'
      WHERE method = 'BANK' AND status = 'Payment Pending' AND created_at <= $1 RETURNING reservation_id`,
    [cutoff.toISOString()],
  );
  return [...new Set(rows.map((row) => row.reservation_id))].sort((a, b) => a - b);
}

/** Whether a bank payment of the reservation is still settling. */
export async function hasPendingPayment(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM payments WHERE reservation_id = $1 AND status = 'Payment Pending'`, [id]);
  return rows.length > 0;
}

/** Reservations in `from` whose window satisfies `when` ('started': start reached, not ended; 'ended') move to `to`; `revokeGate` clears the code. */
export async function moveByWindow(
  tx: Queryable,
  from: readonly string[],
  to: string,
  when: 'started' | 'ended',
  revokeGate: boolean,
  now: Date,
): Promise<void> {
  const window = when === 'started' ? 'start_at <= $3 AND end_at > $3' : 'end_at <= $3';
  await tx.query(`UPDATE reservations SET status = $2${revokeGate ? ', gate_code = NULL' : ''} WHERE status = ANY($1::text[]) AND ${window}`, [
    [...from],
    to,
    now.toISOString(),
  ]);
}

export interface SeriesEnd {
  root_id: number;
  lot_id: number;
  owner_org_id: number;
  country: string;
  region: string;
  org_id: number;
  booked_by_org_id: number | null;
  duration: string;
  end_at: Date;
  slots: number;
  currency: string;
  method: BookingPayment['method'] | null;
  payer_org_id: number | null;
  saved_id: number | null;
}

/** The latest occurrence of every live series that ends before `until`, with how the series pays. */
export async function seriesEndingBefore(tx: Queryable, until: Date): Promise<SeriesEnd[]> {
  const { rows } = await tx.query<SeriesEnd>(
    `SELECT root.id AS root_id, last.lot_id, l.owner_org_id, l.country, l.region, last.org_id, last.booked_by_org_id, last.duration,
            last.end_at, last.slots, last.currency, pay.method, pay.payer_org_id, COALESCE(pay.payment_method_id, pay.open_account_id) AS saved_id
       FROM reservations root
       JOIN LATERAL (SELECT * FROM reservations r WHERE r.id = root.id OR r.recurrence_of = root.id ORDER BY r.start_at DESC LIMIT 1) last ON true
       JOIN parking_lots l ON l.id = last.lot_id
       LEFT JOIN LATERAL (SELECT * FROM payments p WHERE p.reservation_id = root.id ORDER BY p.id LIMIT 1) pay ON true
      WHERE root.recurring AND root.recurrence_of IS NULL AND root.recurrence_status = 'Currently Recurring'
        AND last.status IN ('Booked', 'Upcoming', 'Partial Cancel', 'Completed', 'Payment Pending') AND last.end_at <= $1
      ORDER BY root.id`,
    [until.toISOString()],
  );
  return rows;
}

export async function markSeriesFailed(tx: Queryable, rootId: number): Promise<void> {
  await tx.query(`UPDATE reservations SET recurrence_status = 'Recurring Failed' WHERE id = $1`, [rootId]);
}

/** A booking whose status carries a gate code and whose code is `code` at the lot, or an owner's Active access code: where and when each opens. */
export async function gateCodeCandidates(
  db: Queryable,
  lotId: number,
  code: string,
): Promise<{ kind: 'BOOKING' | 'ACCESS_CODE'; reservation_id: number | null; valid_from: Date; valid_to: Date }[]> {
  const { rows } = await db.query<{ kind: 'BOOKING' | 'ACCESS_CODE'; reservation_id: number | null; valid_from: Date; valid_to: Date }>(
    `SELECT 'BOOKING' AS kind, r.id AS reservation_id, r.start_at AS valid_from, r.end_at AS valid_to
       FROM reservations r WHERE r.lot_id = $1 AND r.gate_code = $2 AND r.status = ANY($3::text[])
     UNION ALL
     SELECT 'ACCESS_CODE', NULL, a.valid_from, a.valid_to
       FROM parking_lot_access_codes a WHERE a.lot_id = $1 AND a.code = $2 AND a.status = 'Active'`,
    [lotId, code, [...GATE_CODE_STATUSES]],
  );
  return rows;
}

export interface DiscountCodeRow {
  id: number;
  org_id: number;
  owner_is_platform: boolean;
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
    `SELECT d.id, d.org_id, o.org_type = 'ADMIN' AS owner_is_platform, d.discount_type, d.percentage, d.amount_minor, d.currency,
            d.max_uses_per_code, d.total_value_minor, d.max_cap_minor, d.used_count, d.used_value_minor,
            (d.status = 'Active' AND d.valid_from <= now() AND d.valid_to > now()) AS current,
            EXISTS (SELECT 1 FROM discount_code_lots x WHERE x.discount_code_id = d.id) AS limited_to_lots,
            EXISTS (SELECT 1 FROM discount_code_lots x WHERE x.discount_code_id = d.id AND x.lot_id = $2) AS at_this_lot
       FROM discount_codes d JOIN organizations o ON o.id = d.org_id
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
