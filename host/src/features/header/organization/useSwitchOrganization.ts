import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notify } from '@haulstop/shared/auth';
import { LANDING_ROUTE } from '@haulstop/shared/constants';
import { isOrganizationAlreadyLoaded } from '@haulstop/shared/permissions';
import { sessionStore } from '@haulstop/shared/session';

export type SwitchTarget = {
  orgId: number;
  orgName: string;
  saasOrgId?: number | null;
  usageType?: string | null;
  orgType?: string | null;
  orgStatus?: string | null;
  isOrgApproved?: string | boolean | null;
};

/**
 * Organisation switching: saves the chosen organisation id and name, lands on
 * /mapDashboard; the organisation data reloads because the current organisation changed
 * (useOrganizationDetails). Choosing the organisation already loaded shows a warning instead.
 * Back to Admin restores organisation 1.
 * @example const { switchTo, backToAdmin } = useSwitchOrganization(); switchTo({ orgId: 2, orgName: 'Prairie Truck Stops' });
 */
export function useSwitchOrganization(): { switchTo: (org: SwitchTarget) => boolean; backToAdmin: () => void } {
  const navigate = useNavigate();
  const { t } = useTranslation();

  const switchTo = useCallback(
    (org: SwitchTarget) => {
      const target = org.saasOrgId ?? org.orgId;
      // Read at the moment of the click: the store, not a render-time copy, is the truth.
      if (isOrganizationAlreadyLoaded({ selectedOrgId: target, currentOrgId: sessionStore.getState().saasOrgId })) {
        notify.warning(t('messages.organisationAlreadyLoaded'));
        return false;
      }
      // What the list already knows (type, status) draws the right menu before the details arrive.
      const { usageType, orgType, orgStatus, isOrgApproved } = org;
      sessionStore
        .getState()
        .switchOrganization(target, org.orgName, { saasOrgId: target, orgName: org.orgName, usageType, orgType, orgStatus, isOrgApproved });
      navigate(LANDING_ROUTE);
      return true;
    },
    [navigate, t],
  );

  const backToAdmin = useCallback(() => {
    sessionStore.getState().backToAdmin();
    navigate(LANDING_ROUTE);
  }, [navigate]);

  return { switchTo, backToAdmin };
}
