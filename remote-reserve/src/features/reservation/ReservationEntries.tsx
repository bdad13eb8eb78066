import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { Card, Heading, Table, Text } from '@haulstop/shared/ui/display';

/** The drivers and assets of the booking, by sno. */
export function ReservationEntries({ details }: { details: BookingDetails }) {
  const { t } = useTranslation();
  return (
    <Card.Root as="section" aria-labelledby="reservation-entries">
      <Card.Body gap={3}>
        <Heading as="h2" size="sm" id="reservation-entries">
          {t('reserve.reservation.entries.title')}
        </Heading>
        {details.entries.length === 0 ? (
          <Text>{t('reserve.reservation.entries.none', { count: details.slots })}</Text>
        ) : (
          <Table.Root size="sm" aria-labelledby="reservation-entries">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('reserve.reservation.entries.sno')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reserve.reservation.entries.driver')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reserve.reservation.entries.asset')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {details.entries.map((entry) => (
                <Table.Row key={entry.sno}>
                  <Table.Cell>{entry.sno}</Table.Cell>
                  <Table.Cell>{entry.driverName ?? '—'}</Table.Cell>
                  <Table.Cell>{entry.assetLabel ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
