import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBooking } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Heading, LoadErrorAlert, Spinner, Stack, Text } from '@haulstop/shared/ui/display';
import { RetryPaymentForm } from '../features/reserve/RetryPaymentForm';
import { TEXTS } from '../texts';

/** /paymentRetry/{reservationid}: a booking whose payment failed is paid again with another method. */
export default function PaymentRetry() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const { reservationid } = useParams();
  const id = reservationid && /^\d+$/.test(reservationid) ? Number(reservationid) : null;
  const booking = useBooking(id);

  return (
    <Stack gap={4} p={4}>
      <Heading as="h1" size="lg">
        {t('reserve.retry.title', { id: reservationid })}
      </Heading>
      {id === null && <Text role="alert">{t('reserve.retry.notFound')}</Text>}
      {booking.isPending && id !== null && <Spinner aria-label={t('common.loading')} />}
      {booking.isError && (
        <LoadErrorAlert
          title={t('reserve.retry.notFound')}
          description={errorMessageOf(booking.error, t('reserve.retry.notFound'))}
          onRetry={() => void booking.refetch()}
        />
      )}
      {booking.data && <RetryPaymentForm booking={booking.data} />}
    </Stack>
  );
}
