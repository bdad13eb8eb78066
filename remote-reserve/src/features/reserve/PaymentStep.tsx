import { useEffect, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { useOpenAccounts, usePaymentMethods } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import type { BookingQuote, LotAvailability } from '@haulstop/shared/contracts';
import { canRecur } from '@haulstop/shared/rules';
import { Box, Button, CheckboxField, formatMoney, FormField, HStack, SelectField, Stack, Text, useValidatedForm } from '@haulstop/shared/ui';
import {
  bookingOfChoice,
  choiceOf,
  NEW_CARD_CHOICE,
  PAYMENT_FIELD_OF,
  paymentOptions,
  validatePaymentChoice,
  type PaymentField,
  type PaymentValues,
} from './paymentChoice';
import type { ReserveAction, ReserveState } from './reserveState';

type Props = {
  lot: LotAvailability;
  duration: string;
  state: ReserveState;
  dispatch: Dispatch<ReserveAction>;
  quote: Pick<UseQueryResult<BookingQuote>, 'data' | 'error' | 'isError'>;
  onBack: () => void;
  onNext: () => void;
  /** The API's refusal of the booking about a field of this step (errorField): shown under it, focused. */
  refusal: { field: string; message: string } | null;
};

/**
 * Step 2: how to pay (SPEC §3 payment options: cards, bank, open accounts, pay later), a discount
 * code checked by the server's quote (its discount or its refusal shown at once) and recurring
 * for weekly, monthly and yearly bookings. The booker agrees here that a truck still on the lot past
 * the end plus the lot's grace is charged at the lot's prices on the method chosen.
 */
export function PaymentStep({ lot, duration, state, dispatch, quote, onBack, onNext, refusal }: Props) {
  const { t, i18n } = useTranslation();
  const methods = usePaymentMethods();
  const accounts = useOpenAccounts();
  // The step's values start from the booking data (kept by the page across steps) and are written back as typed.
  const form = useValidatedForm<PaymentValues, PaymentField>(
    { payment: choiceOf(state.booking), cardNumber: state.booking.paymentCardNumber ?? '', couponCode: state.booking.couponCode ?? '' },
    validatePaymentChoice,
    { fieldOf: PAYMENT_FIELD_OF },
  );
  const { values, errors, change, check, serverError } = form;
  useEffect(() => {
    if (refusal) serverError(refusal.field, refusal.message);
    // Shown once per refusal (the page hands a new one for each refused Book).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);
  const money = (minor: number) => formatMoney(minor, lot.currency, i18n.language);
  const options = paymentOptions(lot, methods.data ?? [], accounts.data ?? [], {
    newCard: t('reserve.book.pay.newCard'),
    payLater: t('reserve.book.pay.payLater'),
    card: (m) => t('reserve.book.pay.savedCard', { brand: m.brand ?? 'Card', last4: m.last4 }),
    bank: (m) => t('reserve.book.pay.savedBank', { last4: m.last4 }),
    account: (a, left) => t('reserve.book.pay.openAccount', { name: a.accountName, left: money(left) }),
  });
  const newCard = values.payment === NEW_CARD_CHOICE;
  const applied = state.booking.couponCode?.trim();

  const next = () => {
    // A refused discount code must be removed or corrected before the review.
    if (check() && !(applied && quote.isError)) onNext();
  };

  return (
    <Stack gap={3} maxW="640px">
      <SelectField
        name="payment"
        required
        label={t('reserve.book.pay.method')}
        value={values.payment}
        onChange={(value: string) => {
          change('payment')(value);
          // The number typed stays when the choice comes back to a typed card.
          dispatch({ type: 'setBooking', booking: bookingOfChoice(value, { ...state.booking, paymentCardNumber: values.cardNumber }) });
        }}
        placeholder={t('reserve.book.pay.choose')}
        options={options}
        error={errors.payment}
      />
      <Text fontSize="sm" color="fg.muted" data-testid="overstay-consent">
        {t('reserve.book.pay.overstayConsent')}
      </Text>
      {newCard && (
        <FormField
          name="cardNumber"
          required
          label={t('reserve.book.pay.cardNumber')}
          value={values.cardNumber}
          onChange={(value: string) => {
            change('cardNumber')(value);
            dispatch({ type: 'setBooking', booking: { paymentCardNumber: value } });
          }}
          error={errors.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          helperText={t('reserve.book.pay.sandboxHint')}
        />
      )}
      <HStack align="end" gap={2}>
        <Box flex="1">
          <FormField
            name="couponCode"
            label={t('reserve.book.couponCode')}
            value={values.couponCode}
            error={errors.couponCode}
            onChange={(value: string) => {
              change('couponCode')(value);
              // Emptying the box removes the code: a refused one no longer holds Next back.
              if (!value.trim() && applied) dispatch({ type: 'setBooking', booking: { couponCode: undefined } });
            }}
            maxLength={64}
          />
        </Box>
        <Button mb={3} variant="outline" onClick={() => dispatch({ type: 'setBooking', booking: { couponCode: values.couponCode.trim() || undefined } })}>
          {t('reserve.book.applyCode')}
        </Button>
      </HStack>
      {applied && quote.isError && (
        <Text color="fg.error" role="alert">
          {errorMessageOf(quote.error, t('reserve.book.quoteFailed'))}
        </Text>
      )}
      {applied && quote.data && (
        <Text color="fg.success" role="status">
          {t('reserve.book.discountApplied', { code: applied, discount: money(quote.data.discountMinor) })}
        </Text>
      )}
      {canRecur(duration) && (
        <CheckboxField
          name="recurring"
          label={t('reserve.book.recurring', { duration: t(`reserve.book.every.${duration}`) })}
          checked={state.booking.recurring === true}
          onChange={(checked: boolean) => dispatch({ type: 'setBooking', booking: { recurring: checked } })}
        />
      )}
      <HStack justify="space-between">
        <Button variant="outline" onClick={onBack}>
          {t('reserve.book.back')}
        </Button>
        <Button colorPalette="accent" onClick={next}>
          {t('reserve.book.next')}
        </Button>
      </HStack>
    </Stack>
  );
}
