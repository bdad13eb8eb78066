import { useTranslation } from 'react-i18next';
import { durationKey, isDuration } from '@haulstop/shared/constants';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { Card, DataList, Heading, StatusBadge, Table, formatDateTime, formatMoney, formatRate } from '@haulstop/shared/ui/display';
import { bookingAmounts } from './booking-story';

/**
 * The booking's lines (what was booked, then each extension with its price), subtotal, discount,
 * one line per tax, total, refunds, and every payment of the booking (its moment at the lot's clock, labelled).
 */
export function ReservationMoney({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation();
  const money = (amountMinor: number) => formatMoney(amountMinor, details.currency, i18n.language);
  const amounts = bookingAmounts(details);
  const words = (duration: string) => (isDuration(duration) ? t(durationKey(duration)) : duration);
  const extendedMinor = details.extensions.reduce((sum, extension) => sum + extension.subtotalMinor, 0);
  return (
    <Card.Root as="section" aria-labelledby="reservation-money">
      <Card.Body gap={3}>
        <Heading as="h2" size="sm" id="reservation-money">
          {t('reserve.reservation.amounts.title')}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" data-testid="reservation-lines">
          {details.extensions.length > 0 ? (
            <>
              <DataList.Item>
                <DataList.ItemLabel>
                  {t('reserve.reservation.amounts.bookedLine', { duration: words(details.duration), slots: details.slots })}
                </DataList.ItemLabel>
                <DataList.ItemValue>{money(amounts.subtotalMinor - extendedMinor)}</DataList.ItemValue>
              </DataList.Item>
              {details.extensions.map((extension) => (
                <DataList.Item key={extension.extendedAt} data-testid="extension-line">
                  <DataList.ItemLabel>
                    {t('reserve.reservation.amounts.extensionLine', { duration: words(extension.duration), slots: extension.slots })}
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{money(extension.subtotalMinor)}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel>{t('reserve.reservation.amounts.subtotal')}</DataList.ItemLabel>
            <DataList.ItemValue>{money(amounts.subtotalMinor)}</DataList.ItemValue>
          </DataList.Item>
          {amounts.discountMinor > 0 ? (
            <DataList.Item>
              <DataList.ItemLabel>{t('reserve.reservation.amounts.discount')}</DataList.ItemLabel>
              <DataList.ItemValue>−{money(amounts.discountMinor)}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {details.taxLines.map((line, index) => (
            <DataList.Item key={`${line.name}-${index}`}>
              <DataList.ItemLabel>{t('reserve.reservation.amounts.tax', { name: line.name, rate: formatRate(line.rate, i18n.language) })}</DataList.ItemLabel>
              <DataList.ItemValue>{money(line.amountMinor)}</DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.ItemLabel fontWeight="semibold">{t('reserve.reservation.amounts.total')}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">{money(amounts.totalMinor)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('reserve.reservation.amounts.refunded')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="refunded-total">{money(amounts.refundedMinor)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Heading as="h3" size="xs" id="reservation-payments">
          {t('reserve.reservation.payments.title')}
        </Heading>
        <Table.Root size="sm" aria-labelledby="reservation-payments">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('reserve.reservation.payments.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('reserve.reservation.payments.method')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('reserve.reservation.payments.status')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('reserve.reservation.payments.amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {details.payments.map((payment) => (
              <Table.Row key={payment.paymentId}>
                <Table.Cell>{formatDateTime(payment.createdAt, i18n.language, details.timeZone)}</Table.Cell>
                <Table.Cell>{t(`reserve.reservation.payments.methods.${payment.method}`)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={payment.status} />
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(payment.amountMinor, payment.currency, i18n.language)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
