import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useExtensionQuote, usePaymentMethods } from '@haulstop/shared/api';
import { extendBooking } from '@haulstop/shared/contracts/bookings';
import { durationKey, RESERVATION_DURATIONS, reservationEndDate, type Duration } from '@haulstop/shared/constants';
import type { BookingDetails, BookingPayment } from '@haulstop/shared/contracts';
import { validateCardNumber, type FormErrors } from '@haulstop/shared/rules';
import { CancelSaveActions, FormDialog, FormField, SelectField, Text, formatDateTime, useValidatedForm } from '@haulstop/shared/ui';
import { ExtensionPrice } from './ExtensionPrice';
import { RefusalAlert } from './RefusalAlert';
import { refusalMessage } from './refusal';

const PREVIOUS = 'previous';
const CARD_NUMBER = 'card';

/** The payment of the extension: as the booking was paid, a saved method, or a card number typed once. */
function paymentOf(choice: string, cardNumber: string): BookingPayment | undefined {
  if (choice === PREVIOUS) return undefined;
  if (choice === CARD_NUMBER) return { method: 'CARD', cardNumber: cardNumber.replace(/\s+/g, '') };
  const [method, id] = choice.split(':');
  return { method: method as BookingPayment['method'], paymentMethodId: Number(id) };
}

type Values = { duration: Duration; payment: string; cardNumber: string };
const START: Values = { duration: '24 hrs', payment: PREVIOUS, cardNumber: '' };

/** A card typed in must be a card number; the other ways to pay are chosen from the list. */
const validateExtend = (values: Values): FormErrors<keyof Values> => {
  const card = values.payment === CARD_NUMBER ? validateCardNumber(values.cardNumber) : null;
  return card ? { cardNumber: card } : {};
};

type ExtendDialogProps = { details: BookingDetails; open: boolean; onClose: () => void };

/**
 * Extend: one more duration after the current end, same lot and slots; a full lot is refused and
 * said so. A refusal about a field (the duration, the payment, the card) shows under it. The price,
 * each tax and the total are shown before the customer confirms: Extend waits for them.
 */
export function ExtendDialog({ details, open, onClose }: ExtendDialogProps) {
  const { t, i18n } = useTranslation();
  // The API names a saved method paymentMethodId, and the missing payment payment: both are "Payment".
  const form = useValidatedForm<Values, keyof Values>(START, validateExtend, { fieldOf: { paymentMethodId: 'payment' } });
  const { values, field } = form;
  const { duration, payment: choice, cardNumber } = values;
  // One key per opening: a second click or a lost answer never charges twice (DESIGN §7).
  const idempotencyKey = useMemo(() => (open ? crypto.randomUUID() : ''), [open]);
  const methods = usePaymentMethods();
  const quote = useExtensionQuote(details.reservationId, duration, open);
  const paidAs = quote.data?.paidAs;
  // Whether the last refusal was shown under a field; else it is said above the buttons.
  const [shownAtField, setShownAtField] = useState(false);
  const extend = useEndpointMutation(extendBooking, {
    onSuccess: onClose,
    onFieldError: (field, message) => {
      const shown = form.serverError(field, message);
      setShownAtField(shown);
      return shown;
    },
  });
  const { reset } = extend;
  useEffect(() => {
    if (!open) return;
    reset();
    // A new opening starts without the last one's messages (what was chosen stays).
    form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);

  const newEnd = reservationEndDate(new Date(details.endAt), duration).toISOString();
  const refusal = shownAtField ? null : refusalMessage(extend.error, t);
  const options = [
    {
      value: PREVIOUS,
      label: paidAs
        ? t('reserve.reservation.extend.payPreviousAs', { method: t(`reserve.reservation.payments.methods.${paidAs}`) })
        : t('reserve.reservation.extend.payPrevious'),
    },
    ...(methods.data ?? []).map((m) => ({
      value: `${m.type}:${m.paymentMethodId}`,
      label: t('reserve.reservation.extend.savedMethod', { type: m.type, last4: m.last4 }),
    })),
    { value: CARD_NUMBER, label: t('reserve.reservation.extend.payCard') },
  ];
  const submit = () => {
    if (!form.check() || extend.isPending || !quote.data) return;
    setShownAtField(false);
    extend.mutate({
      params: { reservationId: details.reservationId },
      headers: { 'idempotency-key': idempotencyKey },
      body: { duration, payment: paymentOf(choice, cardNumber) },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('reserve.reservation.extend.title')}
      width="420px"
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={onClose} saving={extend.isPending} saveDisabled={!quote.data} saveLabel={t('reserve.reservation.extend.submit')} />}
    >
      <SelectField
        {...field('duration')}
        label={t('reserve.reservation.extend.duration')}
        options={RESERVATION_DURATIONS.map((value) => ({ value, label: t(durationKey(value)) }))}
        required
      />
      <Text mb={3} data-testid="extend-new-end">
        {t('reserve.reservation.extend.newEnd', { end: formatDateTime(newEnd, i18n.language, details.timeZone) })}
      </Text>
      <ExtensionPrice quote={quote.data} loading={quote.isPending} refusal={quote.error ? refusalMessage(quote.error, t) : null} />
      <SelectField {...field('payment')} label={t('reserve.reservation.extend.payment')} options={options} required />
      {choice === CARD_NUMBER ? (
        <FormField {...field('cardNumber')} label={t('reserve.reservation.extend.cardNumber')} inputMode="numeric" autoComplete="cc-number" required />
      ) : null}
      <RefusalAlert message={refusal} />
    </FormDialog>
  );
}
