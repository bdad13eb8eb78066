import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/auth';
import { Box, formatTimeZone, Heading, HStack, LoadErrorAlert, Skeleton, Text } from '@haulstop/shared/ui/display';
import { DownloadButtons } from './DownloadButtons';
import { PeriodPicker } from './PeriodPicker';

/** The part of a query result the page reads. */
type DocumentQuery<T> = { data?: T; isError: boolean; error: unknown; refetch: () => unknown };

type MonthlyDocumentProps<T extends { timeZone: string | null }> = {
  title: string;
  intro: string;
  period: string;
  /** The organisation's accounting zone: the months it offers are its months. */
  zone: string | null;
  onPeriodChange: (period: string) => void;
  document: DocumentQuery<T>;
  /** The PDF and CSV of the month, and the file name both share (without extension). */
  files: { pdfUrl: string; csvUrl: string; name: string };
  /** The month's table, once it is here. */
  children: (data: T) => ReactNode;
};

/**
 * A monthly owner document (statement of income, discount code invoice): its title and
 * intro, the month picker, the zone its month is cut in, Download PDF / Export CSV, then the table
 * — or the server's refusal with Retry, or a skeleton while it loads. The platform's documents
 * (timeZone null) cut each owner's month in that owner's zone.
 */
export function MonthlyDocument<T extends { timeZone: string | null }>({
  title,
  intro,
  period,
  zone,
  onPeriodChange,
  document,
  files,
  children,
}: MonthlyDocumentProps<T>) {
  const { t, i18n } = useTranslation();
  const { data } = document;
  const cut = data ? data.timeZone : zone;
  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={1}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {intro}
      </Text>
      <HStack mb={4} wrap="wrap" gap={3} align="end">
        <PeriodPicker value={period} zone={zone} onChange={onPeriodChange} />
        <DownloadButtons
          disabled={!data}
          pdf={{ url: files.pdfUrl, fileName: `${files.name}.pdf` }}
          csv={{ url: files.csvUrl, fileName: `${files.name}.csv` }}
        />
      </HStack>
      {cut !== undefined ? (
        <Text fontSize="sm" color="fg.muted" mb={3} data-testid="document-zone">
          {cut === null && data
            ? t('finance.documents.eachOwnersZone')
            : cut
              ? t('finance.documents.zone', { zone: formatTimeZone(cut, i18n.language) })
              : null}
        </Text>
      ) : null}
      {document.isError ? (
        <LoadErrorAlert title={errorMessageOf(document.error, t('common.errorRetrievingData'))} onRetry={() => void document.refetch()} />
      ) : data ? (
        children(data)
      ) : (
        <Skeleton height="160px" />
      )}
    </Box>
  );
}
