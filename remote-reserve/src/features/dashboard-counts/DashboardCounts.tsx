import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardCounts as DashboardCountsData } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { Box, formatCount, LoadErrorAlert } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';

// Display order and label key of each count.
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

// The look of Chakra's SimpleGrid, Stat (size md) and Skeleton (pulse) given once to the grid, the
// cards plain <dl>: one Chakra element for the five counts, not 16 (rendering time of the
// page every owner, carrier and broker lands on; the same pattern as the lot list).
const COUNTS_CSS = {
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: '3',
  '& > dl': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    position: 'relative',
    flex: '1',
    borderWidth: '1px',
    borderRadius: 'md',
    p: '3',
    bg: 'bg.panel',
  },
  '& dt': { display: 'inline-flex', gap: '1.5', alignItems: 'center', color: 'fg.muted', textStyle: 'sm' },
  '& dd': {
    display: 'inline-flex',
    gap: '1',
    verticalAlign: 'baseline',
    fontWeight: 'semibold',
    letterSpacing: 'tight',
    fontFeatureSettings: 'pnum',
    fontVariantNumeric: 'proportional-nums',
    textStyle: '2xl',
  },
  '& dd[data-part=skeleton]': {
    display: 'block',
    height: '6',
    width: '10',
    flexShrink: '0',
    borderRadius: 'l2',
    background: 'bg.emphasized',
    animation: 'pulse',
    animationDuration: 'var(--duration, 1.2s)',
  },
} as const;

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
  return (
    <Box as="section" aria-label={t('reserve.counts.title')} aria-busy={counts.isPending} css={COUNTS_CSS}>
      {COUNTS.map(({ field, labelKey }) => (
        <dl key={field}>
          <dt>{t(labelKey)}</dt>
          {counts.data ? <dd data-testid={`count-${field}`}>{formatCount(counts.data[field], i18n.language)}</dd> : <dd data-part="skeleton" />}
        </dl>
      ))}
    </Box>
  );
}
