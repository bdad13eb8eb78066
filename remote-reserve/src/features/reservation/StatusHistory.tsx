import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { durationKey, isDuration } from '@haulstop/shared/constants';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { Card, Heading, StatusBadge, Table, Text, formatDateTime, formatMoney } from '@haulstop/shared/ui/display';

type HistoryRow = { at: string; key: string; what: ReactNode; payment: ReactNode; testId?: string };

/**
 * Every status and payment status the booking took (the database records them), and each
 * extension — when, by whom, the duration added up to which end, and what it charged — in one
 * timeline, oldest first, at the lot's clock, labelled: an extension changes no status, yet it is part of the booking's story.
 */
export function StatusHistory({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation();
  const rows: HistoryRow[] = [
    ...details.statusHistory.map((change, index) => ({
      at: change.changedAt,
      key: `status-${index}`,
      what: <StatusBadge status={change.status} />,
      payment: change.paymentStatus ? <StatusBadge status={change.paymentStatus} /> : '—',
    })),
    ...details.extensions.map((extension, index) => ({
      at: extension.extendedAt,
      key: `extension-${index}`,
      testId: 'history-extension',
      what: (
        <Text>
          {t('reserve.reservation.history.extended', {
            duration: isDuration(extension.duration) ? t(durationKey(extension.duration)) : extension.duration,
            end: formatDateTime(extension.endAt, i18n.language, details.timeZone),
          })}
          {extension.extendedByName ? ` ${t('reserve.reservation.history.by', { name: extension.extendedByName })}` : ''}
        </Text>
      ),
      payment: formatMoney(extension.amountMinor, details.currency, i18n.language),
    })),
  ].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  return (
    <Card.Root as="section" aria-labelledby="reservation-history">
      <Card.Body gap={3}>
        <Heading as="h2" size="sm" id="reservation-history">
          {t('reserve.reservation.history.title')}
        </Heading>
        <Table.Root size="sm" aria-labelledby="reservation-history">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('reserve.reservation.history.when')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('reserve.reservation.history.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('reserve.reservation.history.payment')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key} data-testid={row.testId}>
                <Table.Cell>{formatDateTime(row.at, i18n.language, details.timeZone)}</Table.Cell>
                <Table.Cell>{row.what}</Table.Cell>
                <Table.Cell>{row.payment}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
