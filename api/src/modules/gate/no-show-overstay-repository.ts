import { overstayPlatformFeeMinor, type TaxLine } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';

/** The SQL of what follows from the gate: no-show and overstay candidates, gate charges and their ledger entries. */

/** A lot's gate policy as the job reads it (a lot with no row: the defaults, passed in). */
const POLICY_COLUMNS = `COALESCE(p.no_show_after_hours, $2) AS "noShowAfterHours", COALESCE(p.release_no_show, $3) AS "releaseNoShow",
       COALESCE(p.no_show_fee_percent, $4) AS "noShowFeePercent", COALESCE(p.overstay_grace_minutes, $5) AS "overstayGraceMinutes"`;

export type PolicyDefaults = { noShowAfterHours: number; releaseNoShow: boolean; noShowFeePercent: number; overstayGraceMinutes: number };
const policyParams = (d: PolicyDefaults) => [d.noShowAfterHours, d.releaseNoShow, d.noShowFeePercent, d.overstayGraceMinutes];

export interface EntryAtGateRow {
  reservationId: number;
  sno: number;
  gateStatus: string;
  startAt: Date;
  endAt: Date;
  checkedOutAt: Date | null;
  noShowAfterHours: number;
  releaseNoShow: boolean;
  noShowFeePercent: number;
  overstayGraceMinutes: number;
}

/**
 * Slots nobody checked into, of bookings a truck was expected for that started within `since` and
 * at least an hour ago (the shortest no-show time), at lots whose gate was in use when they started
 * (its first recorded event at or before the start): a lot that never used the gate, or a booking
 * from before it did, has no arrivals to miss. Every booked slot counts, not only those with an
 * entry row: a slot the booking named no driver nor truck for has no row until the gate moves it,
 * and is here as not arrived, numbered as the gate numbers it (the lowest slot
 * numbers no entry uses). The bookings are locked, as the gate locks them before moving a slot, so a
 * check-in meanwhile waits.
 */
export async function noShowCandidates(
  tx: Queryable,
  now: Date,
  since: Date,
  statuses: readonly string[],
  defaults: PolicyDefaults,
): Promise<EntryAtGateRow[]> {
  const { rows } = await tx.query<EntryAtGateRow>(
    `WITH due AS (
       SELECT r.id, r.slots, r.start_at, r.end_at, ${POLICY_COLUMNS},
              (SELECT count(*)::int FROM reservation_entries x WHERE x.reservation_id = r.id) AS entry_rows
         FROM reservations r
         LEFT JOIN gate_policies p ON p.parking_lot_id = r.lot_id
        WHERE r.status = ANY($6::text[]) AND r.start_at > $7 AND r.start_at <= $1::timestamptz - interval '1 hour'
          AND r.start_at >= (SELECT min(g.at) FROM gate_events g WHERE g.parking_lot_id = r.lot_id)
          AND (r.slots > (SELECT count(*) FROM reservation_entries x WHERE x.reservation_id = r.id)
               OR EXISTS (SELECT 1 FROM reservation_entries x WHERE x.reservation_id = r.id AND x.gate_status = 'NOT_ARRIVED'))
        ORDER BY r.id
          FOR UPDATE OF r
     ),
     slot AS (
       SELECT due.id, e.sno, e.gate_status, e.checked_out_at
         FROM due JOIN reservation_entries e ON e.reservation_id = due.id
        WHERE e.gate_status = 'NOT_ARRIVED'
       UNION ALL
       SELECT due.id, free.sno, 'NOT_ARRIVED', NULL::timestamptz
         FROM due CROSS JOIN LATERAL (
           SELECT n.sno, row_number() OVER (ORDER BY n.sno) AS k
             FROM generate_series(1, due.slots + due.entry_rows) AS n(sno)
            WHERE NOT EXISTS (SELECT 1 FROM reservation_entries x WHERE x.reservation_id = due.id AND x.sno = n.sno)
         ) free
        WHERE free.k <= due.slots - due.entry_rows
     )
     SELECT due.id AS "reservationId", slot.sno, slot.gate_status AS "gateStatus", due.start_at AS "startAt", due.end_at AS "endAt",
            slot.checked_out_at AS "checkedOutAt", due."noShowAfterHours", due."releaseNoShow", due."noShowFeePercent",
            due."overstayGraceMinutes"
       FROM due JOIN slot ON slot.id = due.id
      ORDER BY due.id, slot.sno`,
    [now.toISOString(), ...policyParams(defaults), [...statuses], since.toISOString()],
  );
  return rows;
}

/**
 * Trucks on the lot past their booking's end, and trucks that left after it without having been
 * found overstaying (they checked out between two rounds of the job), ended within `since`.
 */
export async function overstayCandidates(tx: Queryable, now: Date, since: Date, defaults: PolicyDefaults): Promise<EntryAtGateRow[]> {
  const { rows } = await tx.query<EntryAtGateRow>(
    `SELECT e.reservation_id AS "reservationId", e.sno, e.gate_status AS "gateStatus", r.start_at AS "startAt", r.end_at AS "endAt",
            e.checked_out_at AS "checkedOutAt", ${POLICY_COLUMNS}
       FROM reservation_entries e
       JOIN reservations r ON r.id = e.reservation_id
       LEFT JOIN gate_policies p ON p.parking_lot_id = r.lot_id
      WHERE r.end_at <= $1::timestamptz AND r.end_at > $6
        AND (e.gate_status = 'ON_LOT' OR (e.gate_status = 'LEFT' AND e.overstay_started_at IS NULL AND e.checked_out_at > r.end_at))
      ORDER BY r.id, e.sno
        FOR UPDATE OF e`,
    [now.toISOString(), ...policyParams(defaults), since.toISOString()],
  );
  return rows;
}

/** Marks slots no-shows: a slot with no entry row yet gets its row (no driver, no truck), so its gate status is kept. */
export async function markNoShows(tx: Queryable, reservationId: number, snos: readonly number[], at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO reservation_entries (reservation_id, sno, gate_status, no_show_at)
     SELECT $1, sno, 'NO_SHOW', $3 FROM unnest($2::int[]) AS s(sno)
     ON CONFLICT (reservation_id, sno) DO UPDATE SET gate_status = 'NO_SHOW', no_show_at = EXCLUDED.no_show_at
      WHERE reservation_entries.gate_status = 'NOT_ARRIVED'`,
    [reservationId, [...snos], at.toISOString()],
  );
}

/**
 * Gives up a booking's no-show slots for resale: they stop counting against the lot's capacity, and
 * the booking's amount falls by their money (the ledger writes it as given back, as a cancelled
 * slot's is; the lot's fee kept is its own gate charge). Its taxes and discount shrink pro rata of
 * the slots it held, as a partial cancel's do, so what it keeps (amount − taxes + discount) is the
 * price of the slots still held and the platform's fee is on that.
 */
export async function releaseSlots(tx: Queryable, reservationId: number, slots: number, slotMinor: number): Promise<void> {
  const held = `(SELECT r.slots - r.released_slots FROM reservations r WHERE r.id = $1)`;
  await tx.query(
    `UPDATE reservation_tax_lines SET amount_minor = amount_minor - round(amount_minor::numeric * $2 / ${held})::int,
                                      taxable_minor = taxable_minor - round(taxable_minor::numeric * $2 / ${held})::int
      WHERE reservation_id = $1`,
    [reservationId, slots],
  );
  await tx.query(
    `UPDATE reservations SET released_slots = LEAST(slots, released_slots + $2), amount_minor = GREATEST(0, amount_minor - $3),
            discount_minor = discount_minor - round(discount_minor::numeric * $2 / (slots - released_slots))::int
      WHERE id = $1`,
    [reservationId, slots, slotMinor],
  );
}

/** What the booking owes (its amount, taxes included): a pay-later booking's no-show is a share of it. */
export async function bookingOwed(tx: Queryable, reservationId: number): Promise<number> {
  const { rows } = await tx.query<{ owed: number }>('SELECT amount_minor AS owed FROM reservations WHERE id = $1', [reservationId]);
  return rows[0].owed;
}

/** The booking's slots still held (those not already released as no-shows). */
export async function bookedSlots(tx: Queryable, reservationId: number): Promise<number> {
  const { rows } = await tx.query<{ slots: number }>('SELECT slots - released_slots AS slots FROM reservations WHERE id = $1', [reservationId]);
  return rows[0].slots;
}

/** A truck found overstaying: since the end plus the grace, when it started. */
export async function markOverstay(tx: Queryable, reservationId: number, sno: number, startedAt: Date, stillOnLot: boolean): Promise<void> {
  await tx.query(
    `UPDATE reservation_entries SET overstay_started_at = $3${stillOnLot ? ", gate_status = 'OVERSTAY'" : ''} WHERE reservation_id = $1 AND sno = $2`,
    [reservationId, sno, startedAt.toISOString()],
  );
}

export interface OverstayDueRow {
  reservationId: number;
  sno: number;
  gateStatus: string;
  endAt: Date;
  checkedOutAt: Date | null;
  chargedUntil: Date | null;
  lotId: number;
  ownerOrgId: number;
  customerOrgId: number;
  currency: string;
  country: string;
  region: string;
}

/**
 * Overstays with time not yet paid for: a truck still overstaying once the time already charged has
 * run out (charged again, periodically), and a truck that left after the time charged (its last step).
 */
export async function overstaysDue(tx: Queryable, now: Date): Promise<OverstayDueRow[]> {
  const { rows } = await tx.query<OverstayDueRow>(
    `SELECT e.reservation_id AS "reservationId", e.sno, e.gate_status AS "gateStatus", r.end_at AS "endAt", e.checked_out_at AS "checkedOutAt",
            e.overstay_charged_until AS "chargedUntil", r.lot_id AS "lotId", l.owner_org_id AS "ownerOrgId",
            COALESCE(r.booked_by_org_id, r.org_id) AS "customerOrgId", r.currency, l.country, l.region
       FROM reservation_entries e
       JOIN reservations r ON r.id = e.reservation_id
       JOIN parking_lots l ON l.id = r.lot_id
      WHERE e.overstay_started_at IS NOT NULL
        AND ((e.gate_status = 'OVERSTAY' AND COALESCE(e.overstay_charged_until, '-infinity') <= $1)
          OR (e.gate_status = 'LEFT' AND e.checked_out_at > COALESCE(e.overstay_charged_until, '-infinity')))
      ORDER BY r.id, e.sno
        FOR UPDATE OF e`,
    [now.toISOString()],
  );
  return rows;
}

export async function lotPrices(tx: Queryable, lotId: number): Promise<{ duration: string; amountMinor: number }[]> {
  const { rows } = await tx.query<{ duration: string; amountMinor: number }>(
    'SELECT duration, amount_minor AS "amountMinor" FROM parking_lot_prices WHERE lot_id = $1',
    [lotId],
  );
  return rows;
}

/** What this slot's overstay has been charged so far, before taxes (every step, paid or owed). */
export async function overstayChargedTaxable(tx: Queryable, reservationId: number, sno: number): Promise<number> {
  const { rows } = await tx.query<{ total: number }>(
    `SELECT COALESCE(sum(taxable_minor), 0)::int AS total FROM gate_charges WHERE kind = 'overstay' AND reservation_id = $1 AND sno = $2`,
    [reservationId, sno],
  );
  return rows[0].total;
}

export async function setOverstayChargedUntil(tx: Queryable, reservationId: number, sno: number, until: Date): Promise<void> {
  await tx.query('UPDATE reservation_entries SET overstay_charged_until = $3 WHERE reservation_id = $1 AND sno = $2', [
    reservationId,
    sno,
    until.toISOString(),
  ]);
}

export interface BookingPaymentRow {
  method: 'CARD' | 'BANK' | 'OPEN_ACCOUNT' | 'PAY_LATER';
  /** To be Paid: nothing was paid at booking, the organisation's invoice bills it. */
  status: 'Payment Success' | 'Payment Pending' | 'To be Paid';
  payerOrgId: number;
  paymentMethodId: number | null;
  openAccountId: number | null;
  cardToken: string | null;
}

/** The way the booking was last paid (what its booker agreed an overstay is charged on), with its card's token. */
export async function bookingPayment(tx: Queryable, reservationId: number): Promise<BookingPaymentRow | undefined> {
  const { rows } = await tx.query<BookingPaymentRow>(
    `SELECT p.method, p.status, p.payer_org_id AS "payerOrgId", p.payment_method_id AS "paymentMethodId", p.open_account_id AS "openAccountId",
            COALESCE(m.token, p.card_token) AS "cardToken"
       FROM payments p LEFT JOIN payment_methods m ON m.id = p.payment_method_id
      WHERE p.reservation_id = $1 AND p.status IN ('Payment Success', 'Payment Pending', 'To be Paid') ORDER BY p.id DESC LIMIT 1`,
    [reservationId],
  );
  return rows[0];
}

/** The booking's payer when it has no payment to go by: whoever booked it, or the organisation it is for. */
export async function bookingPayer(
  tx: Queryable,
  reservationId: number,
): Promise<{ payerOrgId: number; ownerOrgId: number; lotId: number; currency: string; customerOrgId: number }> {
  const { rows } = await tx.query<{ payerOrgId: number; ownerOrgId: number; lotId: number; currency: string; customerOrgId: number }>(
    `SELECT COALESCE(r.booked_by_org_id, r.org_id) AS "payerOrgId", COALESCE(r.booked_by_org_id, r.org_id) AS "customerOrgId",
            l.owner_org_id AS "ownerOrgId", r.lot_id AS "lotId", r.currency
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE r.id = $1`,
    [reservationId],
  );
  return rows[0];
}

export interface GateChargeInput {
  kind: 'overstay' | 'no_show_fee';
  reservationId: number;
  sno: number;
  lotId: number;
  ownerOrgId: number;
  payerOrgId: number;
  customerOrgId: number;
  fromAt: Date | null;
  untilAt: Date | null;
  taxableMinor: number;
  taxLines: TaxLine[];
  amountMinor: number;
  currency: string;
  payment: Omit<BookingPaymentRow, 'payerOrgId' | 'status'> | null;
  status: 'Kept' | 'To be Paid' | 'Payment Initiated' | 'Payment Success' | 'Payment Failed';
  failureCode: string | null;
  gatewayKey: string | null;
  at: Date;
}

/**
 * A gate charge and its ledger entries, in one go: an overstay is its charge before taxes (kind
 * overstay, no tax name), its taxes (kind overstay, one entry per tax, named) and the platform's fee
 * on it (kind platform_fee, as on booking money), so the booking's own measures (charge, discount,
 * tax, refund) stay what was booked and the overstay is read apart;
 * a no-show fee is one entry (kind no_show_fee, taxes included as the slot's refund is). Entries
 * accrue when the gate decided them, on the lot.
 */
export async function insertGateCharge(tx: Queryable, c: GateChargeInput): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO gate_charges (kind, reservation_id, sno, lot_id, owner_org_id, payer_org_id, from_at, until_at, taxable_minor, tax_lines, amount_minor,
                               currency, method, payment_method_id, open_account_id, card_token, status, failure_code, gateway_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id`,
    [
      c.kind,
      c.reservationId,
      c.sno,
      c.lotId,
      c.ownerOrgId,
      c.payerOrgId,
      c.fromAt?.toISOString() ?? null,
      c.untilAt?.toISOString() ?? null,
      c.taxableMinor,
      JSON.stringify(c.taxLines),
      c.amountMinor,
      c.currency,
      c.payment?.method ?? null,
      c.payment?.paymentMethodId ?? null,
      c.payment?.openAccountId ?? null,
      c.payment?.cardToken ?? null,
      c.status,
      c.failureCode,
      c.gatewayKey,
      c.at.toISOString(),
    ],
  );
  const id = rows[0].id;
  const entries: { kind: string; taxName: string | null; amountMinor: number }[] =
    c.kind === 'overstay'
      ? [
          { kind: 'overstay', taxName: null, amountMinor: c.taxableMinor },
          ...c.taxLines.map((line) => ({ kind: 'overstay', taxName: line.name, amountMinor: line.amountMinor })),
          { kind: 'platform_fee', taxName: null, amountMinor: -overstayPlatformFeeMinor(c.taxableMinor) },
        ]
      : [{ kind: 'no_show_fee', taxName: null, amountMinor: c.amountMinor }];
  for (const entry of entries) {
    if (entry.amountMinor === 0) continue;
    await tx.query(
      `INSERT INTO ledger_entries (kind, reservation_id, owner_org_id, customer_org_id, lot_id, tax_name, currency, amount_minor, accrues_at, gate_charge_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [entry.kind, c.reservationId, c.ownerOrgId, c.customerOrgId, c.lotId, entry.taxName, c.currency, entry.amountMinor, c.at.toISOString(), id],
    );
  }
  return id;
}

export interface InitiatedChargeRow {
  id: number;
  gatewayKey: string;
  method: BookingPaymentRow['method'];
  cardToken: string | null;
  amountMinor: number;
  currency: string;
}

/** Overstay charges not yet answered by the gateway (new ones, and any a crash left). */
export async function initiatedCharges(tx: Queryable): Promise<InitiatedChargeRow[]> {
  const { rows } = await tx.query<InitiatedChargeRow>(
    `SELECT id, gateway_key AS "gatewayKey", method, card_token AS "cardToken", amount_minor AS "amountMinor", currency
       FROM gate_charges WHERE status = 'Payment Initiated' ORDER BY id`,
  );
  return rows;
}

/** The gateway's answer to a charge, written once (false when another round answered it first). */
export async function answerCharge(tx: Queryable, id: number, status: string, failureCode: string | null, at: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE gate_charges SET status = $2, failure_code = $3, answered_at = $4 WHERE id = $1 AND status = 'Payment Initiated' RETURNING id`,
    [id, status, failureCode, at.toISOString()],
  );
  return rows.length > 0;
}

/**
 * A webhook event about a booked slot, to the organisations that hear about its booking (the one
 * it is for, the one that booked it, their network parent) and the lot's owner.
 */
export async function emitSlotEvent(tx: Queryable, reservationId: number, type: string, data: Record<string, unknown>): Promise<void> {
  await tx.query(
    `SELECT webhook_emit(webhook_reservation_orgs(r.org_id, r.booked_by_org_id) || l.owner_org_id, $2, 'reservation:' || r.id, $3::jsonb)
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE r.id = $1 AND webhooks_in_use()`,
    [reservationId, type, JSON.stringify(data)],
  );
}

/** A gate charge as its webhook (overstay.charged) carries it. */
export async function chargeEventData(tx: Queryable, id: number): Promise<{ reservationId: number; data: Record<string, unknown> }> {
  const { rows } = await tx.query<{ reservationId: number; data: Record<string, unknown> }>(
    `SELECT reservation_id AS "reservationId", jsonb_build_object(
              'chargeId', id, 'reservationId', reservation_id, 'sno', sno, 'parkingLotId', lot_id, 'kind', kind, 'status', status,
              'failureCode', failure_code, 'fromAt', webhook_time(from_at), 'untilAt', webhook_time(until_at), 'taxableMinor', taxable_minor,
              'taxLines', tax_lines, 'amountMinor', amount_minor, 'currency', currency) AS data
       FROM gate_charges WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** Which gate charges an invoice bills: overstays the payment method refused or left to be paid, and pay-later no-show fees. */
const OWED_GATE_CHARGE = `((g.kind = 'overstay' AND g.status IN ('Payment Failed', 'To be Paid')) OR (g.kind = 'no_show_fee' AND g.status = 'To be Paid'))`;

/**
 * The organisations (a network parent, or the payer itself outside a network) and currencies that
 * owe gate money on no invoice yet: month-end makes each one's invoice even when it has no booking
 * to bill that month, since a refused overstay on a card booking is owed all the same.
 */
export async function owedGateChargeGroups(tx: Queryable): Promise<{ parentId: number; currency: string; name: string; timeZone: string }[]> {
  const { rows } = await tx.query<{ parentId: number; currency: string; name: string; timeZone: string }>(
    `SELECT DISTINCT parent.id AS "parentId", g.currency, parent.name, parent.time_zone AS "timeZone"
       FROM gate_charges g
       JOIN organizations payer ON payer.id = g.payer_org_id
       JOIN organizations parent ON parent.id = COALESCE(payer.parent_org_id, payer.id)
      WHERE g.invoice_id IS NULL AND ${OWED_GATE_CHARGE}
      ORDER BY 1, 2`,
  );
  return rows;
}

/**
 * The gate's money owed by a carrier network (the parent's own and its sub-carriers'), in one
 * currency, on no invoice yet, put on its invoice: overstays the payment method refused or left to
 * be paid — a line per overstay (kind overstay, before taxes) and a tax line per tax and province —
 * and the no-show fees of bookings paid later (a line each, kind no_show_fee, taxes included as the
 * slot's money was); each charge then marked with the invoice so it is billed once. Answers how
 * many charges it billed.
 */
export async function billOwedOverstays(tx: Queryable, invoiceId: number, parentId: number, currency: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE gate_charges g SET invoice_id = $1
       FROM organizations payer
      WHERE payer.id = g.payer_org_id AND COALESCE(payer.parent_org_id, payer.id) = $2 AND g.currency = $3
        AND ${OWED_GATE_CHARGE}
        AND g.invoice_id IS NULL
      RETURNING g.id`,
    [invoiceId, parentId, currency],
  );
  if (rows.length === 0) return 0;
  await tx.query(
    `INSERT INTO invoice_lines (invoice_id, description, amount_minor, reservation_id, line_kind)
     SELECT $1, left(o.name || ': overstay of reservation #' || r.id || ' at ' || l.name || ' (' || webhook_time(g.from_at) || ' – ' || webhook_time(g.until_at) || ')', 255),
            g.taxable_minor, r.id, 'overstay'
       FROM gate_charges g JOIN reservations r ON r.id = g.reservation_id JOIN organizations o ON o.id = r.org_id JOIN parking_lots l ON l.id = g.lot_id
      WHERE g.invoice_id = $1 AND g.kind = 'overstay'
      ORDER BY g.from_at, g.id`,
    [invoiceId],
  );
  await tx.query(
    `INSERT INTO invoice_lines (invoice_id, description, amount_minor, reservation_id, line_kind)
     SELECT $1, left(o.name || ': no-show fee of reservation #' || r.id || ' at ' || l.name || ' (slot ' || g.sno || ', taxes incl.)', 255),
            g.amount_minor, r.id, 'no_show_fee'
       FROM gate_charges g JOIN reservations r ON r.id = g.reservation_id JOIN organizations o ON o.id = r.org_id JOIN parking_lots l ON l.id = g.lot_id
      WHERE g.invoice_id = $1 AND g.kind = 'no_show_fee'
      ORDER BY g.created_at, g.id`,
    [invoiceId],
  );
  await tx.query(
    `INSERT INTO invoice_lines (invoice_id, description, amount_minor, line_kind)
     SELECT $1, t.line->>'name' || ' (' || upper(l.region) || '), overstay', sum((t.line->>'amountMinor')::int)::int, 'tax'
       FROM gate_charges g JOIN parking_lots l ON l.id = g.lot_id CROSS JOIN LATERAL jsonb_array_elements(g.tax_lines) AS t(line)
      WHERE g.invoice_id = $1 AND g.kind = 'overstay'
      GROUP BY l.region, t.line->>'name' HAVING sum((t.line->>'amountMinor')::int) <> 0
      ORDER BY l.region, t.line->>'name'`,
    [invoiceId],
  );
  return rows.length;
}

/** What a no-show mail says of its booking, and who reads it. */
export interface NoShowMailRow {
  lotName: string;
  timeZone: string;
  startAt: Date;
  endAt: Date;
  currency: string;
  /** The admins of the booking's organisation and of the one that booked it for them, each once. */
  recipients: { email: string; language: string }[];
}

/**
 * The booking's lot, window and readers: the admins of the customer organisation and, when another
 * organisation booked for it, of that one too. An organisation reads in the console language its
 * admins last chose for what it is mailed (a webhook endpoint or a scheduled report), English otherwise.
 */
export async function noShowMail(tx: Queryable, reservationId: number): Promise<NoShowMailRow> {
  const { rows } = await tx.query<Omit<NoShowMailRow, 'recipients'>>(
    `SELECT l.name AS "lotName", l.time_zone AS "timeZone", r.start_at AS "startAt", r.end_at AS "endAt", r.currency
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id WHERE r.id = $1`,
    [reservationId],
  );
  const recipients = await tx.query<{ email: string; language: string }>(
    `SELECT DISTINCT ON (u.login_id) u.login_id AS email,
            COALESCE((SELECT x.language FROM (SELECT language, created_at FROM webhook_endpoints WHERE org_id = o.id
                                               UNION ALL SELECT language, created_at FROM report_schedules WHERE org_id = o.id) x
                       ORDER BY x.created_at DESC LIMIT 1), 'en') AS language
       FROM reservations r
       JOIN organizations o ON o.id IN (r.org_id, r.booked_by_org_id)
       JOIN memberships m ON m.org_id = o.id AND m.role = 'admin'
       JOIN users u ON u.id = m.user_id AND u.status = 'Active'
      WHERE r.id = $1
      ORDER BY u.login_id, (o.id = r.org_id) DESC`,
    [reservationId],
  );
  return { ...rows[0], recipients: recipients.rows };
}
