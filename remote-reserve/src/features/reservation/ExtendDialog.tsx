import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethods, useExtendBooking } from '@haulstop/shared/api';
import { durationKey, RESERVATION_DURATIONS, reservationEndDate, type Duration } from '@haulstop/shared/constants';
import type { BookingDetails, BookingPayment } from '@haulstop/shared/contracts';
import { Alert, Button, FormDialog, FormField, SelectField, Text, formatDateTime } from '@haulstop/shared/ui';
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

type ExtendDialogProps = { details: BookingDetails; open: boolean; onClose: () => void };

/** Extend: one more duration after the current end, same lot and slots; a full lot is refused and said so. */
export function ExtendDialog({ details, open, onClose }: ExtendDialogProps) {
  const { t, i18n } = useTranslation();
  const [duration, setDuration] = useState<Duration>('24 hrs');
  const [choice, setChoice] = useState(PREVIOUS);
  const [cardNumber, setCardNumber] = useState('');
  // One key per opening: a second click or a lost answer never charges twice (DESIGN §7).
  const idempotencyKey = useMemo(() => (open ? crypto.randomUUID() : ''), [open]);
  const methods = usePaymentMethods();
  const extend = useExtendBooking({ onSuccess: onClose });
  const { reset } = extend;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const newEnd = reservationEndDate(new Date(details.endAt), duration).toISOString();
  const refusal = refusalMessage(extend.error, t);
  const options = [
    { value: PREVIOUS, label: t('reserve.reservation.extend.payPrevious') },
    ...(methods.data ?? []).map((m) => ({
      value: `${m.type}:${m.paymentMethodId}`,
      label: t('reserve.reservation.extend.savedMethod', { type: m.type, last4: m.last4 }),
    })),
    { value: CARD_NUMBER, label: t('reserve.reservation.extend.payCard') },
  ];
  const submit = () => extend.mutate({ reservationId: details.reservationId, duration, payment: paymentOf(choice, cardNumber), idempotencyKey });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('reserve.reservation.extend.title')}
      width="420px"
      onSubmit={submit}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="accent" loading={extend.isPending}>
            {t('reserve.reservation.extend.submit')}
          </Button>
        </>
      }
    >
      <SelectField
        name="duration"
        label={t('reserve.reservation.extend.duration')}
        value={duration}
        onChange={(value) => setDuration(value as Duration)}
        options={RESERVATION_DURATIONS.map((value) => ({ value, label: t(durationKey(value)) }))}
        required
      />
      <Text mb={3} data-testid="extend-new-end">
        {t('reserve.reservation.extend.newEnd', { end: formatDateTime(newEnd, i18n.language, details.timeZone) })}
      </Text>
      <SelectField name="payment" label={t('reserve.reservation.extend.payment')} value={choice} onChange={setChoice} options={options} required />
      {choice === CARD_NUMBER ? (
        <FormField
          name="cardNumber"
          label={t('reserve.reservation.extend.cardNumber')}
          value={cardNumber}
          onChange={setCardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          required
        />
      ) : null}
      {refusal ? (
        <Alert.Root status="error" mt={2}>
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
    </FormDialog>
  );
}
