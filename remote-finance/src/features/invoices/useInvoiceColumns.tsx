import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formattersFor, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';
import type { Invoice } from '@haulstop/shared/contracts';
import { tableColumnsOf } from '@haulstop/shared/contracts/columns';
import { INVOICE_COLUMNS } from '@haulstop/shared/contracts/invoice-columns';

/**
 * The invoice list's columns (INVOICE_COLUMNS, the CSV's too), in the current language; the cells
 * the screen draws itself are here. With `onOpen`, the number opens the invoice.
 */
export function useInvoiceColumns(onOpen?: (invoice: Invoice) => void): PagedColumn<Invoice>[] {
  const { t, i18n } = useTranslation();
  // The language the person chose (resolvedLanguage can lag behind while a language file loads).
  const language = i18n.language;
  const format = useMemo(() => formattersFor(language), [language]);
  return useMemo(
    () =>
      tableColumnsOf(INVOICE_COLUMNS, (label) => t(label), {
        number: (r) =>
          onOpen ? (
            <Button variant="plain" size="sm" px={0} color="accent.fg" textDecoration="underline" onClick={() => onOpen(r)}>
              {r.invoiceNumber}
            </Button>
          ) : (
            r.invoiceNumber
          ),
        kind: (r) => t(`finance.invoices.kinds.${r.kind}`, { defaultValue: r.kind }),
        period: (r) => t('finance.invoices.periodRange', { start: format.date(r.periodStart), end: format.date(r.periodEnd) }),
        dueDate: (r) => format.date(r.dueDate),
        total: (r) => format.money(r.totalMinor, r.currency),
        status: (r) => <StatusBadge status={r.status} statementId={r.kind === 'consolidated' ? r.invoiceId : null} dueDate={r.dueDate} kind={r.kind} />,
      }),
    [t, format, onOpen],
  );
}
