import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { findMenuPage } from '@haulstop/shared/menu';
import { Heading, Stack, Text } from '@haulstop/shared/ui';

/** A route of SPEC §2.2 whose page is not built yet: said honestly, no made-up content. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = findMenuPage(pathname)?.page;
  return (
    <Stack gap={2}>
      {page ? (
        <Heading as="h1" size="md">
          {t(page.pageNameCode, page.pageName)}
        </Heading>
      ) : null}
      <Text>{t('host.comingSoon')}</Text>
    </Stack>
  );
}
