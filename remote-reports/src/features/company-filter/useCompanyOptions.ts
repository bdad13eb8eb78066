import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessageOf, notify } from '@haulstop/shared/auth';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { useSession } from '@haulstop/shared/session';

/** A company of the filter; orgId null is the leading All entry. */
export type CompanyOption = { orgId: number | null; orgName: string };

type Company = { orgId: number; orgName: string };

/** Where the companies come from (SPEC §7): companyNames for the platform organisation, else the user's organisations. */
export function companySource(saasOrgId: number | null, userId: number | null | undefined): { url: string; params: Record<string, number> } | null {
  if (saasOrgId === PLATFORM_ORG_ID) return { url: '/api/reservation/filter/companyNames', params: { saasOrgId: PLATFORM_ORG_ID } };
  if (userId === null || userId === undefined) return null;
  return { url: '/api/organization/getOrgByUser', params: { userId } };
}

/**
 * The company filter's entries, 'All' first, reloaded when the organisation changes.
 * A getOrgByUser failure shows the server's errorMessage as a toast; any failure is kept as `error`
 * (SPEC §8) and leaves only 'All'.
 */
export function useCompanyOptions(): { options: CompanyOption[]; loading: boolean; error: string | null } {
  const { t } = useTranslation();
  const saasOrgId = useSession((s) => s.saasOrgId);
  const userId = useSession((s) => s.user?.userId);
  const [companies, setCompanies] = useState<Company[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const source = companySource(saasOrgId, userId);
    setCompanies([]);
    setError(null);
    if (!source) return;
    const controller = new AbortController();
    setLoading(true);
    apiClient
      .get<Company[]>(source.url, { params: source.params, signal: controller.signal })
      .then((response) => {
        const list = Array.isArray(response.data) ? response.data : [];
        // De-duplicated by orgId: the filter's value is the id.
        const seen = new Set<number>();
        setCompanies(list.filter((c) => !seen.has(c.orgId) && seen.add(c.orgId)));
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessageOf(e, t('common.errorRetrievingData'));
        setError(message);
        if (source.url.endsWith('getOrgByUser')) notify.error(message);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [saasOrgId, userId, t]);

  const options: CompanyOption[] = [{ orgId: null, orgName: t('common.all') }, ...companies];
  return { options, loading, error };
}
