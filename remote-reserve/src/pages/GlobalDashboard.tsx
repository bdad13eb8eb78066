import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPublicLots, publicLotKeys, useLiveAvailability, usePublicLots } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRuntimeConfig } from '@haulstop/shared/config';
import type { PublicLot } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Flex, Grid, Heading, Link, LoadErrorAlert, PageSkeleton, Stack, Text } from '@haulstop/shared/ui/display';
import { LotList } from '../features/map/LotList';
import { LotMap } from '../features/map/LotMap';
import { TEXTS } from '../texts';

const NO_LOTS: readonly PublicLot[] = [];

/**
 * /globaldashboard (SPEC §2.2, §2.4: public, no header, no footer): every bookable lot on the map
 * with its free slots now, for drivers on the road. The counts change live, within a second of a
 * booking or a cancel anywhere (issue 9), without a reload or polling.
 */
export default function GlobalDashboard() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  useLiveAvailability();
  const { gMapKey } = useRuntimeConfig();
  const lots = usePublicLots();
  const [selectedLotId, setSelectedLotId] = useState<number>();
  const list = lots.data ?? NO_LOTS;
  const free = list.reduce((sum, lot) => sum + lot.availableSlots, 0);

  if (lots.isPending) return <PageSkeleton label={t('common.loading')} />;
  return (
    <Stack gap={4} p={4}>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap={2}>
        <Heading as="h1" size="lg">
          {t('reserve.global.title')}
        </Heading>
        <Link href="/" color="accent.fg">
          {t('reserve.global.signIn')}
        </Link>
      </Flex>
      {lots.isError ? (
        <LoadErrorAlert
          title={t('reserve.lots.loadError')}
          description={errorMessageOf(lots.error, t('reserve.lots.loadError'))}
          onRetry={() => void lots.refetch()}
        />
      ) : (
        <>
          <Text color="fg.muted">{t('reserve.global.summary', { lots: list.length, free })}</Text>
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }} gap={4} alignItems="start">
            <LotMap mapKey={gMapKey} lots={list} selectedLotId={selectedLotId} onSelect={setSelectedLotId} />
            <Box as="section" maxHeight={{ lg: '80vh' }} overflowY={{ lg: 'auto' }}>
              <Heading as="h2" size="sm" mb={2}>
                {t('reserve.lots.title', { total: list.length })}
              </Heading>
              <LotList lots={list} selectedLotId={selectedLotId} onSelect={setSelectedLotId} />
            </Box>
          </Grid>
        </>
      )}
    </Stack>
  );
}

/** The page's first data, started by the host together with the page's chunk. */
export const prefetch = (client: QueryClient) => client.prefetchQuery({ queryKey: publicLotKeys.all, queryFn: ({ signal }) => fetchPublicLots(signal) });
