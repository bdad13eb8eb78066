import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@haulstop/shared/contracts';
import { tableColumnsOf } from '@haulstop/shared/contracts/columns';
import { STATEMENT_COLUMNS, STATEMENT_FIGURES, type StatementLine } from '@haulstop/shared/contracts/statement-columns';
import { formattersFor, MeasureLabel, StatusBadge, Table, Text } from '@haulstop/shared/ui/display';

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
  // STATEMENT_COLUMNS, the CSV's too: the owner only when the statement holds several; each figure in its currency.
  const money = Object.fromEntries(STATEMENT_FIGURES.map(({ key, field }) => [key, (r: StatementLine) => format.money(r[field], r.currency)] as const));
  const columns = tableColumnsOf<StatementLine, ReactNode>(STATEMENT_COLUMNS, (label) => t(label), money).filter(
    (column) => showOwner || column.key !== 'ownerOrgName',
  );
  const measures: Readonly<Record<string, ReactNode>> = Object.fromEntries(
    STATEMENT_FIGURES.map(({ key, measure }) => [key, <MeasureLabel measure={measure} />]),
  );
  // A total row names its currency across the lot (and owner) columns, then has the same figures.
  const labelled = new Set(['parkingLotName', 'ownerOrgName']);
  const cell = (column: (typeof columns)[number], line: StatementLine) => (
    <Table.Cell key={column.key} textAlign={column.align}>
      {column.cell(line)}
    </Table.Cell>
  );
  // Its many money columns scroll sideways on a narrow screen: the scroll area takes the focus, so a
  // keyboard can scroll it, and is named as its table is.
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.align}>
                {measures[column.key] ?? column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {statement.rows.map((row) => (
            <Table.Row key={`${row.parkingLotId}-${row.currency}`}>{columns.map((column) => cell(column, { ...row, period: statement.period }))}</Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          {statement.totals.map((total) => (
            <Table.Row key={total.currency} fontWeight="semibold" data-testid={`statement-total-${total.currency}`}>
              <Table.Cell colSpan={showOwner ? 2 : 1}>{t('finance.statements.total', { currency: total.currency })}</Table.Cell>
              {columns
                .filter((column) => !labelled.has(column.key))
                .map((column) => cell(column, { ...total, period: statement.period, parkingLotName: '', ownerOrgName: '' }))}
            </Table.Row>
          ))}
        </Table.Footer>
      </Table.Root>
      {adjustments}
      {issued}
    </Table.ScrollArea>
  );
}
