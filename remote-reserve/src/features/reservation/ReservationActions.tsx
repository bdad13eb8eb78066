import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { canAccess, canCancelPartOfReservation, canRetryReservationPayment } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { Button, HStack, Text } from '@haulstop/shared/ui/display';
import { canCancelPart } from './booking-story';
import { CancelDialog } from './CancelDialog';
import { ExtendDialog } from './ExtendDialog';

type Open = null | 'extend' | 'cancel' | 'part';

/**
 * The actions a booking's status allows (the booking state machine): Retry payment, Extend, Cancel,
 * Cancel entries — for the customer (or whoever booked for it). The lot's owner sees the booking read-only.
 */
export function ReservationActions({ details }: { details: BookingDetails }) {
  const { t } = useTranslation();
  const ctx = usePermissionContext();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const record = { orgId: details.orgId, bookedByOrgId: details.bookedByOrgId, status: details.status };
  const mayExtend = canAccess({ resource: 'reservation', action: 'edit', record, ctx });
  const mayCancel = canAccess({ resource: 'reservation', action: 'delete', record, ctx });

  if (!canAccess({ resource: 'reservationChanges', action: 'edit', record, ctx }))
    return (
      <Text color="fg.muted" data-testid="read-only">
        {t('reserve.reservation.readOnly', { customer: details.orgName })}
      </Text>
    );
  // What the booking's status allows (the shared booking state machine): a declined booking is paid again, not cancelled.
  const mayRetry = canRetryReservationPayment(record, ctx);
  const mayCancelPart = canCancelPartOfReservation(record, ctx) && canCancelPart(details);
  if (!mayExtend && !mayCancel && !mayRetry) return null;
  return (
    <HStack gap={3} wrap="wrap">
      {mayRetry ? (
        <Button asChild colorPalette="accent">
          <RouterLink to={`/paymentRetry/${details.reservationId}`}>{t('reserve.reservation.retryPayment')}</RouterLink>
        </Button>
      ) : null}
      {mayExtend ? (
        <Button colorPalette="accent" onClick={() => setOpen('extend')}>
          {t('reserve.reservation.extend.open')}
        </Button>
      ) : null}
      {mayCancelPart ? (
        <Button variant="outline" onClick={() => setOpen('part')}>
          {t('reserve.reservation.cancel.openPart')}
        </Button>
      ) : null}
      {mayCancel ? (
        <Button variant="outline" colorPalette="red" onClick={() => setOpen('cancel')}>
          {t('reserve.reservation.cancel.open')}
        </Button>
      ) : null}
      {mayExtend ? <ExtendDialog details={details} open={open === 'extend'} onClose={close} /> : null}
      {mayCancel || mayCancelPart ? (
        <CancelDialog details={details} mode={open === 'part' ? 'part' : 'whole'} open={open === 'cancel' || open === 'part'} onClose={close} />
      ) : null}
    </HStack>
  );
}
