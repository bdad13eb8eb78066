import { isPlatformOrganization } from '@haulstop/shared/constants';
import type { PermissionContext } from './context';

type Who = Pick<PermissionContext, 'orgType' | 'role' | 'saasOrgId'>;

/**
 * Discount codes: owners, carriers and brokers — and the platform — see them;
 * a Manager never does (the menu hides /discountCode from Manager, and the API answers 403).
 */
export function canViewDiscountCodes({ orgType, role, saasOrgId }: Who): boolean {
  if (role === 'Manager') return false;
  return isPlatformOrganization(saasOrgId) || orgType === 'PARKING_LOT_OWNER' || orgType === 'CARRIER' || orgType === 'BROKER';
}

/** Only an owner writes codes, its own (carriers and brokers read the codes they can use). */
export function canEditDiscountCodes(who: Who): boolean {
  return canViewDiscountCodes(who) && who.orgType === 'PARKING_LOT_OWNER' && !isPlatformOrganization(who.saasOrgId);
}
