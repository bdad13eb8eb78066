import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Text, VStack } from '@haulstop/shared/ui/display';
import { PageWait } from './PageWait';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export type LoadPage = (id: string) => Promise<ComponentType>;

type Props = {
  /** `remote/Module`, e.g. 'finance/InvoiceDashboard' */
  id: string;
  load: LoadPage;
  delays?: readonly number[];
};

/**
 * A remote page inside its own retry boundary and Suspense. Each attempt gets a NEW lazy component:
 * React.lazy caches a rejected promise, so reusing one would never load again without a reload.
 */
export function RemotePage({ id, load, delays }: Props) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // `attempt` is the reason for a new loader: it is deliberately a dependency though unused inside.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazy(() => load(id).then((component) => ({ default: component }))), [id, load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <RemoteErrorBoundary
      key={id}
      remoteId={id}
      onRetry={retry}
      delays={delays}
      renderRetrying={() => <PageWait />}
      renderCrashed={() => (
        <Box role="alert" p={4}>
          <Text>{t('common.somethingWentWrong')}</Text>
        </Box>
      )}
      renderLoadFailed={(again) => (
        <VStack role="alert" align="start" gap={3} p={4}>
          <Text fontWeight="semibold">{t('host.remote.unavailableTitle')}</Text>
          <Text>{t('host.remote.unavailableText')}</Text>
          <Button colorPalette="accent" size="sm" onClick={again}>
            {t('common.retry')}
          </Button>
        </VStack>
      )}
    >
      <Suspense fallback={<PageWait />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
