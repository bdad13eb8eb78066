import { createHash, randomBytes } from 'node:crypto';
import type { ApiKey } from '@haulstop/shared/contracts/api-keys';
import { API_KEY_PREFIX, apiKeyScopesFor } from '@haulstop/shared/permissions';
import type { Queryable } from '../../db/db';
import { badRequest, notFound, text } from '../../lib/errors';
import { pageWindow, type PageWindow } from '../../lib/paging';
import type { OrgContext } from '../../plugins/app/authorization';
import * as repository from './repository';

export type { KeyCaller } from './repository';

/** Keys are 32 random bytes: a plain SHA-256 is enough to store them (nothing to brute-force), and cheap per request. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a bearer token is an API key rather than a session's access token. */
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** A key as the answer shows it (ApiKey of @haulstop/shared/contracts/api-keys): instants as ISO 8601 text, and its status now. */
const visible = (row: repository.ApiKeyRow): ApiKey => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: iso(row.expiresAt),
  revokedAt: iso(row.revokedAt),
  lastUsedAt: iso(row.lastUsedAt),
  status: row.revokedAt ? 'Revoked' : row.expiresAt && row.expiresAt < new Date() ? 'Expired' : 'Active',
});

export async function createKey(
  db: Queryable,
  org: OrgContext,
  userId: number,
  input: { name: string; scopes: string[]; expiresAt?: string | Date | null },
): Promise<ReturnType<typeof visible> & { key: string }> {
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0) throw badRequest(text('apiErrors.apiKeys.chooseScope'), undefined, { field: 'scopes' });
  const allowed: readonly string[] = apiKeyScopesFor(org.orgType, org.isPlatformOrg);
  const foreign = scopes.find((scope) => !allowed.includes(scope));
  if (foreign) throw badRequest(text('apiErrors.apiKeys.scopeNotForOrganisation', { scope: foreign }), undefined, { field: 'scopes' });
  if (input.expiresAt && new Date(input.expiresAt) <= new Date()) throw badRequest(text('apiErrors.apiKeys.expiryInFuture'), undefined, { field: 'expiresAt' });
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await repository.insertKey(db, {
    orgId: org.orgId,
    name: input.name.trim(),
    prefix: key.slice(0, 10),
    hash: hashKey(key),
    scopes,
    createdBy: userId,
    expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
  });
  return { ...visible(row), key };
}

export async function listKeys(db: Queryable, org: OrgContext, query: { page?: number; size?: number }) {
  const window: PageWindow = pageWindow(query);
  const { rows, total } = await repository.listKeys(db, org.orgId, window.offset, window.size);
  return { content: rows.map(visible), totalElements: total, page: window.page, size: window.size };
}

export async function revokeKey(db: Queryable, org: OrgContext, apiKeyId: number): Promise<void> {
  if (!(await repository.revokeKey(db, org.orgId, apiKeyId))) throw notFound('API key');
}

export const useKey = (db: Queryable, key: string, ip: string) => repository.useKey(db, hashKey(key), ip);
