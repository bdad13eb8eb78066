import { sessionStore, useSession } from '@haulstop/shared/session';

/**
 * Every org-scoped query key starts with the current organisation, so switching organisation
 * reads another cache entry and never shows the previous organisation's rows.
 */
export type OrgKey = readonly ['org', number | null, ...unknown[]];

export const orgKey = (saasOrgId: number | null, ...parts: unknown[]): OrgKey => ['org', saasOrgId, ...parts];

/** The key of `parts` in the current organisation, for hooks. */
export function useOrgKey(...parts: unknown[]): OrgKey {
  const saasOrgId = useSession((s) => s.saasOrgId);
  return orgKey(saasOrgId, ...parts);
}

/** The key of `parts` in the current organisation, outside React (prefetch, invalidation). */
export const currentOrgKey = (...parts: unknown[]): OrgKey => orgKey(sessionStore.getState().saasOrgId, ...parts);

/**
 * Does a cached query belong to `prefix`? Its key starts with the prefix, or with the organisation
 * then the prefix: invalidating `['invoices']` reaches the invoice lists of every organisation.
 */
export function keyMatches(queryKey: readonly unknown[], prefix: readonly unknown[]): boolean {
  const startsWith = (key: readonly unknown[]) => prefix.every((part, i) => JSON.stringify(key[i]) === JSON.stringify(part));
  return startsWith(queryKey) || (queryKey[0] === 'org' && startsWith(queryKey.slice(2)));
}
