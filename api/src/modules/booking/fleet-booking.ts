import type { FleetOrganization } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { badRequest, forbidden, notFound } from '../../lib/errors';

/** The organisation types an owner books for (issue 9 /bookReservations: "on behalf of a fleet organisation"). */
const FLEET_TYPES = ['CARRIER', 'BROKER'];

async function orgType(db: Queryable, orgId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ org_type: string }>('SELECT org_type FROM organizations WHERE id = $1', [orgId]);
  return rows[0]?.org_type;
}

/** Who books for a fleet: the owner of the lot, or the platform organisation acting as the owner of any lot. */
type Booker = { orgId: number; isPlatformOrg: boolean };

/** GET /api/reservations/fleetOrganizations: the approved, active carriers and brokers an owner (or the platform) may book for. */
export async function fleetOrganizations(db: Queryable, org: Booker): Promise<FleetOrganization[]> {
  if (!org.isPlatformOrg && (await orgType(db, org.orgId)) !== 'PARKING_LOT_OWNER') throw forbidden('Only a parking lot owner books for a fleet organisation');
  const { rows } = await db.query<FleetOrganization>(
    `SELECT id AS "orgId", name AS "orgName", org_type AS "orgType" FROM organizations
      WHERE org_type = ANY($1::text[]) AND status = 'Active' AND is_org_approved = 'Approved' ORDER BY name, id`,
    [FLEET_TYPES],
  );
  return rows;
}

/**
 * May `org` book lot `lotId` for `forOrgId` as its owner (bookFleetReservation)? Only at one of its
 * own lots (the platform organisation: at any lot, acting as its owner), and only for an approved,
 * active carrier or broker. False when the caller does not own the lot (nothing else lets it book
 * for someone there); a refusal when it does but the organisation is no fleet.
 */
export async function isOwnerBookingForFleet(tx: Queryable, org: Booker, lotId: number, forOrgId: number): Promise<boolean> {
  const { rows: lots } = await tx.query<{ owner_org_id: number }>('SELECT owner_org_id FROM parking_lots WHERE id = $1', [lotId]);
  if (!lots[0] || (!org.isPlatformOrg && lots[0].owner_org_id !== org.orgId)) return false;
  const { rows } = await tx.query<{ org_type: string; status: string; is_org_approved: string }>(
    'SELECT org_type, status, is_org_approved FROM organizations WHERE id = $1',
    [forOrgId],
  );
  const target = rows[0];
  if (!target) throw notFound('Organisation');
  if (!FLEET_TYPES.includes(target.org_type) || target.status !== 'Active' || target.is_org_approved !== 'Approved') {
    throw badRequest('An owner books only for an approved carrier or broker organisation', 'NOT_A_FLEET_ORGANIZATION');
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
    throw badRequest("An owner cannot charge a fleet's saved payment method; use pay later, its open account or a card number", 'FLEET_PAYMENT_METHOD');
  }
}
