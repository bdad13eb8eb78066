import { useTranslation } from 'react-i18next';
import type { FinAiAnswer } from '@haulstop/shared/contracts';
import { Box, Button, formatMoney, Heading, Stack, StatusBadge, Table, Text, Wrap } from '@haulstop/shared/ui/display';

type Props = { answer: FinAiAnswer; onAsk: (question: string) => void };

/** The questions whose amounts are the ledger's revenue (their definition is shown with them). */
const REVENUE_INTENTS: readonly FinAiAnswer['intent'][] = ['revenueByLot', 'revenueByMonth', 'revenueByOwner', 'topCustomers'];

/** A money column holds minor units of the row's currency. */
const isMoney = (column: string) => column.endsWith('Minor');

/** A cell as the person reads it: money in their format, a status by its label in their language (the badge every list shows). */
function cellOf(row: FinAiAnswer['rows'][number], column: string, language: string) {
  if (isMoney(column)) return formatMoney(Number(row[column]), String(row.currency), language);
  if (column === 'status') return <StatusBadge status={String(row[column] ?? '')} />;
  return String(row[column] ?? '');
}

/** The assistant's answer: a sentence with the figures, then the table they come from. */
export function FinAiAnswerView({ answer, onAsk }: Props) {
  const { t, i18n } = useTranslation();
  if (answer.intent === 'unknown') {
    return (
      <Box role="status">
        <Text mb={2}>{t('finance.finai.unknown')}</Text>
        <Wrap gap={2}>
          {answer.suggestions.map((suggestion) => (
            <Button key={suggestion} size="xs" variant="outline" onClick={() => onAsk(suggestion)}>
              {suggestion}
            </Button>
          ))}
        </Wrap>
      </Box>
    );
  }
  const period = answer.period ? answer.period.label : t('finance.finai.allTime');
  const totals = answer.totals.map((total) => formatMoney(total.amountMinor, total.currency, i18n.language)).join(' · ');
  const title = t(`finance.finai.intents.${answer.intent}`);
  return (
    <Stack gap={3}>
      <Box role="status">
        <Heading as="h2" size="sm">
          {title} — {period}
        </Heading>
        <Text>
          {answer.totalRows === 0 ? t('finance.finai.noRows') : t('finance.finai.summary', { count: answer.totalRows, totals: totals || '—' })}
          {answer.totalRows > answer.rows.length ? ` ${t('finance.finai.firstRows', { shown: answer.rows.length })}` : ''}
        </Text>
        {REVENUE_INTENTS.includes(answer.intent) ? (
          <Text fontSize="sm" color="fg.muted">
            {t('finance.finai.revenueDefinition')}
          </Text>
        ) : null}
      </Box>
      {answer.rows.length > 0 ? (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {answer.columns.map((column) => (
                  <Table.ColumnHeader key={column} textAlign={isMoney(column) || column === 'reservations' || column === 'lots' ? 'end' : 'start'}>
                    {t(`finance.finai.columns.${column}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {answer.rows.map((row, index) => (
                <Table.Row key={index}>
                  {answer.columns.map((column) => (
                    <Table.Cell key={column} textAlign={typeof row[column] === 'number' ? 'end' : 'start'}>
                      {cellOf(row, column, i18n.language)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
