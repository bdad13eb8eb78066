import type { Invoice, InvoiceLine, InvoicePayment } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { periodWindowSql } from '../../lib/accounting-zone';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { INVOICE_PAID, INVOICE_TOTAL, OWED_BEFORE_TAX } from '../ledger/queries';

/** An invoice row is the list item of the API contract. */
export type InvoiceRow = Invoice;

export async function listInvoices(
  db: Queryable,
  scope: Scope,
  filter: { status?: string; kind?: string; period?: string; invoiceId?: number; offset: number; size: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const params: SqlParam[] = [];
  // An invoice belongs to the organisation it is addressed to, whatever its type.
  const conditions = [scopeSql(scope, params, { owner: (org) => `i.org_id = ${org}`, fleet: (org) => `i.org_id = ${org}` })];
  if (filter.invoiceId !== undefined) conditions.push(`i.id = $${params.push(filter.invoiceId)}`);
  if (filter.status) conditions.push(`i.status = $${params.push(filter.status)}`);
  if (filter.kind) conditions.push(`i.kind = $${params.push(filter.kind)}`);
  if (filter.period) {
    // The month's first day; an invoice is in the month when its period overlaps it.
    const month = `$${params.push(`${filter.period}-01`)}::date`;
    conditions.push(`i.period_start < ${month} + interval '1 month' AND i.period_end >= ${month}`);
  }
  const where = conditions.join(' AND ');
  // Dates as text: a `date` has no time zone and must not shift when a driver turns it into a Date.
  const { rows } = await db.query<InvoiceRow>(
    `SELECT i.id AS "invoiceId", i.invoice_number AS "invoiceNumber", i.org_id AS "orgId", o.name AS "orgName", i.kind,
            to_char(i.period_start, 'YYYY-MM-DD') AS "periodStart", to_char(i.period_end, 'YYYY-MM-DD') AS "periodEnd",
            to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.status, ${INVOICE_TOTAL('i')} AS "totalMinor", i.currency
       FROM invoices i JOIN organizations o ON o.id = i.org_id
      WHERE ${where}
      ORDER BY i.period_end DESC, i.id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.size, filter.offset],
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM invoices i WHERE ${where}`, params);
  return { rows, total: count.rows[0].total };
}

/** The lines of one invoice, in the order they were written. */
export async function invoiceLines(db: Queryable, invoiceId: number): Promise<InvoiceLine[]> {
  const { rows } = await db.query<InvoiceLine>(
    `SELECT id AS "lineId", description, amount_minor AS "amountMinor", reservation_id AS "reservationId", line_kind AS kind
       FROM invoice_lines WHERE invoice_id = $1 ORDER BY id`,
    [invoiceId],
  );
  return rows;
}

/** The payments of one invoice, oldest first. */
export async function invoicePayments(db: Queryable, invoiceId: number): Promise<InvoicePayment[]> {
  const { rows } = await db.query<InvoicePayment>(
    `SELECT id AS "paymentId", method, status, amount_minor AS "amountMinor", currency, failure_code AS "failureCode",
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
       FROM invoice_payments WHERE invoice_id = $1 ORDER BY id`,
    [invoiceId],
  );
  return rows;
}

/** A new invoice row; its number was drawn from the organisation's counter in the same transaction. */
export type NewInvoice = {
  invoiceNumber: string;
  orgId: number;
  kind: string;
  periodStart: string;
  periodEnd: string;
  status: string;
  totalMinor: number;
  currency: string;
  dueDays: number;
  sequence: number;
  /** A credit note: the statement it adjusts. */
  adjustsInvoiceId?: number;
  /** The instants the period ran between in the organisation's accounting zone. */
  periodFrom?: Date;
  periodTo?: Date;
};

/** Writes an invoice (due `dueDays` after its period's end) and answers its id. */
export async function insertInvoice(tx: Queryable, invoice: NewInvoice): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date, org_sequence, adjusts_invoice_id,
                           period_from, period_to)
     VALUES ($1, $2, $3, $4::date, $5::date, $6, $7, $8, $5::date + $9::int, $10, $11, $12, $13) RETURNING id`,
    [
      invoice.invoiceNumber,
      invoice.orgId,
      invoice.kind,
      invoice.periodStart,
      invoice.periodEnd,
      invoice.status,
      invoice.totalMinor,
      invoice.currency,
      invoice.dueDays,
      invoice.sequence,
      invoice.adjustsInvoiceId ?? null,
      invoice.periodFrom?.toISOString() ?? null,
      invoice.periodTo?.toISOString() ?? null,
    ],
  );
  return rows[0].id;
}

/** Writes one line of an invoice. */
export async function insertInvoiceLine(tx: Queryable, invoiceId: number, line: { description: string; amountMinor: number; kind: string }): Promise<void> {
  await tx.query('INSERT INTO invoice_lines (invoice_id, description, amount_minor, line_kind) VALUES ($1, $2, $3, $4)', [
    invoiceId,
    line.description,
    line.amountMinor,
    line.kind,
  ]);
}

/** Removes an invoice written in this transaction that turned out to bill nothing. */
export async function deleteInvoice(tx: Queryable, invoiceId: number): Promise<void> {
  await tx.query('DELETE FROM invoices WHERE id = $1', [invoiceId]);
}

/** Sets an invoice's total to the sum of its lines and answers it. */
export async function totalInvoiceFromLines(tx: Queryable, invoiceId: number): Promise<number> {
  const { rows } = await tx.query<{ total: number }>(
    `UPDATE invoices SET total_minor = (SELECT COALESCE(sum(amount_minor), 0) FROM invoice_lines WHERE invoice_id = $1)
      WHERE id = $1 RETURNING total_minor AS total`,
    [invoiceId],
  );
  return rows[0].total;
}

/** Has the organisation's document of this kind, period start and currency been issued? (Each is issued once.) */
export async function documentIssued(tx: Queryable, orgId: number, kind: string, periodStart: string, currency: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM invoices WHERE org_id = $1 AND kind = $2 AND period_start = $3::date AND currency = $4', [
    orgId,
    kind,
    periodStart,
    currency,
  ]);
  return rows.length > 0;
}

/** An invoice's status, total and currency, its row locked until the transaction ends (two payments never take one balance). */
export async function lockInvoiceForPayment(tx: Queryable, invoiceId: number): Promise<{ status: string; totalMinor: number; currency: string }> {
  const { rows } = await tx.query<{ status: string; totalMinor: number; currency: string }>(
    `SELECT i.status, ${INVOICE_TOTAL('i')} AS "totalMinor", i.currency FROM invoices i WHERE i.id = $1 FOR UPDATE OF i`,
    [invoiceId],
  );
  return rows[0];
}

/**
 * What has been paid on an invoice: settled (the ledger's payments), and bank payments
 * still settling (no money has moved yet: not in the ledger).
 */
export async function invoicePaidSums(tx: Queryable, invoiceId: number): Promise<{ succeeded: number; pending: number }> {
  const { rows } = await tx.query<{ succeeded: number; pending: number }>(
    `SELECT ${INVOICE_PAID('$1::int')} AS succeeded,
            (SELECT COALESCE(sum(amount_minor), 0) FROM invoice_payments WHERE invoice_id = $1 AND status = 'Payment Pending')::int AS pending`,
    [invoiceId],
  );
  return rows[0];
}

/** Records one payment attempt on an invoice (a failed attempt is a row too). */
export async function insertInvoicePayment(
  tx: Queryable,
  payment: {
    invoiceId: number;
    payerOrgId: number;
    method: string;
    status: string;
    amountMinor: number;
    currency: string;
    failureCode: string | null;
    paymentMethodId: number | null;
    openAccountId: number | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO invoice_payments (invoice_id, payer_org_id, method, status, amount_minor, currency, failure_code, payment_method_id, open_account_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      payment.invoiceId,
      payment.payerOrgId,
      payment.method,
      payment.status,
      payment.amountMinor,
      payment.currency,
      payment.failureCode,
      payment.paymentMethodId,
      payment.openAccountId,
    ],
  );
}

/** Bank payments of invoices made by `cutoff` and still settling become Payment Success; answers their invoices. */
export async function settlePendingInvoiceBankPayments(tx: Queryable, cutoff: Date): Promise<number[]> {
  const { rows } = await tx.query<{ invoice_id: number }>(
    `UPDATE invoice_payments SET status = 'Payment Success'
      WHERE method = 'BANK' AND status = 'Payment Pending' AND created_at <= $1 RETURNING invoice_id`,
    [cutoff.toISOString()],
  );
  return [...new Set(rows.map((row) => row.invoice_id))].sort((a, b) => a - b);
}

/** Sets an invoice's status. */
export async function setInvoiceStatus(tx: Queryable, invoiceId: number, status: string): Promise<void> {
  await tx.query('UPDATE invoices SET status = $2 WHERE id = $1', [invoiceId, status]);
}

// Month-end (month-end.ts) ------------------------------------------------------------------------

/** Reservation statuses a network is billed for: the parking was (or will be) used. */
const BILLABLE_STATUSES = ['Booked', 'Upcoming', 'Completed', 'Currently Recurring', 'Partial Cancel'];

/**
 * The bookings month-end bills: those of a carrier network (the parent's own, and its
 * sub-carriers' whoever booked them) starting in the period (the month in the parent's
 * accounting zone), in a billable status, with nothing paid at booking (pay later / to be paid),
 * on no invoice yet. Yields the reservation, its currency and its network parent.
 */
function networkBookings(period: string, params: SqlParam[]): string {
  const month = periodWindowSql(period, params, 'parent.id', 'r.start_at');
  return `
    FROM reservations r
    JOIN organizations payer ON payer.id = COALESCE(r.booked_by_org_id, r.org_id)
    JOIN organizations parent ON parent.id = COALESCE(payer.parent_org_id, payer.id)
    ${month.join}
   WHERE ${month.where}
     AND (payer.parent_org_id IS NOT NULL OR parent.is_org_network_config_enabled)
     AND r.status IN (${BILLABLE_STATUSES.map((status) => `'${status}'`).join(', ')})
     AND r.payment_status IS NULL`;
}

/**
 * The period's network bookings paid later and not billed yet. A booking is billed once its own line
 * is on an invoice; a line for its gate money (an overstay or a no-show fee owed, billed when it fell
 * due) does not bill the parking itself.
 */
const candidates = (period: string, params: SqlParam[]) => `
  SELECT r.id, r.currency, parent.id AS parent_id ${networkBookings(period, params)}
     AND NOT EXISTS (SELECT 1 FROM consolidated_billing b WHERE b.reservation_id = r.id)
     AND NOT EXISTS (SELECT 1 FROM invoice_lines il WHERE il.reservation_id = r.id AND il.line_kind NOT IN ('overstay', 'no_show_fee'))`;

/**
 * Month-end's candidates once, in a temporary table, and their groups (a network parent and a
 * currency each): claiming straight from a query that tests consolidated_billing while inserting
 * into it rescans the rows it adds (quadratic: 15 s of a 100,000-booking month on the bench).
 */
export async function collectMonthEndCandidates(
  tx: Queryable,
  period: string,
): Promise<{ parentId: number; currency: string; name: string; timeZone: string }[]> {
  await tx.query('DROP TABLE IF EXISTS month_end_candidates');
  await tx.query('CREATE TEMPORARY TABLE month_end_candidates (id integer PRIMARY KEY, currency char(3) NOT NULL, parent_id integer NOT NULL) ON COMMIT DROP');
  const params: SqlParam[] = [];
  await tx.query(`INSERT INTO month_end_candidates (id, currency, parent_id) ${candidates(period, params)}`, params);
  await tx.query('ANALYZE month_end_candidates');
  const { rows } = await tx.query<{ parentId: number; currency: string; name: string; timeZone: string }>(
    `SELECT c.parent_id AS "parentId", c.currency, o.name, o.time_zone AS "timeZone" FROM month_end_candidates c JOIN organizations o ON o.id = c.parent_id
      GROUP BY c.parent_id, c.currency, o.name, o.time_zone ORDER BY c.parent_id, c.currency`,
  );
  return rows;
}

/** Claims a group's candidates for an invoice: the primary key of consolidated_billing bills each booking once. Answers how many. */
export async function claimCandidates(tx: Queryable, invoiceId: number, parentId: number, currency: string): Promise<number> {
  const claimed = await tx.query(
    `INSERT INTO consolidated_billing (reservation_id, invoice_id)
     SELECT c.id, $1 FROM month_end_candidates c WHERE c.parent_id = $2 AND c.currency = $3
     ON CONFLICT (reservation_id) DO NOTHING`,
    [invoiceId, parentId, currency],
  );
  return claimed.rowCount ?? 0;
}

/**
 * A consolidated invoice's lines: a booking's line is what the ledger says its customer owes
 * before taxes; the taxes are the ledger's tax entries of the invoice's bookings, a line per tax
 * and province.
 */
export async function writeConsolidatedLines(tx: Queryable, invoiceId: number): Promise<void> {
  await tx.query(
    `INSERT INTO invoice_lines (invoice_id, description, amount_minor, reservation_id, line_kind)
     SELECT $1, left(o.name || ': reservation #' || r.id || ' at ' || l.name || ' (' || r.duration
                     -- An extended booking's length is the duration booked and each one added.
                     || COALESCE((SELECT ' + ' || string_agg(x.duration, ' + ' ORDER BY x.id) FROM reservation_extensions x WHERE x.reservation_id = r.id), '')
                     || ' × ' || r.slots || ')', 255),
            ${OWED_BEFORE_TAX('r.id')}, r.id, 'charge'
       FROM consolidated_billing b
       JOIN reservations r ON r.id = b.reservation_id
       JOIN organizations o ON o.id = r.org_id
       JOIN parking_lots l ON l.id = r.lot_id
      WHERE b.invoice_id = $1
      ORDER BY r.start_at, r.id`,
    [invoiceId],
  );
  await tx.query(
    `INSERT INTO invoice_lines (invoice_id, description, amount_minor, line_kind)
     SELECT $1, e.tax_name || ' (' || upper(l.region) || ')', sum(e.amount_minor)::int, 'tax'
       FROM consolidated_billing b JOIN ledger_entries e ON e.reservation_id = b.reservation_id AND e.kind = 'tax'
       JOIN parking_lots l ON l.id = e.lot_id
      WHERE b.invoice_id = $1
      GROUP BY l.region, e.tax_name HAVING sum(e.amount_minor) <> 0
      ORDER BY l.region, e.tax_name`,
    [invoiceId],
  );
}

/** The period's carrier-network bookings paid later, billed or not (why a run billed nothing). */
export async function countNetworkBookings(tx: Queryable, period: string): Promise<number> {
  const params: SqlParam[] = [];
  const { rows } = await tx.query<{ billed: number }>(`SELECT count(*)::int AS billed ${networkBookings(period, params)}`, params);
  return rows[0].billed;
}
