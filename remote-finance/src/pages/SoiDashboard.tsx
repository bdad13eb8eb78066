import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchStatement, statementCsvUrl, statementPdfUrl, useStatement } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { previousPeriod } from '@haulstop/shared/rules';
import { Box, Heading, HStack, LoadErrorAlert, Skeleton, Text } from '@haulstop/shared/ui';
import { DownloadButtons } from '../features/documents/DownloadButtons';
import { PeriodPicker } from '../features/documents/PeriodPicker';
import { StatementTable } from '../features/statements/StatementTable';
import { TEXTS } from '../texts';

/**
 * /soiDashboard (SPEC §2.3; issue 10): the owner's statement of income for a month of the last 12 —
 * per lot gross bookings, discounts, refunds, platform fee, taxes and net payout, totals per
 * currency — with its PDF and CSV. Never the Manager (the menu, the route and the API refuse).
 */
export default function SoiDashboard() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [period, setPeriod] = useState(() => previousPeriod(new Date()));
  const statement = useStatement(period);
  const title = t('menu.statementOfIncome');
  const data = statement.data;

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={1}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {t('finance.statements.intro', { rate: (data?.platformFeeRate ?? 100_000) / 10_000 })}
      </Text>
      <HStack mb={4} wrap="wrap" gap={3} align="end">
        <PeriodPicker value={period} onChange={setPeriod} />
        <DownloadButtons
          disabled={!data}
          pdf={{ url: statementPdfUrl(period), fileName: `statement-of-income-${period}.pdf` }}
          csv={{ url: statementCsvUrl(period), fileName: `statement-of-income-${period}.csv` }}
        />
      </HStack>
      {statement.isError ? (
        <LoadErrorAlert title={errorMessageOf(statement.error, t('common.errorRetrievingData'))} onRetry={() => void statement.refetch()} />
      ) : data ? (
        <StatementTable statement={data} label={title} showOwner={new Set(data.rows.map((row) => row.ownerOrgId)).size > 1} />
      ) : (
        <Skeleton height="160px" />
      )}
    </Box>
  );
}

/** Last month's statement, fetched with the page's chunk. */
export const prefetch = prefetchStatement;
