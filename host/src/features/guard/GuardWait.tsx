import { useTranslation } from 'react-i18next';
import { ShellSkeleton } from '@haulstop/shared/ui/core';

/** The route guard's wait (SPEC §2.2 'Loading...', read by screen readers), shaped like the console. */
export function GuardWait() {
  const { t } = useTranslation();
  return <ShellSkeleton label={t('common.loading')} />;
}
