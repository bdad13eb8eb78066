import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Invoice, Page } from '@haulstop/shared/contracts';
import { cleanParams, prefetchFirstPage, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

export type InvoiceFilter = { status?: string; kind?: string };

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filter: InvoiceFilter) => ['invoices', 'list', cleanParams(filter)] as const,
};

/** GET /api/invoices: the current organisation's invoices and statements, one page. */
export async function fetchInvoices(filter: InvoiceFilter, request: PageRequest): Promise<Page<Invoice>> {
  const { data } = await apiClient.get<Page<Invoice>>('/api/invoices', { params: { ...cleanParams(filter), page: request.page, size: request.size }, signal: request.signal });
  return data;
}

/** The invoice list, 10 a page, filtered. */
export const useInvoices = (filter: InvoiceFilter) => usePagedQuery(invoiceKeys.list(filter), (request) => fetchInvoices(filter, request));

/** The first page /invoiceDashboard shows, fetched with its chunk. */
export const prefetchInvoices = (client: QueryClient) => prefetchFirstPage(client, invoiceKeys.list({}), (request) => fetchInvoices({}, request));
