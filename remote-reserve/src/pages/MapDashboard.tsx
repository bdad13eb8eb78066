import type { QueryClient } from '@tanstack/react-query';
import { prefetchDashboardCounts, prefetchMapLots, useDashboardCounts, useLiveAvailability, useMapLots } from '@haulstop/shared/api';
import { useDeferredAnswer } from '@haulstop/shared/query';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRuntimeConfig } from '@haulstop/shared/config';
import { Box, Grid, Heading, LoadErrorAlert, Spinner, Stack, Text } from '@haulstop/shared/ui/display';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardCounts } from '../features/dashboard-counts/DashboardCounts';
import { LotDetails } from '../features/map/LotDetails';
import { LotList } from '../features/map/LotList';
import { LotMap } from '../features/map/LotMap';
import type { ParkingLot } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { TEXTS } from '../texts';

const NO_LOTS: readonly ParkingLot[] = [];

/**
 * /mapDashboard: the current organisation's lots (owners) or the bookable lots (carriers and
 * brokers) on a map and in a list, with the reserve-state counts. Exposed as
 * `reserve/MapDashboard`; default export because the host mounts it with React.lazy.
 */
export default function MapDashboard() {
  const { t } = useTranslation();
  // The page's texts come with this remote (no host rebuild); what uses them re-renders when they arrive.
  useRemoteTexts(TEXTS);
  const { gMapKey } = useRuntimeConfig();
  // Both start in the same render, so the two requests run in parallel; both are cached per
  // organisation (apiClient sends it as X-Org-Id), so switching shows the other one's data.
  const lots = useMapLots();
  // Free-slot counts follow bookings and cancels live.
  useLiveAvailability();
  const counts = useDashboardCounts();
  const [selectedLotId, setSelectedLotId] = useState<number>();

  // The lots render in a transition (React's time slices), as on the driver's page: the map and the
  // list in one render held the main thread in one long task at 4× CPU.
  const shown = useDeferredAnswer(lots);
  const lotList = shown.data ?? NO_LOTS;
  const loading = shown.waiting;
  // A selection from another organisation's list simply finds nothing.
  const selectedLot = lotList.find((lot) => lot.parkingLotId === selectedLotId);

  return (
    <Stack gap={4} p={4}>
      <Heading as="h1" size="lg">
        {t('menu.mapDashboard')}
      </Heading>
      <DashboardCounts counts={counts} />
      {loading && (
        <Stack direction="row" align="center" gap={2} role="status">
          <Spinner size="sm" color="accent.solid" />
          <Text>{t('common.loading')}</Text>
        </Stack>
      )}
      {lots.isError && (
        <LoadErrorAlert
          title={t('reserve.lots.loadError')}
          description={errorMessageOf(lots.error, t('reserve.lots.loadError'))}
          onRetry={() => void lots.refetch()}
        />
      )}
      {lots.isSuccess && !loading && (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' }} gap={4} alignItems="start">
          <Stack gap={4} minWidth={0}>
            <MemoLotMap mapKey={gMapKey} lots={lotList} selectedLotId={selectedLot?.parkingLotId} onSelect={setSelectedLotId} />
            {selectedLot ? (
              <LotDetails lot={selectedLot} onClose={() => setSelectedLotId(undefined)} />
            ) : (
              lotList.length > 0 && <Text color="fg.muted">{t('reserve.details.hint')}</Text>
            )}
          </Stack>
          <Box as="section" maxHeight={{ lg: '80vh' }} overflowY={{ lg: 'auto' }}>
            <Heading as="h2" size="sm" mb={2}>
              {t('reserve.lots.title', { total: lotList.length })}
            </Heading>
            <MemoLotList lots={lotList} selectedLotId={selectedLot?.parkingLotId} onSelect={setSelectedLotId} />
          </Box>
        </Grid>
      )}
    </Stack>
  );
}

const MemoLotMap = memo(LotMap);
const MemoLotList = memo(LotList);

/** The first data of this page (lots and counts), started by the host together with the page's chunk. */
export const prefetch = (client: QueryClient) => Promise.all([prefetchMapLots(client), prefetchDashboardCounts(client)]);
