import type { NewSubscription, Subscription, SubscriptionPlan, SubscriptionPlanInput, SubscriptionRetry } from '@haulstop/shared/contracts';
import type { QueryClient } from '@haulstop/shared/query';
import { listSalesAgents, salesAgentCommissions } from '@haulstop/shared/contracts/sales-agents';
import * as subscriptions from '@haulstop/shared/contracts/subscriptions';
import { callEndpoint, prefetchEndpointPage, useEndpointPage, useEndpointQuery, useEndpointWrite } from './endpoint';

/** POST /api/subscriptionPlans, or PUT /api/subscriptionPlans/{planId} (platform). */
export const saveSubscriptionPlan = ({ planId, input }: { planId: number | null; input: SubscriptionPlanInput }): Promise<SubscriptionPlan> =>
  planId === null
    ? callEndpoint(subscriptions.createSubscriptionPlan, { body: input })
    : callEndpoint(subscriptions.updateSubscriptionPlan, { params: { planId }, body: input });

/**
 * POST /api/subscriptions: subscribe with a saved card; the first period is charged at once.
 * `idempotencyKey`: one per attempt (made when the dialog opens), so a resent request charges once.
 */
export const subscribe = ({ idempotencyKey, ...body }: NewSubscription & { idempotencyKey: string }): Promise<Subscription> =>
  callEndpoint(subscriptions.createSubscription, { body, headers: { 'idempotency-key': idempotencyKey } });

/** POST /api/subscriptions/{subscriptionId}/retry: charge a refused renewal again. */
export const retrySubscription = ({ subscriptionId, idempotencyKey, ...body }: SubscriptionRetry & { subscriptionId: number; idempotencyKey: string }) =>
  callEndpoint(subscriptions.retrySubscription, { params: { subscriptionId }, body, headers: { 'idempotency-key': idempotencyKey } });

/** The list's query: a status, or every subscription for '' (All). */
const statusQuery = (status: string) => ({ query: status ? { status: status as Subscription['status'] } : {} });

export const useSubscriptionPlans = () => useEndpointQuery(subscriptions.listSubscriptionPlans, {});

/** Subscriptions, 10 a page, filtered by status ('' for all). */
export const useSubscriptions = (status: string) => useEndpointPage(subscriptions.listSubscriptions, statusQuery(status));

/** The first page /subscription and /sinvoice show, fetched with their chunk. */
export const prefetchSubscriptions = (client: QueryClient) => prefetchEndpointPage(client, subscriptions.listSubscriptions, statusQuery(''));

/** Sales agents (platform), 10 a page, searchable by name or e-mail. */
export const useSalesAgents = (search: string) => useEndpointPage(listSalesAgents, { query: { search } });

/** The commissions of a month (YYYY-MM), per agent and currency; nothing is fetched for another value. */
export const useCommissions = (period: string) => useEndpointQuery(salesAgentCommissions, { query: { period } }, { enabled: /^\d{4}-\d{2}$/.test(period) });

type WriteOptions<TResult> = {
  onSuccess?: (result: TResult) => void;
  successMessage?: string;
  onFieldError?: (field: string, message: string) => boolean;
};

export const useSubscribe = (options: WriteOptions<Subscription> = {}) => useEndpointWrite(subscriptions.createSubscription, subscribe, options);

export const useCancelSubscription = (options: { successMessage?: string } = {}) =>
  useEndpointWrite(
    subscriptions.cancelSubscription,
    (subscriptionId: number) => callEndpoint(subscriptions.cancelSubscription, { params: { subscriptionId } }),
    options,
  );

export const useRetrySubscription = (options: { successMessage?: string } = {}) =>
  useEndpointWrite(subscriptions.retrySubscription, retrySubscription, options);

export const useSaveSubscriptionPlan = (options: WriteOptions<SubscriptionPlan> = {}) =>
  useEndpointWrite(subscriptions.createSubscriptionPlan, saveSubscriptionPlan, options);
