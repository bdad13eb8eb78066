import type { FleetOrganization } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { badRequest, notFound, text } from '../../lib/errors';
import * as newBookingRepository from './new-booking-repository';

/** The organisation types an owner books for (/bookReservations: "on behalf of a fleet organisation"). */
const FLEET_TYPES = ['CARRIER', 'BROKER'];

/** Who books for a fleet: the owner of the lot, or the platform organisation acting as the owner of any lot. */
type Booker = { orgId: number; isPlatformOrg: boolean };

/**
 * GET /api/reservations/fleetOrganizations: the approved, active carriers and brokers to book for.
 * Who may ask (an owner, the platform) is the route's 'fleetBookings' rule, asked by canAccess before this runs.
 */
export async function fleetOrganizations(db: Queryable): Promise<FleetOrganization[]> {
  return newBookingRepository.listFleetOrganizations(db, FLEET_TYPES);
}

/**
 * May `org` book lot `lotId` for `forOrgId` as its owner (bookFleetReservation)? Only at one of its
 * own lots (the platform organisation: at any lot, acting as its owner), and only for an approved,
 * active carrier or broker. False when the caller does not own the lot (nothing else lets it book
 * for someone there); a refusal when it does but the organisation is no fleet.
 */
export async function isOwnerBookingForFleet(tx: Queryable, org: Booker, lotId: number, forOrgId: number): Promise<boolean> {
  const ownerOrgId = await newBookingRepository.findLotOwner(tx, lotId);
  if (ownerOrgId === undefined || (!org.isPlatformOrg && ownerOrgId !== org.orgId)) return false;
  const target = await newBookingRepository.findOrganization(tx, forOrgId);
  if (!target) throw notFound('Organisation');
  if (!FLEET_TYPES.includes(target.org_type) || target.status !== 'Active' || target.is_org_approved !== 'Approved') {
    throw badRequest(text('apiErrors.notAFleetOrganization'), 'NOT_A_FLEET_ORGANIZATION');
  }
  return true;
}

/**
 * An owner booking for a fleet pays with what belongs to the fleet's side of the counter: pay
 * later, an open account the owner granted the fleet, or a card typed in once. The fleet's saved
 * cards and bank accounts are the fleet's to use, not the owner's.
 */
export function checkOwnerPayment(payment: { method: string; paymentMethodId?: number }) {
  if ((payment.method === 'CARD' || payment.method === 'BANK') && payment.paymentMethodId !== undefined) {
    throw badRequest(text('apiErrors.fleetPaymentMethod'), 'FLEET_PAYMENT_METHOD', { field: 'paymentMethodId' });
  }
}
