import { isPlatformOrganization } from '@haulstop/shared/constants';
import type { PermissionContext } from './context';

type Who = Pick<PermissionContext, 'orgType' | 'role' | 'saasOrgId'>;

/**
 * Statements of income and discount-code invoices: a parking lot owner
 * reads its own, the platform reads every owner's; carriers and brokers have none, and the Manager
 * never sees them ("Manager is hidden from … statement of income … discount invoice"). The menu,
 * the pages and the API answer with this one rule.
 */
export function canViewOwnerStatements({ orgType, role, saasOrgId }: Who): boolean {
  if (role === 'Manager') return false;
  return isPlatformOrganization(saasOrgId) || orgType === 'PARKING_LOT_OWNER';
}
