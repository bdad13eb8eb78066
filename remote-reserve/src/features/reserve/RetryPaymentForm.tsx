import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useEndpointMutation, useOpenAccounts, usePaymentMethods } from '@haulstop/shared/api';
import { retryBookingPayment } from '@haulstop/shared/contracts/bookings';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { RETRYABLE_STATUSES } from '@haulstop/shared/constants';
import { isBuiltPage } from '@haulstop/shared/menu';
import { Alert, Button, formatMoney, FormField, HStack, SelectField, Stack, StatusBadge, Text, useValidatedForm } from '@haulstop/shared/ui';
import {
  bookingOfChoice,
  NEW_CARD_CHOICE,
  PAYMENT_FIELD_OF,
  paymentOptions,
  validatePaymentChoice,
  type PaymentField,
  type PaymentValues,
} from './paymentChoice';
import { paymentOf } from './bookingRequest';
import { newAttemptKey } from './attempt';
import type { BookingData } from './reserveState';
import { failureTextKey, GateCodeBox } from './PaymentOutcome';

const EMPTY: PaymentValues = { payment: '', cardNumber: '', couponCode: '' };

/**
 * Pays again a booking whose payment failed, with another saved method or card number. The
 * server checks the capacity again; a second refusal is shown and another try offered: a card
 * typed in and declined again is told under its number (kept, to correct it), a refusal about
 * the payment under "Pay with".
 */
export function RetryPaymentForm({ booking }: { booking: BookingDetails }) {
  const { t, i18n } = useTranslation();
  const methods = usePaymentMethods();
  const accounts = useOpenAccounts();
  const form = useValidatedForm<PaymentValues, PaymentField>(EMPTY, validatePaymentChoice, { fieldOf: PAYMENT_FIELD_OF });
  const { values, field, check, serverError } = form;
  const [result, setResult] = useState<BookingDetails | null>(null);
  const retry = useEndpointMutation(retryBookingPayment, {
    onSuccess: (answer) => {
      setResult(answer);
      const declined = RETRYABLE_STATUSES.includes(answer.status) && values.payment === NEW_CARD_CHOICE;
      if (declined) serverError('cardNumber', t(failureTextKey(answer.payments.at(-1)?.failureCode)));
    },
    onFieldError: serverError,
  });
  const data: BookingData = { ...bookingOfChoice(values.payment, {}), ...(values.payment === NEW_CARD_CHOICE ? { paymentCardNumber: values.cardNumber } : {}) };
  const payment = paymentOf(data);
  // One key per attempt (DESIGN §7): the same while the chosen payment is the same.
  const idempotencyKey = useMemo(newAttemptKey, [JSON.stringify(payment), result]);
  const current = result ?? booking;
  const failed = RETRYABLE_STATUSES.includes(current.status);
  const lastFailure = current.payments.at(-1)?.failureCode ?? null;
  const money = (minor: number) => formatMoney(minor, current.currency, i18n.language);
  const options = paymentOptions({ ownerOrgId: -1, currency: current.currency as 'USD' | 'CAD' }, methods.data ?? [], accounts.data ?? [], {
    newCard: t('reserve.book.pay.newCard'),
    payLater: t('reserve.book.pay.payLater'),
    card: (m) => t('reserve.book.pay.savedCard', { brand: m.brand ?? 'Card', last4: m.last4 }),
    bank: (m) => t('reserve.book.pay.savedBank', { last4: m.last4 }),
    account: (a, left) => t('reserve.book.pay.openAccount', { name: a.accountName, left: money(left) }),
  });

  const submit = () => {
    if (!check() || !payment || retry.isPending) return;
    retry.mutate({ params: { reservationId: booking.reservationId }, headers: { 'idempotency-key': idempotencyKey }, body: { payment } });
  };

  if (!failed) {
    const detailsRoute = isBuiltPage('/reservations/:reservationId') ? `/reservations/${current.reservationId}` : null;
    return (
      <Stack gap={3} role="region" aria-label={t('reserve.retry.resultLabel')}>
        <Text fontWeight="semibold">
          {result ? t('reserve.retry.paid', { id: current.reservationId }) : t('reserve.retry.notFailed', { id: current.reservationId })}
        </Text>
        <HStack gap={2}>
          <StatusBadge status={current.status} />
          {current.paymentStatus && <StatusBadge status={current.paymentStatus} />}
        </HStack>
        {current.gateCode && <GateCodeBox code={current.gateCode} />}
        {detailsRoute && (
          <Button asChild variant="outline" alignSelf="start">
            <RouterLink to={detailsRoute}>{t('reserve.book.done.open')}</RouterLink>
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap={3} maxW="640px">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('reserve.retry.failed', { amount: money(current.amountMinor), lot: current.parkingLotName })}</Alert.Title>
          <Alert.Description>{t(failureTextKey(lastFailure))}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SelectField {...field('payment')} required label={t('reserve.book.pay.method')} placeholder={t('reserve.book.pay.choose')} options={options} />
      {values.payment === NEW_CARD_CHOICE && (
        <FormField
          {...field('cardNumber')}
          required
          label={t('reserve.book.pay.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          helperText={t('reserve.book.pay.sandboxHint')}
        />
      )}
      <HStack justify="flex-end">
        <Button colorPalette="accent" loading={retry.isPending} onClick={submit}>
          {t('reserve.retry.pay', { amount: money(current.amountMinor) })}
        </Button>
      </HStack>
    </Stack>
  );
}
