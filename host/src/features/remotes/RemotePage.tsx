import { useTranslation } from 'react-i18next';
import { Box, Button, Text, VStack } from '@haulstop/shared/ui/display';
import { IncompatibleRemoteError } from '../../federation/compatibility';
import { PageWait } from './PageWait';
import { RemotePageFrame, type LoadPage } from './RemotePageFrame';

export type { LoadPage } from './RemotePageFrame';

type Props = {
  /** `remote/Module`, e.g. 'finance/InvoiceDashboard' */
  id: string;
  load: LoadPage;
  delays?: readonly number[];
};

/** A remote page in the console: its retry boundary and Suspense (RemotePageFrame), drawn with the design system. */
export function RemotePage({ id, load, delays }: Props) {
  const { t } = useTranslation();
  return (
    <RemotePageFrame
      id={id}
      load={load}
      delays={delays}
      wait={<PageWait />}
      crashed={
        <Box role="alert" p={4}>
          <Text>{t('common.somethingWentWrong')}</Text>
        </Box>
      }
      incompatible={(error, again) => (
        <VStack role="alert" align="start" gap={3} p={4}>
          <Text fontWeight="semibold">{t('host.remote.incompatibleTitle')}</Text>
          {error instanceof IncompatibleRemoteError ? (
            <Text>
              {t('host.remote.incompatibleText', {
                remote: `remote-${error.remote}`,
                version: error.version,
                part: error.reason.part,
                range: error.reason.range,
                running: error.reason.running,
              })}
            </Text>
          ) : null}
          <Button colorPalette="accent" size="sm" onClick={again}>
            {t('common.retry')}
          </Button>
        </VStack>
      )}
      loadFailed={(again) => (
        <VStack role="alert" align="start" gap={3} p={4}>
          <Text fontWeight="semibold">{t('host.remote.unavailableTitle')}</Text>
          <Text>{t('host.remote.unavailableText')}</Text>
          <Button colorPalette="accent" size="sm" onClick={again}>
            {t('common.retry')}
          </Button>
        </VStack>
      )}
    />
  );
}
