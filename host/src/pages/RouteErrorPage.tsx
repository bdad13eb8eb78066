import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { reportConsoleError } from '../federation/error-report';
import { PublicFrame } from '../public-ui/PublicFrame';

/** Unhandled route errors: 'Unexpected Application Error!' with what went wrong. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Reported once per error, with the versions of host and remotes it happened with.
  useEffect(() => reportConsoleError('Unexpected application error.', error), [error]);
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
