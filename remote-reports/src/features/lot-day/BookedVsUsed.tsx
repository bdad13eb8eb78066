import { useTranslation } from 'react-i18next';
import type { BookedVsUsed as BookedVsUsedData } from '@haulstop/shared/contracts';
import { Card, SimpleGrid, Text, formatCount, formatMoney } from '@haulstop/shared/ui/display';
import { usedPercent } from './lot-day';

/** One figure of the day: its label, its value and what it stands for. */
function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card.Root size="sm" role="group" aria-label={label}>
      <Card.Body gap={1}>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold">
          {value}
        </Text>
        {help ? (
          <Text fontSize="xs" color="fg.muted">
            {help}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The day's slot-hours sold against those trucks were on the lot (what the gate saw), the
 * no-shows and the overstays with their money: a lot's day as booked, and as used.
 */
export function BookedVsUsed({ data }: { data: BookedVsUsedData }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const day = data.days[0];
  if (!day) return null;
  const hours = (value: number) => t('reports.lotDay.used.hours', { hours: value.toLocaleString(language, { maximumFractionDigits: 2 }) });
  const percent = usedPercent(day);
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
      <Figure label={t('reports.lotDay.used.booked')} value={hours(day.bookedSlotHours)} />
      <Figure
        label={t('reports.lotDay.used.used')}
        value={hours(day.usedSlotHours)}
        help={percent === null ? undefined : t('reports.lotDay.used.share', { percent: formatCount(percent, language) })}
      />
      <Figure label={t('reports.lotDay.used.noShows')} value={formatCount(day.noShows, language)} />
      <Figure
        label={t('reports.lotDay.used.overstays')}
        value={formatCount(day.overstays, language)}
        help={t('reports.lotDay.used.overstayMoney', { amount: formatMoney(day.overstayMinor, data.currency, language) })}
      />
    </SimpleGrid>
  );
}
