import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Invoice, InvoiceDetail, Page } from '@haulstop/shared/contracts';
import { cleanParams, prefetchFirstPage, useOrgKey, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

/** `period`: a month, `YYYY-MM` (invoices whose period overlaps it). */
export type InvoiceFilter = { status?: string; kind?: string; period?: string };

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filter: InvoiceFilter) => ['invoices', 'list', cleanParams(filter)] as const,
  detail: (invoiceId: number | null) => ['invoices', 'detail', invoiceId] as const,
};

/** Where an invoice's PDF and the list's CSV are downloaded (the API answers them as attachments). */
export const invoicePdfUrl = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`;
export const INVOICES_CSV_URL = '/api/invoices/csv';

/** GET /api/invoices/{invoiceId}: the invoice with its lines. */
export async function fetchInvoice(invoiceId: number, signal?: AbortSignal): Promise<InvoiceDetail> {
  const { data } = await apiClient.get<InvoiceDetail>(`/api/invoices/${invoiceId}`, { signal });
  return data;
}

/** One invoice with its lines; nothing is fetched while the id is null. */
export function useInvoice(invoiceId: number | null) {
  return useQuery({
    queryKey: useOrgKey(...invoiceKeys.detail(invoiceId)),
    queryFn: ({ signal }) => fetchInvoice(invoiceId as number, signal),
    enabled: invoiceId !== null,
  });
}

/** GET /api/invoices: the current organisation's invoices and statements, one page. */
export async function fetchInvoices(filter: InvoiceFilter, request: PageRequest): Promise<Page<Invoice>> {
  const { data } = await apiClient.get<Page<Invoice>>('/api/invoices', {
    params: { ...cleanParams(filter), page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}

/** The invoice list, 10 a page, filtered. */
export const useInvoices = (filter: InvoiceFilter) => usePagedQuery(invoiceKeys.list(filter), (request) => fetchInvoices(filter, request));

/** The first page /invoiceDashboard shows, fetched with its chunk. */
export const prefetchInvoices = (client: QueryClient) => prefetchFirstPage(client, invoiceKeys.list({}), (request) => fetchInvoices({}, request));
