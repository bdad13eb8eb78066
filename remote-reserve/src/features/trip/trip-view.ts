import { RESERVATION_STATES, isReservationStatus } from '@haulstop/shared/constants';
import type { Trip } from '@haulstop/shared/contracts';

/** The booking still carries a live gate code (its status says so): the driver may still use the gate. */
export const tripIsLive = (trip: Pick<Trip, 'status'>): boolean => isReservationStatus(trip.status) && RESERVATION_STATES[trip.status].gateCode;

/** What the driver's page offers: "I'm here" before arriving, "I left" while on the lot, "more time" until the truck has left. */
export function tripMoves(trip: Pick<Trip, 'status' | 'gateStatus'>): { checkIn: boolean; checkOut: boolean; moreTime: boolean } {
  if (!tripIsLive(trip)) return { checkIn: false, checkOut: false, moreTime: false };
  const onLot = trip.gateStatus === 'ON_LOT' || trip.gateStatus === 'OVERSTAY';
  return {
    checkIn: trip.gateStatus === 'NOT_ARRIVED',
    checkOut: onLot,
    moreTime: onLot || trip.gateStatus === 'NOT_ARRIVED',
  };
}

/**
 * The gate code as the page shows it: the code once the server gives it (inside its window),
 * "shows from …" before, nothing once the booking no longer opens the gate or the truck has left.
 */
export type GateCodeView = { kind: 'code'; code: string } | { kind: 'later'; from: string } | { kind: 'none' };

export function gateCodeView(trip: Pick<Trip, 'status' | 'gateStatus' | 'gateCode' | 'gateCodeFrom'>): GateCodeView {
  if (!tripIsLive(trip) || trip.gateStatus === 'LEFT' || trip.gateStatus === 'NO_SHOW') return { kind: 'none' };
  if (trip.gateCode) return { kind: 'code', code: trip.gateCode };
  return { kind: 'later', from: trip.gateCodeFrom };
}

/** The lot's address on one line, parts it lacks left out. */
export function tripAddress(lot: Trip['lot']): string {
  const place = [lot.city, [lot.region, lot.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [lot.address, place].filter(Boolean).join(', ');
}
