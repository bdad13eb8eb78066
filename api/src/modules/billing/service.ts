import type { Queryable } from '../../db/db';
import { paged, type Page } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import * as repository from './repository';

export type Invoice = repository.InvoiceRow;

/** Invoices and statements of the current organisation; the platform organisation sees all. */
export async function listInvoices(db: Queryable, org: ScopedOrg, query: { page?: number; size?: number; status?: string; kind?: string }): Promise<Page<Invoice>> {
  return paged(query, (window) => repository.listInvoices(db, scopeFor(org), { status: query.status, kind: query.kind, ...window }));
}
