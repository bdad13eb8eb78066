import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountCodeInvoice } from '@haulstop/shared/contracts';
import { formattersFor, Table, Text } from '@haulstop/shared/ui';

type DiscountInvoiceTableProps = { invoice: DiscountCodeInvoice; label: string; showOwner: boolean };

/** What each discount code cost at each lot, then a total per currency (USD and CAD never added together). */
export function DiscountInvoiceTable({ invoice, label, showOwner }: DiscountInvoiceTableProps) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  if (invoice.rows.length === 0) return <Text color="fg.muted">{t('finance.discountInvoices.empty')}</Text>;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('finance.discountInvoices.columns.code')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('finance.discountInvoices.columns.lot')}</Table.ColumnHeader>
            {showOwner ? <Table.ColumnHeader>{t('finance.discountInvoices.columns.owner')}</Table.ColumnHeader> : null}
            <Table.ColumnHeader textAlign="end">{t('finance.discountInvoices.columns.uses')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('finance.discountInvoices.columns.discount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoice.rows.map((row) => (
            <Table.Row key={`${row.discountCodeId}-${row.parkingLotId}-${row.currency}`}>
              <Table.Cell fontFamily="mono">{row.code}</Table.Cell>
              <Table.Cell>{row.parkingLotName}</Table.Cell>
              {showOwner ? <Table.Cell>{row.ownerOrgName}</Table.Cell> : null}
              <Table.Cell textAlign="end">{row.uses}</Table.Cell>
              <Table.Cell textAlign="end">{format.money(row.discountMinor, row.currency)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          {invoice.totals.map((total) => (
            <Table.Row key={total.currency} fontWeight="semibold" data-testid={`discount-total-${total.currency}`}>
              <Table.Cell colSpan={showOwner ? 3 : 2}>{t('finance.discountInvoices.total', { currency: total.currency })}</Table.Cell>
              <Table.Cell textAlign="end">{total.uses}</Table.Cell>
              <Table.Cell textAlign="end">{format.money(total.discountMinor, total.currency)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
