import type { QueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeInput } from '@haulstop/shared/contracts';
import { createDiscountCode, DISCOUNT_CODES_CACHE, listDiscountCodes, updateDiscountCode } from '@haulstop/shared/contracts/discount-codes';
import { callEndpoint, prefetchEndpointPage, useEndpointPage } from './endpoint';

// The discount codes' calls, derived from their definitions (@haulstop/shared/contracts/discount-codes).
// A removal is useEndpointMutation(deleteDiscountCode), which makes the lists stale.

/** Every discount-code read; a code's write makes it stale. */
export const discountCodeKeys = { all: DISCOUNT_CODES_CACHE };

// The search box's empty text is sent as no search.
const queryOf = (search: string) => (search ? { search } : {});

/** One page of GET /api/discountCodes: owners' own codes, or the codes a fleet can use. */
export const useDiscountCodesPage = (search: string) => useEndpointPage(listDiscountCodes, { query: queryOf(search) });
export const prefetchDiscountCodesPage = (client: QueryClient) => prefetchEndpointPage(client, listDiscountCodes, { query: {} });

/** Creates a code, or saves the one being edited (its id). */
export const saveDiscountCode = ({ discountCodeId, input }: { discountCodeId: number | null; input: DiscountCodeInput }): Promise<DiscountCode> =>
  discountCodeId === null ? callEndpoint(createDiscountCode, { body: input }) : callEndpoint(updateDiscountCode, { params: { discountCodeId }, body: input });
