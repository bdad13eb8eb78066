import { apiClient } from '@haulstop/shared/auth';
import type {
  NewSubscription,
  Page,
  SalesAgent,
  SalesAgentInput,
  Subscription,
  SubscriptionPlan,
  SubscriptionPlanInput,
  SubscriptionRetry,
} from '@haulstop/shared/contracts';
import { cleanParams, prefetchFirstPage, useApiMutation, useOrgKey, usePagedQuery, useQuery, type PageRequest, type QueryClient } from '@haulstop/shared/query';
import { createSalesAgent, listSalesAgents, salesAgentCommissions, updateSalesAgent } from '@haulstop/shared/contracts/sales-agents';
import { callEndpoint, useEndpointPage, useEndpointQuery } from './endpoint';
import { invoiceKeys } from './invoices';

/** Cache keys of plans and subscriptions; a subscribe, cancel or retry also makes the invoice list stale. */
export const subscriptionKeys = {
  plans: ['subscriptionPlans'] as const,
  all: ['subscriptions'] as const,
  list: (status: string) => ['subscriptions', 'list', cleanParams({ status })] as const,
};

/** GET /api/subscriptionPlans: the plans the current organisation can buy (the platform: every plan). */
export async function fetchSubscriptionPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  const { data } = await apiClient.get<SubscriptionPlan[]>('/api/subscriptionPlans', { signal });
  return data;
}

/** POST /api/subscriptionPlans, or PUT /api/subscriptionPlans/{planId} (platform). */
export async function saveSubscriptionPlan({ planId, input }: { planId: number | null; input: SubscriptionPlanInput }): Promise<SubscriptionPlan> {
  const { data } =
    planId === null
      ? await apiClient.post<SubscriptionPlan>('/api/subscriptionPlans', input)
      : await apiClient.put<SubscriptionPlan>(`/api/subscriptionPlans/${planId}`, input);
  return data;
}

/** GET /api/subscriptions: the organisation's own (the platform: every organisation's), one page. */
export async function fetchSubscriptions(status: string, request: PageRequest): Promise<Page<Subscription>> {
  const { data } = await apiClient.get<Page<Subscription>>('/api/subscriptions', {
    params: { ...cleanParams({ status }), page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}

/**
 * POST /api/subscriptions: subscribe with a saved card; the first period is charged at once.
 * `idempotencyKey`: one per attempt (made when the dialog opens), so a resent request charges once.
 */
export async function subscribe({ idempotencyKey, ...input }: NewSubscription & { idempotencyKey: string }): Promise<Subscription> {
  const { data } = await apiClient.post<Subscription>('/api/subscriptions', input, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

/** POST /api/subscriptions/{subscriptionId}/cancel: stop renewing. */
export async function cancelSubscription(subscriptionId: number): Promise<Subscription> {
  const { data } = await apiClient.post<Subscription>(`/api/subscriptions/${subscriptionId}/cancel`);
  return data;
}

/** POST /api/subscriptions/{subscriptionId}/retry: charge a refused renewal again. */
export async function retrySubscription({
  subscriptionId,
  idempotencyKey,
  ...body
}: SubscriptionRetry & { subscriptionId: number; idempotencyKey: string }): Promise<Subscription> {
  const { data } = await apiClient.post<Subscription>(`/api/subscriptions/${subscriptionId}/retry`, body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

/** Creates the sales agent, or replaces it when it has an id (platform). */
export const saveSalesAgent = ({ salesAgentId, input }: { salesAgentId: number | null; input: SalesAgentInput }): Promise<SalesAgent> =>
  salesAgentId === null ? callEndpoint(createSalesAgent, { body: input }) : callEndpoint(updateSalesAgent, { params: { salesAgentId }, body: input });

/** What a successful sales-agent save makes stale: the definition's own. */
export const salesAgentWrites = createSalesAgent.invalidates;

export function useSubscriptionPlans() {
  return useQuery({ queryKey: useOrgKey(...subscriptionKeys.plans), queryFn: ({ signal }) => fetchSubscriptionPlans(signal) });
}

/** Subscriptions, 10 a page, filtered by status ('' for all). */
export const useSubscriptions = (status: string) => usePagedQuery(subscriptionKeys.list(status), (request) => fetchSubscriptions(status, request));

/** The first page /subscription and /sinvoice show, fetched with their chunk. */
export const prefetchSubscriptions = (client: QueryClient) =>
  prefetchFirstPage(client, subscriptionKeys.list(''), (request) => fetchSubscriptions('', request));

/** Sales agents (platform), 10 a page, searchable by name or e-mail. */
export const useSalesAgents = (search: string) => useEndpointPage(listSalesAgents, { query: { search } });

/** The commissions of a month (YYYY-MM), per agent and currency; nothing is fetched for another value. */
export const useCommissions = (period: string) => useEndpointQuery(salesAgentCommissions, { query: { period } }, { enabled: /^\d{4}-\d{2}$/.test(period) });

const SUBSCRIPTION_WRITES = [subscriptionKeys.all, invoiceKeys.all];

export const useSubscribe = (
  options: { onSuccess?: (subscription: Subscription) => void; successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {},
) => useApiMutation({ mutationFn: subscribe, invalidates: SUBSCRIPTION_WRITES, ...options });

export const useCancelSubscription = (options: { successMessage?: string } = {}) =>
  useApiMutation({ mutationFn: cancelSubscription, invalidates: SUBSCRIPTION_WRITES, ...options });

export const useRetrySubscription = (options: { successMessage?: string } = {}) =>
  useApiMutation({ mutationFn: retrySubscription, invalidates: SUBSCRIPTION_WRITES, ...options });

export const useSaveSubscriptionPlan = (
  options: { onSuccess?: () => void; successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {},
) => useApiMutation({ mutationFn: saveSubscriptionPlan, invalidates: [subscriptionKeys.plans], ...options });
