import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { Card, Heading, StatusBadge, Table, formatDateTime } from '@haulstop/shared/ui';

/** Every status and payment status the booking took, oldest first (the database records them). */
export function StatusHistory({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation();
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
            {details.statusHistory.map((change, index) => (
              <Table.Row key={`${change.changedAt}-${index}`}>
                <Table.Cell>{formatDateTime(change.changedAt, i18n.language)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={change.status} />
                </Table.Cell>
                <Table.Cell>{change.paymentStatus ? <StatusBadge status={change.paymentStatus} /> : '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
