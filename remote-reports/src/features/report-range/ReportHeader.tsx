import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountingZone } from '@haulstop/shared/api';
import { formatDateTime, formatTimeZone, Heading, HStack, Stack, Text } from '@haulstop/shared/ui/display';

/**
 * A report's title, the "as of" line, the zone its days are cut in and its filters, laid out the
 * same on every report. `asOf` is when the figures on screen were read (an ISO instant or ms since
 * the epoch); a moment of the organisation, so it shows at its accounting zone, labelled.
 */
export function ReportHeader({ title, asOf, children }: { title: string; asOf?: string | number | null; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const zone = useAccountingZone();
  return (
    <Stack gap={3} mb={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="md">
          {title}
        </Heading>
        {asOf ? (
          <Text fontSize="sm" color="fg.muted" data-testid="report-as-of">
            {t('reports.asOf', { time: formatDateTime(new Date(asOf).toISOString(), i18n.language, zone ?? 'UTC') })}
          </Text>
        ) : null}
      </HStack>
      {zone ? (
        <Text fontSize="sm" color="fg.muted" data-testid="report-zone">
          {t('reports.accountingZone', { zone: formatTimeZone(zone, i18n.language) })}
        </Text>
      ) : null}
      {children ? (
        <HStack gap={3} align="flex-end" wrap="wrap">
          {children}
        </HStack>
      ) : null}
    </Stack>
  );
}
