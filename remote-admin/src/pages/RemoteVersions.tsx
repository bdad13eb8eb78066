import { useTranslation } from 'react-i18next';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Heading } from '@haulstop/shared/ui/display';
import { RemoteVersionsTable } from '../features/remote-versions/RemoteVersionsTable';
import { TEXTS } from '../texts';

/** /remoteVersions (platform): which version of each remote the console runs, per organisation, and the platform's changes to it. */
export default function RemoteVersions() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={3}>
        {t('menu.remoteVersions')}
      </Heading>
      <RemoteVersionsTable />
    </Box>
  );
}
