import { isPlatformOrganization } from '@haulstop/shared/constants';
import type { PermissionContext } from './context';

type Who = Pick<PermissionContext, 'role' | 'saasOrgId'>;

/**
 * Subscribing, cancelling and retrying a refused renewal: an admin or Manager of a
 * subscribing organisation (the platform acting in it keeps its admin role); the platform
 * organisation itself subscribes to nothing. Every member may read the organisation's plan.
 */
export function canManageSubscription({ role, saasOrgId }: Who): boolean {
  return saasOrgId !== null && !isPlatformOrganization(saasOrgId) && (role === 'admin' || role === 'Manager');
}
