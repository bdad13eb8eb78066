import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { DiscountCodeInvoice } from '@haulstop/shared/contracts';
import { currentOrgKey, useOrgKey } from '@haulstop/shared/query';
import { previousPeriod } from '@haulstop/shared/rules';

export const discountCodeInvoiceKeys = {
  all: ['discountCodeInvoices'] as const,
  period: (period: string) => ['discountCodeInvoices', period] as const,
};

/** Where a discount-code invoice's PDF and CSV are downloaded (attachments; see downloadFile). */
export const discountCodeInvoicePdfUrl = (period: string) => `/api/discountCodeInvoices/${period}/pdf`;
export const discountCodeInvoiceCsvUrl = (period: string) => `/api/discountCodeInvoices/${period}/csv`;

/** GET /api/discountCodeInvoices?period=YYYY-MM: what the discount codes cost in one month. */
export async function fetchDiscountCodeInvoice(period: string, signal?: AbortSignal): Promise<DiscountCodeInvoice> {
  const { data } = await apiClient.get<DiscountCodeInvoice>('/api/discountCodeInvoices', { params: { period }, signal });
  return data;
}

/** The current organisation's discount-code invoice of one month. */
export function useDiscountCodeInvoice(period: string) {
  return useQuery({ queryKey: useOrgKey(...discountCodeInvoiceKeys.period(period)), queryFn: ({ signal }) => fetchDiscountCodeInvoice(period, signal) });
}

/** Last month's, the one /discountcodeinvoice opens on, fetched with its chunk. */
export const prefetchDiscountCodeInvoice = (client: QueryClient) => {
  const period = previousPeriod(new Date());
  return client.prefetchQuery({
    queryKey: currentOrgKey(...discountCodeInvoiceKeys.period(period)),
    queryFn: ({ signal }) => fetchDiscountCodeInvoice(period, signal),
  });
};
