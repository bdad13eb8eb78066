import type { Invoice } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';

/** An invoice row is the list item of the API contract. */
export type InvoiceRow = Invoice;

export async function listInvoices(
  db: Queryable,
  filter: { orgId?: number; status?: string; kind?: string; offset: number; size: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const params: SqlParam[] = [filter.orgId ?? null, filter.status ?? null, filter.kind ?? null];
  const where = '($1::int IS NULL OR i.org_id = $1) AND ($2::text IS NULL OR i.status = $2) AND ($3::text IS NULL OR i.kind = $3)';
  // Dates as text: a `date` has no time zone and must not shift when a driver turns it into a Date.
  const { rows } = await db.query<InvoiceRow>(
    `SELECT i.id AS "invoiceId", i.invoice_number AS "invoiceNumber", i.org_id AS "orgId", o.name AS "orgName", i.kind,
            to_char(i.period_start, 'YYYY-MM-DD') AS "periodStart", to_char(i.period_end, 'YYYY-MM-DD') AS "periodEnd",
            to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.status, i.total_minor AS "totalMinor", i.currency
       FROM invoices i JOIN organizations o ON o.id = i.org_id
      WHERE ${where}
      ORDER BY i.period_end DESC, i.id DESC
      LIMIT $4 OFFSET $5`,
    [...params, filter.size, filter.offset],
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM invoices i WHERE ${where}`, params);
  return { rows, total: count.rows[0].total };
}
