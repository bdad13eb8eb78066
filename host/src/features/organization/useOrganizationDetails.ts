import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@haulstop/shared/auth';
import { useSession } from '@haulstop/shared/session';
import { fetchOrganization } from './organization-api';

/**
 * Loads the current organisation (GET /api/organization/{saasOrgId}) and applies usageType,
 * isOrgNetworkConfigEnabled, status, isOrgApproved and logoPath to the session (SPEC §3, §7).
 * Runs again whenever the current organisation changes — that is how a switch or Back to Admin
 * "reloads the organisation data" (SPEC §4). A failure shows 'Error retrieving data' (SPEC §8).
 * @example const { reload } = useOrganizationDetails();
 */
export function useOrganizationDetails(): { reload: () => void } {
  const { t } = useTranslation();
  const saasOrgId = useSession((s) => s.saasOrgId);
  const signedIn = useSession((s) => Boolean(s.token));
  const applyOrganizationDetails = useSession((s) => s.applyOrganizationDetails);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!signedIn || saasOrgId === null) return undefined;
    let current = true;
    fetchOrganization(saasOrgId)
      .then((details) => {
        // A slower answer for an organisation the user already left must not overwrite the new one.
        if (current) applyOrganizationDetails(details);
      })
      .catch(() => {
        if (current) notify.error(t('messages.errorRetrievingData'));
      });
    return () => {
      current = false;
    };
  }, [saasOrgId, signedIn, generation, applyOrganizationDetails, t]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { reload };
}
