import { isPlatformOrganization } from '@haulstop/shared/constants';
import type { PermissionContext } from './context';

type Who = Pick<PermissionContext, 'orgType' | 'role' | 'saasOrgId'>;

/**
 * /consolidatedInvoice ("Consolidated invoice | carrier, broker | hidden from Manager"):
 * the month-end invoices of a carrier network. The platform, which issues them, reads them too.
 */
export function canViewConsolidatedInvoices(who: Who): boolean {
  if (who.role === 'Manager') return false;
  return isPlatformOrganization(who.saasOrgId) || who.orgType === 'CARRIER' || who.orgType === 'BROKER';
}

/**
 * Paying an invoice: the billed organisation pays its own, never the platform (it is the payee);
 * a Manager does not see invoices at all (hidden from invoice dashboard).
 */
export function canPayInvoices(who: Who): boolean {
  return who.role !== 'Manager' && !isPlatformOrganization(who.saasOrgId) && who.orgType !== null;
}

/** Month-end on demand (POST /api/billing/monthEnd) is the platform's. */
export function canRunMonthEnd(who: Who): boolean {
  return isPlatformOrganization(who.saasOrgId);
}
