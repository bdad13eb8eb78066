import type { QueryClient } from '@tanstack/react-query';
import { endpointUrl } from '@haulstop/shared/contracts/endpoint';
import {
  DISCOUNT_CODE_INVOICES_CACHE,
  exportDiscountCodeInvoiceCsv,
  getDiscountCodeInvoice,
  getDiscountCodeInvoicePdf,
} from '@haulstop/shared/contracts/discount-code-invoices';
import { previousPeriod } from '@haulstop/shared/rules';
import { prefetchEndpoint, useEndpointQuery } from './endpoint';

// The discount-code invoice's reads, derived from their definitions (@haulstop/shared/contracts/discount-code-invoices).

export const discountCodeInvoiceKeys = { all: DISCOUNT_CODE_INVOICES_CACHE };

/** Where a discount-code invoice's PDF and CSV are downloaded (attachments; see downloadFile). */
export const discountCodeInvoicePdfUrl = (period: string) => endpointUrl(getDiscountCodeInvoicePdf, { period });
export const discountCodeInvoiceCsvUrl = (period: string) => endpointUrl(exportDiscountCodeInvoiceCsv, { period });

/** The current organisation's discount-code invoice of one month. */
export const useDiscountCodeInvoice = (period: string) => useEndpointQuery(getDiscountCodeInvoice, { query: { period } });

/** Last month's, the one /discountcodeinvoice opens on, fetched with its chunk. */
export const prefetchDiscountCodeInvoice = (client: QueryClient) =>
  prefetchEndpoint(client, getDiscountCodeInvoice, { query: { period: previousPeriod(new Date()) } });
