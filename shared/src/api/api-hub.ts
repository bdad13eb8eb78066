import { listApiKeys } from '@haulstop/shared/contracts/api-keys';
import { useEndpointPage } from './endpoint';

export type { ApiKey, ApiKeyInput, CreatedApiKey } from '@haulstop/shared/contracts/api-keys';
// The webhooks hub's calls are its definitions (@haulstop/shared/contracts/webhooks), read with
// useEndpointQuery/useEndpointPage and written with useEndpointMutation; its types are theirs.
export type { WebhookAttempt, WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from '@haulstop/shared/contracts/webhooks';

/** The organisation's API keys, paged (derived from @haulstop/shared/contracts/api-keys; a page creates and revokes with useEndpointMutation). */
export const useApiKeysPage = () => useEndpointPage(listApiKeys, {});
