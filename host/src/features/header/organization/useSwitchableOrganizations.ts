import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchAllOrganizations, fetchOrganizationsOfUser, organizationKeys } from '@haulstop/shared/api';
import { errorMessageOf, notify } from '@haulstop/shared/auth';
import { isPlatformOrganization } from '@haulstop/shared/constants';
import { dedupeOrganizations, normalizeOrganization, visibleOrganizations, type OrganizationItem } from '@haulstop/shared/permissions';
import { useSession } from '@haulstop/shared/session';

export type SwitchableOrganizations = { organizations: OrganizationItem[]; loading: boolean; error: string | null };

/** Keeps what the login answer knows (role, type) for an organisation the by-user list names again. */
function mergeById(known: readonly OrganizationItem[], fetched: readonly OrganizationItem[]): OrganizationItem[] {
  const byId = new Map(known.map((o) => [o.orgId, o]));
  return dedupeOrganizations([...fetched.map((o) => ({ ...o, ...byId.get(o.orgId), orgName: o.orgName })), ...known]);
}

/**
 * The organisations the Switch Organization dialog offers:
 * organisation 1 sees all (GET /api/organization/getAllOrganization, paged through); others see
 * their own — the login answer at once, refreshed by GET /api/organization/getOrgByUser, whose
 * failure shows the server errorMessage. De-duplicated by orgId.
 * @example const { organizations, loading } = useSwitchableOrganizations(open);
 */
export function useSwitchableOrganizations(enabled: boolean): SwitchableOrganizations {
  const loggedInSaasOrgId = useSession((s) => s.loggedInSaasOrgId);
  const userId = useSession((s) => s.user?.userId ?? null);
  const userOrganizations = useSession((s) => s.organizations);
  const platform = isPlatformOrganization(loggedInSaasOrgId);
  const own = useMemo(() => dedupeOrganizations(userOrganizations.map(normalizeOrganization)), [userOrganizations]);

  const all = useQuery({ queryKey: [...organizationKeys.all, 'switchable', 'all'], queryFn: fetchAllOrganizations, enabled: enabled && platform });
  const mine = useQuery({
    queryKey: [...organizationKeys.all, 'switchable', 'byUser', userId],
    queryFn: () => fetchOrganizationsOfUser(userId as number),
    enabled: enabled && !platform && userId !== null,
  });

  const mineError = mine.isError ? errorMessageOf(mine.error, '') : '';
  useEffect(() => {
    if (mineError) notify.error(mineError);
  }, [mineError, mine.errorUpdatedAt]);

  if (!enabled) return { organizations: [], loading: false, error: null };
  if (platform) {
    // An organisations list failure is stored as an error (the dialog shows it).
    if (all.isError) return { organizations: own, loading: false, error: errorMessageOf(all.error, '') || null };
    return {
      organizations: all.data ? visibleOrganizations({ loggedInSaasOrgId, userOrganizations: own, allOrganizations: all.data }) : own,
      loading: all.isPending,
      error: null,
    };
  }
  return { organizations: mine.data ? mergeById(own, mine.data) : own, loading: userId !== null && mine.isPending && !mine.isError, error: null };
}
