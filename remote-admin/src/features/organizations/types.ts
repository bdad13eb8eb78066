import type { OrganizationListItem as ListItemContract, Page } from '@haulstop/shared/contracts';

/**
 * An organisation of GET /api/organization/getAllOrganization (SPEC §3 "Organisation list item"),
 * read tolerantly: SPEC §3 lets saasOrgId fall back to orgId and usageType to orgType.
 */
export type OrganizationListItem = Omit<ListItemContract, 'saasOrgId' | 'usageType' | 'orgType'> & {
  saasOrgId?: number | null;
  usageType?: string | null;
  orgType?: string | null;
};

/**
 * The answer is either `{ organizationApiList: page }` or a plain list (SPEC §7); both become a
 * page or a list that usePagedResource understands. saasOrgId falls back to orgId and usageType
 * to orgType (SPEC §3).
 */
export function selectOrganizations(data: unknown): Page<OrganizationListItem> | OrganizationListItem[] {
  const normalise = (o: OrganizationListItem): OrganizationListItem => ({
    ...o,
    saasOrgId: o.saasOrgId ?? o.orgId,
    usageType: o.usageType ?? o.orgType ?? null,
  });
  if (Array.isArray(data)) return (data as OrganizationListItem[]).map(normalise);
  const list = (data as { organizationApiList?: Page<OrganizationListItem> | OrganizationListItem[] } | null)?.organizationApiList;
  if (Array.isArray(list)) return list.map(normalise);
  if (list && Array.isArray(list.content)) return { ...list, content: list.content.map(normalise) };
  return [];
}
