import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/auth';
import { Box, Heading, HStack, LoadErrorAlert, Skeleton, Text } from '@haulstop/shared/ui';
import { DownloadButtons } from './DownloadButtons';
import { PeriodPicker } from './PeriodPicker';

/** The part of a query result the page reads. */
type DocumentQuery<T> = { data?: T; isError: boolean; error: unknown; refetch: () => unknown };

type MonthlyDocumentProps<T> = {
  title: string;
  intro: string;
  period: string;
  onPeriodChange: (period: string) => void;
  document: DocumentQuery<T>;
  /** The PDF and CSV of the month, and the file name both share (without extension). */
  files: { pdfUrl: string; csvUrl: string; name: string };
  /** The month's table, once it is here. */
  children: (data: T) => ReactNode;
};

/**
 * A monthly owner document (statement of income, discount code invoice; issue 10): its title and
 * intro, the month picker, Download PDF / Export CSV, then the table — or the server's refusal with
 * Retry, or a skeleton while it loads.
 */
export function MonthlyDocument<T>({ title, intro, period, onPeriodChange, document, files, children }: MonthlyDocumentProps<T>) {
  const { t } = useTranslation();
  const { data } = document;
  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={1}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {intro}
      </Text>
      <HStack mb={4} wrap="wrap" gap={3} align="end">
        <PeriodPicker value={period} onChange={onPeriodChange} />
        <DownloadButtons
          disabled={!data}
          pdf={{ url: files.pdfUrl, fileName: `${files.name}.pdf` }}
          csv={{ url: files.csvUrl, fileName: `${files.name}.csv` }}
        />
      </HStack>
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
