import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { DiscountCode, DiscountCodeInput, Page } from '@haulstop/shared/contracts';
import { prefetchFirstPage, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

/** Cache keys of discount codes; invalidate `discountCodeKeys.all` after a write. */
export const discountCodeKeys = {
  all: ['discountCodes'] as const,
  page: (search: string) => ['discountCodes', 'page', { search }] as const,
};

/** One page of GET /api/discountCodes (DESIGN §7): owners' own codes, or the codes a fleet can use. */
export async function fetchDiscountCodesPage(search: string, request: PageRequest): Promise<Page<DiscountCode>> {
  const { data } = await apiClient.get<Page<DiscountCode>>('/api/discountCodes', {
    params: { page: request.page, size: request.size, ...(search ? { search } : {}) },
    signal: request.signal,
  });
  return data;
}

export const useDiscountCodesPage = (search: string) => usePagedQuery(discountCodeKeys.page(search), (request) => fetchDiscountCodesPage(search, request));
export const prefetchDiscountCodesPage = (client: QueryClient) =>
  prefetchFirstPage(client, discountCodeKeys.page(''), (request) => fetchDiscountCodesPage('', request));

/** POST /api/discountCodes, or PUT /api/discountCodes/{id} when editing one. */
export async function saveDiscountCode({ discountCodeId, input }: { discountCodeId: number | null; input: DiscountCodeInput }): Promise<DiscountCode> {
  const { data } =
    discountCodeId === null
      ? await apiClient.post<DiscountCode>('/api/discountCodes', input)
      : await apiClient.put<DiscountCode>(`/api/discountCodes/${discountCodeId}`, input);
  return data;
}

/** DELETE /api/discountCodes/{id}: the code leaves the list (kept for the bookings that used it). */
export async function removeDiscountCode(discountCodeId: number): Promise<void> {
  await apiClient.delete(`/api/discountCodes/${discountCodeId}`);
}
