import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '@haulstop/shared/api';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { Alert, Button, CheckboxField, FormDialog, Text, formatMoney } from '@haulstop/shared/ui';
import { refundPreview } from './booking-story';
import { refusalMessage } from './refusal';

type CancelDialogProps = {
  details: BookingDetails;
  /** 'whole': the booking; 'part': the entries chosen here */
  mode: 'whole' | 'part';
  open: boolean;
  onClose: () => void;
};

/** Cancel (confirm) or cancel some entries (choose them); the refund it gives is shown before confirming. */
export function CancelDialog({ details, mode, open, onClose }: CancelDialogProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const cancel = useCancelBooking({ onSuccess: onClose });
  const { reset } = cancel;
  useEffect(() => {
    if (open) {
      setChosen([]);
      reset();
    }
  }, [open, reset]);

  const whole = mode === 'whole';
  const count = whole ? details.slots : chosen.length;
  const refund = refundPreview(details, count);
  const refusal = refusalMessage(cancel.error, t);
  const toggle = (sno: number) => (checked: boolean) => setChosen((list) => (checked ? [...list, sno] : list.filter((s) => s !== sno)));
  // A partial cancel keeps at least one slot: choosing every one of them is the whole cancel.
  const tooMany = !whole && chosen.length >= details.slots;
  const submit = () => {
    if (!whole && (chosen.length === 0 || tooMany)) return;
    cancel.mutate({ reservationId: details.reservationId, entrySnos: whole ? undefined : [...chosen].sort((a, b) => a - b) });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={whole ? t('reserve.reservation.cancel.title') : t('reserve.reservation.cancel.partTitle')}
      width="420px"
      onSubmit={submit}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('reserve.reservation.cancel.keep')}
          </Button>
          <Button type="submit" colorPalette="red" loading={cancel.isPending} disabled={!whole && (chosen.length === 0 || tooMany)}>
            {whole ? t('reserve.reservation.cancel.confirm') : t('reserve.reservation.cancel.confirmPart', { count: chosen.length })}
          </Button>
        </>
      }
    >
      {whole ? <Text mb={3}>{t('reserve.reservation.cancel.question')}</Text> : <Text mb={3}>{t('reserve.reservation.cancel.choose')}</Text>}
      {whole
        ? null
        : details.entries.map((entry) => (
            <CheckboxField
              key={entry.sno}
              name={`entry-${entry.sno}`}
              label={t('reserve.reservation.cancel.entry', {
                sno: entry.sno,
                who: [entry.driverName, entry.assetLabel].filter(Boolean).join(' · ') || t('reserve.reservation.entries.unnamed'),
              })}
              checked={chosen.includes(entry.sno)}
              onChange={toggle(entry.sno)}
            />
          ))}
      {tooMany ? (
        <Text color="fg.error" mb={2}>
          {t('reserve.reservation.cancel.keepOne')}
        </Text>
      ) : null}
      <Text fontWeight="semibold" data-testid="refund-preview">
        {t('reserve.reservation.cancel.refund', { amount: formatMoney(refund, details.currency, i18n.language) })}
      </Text>
      {refusal ? (
        <Alert.Root status="error" mt={2}>
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
    </FormDialog>
  );
}
