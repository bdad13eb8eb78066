import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyMeasure } from '@haulstop/shared/constants';
import type { Statement, StatementAmounts } from '@haulstop/shared/contracts';
import { formattersFor, MeasureLabel, StatusBadge, Table, Text } from '@haulstop/shared/ui';

/** The statement's money columns and the measure each is (its name on every screen: money.*). */
const MONEY: readonly [keyof Omit<StatementAmounts, 'bookings'>, MoneyMeasure][] = [
  ['grossMinor', 'gross'],
  ['discountsMinor', 'discounts'],
  ['refundsMinor', 'refunds'],
  ['overstayMinor', 'overstay'],
  ['noShowFeesMinor', 'noShowFees'],
  ['platformFeeMinor', 'platformFee'],
  ['taxesMinor', 'taxes'],
  ['netPayoutMinor', 'netPayout'],
];

type StatementTableProps = { statement: Statement; label: string; showOwner: boolean };

/**
 * A statement of income: a row per lot (in its currency), then a total row per currency — USD and
 * CAD are never added together — and the credit notes of refunds made after it was issued.
 */
export function StatementTable({ statement, label, showOwner }: StatementTableProps) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  // A refund after the month's statement was issued is on a credit note: said under the figures, never silently.
  const adjustments =
    statement.adjustments.length > 0 ? (
      <Text mt="3" data-testid="statement-adjustments">
        {t('finance.statements.adjusted')}{' '}
        {statement.adjustments
          .map((note) =>
            t('finance.statements.creditNote', {
              number: note.invoiceNumber,
              statement: note.adjustsInvoiceNumber,
              amount: format.money(note.totalMinor, note.currency),
            }),
          )
          .join('; ')}
      </Text>
    ) : null;
  // The issued statement with its status by the one invoice rule: Overdue past its due date while its payout is pending.
  const issued = statement.documents.map((document) => (
    <Text key={document.invoiceId} mt="2" data-testid="statement-issued">
      {t('finance.statements.issued', { number: document.invoiceNumber, currency: document.currency, dueDate: format.date(document.dueDate) })}{' '}
      <StatusBadge status={document.status} dueDate={document.dueDate} kind="statement_of_income" />
    </Text>
  ));
  if (statement.rows.length === 0)
    return (
      <>
        <Text color="fg.muted">{t('finance.statements.empty')}</Text>
        {adjustments}
        {issued}
      </>
    );
  const amounts = (row: StatementAmounts & { currency: string }) => [
    <Table.Cell key="bookings" textAlign="end">
      {row.bookings}
    </Table.Cell>,
    ...MONEY.map(([key]) => (
      <Table.Cell key={key} textAlign="end">
        {format.money(row[key], row.currency)}
      </Table.Cell>
    )),
  ];
  // Its many money columns scroll sideways on a narrow screen: the scroll area takes the focus, so a
  // keyboard can scroll it, and is named as its table is.
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('finance.statements.columns.lot')}</Table.ColumnHeader>
            {showOwner ? <Table.ColumnHeader>{t('finance.statements.columns.owner')}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{t('finance.statements.columns.currency')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('finance.statements.columns.bookings')}</Table.ColumnHeader>
            {MONEY.map(([key, measure]) => (
              <Table.ColumnHeader key={key} textAlign="end">
                <MeasureLabel measure={measure} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {statement.rows.map((row) => (
            <Table.Row key={`${row.parkingLotId}-${row.currency}`}>
              <Table.Cell>{row.parkingLotName}</Table.Cell>
              {showOwner ? <Table.Cell>{row.ownerOrgName}</Table.Cell> : null}
              <Table.Cell>{row.currency}</Table.Cell>
              {amounts(row)}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          {statement.totals.map((total) => (
            <Table.Row key={total.currency} fontWeight="semibold" data-testid={`statement-total-${total.currency}`}>
              <Table.Cell colSpan={showOwner ? 2 : 1}>{t('finance.statements.total', { currency: total.currency })}</Table.Cell>
              <Table.Cell>{total.currency}</Table.Cell>
              {amounts(total)}
            </Table.Row>
          ))}
        </Table.Footer>
      </Table.Root>
      {adjustments}
      {issued}
    </Table.ScrollArea>
  );
}
