import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import type { Queryable } from '../../db/db';
import { pageWindow, type Page } from '../../lib/paging';
import * as repository from './repository';

export type Invoice = repository.InvoiceRow;

/** Invoices and statements of the current organisation; the platform organisation sees all. */
export async function listInvoices(
  db: Queryable,
  org: { orgId: number },
  query: { page?: number; size?: number; status?: string; kind?: string },
): Promise<Page<Invoice>> {
  const { page, size, offset } = pageWindow(query);
  const { rows, total } = await repository.listInvoices(db, {
    orgId: org.orgId === PLATFORM_ORG_ID ? undefined : org.orgId,
    status: query.status,
    kind: query.kind,
    offset,
    size,
  });
  return { content: rows, totalElements: total, page, size };
}
