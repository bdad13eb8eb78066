import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLengthText } from '@haulstop/shared/constants';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { Card, Code, DataList, Heading, StatusBadge, formatDateTime } from '@haulstop/shared/ui/display';

/** Lot, customer, window, status and gate code of one reservation. */
export function ReservationSummary({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation();
  const rows: [key: string, value: ReactNode][] = [
    ['lot', details.parkingLotName],
    ['customer', details.orgName],
    ...(details.bookedByOrgName ? [['bookedBy', details.bookedByOrgName] as [string, ReactNode]] : []),
    ['startAt', formatDateTime(details.startAt, i18n.language, details.timeZone)],
    ['endAt', formatDateTime(details.endAt, i18n.language, details.timeZone)],
    [
      'duration',
      bookingLengthText((key, params) => t(key, params ?? {}), { ...details, extensionDurations: details.extensions.map((extension) => extension.duration) }),
    ],
    ['slots', details.slots],
    ['status', <StatusBadge key="status" status={details.status} />],
    ['paymentStatus', <StatusBadge key="payment" status={details.paymentStatus ?? 'To be Paid'} />],
    ...(details.recurrenceStatus ? [['recurrence', <StatusBadge key="recurrence" status={details.recurrenceStatus} />] as [string, ReactNode]] : []),
    // The API answers the code only while it is valid (paid, not cancelled); it opens the gate inside the window.
    [
      'gateCode',
      details.gateCode ? (
        <Code key="gate" fontSize="md" data-testid="gate-code">
          {details.gateCode}
        </Code>
      ) : (
        t('reserve.reservation.noGateCode')
      ),
    ],
  ];
  return (
    <Card.Root as="section" aria-labelledby="reservation-summary">
      <Card.Body gap={3}>
        <Heading as="h2" size="sm" id="reservation-summary">
          {t('reserve.reservation.summary')}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(([key, value]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{t(`reserve.reservation.fields.${key}`)}</DataList.ItemLabel>
              <DataList.ItemValue data-field={key}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
