import type { InvoiceDetail } from '@haulstop/shared/contracts';
import { invoiceStatus } from '@haulstop/shared/status';
import type { Queryable } from '../../db/db';
import { csvOf, majorUnits } from '../../lib/documents';
import { notFound } from '../../lib/errors';
import { paged, type Page } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import * as repository from './repository';

export type Invoice = repository.InvoiceRow;

/** Invoices and statements of the current organisation; the platform organisation sees all. */
export async function listInvoices(
  db: Queryable,
  org: ScopedOrg,
  query: { page?: number; size?: number; status?: string; kind?: string; period?: string },
): Promise<Page<Invoice>> {
  return paged(query, (window) => repository.listInvoices(db, scopeFor(org), { status: query.status, kind: query.kind, period: query.period, ...window }));
}

/** One invoice with its lines, through the same tenancy scope as the list: another organisation's answers 404. */
export async function getInvoice(db: Queryable, org: ScopedOrg, invoiceId: number): Promise<InvoiceDetail> {
  const { rows } = await repository.listInvoices(db, scopeFor(org), { invoiceId, offset: 0, size: 1 });
  if (rows.length === 0) throw notFound('Invoice');
  const payments = await repository.invoicePayments(db, invoiceId);
  // Paid is what the ledger holds of its payments, the figure its status follows.
  const { succeeded: paidMinor } = await repository.invoicePaidSums(db, invoiceId);
  return {
    ...rows[0],
    lines: await repository.invoiceLines(db, invoiceId),
    payments,
    paidMinor,
    balanceMinor: Math.max(0, rows[0].totalMinor - paidMinor),
  };
}

/** The CSV columns of the invoice list export, in order. */
export const INVOICE_CSV_COLUMNS = ['invoiceNumber', 'orgName', 'kind', 'periodStart', 'periodEnd', 'dueDate', 'status', 'total', 'currency'] as const;

/** Rows an export holds at most: far above any organisation's invoices, a bound on one answer. */
const CSV_MAX_ROWS = 10_000;

/**
 * The invoice list with the same filters and tenancy, as CSV; totals in major units with 2 decimals,
 * each status as the screen shows it (invoiceStatus: Overdue past the due date while still owing).
 */
export async function invoicesCsv(db: Queryable, org: ScopedOrg, query: { status?: string; kind?: string; period?: string }): Promise<string> {
  const { rows } = await repository.listInvoices(db, scopeFor(org), { ...query, offset: 0, size: CSV_MAX_ROWS });
  const records = rows.map((row) => ({ ...row, status: invoiceStatus(row), total: majorUnits(row.totalMinor) }));
  return csvOf(records, INVOICE_CSV_COLUMNS);
}
