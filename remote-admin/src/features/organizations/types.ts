/** An organisation of GET /api/organization/getAllOrganization (SPEC §3 "Organisation list item"). */
export type OrganizationListItem = {
  orgId: number;
  orgName: string;
  saasOrgId?: number | null;
  orgStatus: string;
  usageType?: string | null;
  orgType?: string | null;
  isOrgApproved: string;
  isReferred: boolean;
};

type Paged<T> = { content: T[]; totalElements: number; page: number; size: number };

/**
 * The answer is either `{ organizationApiList: page }` or a plain list (SPEC §7); both become a
 * page or a list that usePagedResource understands. saasOrgId falls back to orgId and usageType
 * to orgType (SPEC §3).
 */
export function selectOrganizations(data: unknown): Paged<OrganizationListItem> | OrganizationListItem[] {
  const normalise = (o: OrganizationListItem): OrganizationListItem => ({
    ...o,
    saasOrgId: o.saasOrgId ?? o.orgId,
    usageType: o.usageType ?? o.orgType ?? null,
  });
  if (Array.isArray(data)) return (data as OrganizationListItem[]).map(normalise);
  const list = (data as { organizationApiList?: Paged<OrganizationListItem> | OrganizationListItem[] } | null)?.organizationApiList;
  if (Array.isArray(list)) return list.map(normalise);
  if (list && Array.isArray(list.content)) return { ...list, content: list.content.map(normalise) };
  return [];
}
