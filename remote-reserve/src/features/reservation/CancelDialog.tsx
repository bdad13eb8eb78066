import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@haulstop/shared/api';
import { cancelBooking } from '@haulstop/shared/contracts/bookings';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { CancelSaveActions, CheckboxField, FormDialog, Text, formatMoney } from '@haulstop/shared/ui';
import { cancelsWholeBooking } from '@haulstop/shared/rules';
import { cancellableEntries, heldSlots, refundPreview } from './booking-story';
import { RefusalAlert } from './RefusalAlert';
import { refusalMessage } from './refusal';

type CancelDialogProps = {
  details: BookingDetails;
  /** 'whole': the booking; 'part': the entries chosen here */
  mode: 'whole' | 'part';
  open: boolean;
  onClose: () => void;
};

/**
 * Cancel (confirm) or cancel some entries, each one slot with its driver and truck (choose them);
 * the refund it gives is shown before confirming.
 */
export function CancelDialog({ details, mode, open, onClose }: CancelDialogProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const cancel = useEndpointMutation(cancelBooking, { onSuccess: onClose });
  const { reset } = cancel;
  useEffect(() => {
    if (open) {
      setChosen([]);
      reset();
    }
  }, [open, reset]);

  // Each entry is one slot with its driver and truck; choosing every slot left is the whole cancel.
  const held = heldSlots(details);
  const whole = mode === 'whole' || cancelsWholeBooking(chosen.length, held);
  const count = mode === 'whole' ? held : chosen.length;
  const refund = refundPreview(details, count);
  const refusal = refusalMessage(cancel.error, t);
  const toggle = (sno: number) => (checked: boolean) => setChosen((list) => (checked ? [...list, sno] : list.filter((s) => s !== sno)));
  const submit = () => {
    if (count === 0) return;
    cancel.mutate({ params: { reservationId: details.reservationId }, body: { entrySnos: whole ? undefined : [...chosen].sort((a, b) => a - b) } });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={mode === 'whole' ? t('reserve.reservation.cancel.title') : t('reserve.reservation.cancel.partTitle')}
      width="420px"
      onSubmit={submit}
      actions={
        <CancelSaveActions
          onCancel={onClose}
          cancelLabel={t('reserve.reservation.cancel.keep')}
          saving={cancel.isPending}
          saveDisabled={count === 0}
          saveLabel={whole ? t('reserve.reservation.cancel.confirm') : t('reserve.reservation.cancel.confirmPart', { count: chosen.length })}
          destructive
        />
      }
    >
      {mode === 'whole' ? <Text mb={3}>{t('reserve.reservation.cancel.question')}</Text> : <Text mb={3}>{t('reserve.reservation.cancel.choose')}</Text>}
      {mode === 'whole'
        ? null
        : cancellableEntries(details).map((entry) => (
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
      {mode === 'part' && whole ? (
        <Text mb={2} data-testid="cancels-whole">
          {t('reserve.reservation.cancel.everySlot')}
        </Text>
      ) : null}
      <Text fontWeight="semibold" data-testid="refund-preview">
        {t('reserve.reservation.cancel.refund', { amount: formatMoney(refund, details.currency, i18n.language) })}
      </Text>
      <RefusalAlert message={refusal} />
    </FormDialog>
  );
}
