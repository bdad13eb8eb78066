import { isPlatformOrganization } from '@haulstop/shared/constants';
import type { MenuPage } from '@haulstop/shared/menu';
import { toMenuOrgType, type PermissionContext } from './context';

/*
 * SPEC §6 menu filtering, one predicate per rule so each can be read against the spec.
 * "ADMIN sees all items" lifts the org-type rule only: the other rules still apply, which is why
 * the platform does not see /companyProfile although it is an ADMIN organisation.
 */

/** ADMIN sees all items; others see items with no orgType or whose orgType includes theirs. */
export function passesOrgType(page: MenuPage, ctx: PermissionContext): boolean {
  if (ctx.orgType === 'ADMIN') return true;
  if (page.orgType.length === 0) return true;
  const mine = toMenuOrgType(ctx.orgType);
  return mine !== null && page.orgType.includes(mine);
}

/** Shown when view is 'both', or 'admin' and saasOrgId equals 1, or 'user'. */
export function passesView(page: MenuPage, ctx: PermissionContext): boolean {
  if (page.view === 'admin') return isPlatformOrganization(ctx.saasOrgId);
  return page.view === 'both' || page.view === 'user';
}

/** Items and children whose notFor equals the stored role are hidden. */
export function passesNotFor(page: MenuPage, ctx: PermissionContext): boolean {
  return !page.notFor || page.notFor !== ctx.role;
}

/** Admin organisations do not see the child /companyProfile; other organisations do not see /organizationDetails. */
export function passesOrganizationPages(page: MenuPage, ctx: PermissionContext): boolean {
  const adminOrg = ctx.orgType === 'ADMIN';
  if (page.pageRoute === '/companyProfile') return !adminOrg;
  if (page.pageRoute === '/organizationDetails') return adminOrg;
  return true;
}

/** Items flagged carrierNetwork are hidden unless org network config is enabled or saasOrgId is 1. */
export function passesCarrierNetwork(page: MenuPage, ctx: PermissionContext): boolean {
  return !page.carrierNetwork || ctx.isOrgNetworkConfigEnabled || isPlatformOrganization(ctx.saasOrgId);
}

/** All rules of SPEC §6 for one item (its children are judged separately). */
export function isMenuItemVisible(page: MenuPage, ctx: PermissionContext): boolean {
  return passesOrgType(page, ctx) && passesView(page, ctx) && passesNotFor(page, ctx) && passesOrganizationPages(page, ctx) && passesCarrierNetwork(page, ctx);
}
