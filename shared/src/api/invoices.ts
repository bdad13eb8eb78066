import type { QueryClient } from '@tanstack/react-query';
import { endpointUrl } from '@haulstop/shared/contracts/endpoint';
import { exportInvoicesCsv, getInvoice, getInvoicePdf, INVOICES_CACHE, listInvoices, type InvoiceFilter } from '@haulstop/shared/contracts/invoices';
import { prefetchEndpointPage, useEndpointPage, useEndpointQuery } from './endpoint';

// The invoices' reads, derived from their definitions (@haulstop/shared/contracts/invoices).

export type { InvoiceFilter };

/** Every invoice read; a payment, a month-end run or a subscription write makes it stale. */
export const invoiceKeys = { all: INVOICES_CACHE };

/** Where an invoice's PDF and the list's CSV are downloaded (the API answers them as attachments). */
export const invoicePdfUrl = (invoiceId: number) => endpointUrl(getInvoicePdf, { invoiceId });
export const INVOICES_CSV_URL = exportInvoicesCsv.path;

/** One invoice with its lines; nothing is fetched while the id is null. */
export const useInvoice = (invoiceId: number | null) =>
  useEndpointQuery(getInvoice, { params: { invoiceId: invoiceId ?? 0 } }, { enabled: invoiceId !== null });

/** The invoice list, 10 a page, filtered. */
export const useInvoices = (filter: InvoiceFilter) => useEndpointPage(listInvoices, { query: filter });

/** The first page of a filtered list (all invoices: /invoiceDashboard's), fetched with its page's chunk. */
export const prefetchInvoices = (client: QueryClient, filter: InvoiceFilter = {}) => prefetchEndpointPage(client, listInvoices, { query: filter });
