import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Code, Stack, Text } from '@haulstop/shared/ui/core';
import { PublicFrame } from '../features/layout/PublicFrame';

/** Unhandled route errors (SPEC §8): 'Unexpected Application Error!' with what went wrong. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <PublicFrame title={t('common.unexpectedApplicationError')} maxW="560px">
      <Stack gap={2}>
        <Code whiteSpace="pre-wrap">{detail}</Code>
        <Text>{t('host.errors.reload')}</Text>
      </Stack>
    </PublicFrame>
  );
}
