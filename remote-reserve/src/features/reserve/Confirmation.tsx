import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useBooking } from '@haulstop/shared/api';
import type { BookingCreated, LotAvailability } from '@haulstop/shared/contracts';
import { isBuiltPage } from '@haulstop/shared/menu';
import { Alert, Box, Button, formatDateTime, formatMoney, Heading, HStack, Stack, StatusBadge, Text } from '@haulstop/shared/ui/display';
import { failureTextKey, GateCodeBox } from './PaymentOutcome';

/**
 * After Book: the reservation, its gate code and the lot's instructions; or, when the payment
 * failed, why and the way to pay again (/paymentRetry/{id}), the booking waiting for it.
 */
export function Confirmation({ created, lot, onAnother }: { created: BookingCreated; lot: LotAvailability; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const details = useBooking(created.reservationId);
  const failed = created.paymentStatus === 'Payment Failed';
  const failure = details.data?.payments.at(-1)?.failureCode ?? null;
  const detailsRoute = isBuiltPage('/reservations/:reservationId') ? `/reservations/${created.reservationId}` : null;

  return (
    <Stack gap={4} maxW="640px" role="region" aria-label={t('reserve.book.done.title')}>
      {failed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('reserve.book.done.paymentFailed', { id: created.reservationId })}</Alert.Title>
            <Alert.Description>{t(failureTextKey(failure))}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Heading as="h2" size="md">
          {t('reserve.book.done.booked', { id: created.reservationId })}
        </Heading>
      )}
      <HStack gap={3} wrap="wrap">
        <StatusBadge status={created.status} />
        {created.paymentStatus && <StatusBadge status={created.paymentStatus} />}
        <Text>
          {t('reserve.book.done.window', {
            start: formatDateTime(created.startAt, i18n.language, lot.timeZone),
            end: formatDateTime(created.endAt, i18n.language, lot.timeZone),
          })}
        </Text>
        <Text fontWeight="semibold">{formatMoney(created.amountMinor, created.currency, i18n.language)}</Text>
      </HStack>
      {created.gateCode && <GateCodeBox code={created.gateCode} />}
      {lot.instructions && (
        <Box>
          <Text fontWeight="medium">{t('reserve.book.done.instructions', { name: lot.name })}</Text>
          <Text whiteSpace="pre-wrap">{lot.instructions}</Text>
        </Box>
      )}
      <HStack gap={2} wrap="wrap">
        {failed && (
          <Button asChild colorPalette="accent">
            <RouterLink to={`/paymentRetry/${created.reservationId}`}>{t('reserve.book.done.retry')}</RouterLink>
          </Button>
        )}
        {detailsRoute && (
          <Button asChild variant="outline">
            <RouterLink to={detailsRoute}>{t('reserve.book.done.open')}</RouterLink>
          </Button>
        )}
        <Button variant="ghost" onClick={onAnother}>
          {t('reserve.book.done.another')}
        </Button>
      </HStack>
    </Stack>
  );
}
