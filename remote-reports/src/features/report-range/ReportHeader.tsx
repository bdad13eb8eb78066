import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, Heading, HStack, Stack, Text } from '@haulstop/shared/ui';

/**
 * A report's title, the "as of" line and its filters, laid out the same on every report. `asOf`
 * is when the figures on screen were read (an ISO instant or ms since the epoch); it is a moment
 * that belongs to no one lot, so it shows at the viewer's clock.
 */
export function ReportHeader({ title, asOf, children }: { title: string; asOf?: string | number | null; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={3} mb={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="md">
          {title}
        </Heading>
        {asOf ? (
          <Text fontSize="sm" color="fg.muted" data-testid="report-as-of">
            {t('reports.asOf', { time: formatDateTime(new Date(asOf).toISOString(), i18n.language) })}
          </Text>
        ) : null}
      </HStack>
      {children ? (
        <HStack gap={3} align="flex-end" wrap="wrap">
          {children}
        </HStack>
      ) : null}
    </Stack>
  );
}
