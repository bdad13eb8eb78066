import type { FormErrors } from './form-rules';
import { ruleError } from './messages';
import { validateReserveSearch } from './reserve-rules';

/*
 * /bookReservations: an owner, or the platform acting as one, books at its lot for a
 * fleet organisation. The window follows the /reserve rules; the rest says what must be chosen.
 */

/** How the owner's booking for a fleet is paid (SPEC §3 isPayLater / overRideDriverPayments). */
export const FLEET_PAYMENTS = ['PAY_LATER', 'OPEN_ACCOUNT', 'CARD'] as const;
export type FleetPayment = (typeof FLEET_PAYMENTS)[number];

export type FleetBookingValues = {
  parkingLotId: string;
  forOrgId: string;
  startAt: string;
  duration: string;
  slots: string;
  /** SPEC §3 overRideDriverPayments: the owner sets the payment instead of the fleet paying later. */
  overrideDriverPayments: boolean;
  payment: FleetPayment;
  openAccountId: string;
  cardNumber: string;
};
export type FleetBookingField = keyof FleetBookingValues;

/**
 * The booking form of /bookReservations: a lot, a fleet organisation, the /reserve window rules,
 * and, when the owner overrides the drivers' payments, the open account or the card it pays with.
 * @example validateFleetBooking({ ...values, parkingLotId: '' }).parkingLotId?.message // 'Choose one of the options'
 */
export function validateFleetBooking(values: FleetBookingValues, now: Date = new Date()): FormErrors<FleetBookingField> {
  const errors: FormErrors<FleetBookingField> = { ...validateReserveSearch(values, now) };
  if (!/^\d+$/.test(values.parkingLotId)) errors.parkingLotId = ruleError('validation.chooseOption');
  if (!/^\d+$/.test(values.forOrgId)) errors.forOrgId = ruleError('validation.chooseOption');
  if (values.overrideDriverPayments && values.payment === 'OPEN_ACCOUNT' && !/^\d+$/.test(values.openAccountId))
    errors.openAccountId = ruleError('validation.chooseOption');
  if (values.overrideDriverPayments && values.payment === 'CARD' && !/^\d{12,19}$/.test(values.cardNumber.replace(/\s+/g, '')))
    errors.cardNumber = ruleError('validation.required');
  return errors;
}
