import { canAccess } from '@haulstop/shared/permissions';
import { forbidden } from '../../lib/errors';
import type { OrgContext } from '../../plugins/app/authorization';

/**
 * SPEC §6 through the one access check the screens use (shared permissions): owners read their own
 * statements and discount-code invoices, the platform every owner's; never the Manager, never a
 * carrier or broker (403).
 */
export function requireOwnerDocuments(org: OrgContext, resource: 'statements' | 'discountCodeInvoices'): void {
  const ctx = { orgType: org.orgType as never, saasOrgId: org.isPlatformOrg ? 1 : org.saasOrgId, role: org.role, isOrgNetworkConfigEnabled: false };
  if (canAccess({ resource, action: 'view', ctx })) return;
  throw forbidden(org.role === 'Manager' ? 'These documents are not available to the Manager role' : 'Only a parking lot owner has these documents');
}
