import type { Language } from '@haulstop/shared/constants';
import type { InvoiceDetail } from '@haulstop/shared/contracts';
import { csvColumnsOf, csvRecordOf } from '@haulstop/shared/contracts/columns';
import { INVOICE_COLUMNS } from '@haulstop/shared/contracts/invoice-columns';
import type { Queryable } from '../../db/db';
import { csvOf } from '../../lib/documents';
import { translate } from '../../lib/i18n';
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

/** Rows an export holds at most: far above any organisation's invoices, a bound on one answer. */
const CSV_MAX_ROWS = 10_000;

/**
 * The invoice list with the same filters and tenancy, as CSV: the list's own columns (the table's),
 * headed in the request's language; totals in major units with 2 decimals.
 */
export async function invoicesCsv(
  db: Queryable,
  org: ScopedOrg,
  query: { status?: string; kind?: string; period?: string },
  language: Language,
): Promise<string> {
  const { rows } = await repository.listInvoices(db, scopeFor(org), { ...query, offset: 0, size: CSV_MAX_ROWS });
  return csvOf(
    rows.map((row) => csvRecordOf(INVOICE_COLUMNS, row)),
    csvColumnsOf(INVOICE_COLUMNS, (label) => translate(language, label)),
  );
}
