import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganization } from '@haulstop/shared/api';
import { notify } from '@haulstop/shared/auth';
import { useSession } from '@haulstop/shared/session';

/**
 * Loads the current organisation (GET /api/organization/{saasOrgId}) and applies usageType,
 * isOrgNetworkConfigEnabled, status, isOrgApproved and logoPath to the session.
 * Runs again whenever the current organisation changes — that is how a switch or Back to Admin
 * "reloads the organisation data" — and whenever a save invalidates the organisation.
 * A failure shows 'Error retrieving data'.
 * @example const { reload } = useOrganizationDetails();
 */
export function useOrganizationDetails(): { reload: () => void } {
  const { t } = useTranslation();
  const saasOrgId = useSession((s) => s.saasOrgId);
  const signedIn = useSession((s) => Boolean(s.token));
  const applyOrganizationDetails = useSession((s) => s.applyOrganizationDetails);
  const organization = useOrganization(signedIn ? saasOrgId : null);
  const { data, isError, errorUpdatedAt, refetch } = organization;

  useEffect(() => {
    // The cache is keyed by organisation: an answer for an organisation the user already left never arrives here.
    if (data) applyOrganizationDetails(data);
  }, [data, applyOrganizationDetails]);

  useEffect(() => {
    if (isError) notify.error(t('messages.errorRetrievingData'));
  }, [isError, errorUpdatedAt, t]);

  return { reload: () => void refetch() };
}
