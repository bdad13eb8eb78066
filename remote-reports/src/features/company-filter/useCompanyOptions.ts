import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useCompanyNames } from '@haulstop/shared/api';

/** A company of the filter; orgId null is the leading All entry. */
export type CompanyOption = { orgId: number | null; orgName: string };

/**
 * The company filter's entries: 'All' first, then the companies that appear in the
 * current organisation's reservations — each one filters to its rows. Reloaded when the
 * organisation changes; a failure is kept as `error` and leaves only 'All'.
 */
export function useCompanyOptions(): { options: CompanyOption[]; loading: boolean; error: string | null } {
  const { t } = useTranslation();
  const companies = useCompanyNames();
  // The same list while the answer is the same, so the filter it feeds is not redrawn by a page change.
  const options = useMemo<CompanyOption[]>(() => [{ orgId: null, orgName: t('common.all') }, ...(companies.data ?? [])], [t, companies.data]);
  return {
    options,
    loading: companies.isPending && companies.fetchStatus !== 'idle',
    error: companies.isError ? errorMessageOf(companies.error, t('common.errorRetrievingData')) : null,
  };
}
