import { useTranslation } from 'react-i18next';
import { prefetchStatement, statementCsvUrl, statementPdfUrl, useStatement } from '@haulstop/shared/api';
import { PLATFORM_FEE_RATE } from '@haulstop/shared/constants';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { formatRate } from '@haulstop/shared/ui/display';
import { MonthlyDocument } from '../features/documents/MonthlyDocument';
import { useDocumentPeriod } from '../features/documents/useDocumentPeriod';
import { StatementTable } from '../features/statements/StatementTable';
import { TEXTS } from '../texts';

/**
 * /soiDashboard: the owner's statement of income for a month of the last 12 —
 * per lot gross bookings, discounts, refunds, platform fee, taxes and net payout, totals per
 * currency — with its PDF and CSV. Never the Manager (the menu, the route and the API refuse).
 */
export default function SoiDashboard() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const { period, setPeriod, zone } = useDocumentPeriod();
  const statement = useStatement(period);
  const title = t('menu.statementOfIncome');

  return (
    <MonthlyDocument
      title={title}
      intro={t('finance.statements.intro', { rate: formatRate(statement.data?.platformFeeRate ?? PLATFORM_FEE_RATE, i18n.language) })}
      period={period}
      zone={zone}
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
