import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link, Stack, Text } from '@haulstop/shared/ui/core';
import { PublicFrame } from '../features/layout/PublicFrame';

/** The catch-all page (SPEC §2.2, §2.4). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('common.pageNotFound')}>
      <Stack gap={3}>
        <Text>{t('host.notFound.text')}</Text>
        <Link asChild colorPalette="accent">
          <RouterLink to="/">{t('host.notFound.home')}</RouterLink>
        </Link>
      </Stack>
    </PublicFrame>
  );
}
