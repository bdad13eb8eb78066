import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessageOf } from '@haulstop/shared/auth';
import type { OrganizationDetail } from '@haulstop/shared/contracts';

/**
 * One organisation's detail, reloaded when the id changes (org switching); a newer load cancels
 * the one in flight. Failure: the server's errorMessage, else 'Error retrieving data' (SPEC §8).
 */
export function useOrganization(saasOrgId: number | null) {
  const { t } = useTranslation();
  const [organization, setOrganization] = useState<OrganizationDetail | null>(null);
  const [loading, setLoading] = useState(saasOrgId !== null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setOrganization(null);
    setError(null);
    if (saasOrgId === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    apiClient
      .get<OrganizationDetail>(`/api/organization/${saasOrgId}`, { signal: controller.signal })
      .then((response) => {
        setOrganization(response.data);
        setLoading(false);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessageOf(e, t('common.errorRetrievingData')));
        setLoading(false);
      });
    return () => controller.abort();
  }, [saasOrgId, attempt, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { organization, loading, error, reload, setOrganization };
}
