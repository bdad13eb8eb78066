import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notify } from '@haulstop/shared/feedback';
import { LANDING_ROUTE } from '@haulstop/shared/constants';

/** One id: the redirect's effect may run twice (strict mode, a second refused visit) and must show one notice. */
const REFUSED_TOAST_ID = 'route-refused';

/**
 * Sends a signed-in person away from a page their role or organisation may not open, to the
 * landing page, and says why there: a page that silently turns into another reads as a fault.
 */
export function LeaveRefusedPage() {
  const { t } = useTranslation();
  useEffect(() => {
    notify.warning(t('host.guard.notForRole'), { toastId: REFUSED_TOAST_ID });
  }, [t]);
  return <Navigate to={LANDING_ROUTE} replace />;
}
