import type { Readable } from 'node:stream';
import type { Language } from '@haulstop/shared/constants';
import type { InvoiceDetail } from '@haulstop/shared/contracts';
import { INVOICE_COLUMNS } from '@haulstop/shared/contracts/invoice-columns';
import type { Queryable } from '../../db/db';
import { allRows, listCsv } from '../../lib/list-csv';
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
  return paged(query, (window) => repository.listInvoices(db, scopeFor(org), { ...query, ...window }));
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

/**
 * The invoice list with the same filters and tenancy, as CSV: the list's own columns (the table's),
 * headed in the request's language; totals in major units with 2 decimals. Every invoice, streamed a batch at a time.
 */
export function invoicesCsv(db: Queryable, org: ScopedOrg, query: { status?: string; kind?: string; period?: string }, language: Language): Readable {
  const rows = allRows((window) => repository.listInvoices(db, scopeFor(org), { ...query, ...window }));
  return listCsv(rows, INVOICE_COLUMNS, language, (row) => [row]);
}
