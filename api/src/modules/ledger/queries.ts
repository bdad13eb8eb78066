import type { DiscountCodeInvoiceRow, StatementAdjustment, StatementDocument, StatementRow } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { periodWindowSql } from '../../lib/accounting-zone';
import { scopeSql, type Scope } from '../../lib/tenancy';

/*
 * The one place money figures are read: the statement of income, its invoice, the
 * discount-code page and its invoice, month-end's consolidated invoices and the assistant all sum
 * ledger entries here, so they agree to the cent. A month is [start, end) of accrues_at in the
 * owner's accounting zone (organizations.time_zone): a booking's entries accrue at its start.
 */

/**
 * The one definition of "a booking" in a period's counts, for the statement, its invoice,
 * the assistant and the reports: a booking counts where it produced revenue — it has a charge, and
 * its customer paid and kept something of it (charge + discount + tax + refund ≠ 0). One that failed
 * or expired (everything reversed), or was cancelled and refunded in full, does not; its money stays
 * in the figures (the refund that undid it is a refund of the period). `b` names a row with the
 * columns charge, discount, tax and refund (PER_BOOKING's, LEDGER_BOOKINGS'). The SQL function
 * (migration 255) is shared with the reports' hourly aggregates, whose triggers count the same way.
 */
export const COUNTS_AS_BOOKING = (b: string) => `ledger_booking_counts(${b}.charge, ${b}.discount, ${b}.tax, ${b}.refund)`;

/** An overstay's entries: its charge before taxes has no tax name, each of its taxes is named. */
const OVERSTAY_BEFORE_TAX = `e.kind = 'overstay' AND e.tax_name IS NULL`;
const OVERSTAY_TAX = `e.kind = 'overstay' AND e.tax_name IS NOT NULL`;

/**
 * Per booking in the window: its sums per kind, and what the gate added (an overstay's charge before
 * taxes, its taxes, a no-show fee kept; their platform fee is in fee). Its money is in the figures
 * when its charge, overstay or no-show fee is not zero.
 */
const PER_BOOKING = (where: string, join = '') => `
  SELECT e.reservation_id, e.lot_id, e.currency,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'charge'), 0) AS charge,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'discount'), 0) AS discount,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'tax'), 0) AS tax,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'refund'), 0) AS refund,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'platform_fee'), 0) AS fee,
         COALESCE(sum(e.amount_minor) FILTER (WHERE ${OVERSTAY_BEFORE_TAX}), 0) AS overstay,
         COALESCE(sum(e.amount_minor) FILTER (WHERE ${OVERSTAY_TAX}), 0) AS overstay_tax,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'no_show_fee'), 0) AS no_show_fee
    FROM ledger_entries e ${join}
   WHERE e.reservation_id IS NOT NULL AND ${where}
   GROUP BY e.reservation_id, e.lot_id, e.currency`;

/**
 * The gate's money of the entries matching `where`, an entry a row with its accrual instant, lot,
 * owner and currency: the overstay charged before taxes, its taxes, a no-show fee kept and the
 * platform's fee on them (signed, from the owner's side), as the statement counts them. Few rows:
 * only the entries of a gate charge (their own index).
 */
export const LEDGER_GATE_MONEY = (where: string) => `
  SELECT e.accrues_at, e.lot_id, e.owner_org_id, e.currency,
         CASE WHEN ${OVERSTAY_BEFORE_TAX} THEN e.amount_minor ELSE 0 END AS overstay,
         CASE WHEN ${OVERSTAY_TAX} OR e.kind = 'tax' THEN e.amount_minor ELSE 0 END AS tax,
         CASE WHEN e.kind = 'no_show_fee' THEN e.amount_minor ELSE 0 END AS no_show_fee,
         CASE WHEN e.kind = 'platform_fee' THEN e.amount_minor ELSE 0 END AS fee
    FROM ledger_entries e
   WHERE e.gate_charge_id IS NOT NULL AND ${where}`;

/**
 * The reports' view of the ledger: per booking whose entries match `where`, the same
 * sums as the statement (signed, from the owner's side) plus who earned and who paid and when it
 * accrues, so a report's gross, discounts, refunds, fee and taxes are the statement's to the cent.
 */
export const LEDGER_BOOKINGS = (where: string) => `
  SELECT e.reservation_id, e.lot_id, e.currency, e.owner_org_id, min(e.customer_org_id) AS customer_org_id, min(e.accrues_at) AS accrues_at,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'charge'), 0) AS charge,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'discount'), 0) AS discount,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'tax'), 0) AS tax,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'refund'), 0) AS refund,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'platform_fee'), 0) AS fee
    FROM ledger_entries e
   WHERE e.reservation_id IS NOT NULL AND ${where}
   GROUP BY e.reservation_id, e.lot_id, e.currency, e.owner_org_id`;

/**
 * A statement of income's rows: per lot and currency of the lots in scope (an owner: its own), the
 * month's bookings (COUNTS_AS_BOOKING), gross (charges), discounts, refunds, platform fee, taxes
 * (the bookings' and the overstays'), the overstay charged before taxes and the no-show fees kept as
 * positive figures, and the net payout: the sum of all those entries. The gate's money accrues when
 * the gate decided it, so it is in the month it happened, as its own amounts beside the bookings'. Each owner's month is cut
 * in its own accounting zone.
 */
export async function statementRows(db: Queryable, scope: Scope, period: string): Promise<StatementRow[]> {
  const params: SqlParam[] = [];
  const owned = scopeSql(scope, params, { owner: (p) => `e.owner_org_id = ${p}`, fleet: 'FALSE' });
  const month = periodWindowSql(period, params, 'e.owner_org_id', 'e.accrues_at');
  const { rows } = await db.query<StatementRow>(
    `WITH booking AS (${PER_BOOKING(`${month.where} AND ${owned}`, month.join)})
     SELECT l.id AS "parkingLotId", l.name AS "parkingLotName", o.id AS "ownerOrgId", o.name AS "ownerOrgName", b.currency,
            (count(*) FILTER (WHERE ${COUNTS_AS_BOOKING('b')}))::int AS bookings,
            sum(b.charge)::int AS "grossMinor",
            (-sum(b.discount))::int AS "discountsMinor",
            (-sum(b.refund))::int AS "refundsMinor",
            (-sum(b.fee))::int AS "platformFeeMinor",
            sum(b.tax + b.overstay_tax)::int AS "taxesMinor",
            sum(b.overstay)::int AS "overstayMinor",
            sum(b.no_show_fee)::int AS "noShowFeesMinor",
            sum(b.charge + b.discount + b.tax + b.refund + b.fee + b.overstay + b.overstay_tax + b.no_show_fee)::int AS "netPayoutMinor"
       FROM booking b
       JOIN parking_lots l ON l.id = b.lot_id
       JOIN organizations o ON o.id = l.owner_org_id
      GROUP BY l.id, l.name, o.id, o.name, b.currency
     HAVING count(*) FILTER (WHERE b.charge <> 0 OR b.overstay <> 0 OR b.no_show_fee <> 0) > 0
      ORDER BY o.name, l.name, b.currency`,
    params,
  );
  return rows;
}

/**
 * The discount-code page's rows: per code, lot and currency, the month's bookings that used a code
 * of an owner in scope and what it took off (the statement's discounts, split by code).
 */
export async function discountCodeRows(db: Queryable, scope: Scope, period: string): Promise<DiscountCodeInvoiceRow[]> {
  const params: SqlParam[] = [];
  const own = scopeSql(scope, params, { owner: (p) => `d.org_id = ${p}`, fleet: 'FALSE' });
  const month = periodWindowSql(period, params, 'e.owner_org_id', 'e.accrues_at');
  const { rows } = await db.query<DiscountCodeInvoiceRow>(
    `WITH used AS (
       SELECT e.reservation_id, e.discount_code_id, e.lot_id, e.currency, -sum(e.amount_minor) AS discount
         FROM ledger_entries e ${month.join}
        WHERE e.kind = 'discount' AND e.discount_code_id IS NOT NULL AND ${month.where}
        GROUP BY e.reservation_id, e.discount_code_id, e.lot_id, e.currency
       HAVING sum(e.amount_minor) <> 0
     )
     SELECT d.id AS "discountCodeId", d.code, l.id AS "parkingLotId", l.name AS "parkingLotName", o.id AS "ownerOrgId", o.name AS "ownerOrgName",
            u.currency, count(*)::int AS uses, sum(u.discount)::int AS "discountMinor"
       FROM used u
       JOIN discount_codes d ON d.id = u.discount_code_id
       JOIN parking_lots l ON l.id = u.lot_id
       JOIN organizations o ON o.id = d.org_id
      WHERE ${own}
      GROUP BY d.id, d.code, l.id, l.name, o.id, o.name, u.currency
      ORDER BY o.name, d.code, l.name, u.currency`,
    params,
  );
  return rows;
}

/**
 * What the customer owes for each of these bookings before taxes (charge − discount − refund,
 * taxes apart): a consolidated invoice's line of a booking.
 */
export const OWED_BEFORE_TAX = (reservation: string) =>
  `(SELECT COALESCE(sum(e.amount_minor), 0) FROM ledger_entries e WHERE e.reservation_id = ${reservation} AND e.kind IN ('charge', 'discount', 'refund'))::int`;

/** What the customer owes for a booking, taxes included: an invoice's line of a booking. */
export const OWED = (reservation: string) =>
  `(SELECT COALESCE(sum(e.amount_minor), 0) FROM ledger_entries e WHERE e.reservation_id = ${reservation} AND e.kind IN ('charge', 'discount', 'tax', 'refund'))::int`;

/**
 * The assistant's revenue: per booking that counts (COUNTS_AS_BOOKING), what customers paid and
 * kept — gross less discounts and refunds, taxes included, before the platform fee. A booking that
 * does not count nets to zero, so the sums are the ledger's either way. `window` bounds accrues_at;
 * the columns reservation_id, lot_id, currency, customer_org_id, accrues_at, revenue.
 */
export const REVENUE_BY_BOOKING = (window: string) => `
  SELECT b.reservation_id, b.lot_id, b.currency, b.customer_org_id, b.accrues_at, b.charge + b.discount + b.tax + b.refund AS revenue
    FROM (${LEDGER_BOOKINGS(window)}) b
   WHERE ${COUNTS_AS_BOOKING('b')}`;

/**
 * What has been paid on an invoice, from the ledger: −Σ of its invoice_payment entries (a payment
 * enters the ledger when its money moved: a bank payment once it has settled).
 */
export const INVOICE_PAID = (invoice: string) =>
  `(SELECT COALESCE(-sum(e.amount_minor), 0) FROM ledger_entries e WHERE e.invoice_id = ${invoice} AND e.kind = 'invoice_payment')::int`;

/**
 * An invoice's total as the ledger holds it, where the ledger holds the invoice itself: a
 * subscription period is its subscription entries; a statement of income and a credit note are
 * what they pay out (−Σ of their payout entries). Other invoices bill bookings, and their lines are
 * the ledger's sums already (total = Σ lines).
 */
export const INVOICE_TOTAL = (alias: string) => `(CASE ${alias}.kind
    WHEN 'subscription' THEN (SELECT COALESCE(sum(e.amount_minor), 0) FROM ledger_entries e WHERE e.invoice_id = ${alias}.id AND e.kind = 'subscription')
    WHEN 'statement_of_income' THEN (SELECT COALESCE(-sum(e.amount_minor), 0) FROM ledger_entries e WHERE e.invoice_id = ${alias}.id AND e.kind = 'payout')
    WHEN 'credit_note' THEN (SELECT COALESCE(-sum(e.amount_minor), 0) FROM ledger_entries e WHERE e.invoice_id = ${alias}.id AND e.kind = 'payout')
    ELSE ${alias}.total_minor END)::int`;

/**
 * A statement's money per line kind, signed as its lines are (gross, taxes, overstay and no-show
 * fees add, the rest take away).
 */
export type StatementKinds = { charge: number; discount: number; tax: number; refund: number; overstay: number; no_show_fee: number; fee: number };

/** An issued statement of income whose month the ledger no longer agrees with. */
export type StatementDrift = {
  statementId: number;
  statementNumber: string;
  orgId: number;
  currency: string;
  period: string;
  /** The instants the statement's month ran between (its owner's zone when it was issued). */
  periodFrom: Date | string;
  periodTo: Date | string;
  /** What the statement and its credit notes stated, per kind. */
  stated: StatementKinds;
  /** What the ledger holds now for the owner, month and currency, per kind. */
  ledger: StatementKinds;
};

/** Per statement kind, the SQL condition its rows match. */
const KIND_SUMS = (amount: string, kinds: Record<keyof StatementKinds, string>) =>
  Object.entries(kinds)
    .map(([name, condition]) => `COALESCE(sum(${amount}) FILTER (WHERE ${condition}), 0)::int AS ${name}`)
    .join(', ');

/** A statement's lines by kind (the overstay's taxes are on its tax line, as the statement's taxes hold them). */
const STATED_KINDS: Record<keyof StatementKinds, string> = {
  charge: `l.line_kind = 'charge'`,
  discount: `l.line_kind = 'discount'`,
  tax: `l.line_kind = 'tax'`,
  refund: `l.line_kind = 'refund'`,
  overstay: `l.line_kind = 'overstay'`,
  no_show_fee: `l.line_kind = 'no_show_fee'`,
  fee: `l.line_kind = 'fee'`,
};

/** The ledger's entries by statement kind, as statementRows sums them. */
const LEDGER_KINDS: Record<keyof StatementKinds, string> = {
  charge: `e.kind = 'charge'`,
  discount: `e.kind = 'discount'`,
  tax: `(e.kind = 'tax' OR (${OVERSTAY_TAX}))`,
  refund: `e.kind = 'refund'`,
  overstay: OVERSTAY_BEFORE_TAX,
  no_show_fee: `e.kind = 'no_show_fee'`,
  fee: `e.kind = 'platform_fee'`,
};

/**
 * Issued statements of income (with their credit notes) that no longer say what the ledger says
 * of their owner, month and currency, per kind: a booking of a closed month refunded after its
 * statement was issued. The ledger side is the statement page's sums (statementRows), over the
 * instants the statement was issued for (its owner's zone then).
 */
export async function statementDrifts(db: Queryable): Promise<StatementDrift[]> {
  const { rows } = await db.query<StatementDrift>(
    `SELECT s.id AS "statementId", s.invoice_number AS "statementNumber", s.org_id AS "orgId", s.currency, to_char(s.period_start, 'YYYY-MM') AS period,
            w.from_at AS "periodFrom", w.to_at AS "periodTo", row_to_json(stated) AS stated, row_to_json(ledger) AS ledger
       FROM invoices s
      CROSS JOIN LATERAL (
        SELECT COALESCE(s.period_from, s.period_start::timestamp AT TIME ZONE 'UTC') AS from_at,
               COALESCE(s.period_to, (s.period_start + interval '1 month')::timestamp AT TIME ZONE 'UTC') AS to_at) w
      CROSS JOIN LATERAL (
        SELECT ${KIND_SUMS('l.amount_minor', STATED_KINDS)}
          FROM invoices d JOIN invoice_lines l ON l.invoice_id = d.id
         WHERE d.id = s.id OR d.adjusts_invoice_id = s.id) stated
      CROSS JOIN LATERAL (
        SELECT ${KIND_SUMS('e.amount_minor', LEDGER_KINDS)}
          FROM ledger_entries e
         WHERE e.owner_org_id = s.org_id AND e.currency = s.currency AND e.reservation_id IS NOT NULL
           AND e.accrues_at >= w.from_at AND e.accrues_at < w.to_at) ledger
      WHERE s.kind = 'statement_of_income'
        AND (stated.charge, stated.discount, stated.tax, stated.refund, stated.overstay, stated.no_show_fee, stated.fee)
            IS DISTINCT FROM (ledger.charge, ledger.discount, ledger.tax, ledger.refund, ledger.overstay, ledger.no_show_fee, ledger.fee)
      ORDER BY s.period_start, s.org_id, s.currency`,
  );
  return rows;
}

/**
 * The credit notes of a month's issued statements of income in scope (an owner: its own), each
 * with the statement it adjusts and its total from the ledger.
 */
export async function statementAdjustments(db: Queryable, scope: Scope, periodStart: string): Promise<StatementAdjustment[]> {
  const params: SqlParam[] = [periodStart];
  const own = scopeSql(scope, params, { owner: (p) => `n.org_id = ${p}`, fleet: 'FALSE' });
  const { rows } = await db.query<StatementAdjustment>(
    `SELECT n.id AS "invoiceId", n.invoice_number AS "invoiceNumber", s.invoice_number AS "adjustsInvoiceNumber", o.name AS "ownerOrgName",
            n.currency, ${INVOICE_TOTAL('n')} AS "totalMinor"
       FROM invoices n JOIN invoices s ON s.id = n.adjusts_invoice_id JOIN organizations o ON o.id = n.org_id
      WHERE n.kind = 'credit_note' AND n.period_start = $1::date AND ${own}
      ORDER BY o.name, n.currency, n.id`,
    params,
  );
  return rows;
}

/**
 * The month's issued statements of income in scope (an owner: its own), with their due date and
 * status: the page shows each with the one invoice status rule (Overdue past its due date while
 * its payout is pending).
 */
export async function issuedStatements(db: Queryable, scope: Scope, periodStart: string): Promise<StatementDocument[]> {
  const params: SqlParam[] = [periodStart];
  const own = scopeSql(scope, params, { owner: (p) => `s.org_id = ${p}`, fleet: 'FALSE' });
  const { rows } = await db.query<StatementDocument>(
    `SELECT s.id AS "invoiceId", s.invoice_number AS "invoiceNumber", o.name AS "ownerOrgName", s.currency,
            to_char(s.due_date, 'YYYY-MM-DD') AS "dueDate", s.status
       FROM invoices s JOIN organizations o ON o.id = s.org_id
      WHERE s.kind = 'statement_of_income' AND s.period_start = $1::date AND ${own}
      ORDER BY o.name, s.currency, s.id`,
    params,
  );
  return rows;
}
