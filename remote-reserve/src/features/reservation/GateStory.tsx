import { useTranslation } from 'react-i18next';
import { useReservationGateEvents } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import type { BookingDetails, GateEvent, GateStatus } from '@haulstop/shared/contracts';
import { Badge, Card, Heading, LoadErrorAlert, Skeleton, Table, Text, formatDateTime, type PagedColumn } from '@haulstop/shared/ui/display';

/** How a gate status reads at a glance: on the lot green, gone grey, never came or still there late red. */
const GATE_STATUS_PALETTE: Readonly<Record<GateStatus, string>> = {
  NOT_ARRIVED: 'gray',
  ON_LOT: 'green',
  LEFT: 'gray',
  NO_SHOW: 'red',
  OVERSTAY: 'red',
};

export function GateStatusBadge({ status }: { status: GateStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={GATE_STATUS_PALETTE[status]}>{t(`reserve.gate.status.${status}`)}</Badge>;
}

/**
 * The booking's gate story: where each slot's truck is (checked in, out, no-show, overstaying) and
 * every gate event with its source, at the lot's clock, labelled — what happened at the gate, beside
 * what happened to the booking.
 */
export function GateStory({ details, columns }: { details: BookingDetails; columns: readonly PagedColumn<GateEvent>[] }) {
  const { t, i18n } = useTranslation();
  const events = useReservationGateEvents(details.reservationId);
  const at = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, details.timeZone) : '—');
  return (
    <Card.Root as="section" aria-labelledby="reservation-gate">
      <Card.Body gap={3}>
        <Heading as="h2" size="sm" id="reservation-gate">
          {t('reserve.gate.story.title')}
        </Heading>
        {details.entries.length > 0 ? (
          <Table.Root size="sm" aria-label={t('reserve.gate.story.slots')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('reserve.reservation.entries.sno')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reserve.reservation.entries.driver')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reserve.gate.story.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reserve.gate.story.checkedIn')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('reserve.gate.story.checkedOut')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {details.entries.map((entry) => (
                <Table.Row key={entry.sno} data-testid="gate-slot">
                  <Table.Cell>{entry.sno}</Table.Cell>
                  <Table.Cell>{entry.driverName ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <GateStatusBadge status={entry.gateStatus} />
                  </Table.Cell>
                  <Table.Cell>{at(entry.checkedInAt)}</Table.Cell>
                  <Table.Cell>{at(entry.checkedOutAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
        {events.isError ? (
          <LoadErrorAlert title={errorMessageOf(events.error, t('messages.errorRetrievingData'))} onRetry={() => void events.refetch()} />
        ) : null}
        {events.isPending ? <Skeleton height="6" /> : null}
        {events.data && events.data.length === 0 ? <Text color="fg.muted">{t('reserve.gate.story.none')}</Text> : null}
        {events.data && events.data.length > 0 ? (
          <Table.Root size="sm" aria-label={t('reserve.gate.story.events')}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.key}>{column.header}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {events.data.map((event) => (
                <Table.Row key={event.eventId} data-testid="gate-event">
                  {columns.map((column) => (
                    <Table.Cell key={column.key}>{column.cell(event)}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
