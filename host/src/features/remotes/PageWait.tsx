import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@haulstop/shared/ui/core';

/** A page on its way ('Loading...' for screen readers, the page's shape on screen). */
export function PageWait() {
  const { t } = useTranslation();
  return <PageSkeleton label={t('common.loading')} />;
}
