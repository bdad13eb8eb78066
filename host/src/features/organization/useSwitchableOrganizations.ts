import { useEffect, useState } from 'react';
import { errorMessageOf, notify } from '@haulstop/shared/auth';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { dedupeOrganizations, normalizeOrganization, visibleOrganizations, type OrganizationItem } from '@haulstop/shared/permissions';
import { useSession } from '@haulstop/shared/session';
import { fetchAllOrganizations, fetchOrganizationsOfUser } from './organization-api';

export type SwitchableOrganizations = { organizations: OrganizationItem[]; loading: boolean; error: string | null };

/** Keeps what the login answer knows (role, type) for an organisation the by-user list names again. */
function mergeById(known: readonly OrganizationItem[], fetched: readonly OrganizationItem[]): OrganizationItem[] {
  const byId = new Map(known.map((o) => [o.orgId, o]));
  return dedupeOrganizations([...fetched.map((o) => ({ ...o, ...byId.get(o.orgId), orgName: o.orgName })), ...known]);
}

/**
 * The organisations the Switch Organization dialog offers (SPEC §6 organisation visibility):
 * organisation 1 sees all (GET /api/organization/getAllOrganization, paged through); others see
 * their own — the login answer at once, refreshed by GET /api/organization/getOrgByUser, whose
 * failure shows the server errorMessage (SPEC §8). De-duplicated by orgId.
 * @example const { organizations, loading } = useSwitchableOrganizations(open);
 */
export function useSwitchableOrganizations(enabled: boolean): SwitchableOrganizations {
  const loggedInSaasOrgId = useSession((s) => s.loggedInSaasOrgId);
  const userId = useSession((s) => s.user?.userId ?? null);
  const userOrganizations = useSession((s) => s.organizations);
  const platform = loggedInSaasOrgId === PLATFORM_ORG_ID;
  const [state, setState] = useState<SwitchableOrganizations>({ organizations: [], loading: false, error: null });

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    const own: OrganizationItem[] = dedupeOrganizations(userOrganizations.map(normalizeOrganization));
    if (platform) {
      setState({ organizations: own, loading: true, error: null });
      fetchAllOrganizations()
        .then((all) => current && setState({ organizations: visibleOrganizations({ loggedInSaasOrgId, userOrganizations: own, allOrganizations: all }), loading: false, error: null }))
        // SPEC §8: an organisations list failure is stored as an error (the dialog shows it).
        .catch((error: unknown) => current && setState({ organizations: own, loading: false, error: errorMessageOf(error, '') || null }));
    } else {
      setState({ organizations: own, loading: userId !== null, error: null });
      if (userId !== null) {
        fetchOrganizationsOfUser(userId)
          .then((mine) => current && setState({ organizations: mergeById(own, mine), loading: false, error: null }))
          .catch((error: unknown) => {
            if (!current) return;
            const message = errorMessageOf(error, '');
            if (message) notify.error(message);
            setState({ organizations: own, loading: false, error: null });
          });
      }
    }
    return () => {
      current = false;
    };
  }, [enabled, platform, loggedInSaasOrgId, userId, userOrganizations]);

  return state;
}
