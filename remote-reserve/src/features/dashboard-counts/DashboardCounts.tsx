import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardCounts as DashboardCountsData } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { LoadErrorAlert, SimpleGrid, Skeleton, Stat } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';

// Display order and label key of each count (SPEC §3 reserve state counts).
const COUNTS: readonly { field: keyof DashboardCountsData; labelKey: string }[] = [
  { field: 'parkingLots', labelKey: 'reserve.counts.parkingLots' },
  { field: 'activeReservations', labelKey: 'reserve.counts.activeReservations' },
  { field: 'pendingPayments', labelKey: 'reserve.counts.pendingPayments' },
  { field: 'drivers', labelKey: 'reserve.counts.drivers' },
  { field: 'failedPayments', labelKey: 'reserve.counts.failedPayments' },
];

interface DashboardCountsProps {
  counts: Pick<UseQueryResult<DashboardCountsData>, 'data' | 'error' | 'isError' | 'isPending' | 'refetch'>;
}

/** The five counts as labelled stat cards, with loading and error states. */
export function DashboardCounts({ counts }: DashboardCountsProps) {
  const { t, i18n } = useTranslation();
  if (counts.isError) {
    return (
      <LoadErrorAlert
        label={t('reserve.counts.title')}
        title={t('reserve.counts.loadError')}
        description={errorMessageOf(counts.error, t('reserve.counts.loadError'))}
        onRetry={() => void counts.refetch()}
      />
    );
  }
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid as="section" aria-label={t('reserve.counts.title')} columns={{ base: 2, md: 3, lg: 5 }} gap={3} aria-busy={counts.isPending}>
      {COUNTS.map(({ field, labelKey }) => (
        <Stat.Root key={field} borderWidth="1px" borderRadius="md" p={3} bg="bg.panel">
          <Stat.Label>{t(labelKey)}</Stat.Label>
          {counts.data ? (
            <Stat.ValueText data-testid={`count-${field}`}>{number.format(counts.data[field])}</Stat.ValueText>
          ) : (
            <Skeleton height="6" width="10" />
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
