import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchStatement, statementCsvUrl, statementPdfUrl, useStatement } from '@haulstop/shared/api';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { previousPeriod } from '@haulstop/shared/rules';
import { MonthlyDocument } from '../features/documents/MonthlyDocument';
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

  return (
    <MonthlyDocument
      title={title}
      intro={t('finance.statements.intro', { rate: (statement.data?.platformFeeRate ?? 100_000) / 10_000 })}
      period={period}
      onPeriodChange={setPeriod}
      document={statement}
      files={{ pdfUrl: statementPdfUrl(period), csvUrl: statementCsvUrl(period), name: `statement-of-income-${period}` }}
    >
      {(data) => <StatementTable statement={data} label={title} showOwner={new Set(data.rows.map((row) => row.ownerOrgId)).size > 1} />}
    </MonthlyDocument>
  );
}

/** Last month's statement, fetched with the page's chunk. */
export const prefetch = prefetchStatement;
