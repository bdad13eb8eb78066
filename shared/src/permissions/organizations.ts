import { isPlatformOrganization } from '@haulstop/shared/constants';
import type { KnownOrganization } from '@haulstop/shared/contracts';

/** An organisation list item as the API and the session hold it. */
export type OrganizationItem = KnownOrganization;

/** Applies SPEC §3's fallbacks: saasOrgId falls back to orgId, usageType to orgType. */
export function normalizeOrganization<T extends OrganizationItem>(org: T): T & { saasOrgId: number; usageType: string | null } {
  return { ...org, saasOrgId: org.saasOrgId ?? org.orgId, usageType: org.usageType ?? org.orgType ?? null };
}

/** Removes repeated organisations by orgId, keeping the first: `dedupeOrganizations([{orgId:2},{orgId:2}]).length === 1`. */
export function dedupeOrganizations<T extends { orgId: number }>(list: readonly T[] | null | undefined): T[] {
  const seen = new Set<number>();
  return (list ?? []).filter((org) => (seen.has(org.orgId) ? false : (seen.add(org.orgId), true)));
}

/**
 * The Switch Organization item shows for organisation 1, or for a user belonging to more than one
 * organisation (list de-duplicated by orgId).
 */
export function canSwitchOrganization(args: { loggedInSaasOrgId: number | null; organizations: readonly { orgId: number }[] | null | undefined }): boolean {
  return isPlatformOrganization(args.loggedInSaasOrgId) || dedupeOrganizations(args.organizations).length > 1;
}

/**
 * Organisation visibility: organisation 1 sees all organisations; others only their own.
 * @example visibleOrganizations({ loggedInSaasOrgId: 1, userOrganizations: mine, allOrganizations: all }) // all, de-duplicated
 */
export function visibleOrganizations<T extends { orgId: number }>(args: {
  loggedInSaasOrgId: number | null;
  userOrganizations: readonly T[] | null | undefined;
  allOrganizations?: readonly T[] | null;
}): T[] {
  const list = isPlatformOrganization(args.loggedInSaasOrgId) ? (args.allOrganizations ?? args.userOrganizations) : args.userOrganizations;
  return dedupeOrganizations(list);
}

type Id = number | string | null | undefined;
const same = (a: Id, b: Id) => a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** The Switch button is disabled until a selection exists and when it equals the current organisation. */
export function switchButtonDisabled(args: { selectedOrgId: Id; currentOrgId: Id }): boolean {
  return args.selectedOrgId === null || args.selectedOrgId === undefined || args.selectedOrgId === '' || same(args.selectedOrgId, args.currentOrgId);
}

/** True when the selected organisation is the loaded one: the switch shows a warning instead. */
export function isOrganizationAlreadyLoaded(args: { selectedOrgId: Id; currentOrgId: Id }): boolean {
  return same(args.selectedOrgId, args.currentOrgId);
}

/** Back to Admin is offered to the internal admin: loggedInSaasOrgId is 1. */
export function backToAdminVisible(args: { loggedInSaasOrgId: number | null }): boolean {
  return isPlatformOrganization(args.loggedInSaasOrgId);
}

/** Back to Admin is disabled when organisation 1 is already current (and for anyone not the internal admin). */
export function backToAdminDisabled(args: { loggedInSaasOrgId: number | null; saasOrgId: number | null }): boolean {
  return !backToAdminVisible(args) || isPlatformOrganization(args.saasOrgId);
}
