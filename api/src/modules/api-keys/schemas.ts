import { Type } from 'typebox';
import { API_KEY_SCOPES } from '@haulstop/shared/permissions';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, OrgHeader, oneOf, responses } from '../../lib/schemas';

const NullableDateTime = Type.Union([DateTime(), Type.Null()]);

export const ApiKey = Type.Object({
  apiKeyId: Type.Integer(),
  name: Type.String(),
  scopes: Type.Array(Type.String()),
  prefix: Type.String({ description: 'The first characters of the key, to recognise it' }),
  createdAt: DateTime(),
  expiresAt: NullableDateTime,
  revokedAt: NullableDateTime,
  lastUsedAt: NullableDateTime,
  lastUsedIp: Type.Union([Type.String(), Type.Null()], { description: 'The address the key was last used from' }),
  status: oneOf(['Active', 'Expired', 'Revoked']),
});

const tags = ['API keys'];

export const listKeysSchema = {
  tags,
  summary: "The organisation's API keys (never the keys themselves)",
  headers: OrgHeader,
  querystring: PageQuery,
  response: responses({ 200: Paged(ApiKey) }),
};

export const createKeySchema = {
  tags,
  summary: 'Create an API key: the answer is the only time the key is shown',
  description: 'Send the key as `Authorization: Bearer hs_…` on any domain path; it acts as its organisation with its scopes (no X-Org-Id).',
  headers: OrgHeader,
  body: Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 64 }),
      scopes: Type.Array(oneOf(API_KEY_SCOPES), { minItems: 1, maxItems: API_KEY_SCOPES.length }),
      expiresAt: Type.Optional(Type.Union([DateTime('No expiry when absent'), Type.Null()])),
    },
    { additionalProperties: false },
  ),
  response: responses({ 201: Type.Intersect([ApiKey, Type.Object({ key: Type.String({ description: 'Starts with hs_; shown once' }) })]) }),
};

export const revokeKeySchema = {
  tags,
  summary: 'Revoke an API key: it answers 401 from the next request',
  headers: OrgHeader,
  params: Type.Object({ apiKeyId: Id('API key') }),
  response: responses({ 204: Type.Null() }),
};
