import type { BookingQuoteBody, CreateBookingBody } from '@haulstop/shared/contracts';
import type { FleetBookingValues } from '@haulstop/shared/rules';
import { zonedInstant } from '@haulstop/shared/time';

/** The start typed (a wall-clock time at the lot) as the instant it is in the lot's zone; without a zone, as Date reads it. */
const startOf = (values: FleetBookingValues, timeZone?: string): Date => (timeZone && zonedInstant(values.startAt, timeZone)) || new Date(values.startAt);

export const EMPTY_FLEET_BOOKING: FleetBookingValues = {
  parkingLotId: '',
  forOrgId: '',
  startAt: '',
  duration: '24 hrs',
  slots: '1',
  overrideDriverPayments: false,
  payment: 'PAY_LATER',
  openAccountId: '',
  cardNumber: '',
};

/** The payment the owner books with: pay later unless it overrides the drivers' payments. */
function paymentOf(values: FleetBookingValues): CreateBookingBody['payment'] {
  if (!values.overrideDriverPayments || values.payment === 'PAY_LATER') return { method: 'PAY_LATER' };
  if (values.payment === 'OPEN_ACCOUNT') return { method: 'OPEN_ACCOUNT', paymentMethodId: Number(values.openAccountId) };
  return { method: 'CARD', cardNumber: values.cardNumber.replace(/\s+/g, '') };
}

/** POST /api/reservations for the fleet (`forOrgId`): its slots, no named driver (the fleet names them at the gate). */
export function toFleetBookingBody(values: FleetBookingValues, timeZone?: string): CreateBookingBody {
  return {
    parkingLotId: Number(values.parkingLotId),
    duration: values.duration,
    startAt: startOf(values, timeZone).toISOString(),
    slots: Number(values.slots),
    entries: [],
    payment: paymentOf(values),
    forOrgId: Number(values.forOrgId),
  };
}

/** What to ask a quote for, once a lot and a valid window are chosen (null: not yet). */
export function toQuoteBody(values: FleetBookingValues, timeZone?: string): BookingQuoteBody | null {
  const start = startOf(values, timeZone);
  if (!/^\d+$/.test(values.parkingLotId) || Number.isNaN(start.getTime()) || !/^\d+$/.test(values.slots) || Number(values.slots) < 1) return null;
  return { parkingLotId: Number(values.parkingLotId), duration: values.duration, startAt: start.toISOString(), slots: Number(values.slots) };
}
