import type { BookingDetails, BookingPayment } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { assetLabelSql } from '../fleet/asset-label-sql';
import type { ExtensionHold } from './held-charge-repository';

/** An existing reservation as its detail page and its changes (cancel, remove entries, extend) read and write it. */

/** Who sees a reservation: its organisation, the carrier that booked it, the owner of its lot, the platform. */
const VISIBLE = `($2::boolean OR r.org_id = $3 OR r.booked_by_org_id = $3 OR l.owner_org_id = $3
  OR r.org_id IN (SELECT id FROM organizations WHERE parent_org_id = $3))`;

/** One reservation as the detail page shows it, when `org` may see it. */
export async function findBooking(db: Queryable, org: { orgId: number; isPlatformOrg: boolean }, id: number): Promise<BookingDetails | undefined> {
  const { rows } = await db.query<Omit<BookingDetails, 'entries' | 'payments' | 'taxLines' | 'statusHistory' | 'extensions' | 'refundableMinor'>>(
    `SELECT r.id AS "reservationId", r.status, r.payment_status AS "paymentStatus", r.amount_minor AS "amountMinor", r.currency,
            r.start_at AS "startAt", r.end_at AS "endAt", r.gate_code AS "gateCode", r.lot_id AS "parkingLotId", l.name AS "parkingLotName", l.time_zone AS "timeZone",
            r.org_id AS "orgId", (SELECT o.name FROM organizations o WHERE o.id = r.org_id) AS "orgName", r.booked_by_org_id AS "bookedByOrgId",
            (SELECT o.name FROM organizations o WHERE o.id = r.booked_by_org_id) AS "bookedByOrgName", r.duration, r.slots, r.released_slots AS "releasedSlots", r.discount_minor AS "discountMinor",
            (SELECT s.recurrence_status FROM reservations s WHERE s.id = COALESCE(r.recurrence_of, r.id)) AS "recurrenceStatus"
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE r.id = $1 AND ${VISIBLE}`,
    [id, org.isPlatformOrg, org.orgId],
  );
  if (!rows[0]) return undefined;
  const entries = await db.query<BookingDetails['entries'][number]>(
    `SELECT e.sno, e.driver_id AS "driverId", e.asset_id AS "assetId",
            e.gate_status AS "gateStatus", e.checked_in_at AS "checkedInAt", e.checked_out_at AS "checkedOutAt",
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
    refundableMinor: Math.max(await paidNet(db, id), 0),
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
  /** Slots given up as no-shows (released for resale): their money is settled, they are no longer held. */
  released_slots: number;
  amount_minor: number;
  currency: string;
}

/** The reservation's row; `lock` holds it for this transaction so two changes of one booking run one after another. */
export async function findReservation(tx: Queryable, id: number, lock: boolean): Promise<ReservationRow> {
  const { rows } = await tx.query<ReservationRow>(
    `SELECT lot_id, recurrence_of, status, payment_status, start_at, end_at, slots, released_slots, amount_minor, currency FROM reservations WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/**
 * What was charged successfully and not yet given back, less the no-show fees the lot kept of it
 * (their slot was settled when released: the fee is the lot's, never refunded): the most a refund can be.
 */
export async function paidNet(tx: Queryable, id: number): Promise<number> {
  const { rows } = await tx.query<{ net: number }>(
    `SELECT (COALESCE(sum(amount_minor) FILTER (WHERE status = 'Payment Success'), 0)
           - COALESCE(sum(amount_minor) FILTER (WHERE status = 'Payment Refunded'), 0)
           - (SELECT COALESCE(sum(g.amount_minor), 0) FROM gate_charges g WHERE g.reservation_id = $1 AND g.kind = 'no_show_fee' AND g.status = 'Kept'))::int AS net
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
/** The reservation's entries among `snos`, with where each stands at the gate. */
export async function entriesAtGate(tx: Queryable, id: number, snos: readonly number[]): Promise<{ sno: number; gateStatus: string }[]> {
  const { rows } = await tx.query<{ sno: number; gateStatus: string }>(
    'SELECT sno, gate_status AS "gateStatus" FROM reservation_entries WHERE reservation_id = $1 AND sno = ANY($2::int[])',
    [id, [...snos]],
  );
  return rows;
}

/**
 * Gives up `snos` of the `slots` slots the reservation still holds: the entries go, and the amount owed, the
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
