// The API keys domain, one definition per endpoint: the API registers these routes from them and the
// client's fetchers and hooks are derived from them (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { API_KEY_SCOPES } from '@haulstop/shared/permissions';
import { API_KEYS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { DateTime, Id, literalOf, OrgHeader, oneOf, Paged, PageQuery, responses } from './schema';

const NullableDateTime = Type.Union([DateTime(), Type.Null()]);

/** An API key as listed (DESIGN §8); the key itself is only in the create answer. */
const ApiKey = Type.Object({
  apiKeyId: Type.Integer(),
  name: Type.String(),
  scopes: Type.Array(Type.String()),
  prefix: Type.String({ description: 'The first characters of the key, to recognise it' }),
  createdAt: DateTime(),
  expiresAt: NullableDateTime,
  revokedAt: NullableDateTime,
  lastUsedAt: NullableDateTime,
  lastUsedIp: Type.Union([Type.String(), Type.Null()], { description: 'The address the key was last used from' }),
  status: literalOf(['Active', 'Expired', 'Revoked'] as const),
});
export type ApiKey = Type.Static<typeof ApiKey>;

const CreatedApiKey = Type.Intersect([ApiKey, Type.Object({ key: Type.String({ description: 'Starts with hs_; shown once' }) })]);
export type CreatedApiKey = Type.Static<typeof CreatedApiKey>;

const ApiKeyInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64 }),
    scopes: Type.Array(oneOf(API_KEY_SCOPES), { minItems: 1, maxItems: API_KEY_SCOPES.length }),
    expiresAt: Type.Optional(Type.Union([DateTime('No expiry when absent'), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ApiKeyInput = Type.Static<typeof ApiKeyInput>;

const defineApiKeyEndpoint = endpointsOf({ tags: ['API keys'], headers: OrgHeader });

export const listApiKeys = defineApiKeyEndpoint({
  method: 'GET',
  path: '/api/apiKeys',
  summary: "The organisation's API keys (never the keys themselves)",
  query: PageQuery,
  response: responses({ 200: Paged(ApiKey) }),
  access: { access: 'org', resource: 'apiKeys', action: 'view' },
  cache: API_KEYS_CACHE,
});

export const createApiKey = defineApiKeyEndpoint({
  method: 'POST',
  path: '/api/apiKeys',
  summary: 'Create an API key: the answer is the only time the key is shown',
  description: 'Send the key as `Authorization: Bearer hs_…` on any domain path; it acts as its organisation with its scopes (no X-Org-Id).',
  body: ApiKeyInput,
  response: responses({ 201: CreatedApiKey }),
  access: { access: 'org', resource: 'apiKeys', action: 'create' },
  invalidates: [API_KEYS_CACHE],
});

export const revokeApiKey = defineApiKeyEndpoint({
  method: 'DELETE',
  path: '/api/apiKeys/:apiKeyId',
  summary: 'Revoke an API key: it answers 401 from the next request',
  params: Type.Object({ apiKeyId: Id('API key') }),
  response: responses({ 204: Type.Null() }),
  access: { access: 'org', resource: 'apiKeys', action: 'delete' },
  invalidates: [API_KEYS_CACHE],
});
