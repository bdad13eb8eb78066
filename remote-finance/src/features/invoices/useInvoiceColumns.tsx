import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, StatusBadge, type PagedColumn } from '@haulstop/shared/ui';
import type { Invoice } from '@haulstop/shared/contracts';

/** The invoice list's columns, in the current language. */
export function useInvoiceColumns(): PagedColumn<Invoice>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => [
      { key: 'number', header: t('finance.invoices.columns.number'), cell: (r) => r.invoiceNumber },
      { key: 'kind', header: t('finance.invoices.columns.kind'), cell: (r) => t(`finance.invoices.kinds.${r.kind}`, { defaultValue: r.kind }) },
      { key: 'organization', header: t('finance.invoices.columns.organization'), cell: (r) => r.orgName },
      {
        key: 'period',
        header: t('finance.invoices.columns.period'),
        cell: (r) => t('finance.invoices.periodRange', { start: formatDate(r.periodStart, language), end: formatDate(r.periodEnd, language) }),
      },
      { key: 'due', header: t('finance.invoices.columns.dueDate'), cell: (r) => formatDate(r.dueDate, language) },
      { key: 'total', header: t('finance.invoices.columns.total'), cell: (r) => formatMoney(r.totalMinor, r.currency, language), align: 'end' },
      { key: 'status', header: t('finance.invoices.columns.status'), cell: (r) => <StatusBadge status={r.status} statementId={r.kind === 'consolidated' ? r.invoiceId : null} /> },
    ],
    [t, language],
  );
}
