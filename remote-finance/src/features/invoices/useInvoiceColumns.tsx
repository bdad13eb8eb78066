import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formattersFor, StatusBadge, type PagedColumn } from '@haulstop/shared/ui';
import type { Invoice } from '@haulstop/shared/contracts';

/** The invoice list's columns, in the current language; with `onOpen`, the number opens the invoice. */
export function useInvoiceColumns(onOpen?: (invoice: Invoice) => void): PagedColumn<Invoice>[] {
  const { t, i18n } = useTranslation();
  // The language the person chose (resolvedLanguage can lag behind while a language file loads).
  const language = i18n.language;
  const format = useMemo(() => formattersFor(language), [language]);
  return useMemo(
    () => [
      {
        key: 'number',
        header: t('finance.invoices.columns.number'),
        cell: (r) =>
          onOpen ? (
            <Button variant="plain" size="sm" px={0} color="accent.fg" textDecoration="underline" onClick={() => onOpen(r)}>
              {r.invoiceNumber}
            </Button>
          ) : (
            r.invoiceNumber
          ),
      },
      { key: 'kind', header: t('finance.invoices.columns.kind'), cell: (r) => t(`finance.invoices.kinds.${r.kind}`, { defaultValue: r.kind }) },
      { key: 'organization', header: t('finance.invoices.columns.organization'), cell: (r) => r.orgName },
      {
        key: 'period',
        header: t('finance.invoices.columns.period'),
        cell: (r) => t('finance.invoices.periodRange', { start: format.date(r.periodStart), end: format.date(r.periodEnd) }),
      },
      { key: 'due', header: t('finance.invoices.columns.dueDate'), cell: (r) => format.date(r.dueDate) },
      { key: 'total', header: t('finance.invoices.columns.total'), cell: (r) => format.money(r.totalMinor, r.currency), align: 'end' },
      {
        key: 'status',
        header: t('finance.invoices.columns.status'),
        cell: (r) => <StatusBadge status={r.status} statementId={r.kind === 'consolidated' ? r.invoiceId : null} dueDate={r.dueDate} kind={r.kind} />,
      },
    ],
    [t, format, onOpen],
  );
}
