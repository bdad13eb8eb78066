import { apiClient } from '@haulstop/shared/auth';
import type {
  NewSubscription,
  Page,
  SalesAgent,
  SalesAgentCommission,
  SalesAgentInput,
  Subscription,
  SubscriptionPlan,
  SubscriptionPlanInput,
  SubscriptionRetry,
} from '@haulstop/shared/contracts';
import { cleanParams, prefetchFirstPage, useApiMutation, useOrgKey, usePagedQuery, useQuery, type PageRequest, type QueryClient } from '@haulstop/shared/query';
import { invoiceKeys } from './invoices';

/** Cache keys of plans, subscriptions and sales agents; a subscribe, cancel or retry also makes the invoice list stale. */
export const subscriptionKeys = {
  plans: ['subscriptionPlans'] as const,
  all: ['subscriptions'] as const,
  list: (status: string) => ['subscriptions', 'list', cleanParams({ status })] as const,
  agents: ['salesAgents'] as const,
  agentList: (search: string) => ['salesAgents', 'list', cleanParams({ search })] as const,
  commissions: (period: string) => ['salesAgents', 'commissions', period] as const,
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

/** GET /api/salesAgents (platform), one page, searchable by name or e-mail. */
export async function fetchSalesAgents(search: string, request: PageRequest): Promise<Page<SalesAgent>> {
  const { data } = await apiClient.get<Page<SalesAgent>>('/api/salesAgents', {
    params: { ...cleanParams({ search }), page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}

/** POST /api/salesAgents or PUT /api/salesAgents/{salesAgentId} (platform). */
export async function saveSalesAgent({ salesAgentId, input }: { salesAgentId: number | null; input: SalesAgentInput }): Promise<SalesAgent> {
  const { data } =
    salesAgentId === null
      ? await apiClient.post<SalesAgent>('/api/salesAgents', input)
      : await apiClient.put<SalesAgent>(`/api/salesAgents/${salesAgentId}`, input);
  return data;
}

/** DELETE /api/salesAgents/{salesAgentId} (platform). */
export async function deleteSalesAgent(salesAgentId: number): Promise<void> {
  await apiClient.delete(`/api/salesAgents/${salesAgentId}`);
}

/** GET /api/salesAgents/commissions?period=YYYY-MM (platform): per agent and currency. */
export async function fetchCommissions(period: string, signal?: AbortSignal): Promise<SalesAgentCommission[]> {
  const { data } = await apiClient.get<SalesAgentCommission[]>('/api/salesAgents/commissions', { params: { period }, signal });
  return data;
}

export function useSubscriptionPlans() {
  return useQuery({ queryKey: useOrgKey(...subscriptionKeys.plans), queryFn: ({ signal }) => fetchSubscriptionPlans(signal) });
}

/** Subscriptions, 10 a page, filtered by status ('' for all). */
export const useSubscriptions = (status: string) => usePagedQuery(subscriptionKeys.list(status), (request) => fetchSubscriptions(status, request));

/** The first page /subscription and /sinvoice show, fetched with their chunk. */
export const prefetchSubscriptions = (client: QueryClient) =>
  prefetchFirstPage(client, subscriptionKeys.list(''), (request) => fetchSubscriptions('', request));

export const useSalesAgents = (search: string) => usePagedQuery(subscriptionKeys.agentList(search), (request) => fetchSalesAgents(search, request));

export function useCommissions(period: string) {
  return useQuery({
    queryKey: useOrgKey(...subscriptionKeys.commissions(period)),
    queryFn: ({ signal }) => fetchCommissions(period, signal),
    enabled: /^\d{4}-\d{2}$/.test(period),
  });
}

const SUBSCRIPTION_WRITES = [subscriptionKeys.all, invoiceKeys.all];

export const useSubscribe = (
  options: { onSuccess?: (subscription: Subscription) => void; successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {},
) => useApiMutation({ mutationFn: subscribe, invalidates: SUBSCRIPTION_WRITES, ...options });

export const useCancelSubscription = (options: { successMessage?: string } = {}) =>
  useApiMutation({ mutationFn: cancelSubscription, invalidates: SUBSCRIPTION_WRITES, ...options });

export const useRetrySubscription = (options: { successMessage?: string } = {}) =>
  useApiMutation({ mutationFn: retrySubscription, invalidates: SUBSCRIPTION_WRITES, ...options });

export const useSaveSalesAgent = (
  options: { onSuccess?: () => void; successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {},
) => useApiMutation({ mutationFn: saveSalesAgent, invalidates: [subscriptionKeys.agents], ...options });

export const useDeleteSalesAgent = (options: { successMessage?: string } = {}) =>
  useApiMutation({ mutationFn: deleteSalesAgent, invalidates: [subscriptionKeys.agents], ...options });

export const useSaveSubscriptionPlan = (
  options: { onSuccess?: () => void; successMessage?: string; onFieldError?: (field: string, message: string) => boolean } = {},
) => useApiMutation({ mutationFn: saveSubscriptionPlan, invalidates: [subscriptionKeys.plans], ...options });
