import type { Invoice, InvoiceLine, InvoicePayment } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';

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
            to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.status, i.total_minor AS "totalMinor", i.currency
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
