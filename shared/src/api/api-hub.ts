import { useQuery } from '@tanstack/react-query';
import { listApiKeys } from '@haulstop/shared/contracts/api-keys';
import { apiClient } from '@haulstop/shared/auth';
import { useEndpointPage } from './endpoint';
import type { Page } from '@haulstop/shared/contracts';
import { useOrgKey, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

export type { ApiKey, ApiKeyInput, CreatedApiKey } from '@haulstop/shared/contracts/api-keys';

export type WebhookEndpoint = {
  endpointId: number;
  url: string;
  events: string[];
  /** The lots whose free slots it receives (availability.changed). */
  parkingLotIds: number[];
  description: string | null;
  enabled: boolean;
  secret: string;
  failingSince: string | null;
  disabledReason: string | null;
  createdAt: string;
  updatedAt: string;
};
export type WebhookEndpointInput = { url: string; events: string[]; parkingLotIds?: number[]; description?: string | null; enabled?: boolean };

export type WebhookAttempt = {
  attemptedAt: string;
  responseStatus: number | null;
  durationMs: number;
  responseBytes: number | null;
  responseContentType: string | null;
  error: string | null;
};
export type WebhookDelivery = {
  deliveryId: number;
  endpointId: number;
  url: string;
  eventId: string;
  eventType: string;
  payload: string;
  attempts: number;
  status: 'Pending' | 'Delivered' | 'Failed';
  lastResponseStatus: number | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  attemptLog: WebhookAttempt[];
};

/** Cache keys of the API hub; every write below invalidates `apiHubKeys.all`. */
export const apiHubKeys = {
  all: ['apiHub'] as const,
  keys: ['apiHub', 'keys'] as const,
  endpoints: ['apiHub', 'endpoints'] as const,
  deliveries: ['apiHub', 'deliveries'] as const,
};

/** The organisation's API keys, paged (derived from @haulstop/shared/contracts/api-keys; a page creates and revokes with useEndpointMutation). */
export const useApiKeysPage = () => useEndpointPage(listApiKeys, {});

/** GET /api/webhooks/endpoints of the current organisation. */
export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: useOrgKey(...apiHubKeys.endpoints),
    queryFn: async ({ signal }) => (await apiClient.get<WebhookEndpoint[]>('/api/webhooks/endpoints', { signal })).data,
  });

/** POST /api/webhooks/endpoints, or PUT …/{id} when editing one. */
export async function saveWebhookEndpoint({ endpointId, input }: { endpointId: number | null; input: WebhookEndpointInput }): Promise<WebhookEndpoint> {
  const { data } =
    endpointId === null
      ? await apiClient.post<WebhookEndpoint>('/api/webhooks/endpoints', input)
      : await apiClient.put<WebhookEndpoint>(`/api/webhooks/endpoints/${endpointId}`, input);
  return data;
}
export async function deleteWebhookEndpoint(endpointId: number): Promise<void> {
  await apiClient.delete(`/api/webhooks/endpoints/${endpointId}`);
}
export async function rotateWebhookSecret(endpointId: number): Promise<{ secret: string }> {
  const { data } = await apiClient.post<{ secret: string }>(`/api/webhooks/endpoints/${endpointId}/rotateSecret`);
  return data;
}
/** POST …/{id}/test: a `ping`, or in the sandbox a sample event of `eventType`. */
export async function sendWebhookTest({ endpointId, eventType }: { endpointId: number; eventType?: string }): Promise<{ deliveryId: number; eventId: string }> {
  const { data } = await apiClient.post<{ deliveryId: number; eventId: string }>(`/api/webhooks/endpoints/${endpointId}/test`, eventType ? { eventType } : {});
  return data;
}

async function fetchDeliveriesPage(request: PageRequest): Promise<Page<WebhookDelivery>> {
  const { data } = await apiClient.get<Page<WebhookDelivery>>('/api/webhooks/deliveries', {
    params: { page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}
/** GET /api/webhooks/deliveries, paged, newest first. */
export const useWebhookDeliveriesPage = () => usePagedQuery(apiHubKeys.deliveries, fetchDeliveriesPage);

export async function redeliverWebhook(deliveryId: number): Promise<void> {
  await apiClient.post(`/api/webhooks/deliveries/${deliveryId}/redeliver`);
}
