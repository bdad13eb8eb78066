import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountCodeInvoice } from '@haulstop/shared/contracts';
import { tableColumnsOf } from '@haulstop/shared/contracts/columns';
import { DISCOUNT_INVOICE_COLUMNS, type DiscountInvoiceLine } from '@haulstop/shared/contracts/discount-invoice-columns';
import { formattersFor, Table, Text } from '@haulstop/shared/ui/display';

type DiscountInvoiceTableProps = { invoice: DiscountCodeInvoice; label: string; showOwner: boolean };

/** The columns a total row spans with its label: it has no owner, code or lot. */
const LABELLED = new Set(['ownerOrgName', 'code', 'parkingLotName']);

/** What each discount code cost at each lot, then a total per currency (USD and CAD never added together). */
export function DiscountInvoiceTable({ invoice, label, showOwner }: DiscountInvoiceTableProps) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  if (invoice.rows.length === 0) return <Text color="fg.muted">{t('finance.discountInvoices.empty')}</Text>;
  // DISCOUNT_INVOICE_COLUMNS, the CSV's too: the owner only when the invoice holds several; the discount in its currency.
  const columns = tableColumnsOf<DiscountInvoiceLine, ReactNode>(DISCOUNT_INVOICE_COLUMNS, (key) => t(key), {
    code: (line) => (
      <Text as="span" fontFamily="mono">
        {line.code}
      </Text>
    ),
    discount: (line) => format.money(line.discountMinor, line.currency),
  }).filter((column) => showOwner || column.key !== 'ownerOrgName');
  const cell = (column: (typeof columns)[number], line: DiscountInvoiceLine) => (
    <Table.Cell key={column.key} textAlign={column.align}>
      {column.cell(line)}
    </Table.Cell>
  );
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.align}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoice.rows.map((row) => (
            <Table.Row key={`${row.discountCodeId}-${row.parkingLotId}-${row.currency}`}>
              {columns.map((column) => cell(column, { ...row, period: invoice.period }))}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          {invoice.totals.map((total) => (
            <Table.Row key={total.currency} fontWeight="semibold" data-testid={`discount-total-${total.currency}`}>
              <Table.Cell colSpan={columns.filter((column) => LABELLED.has(column.key)).length}>
                {t('finance.discountInvoices.total', { currency: total.currency })}
              </Table.Cell>
              {columns
                .filter((column) => !LABELLED.has(column.key))
                .map((column) => cell(column, { ...total, period: invoice.period, ownerOrgName: '', code: '', parkingLotName: '' }))}
            </Table.Row>
          ))}
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
