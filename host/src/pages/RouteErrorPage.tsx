import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../public-ui/PublicFrame';

/** Unhandled route errors (SPEC §8): 'Unexpected Application Error!' with what went wrong. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <PublicFrame title={t('common.unexpectedApplicationError')} maxW="560px">
      <div className="hs-stack">
        <code className="hs-code">{detail}</code>
        <p>{t('host.errors.reload')}</p>
      </div>
    </PublicFrame>
  );
}
