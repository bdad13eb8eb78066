import { apiClient } from '@haulstop/shared/auth';
import { dedupeOrganizations, normalizeOrganization, type OrganizationItem } from '@haulstop/shared/permissions';

/** Organisation detail (SPEC §3) as GET /api/organization/{saasOrgId} answers it. */
export type OrganizationDetail = {
  orgId: number;
  orgName: string;
  saasOrgId: number;
  usageType?: string | null;
  orgType?: string | null;
  isOrgNetworkConfigEnabled?: boolean | null;
  status?: string | null;
  isOrgApproved?: string | boolean | null;
  logoPath?: string | null;
};

type Paged<T> = { content: T[]; totalElements?: number; page?: number; size?: number };
type AllOrganizationsAnswer = OrganizationItem[] | { organizationApiList?: Paged<OrganizationItem> } | Paged<OrganizationItem>;

/** The API caps a page at 100 rows; the switch list pages through them all. */
const ALL_ORGANIZATIONS_PAGE_SIZE = 100;
/** A guard against an answer whose totals never add up (it would otherwise page forever). */
const MAX_PAGES = 200;

/** GET /api/organization/{saasOrgId} (SPEC §7). */
export async function fetchOrganization(saasOrgId: number): Promise<OrganizationDetail> {
  const { data } = await apiClient.get<OrganizationDetail>(`/api/organization/${saasOrgId}`);
  return data;
}

/** The answer is either a list or `organizationApiList.content` (SPEC §7); a plain page is accepted too. */
export function organizationsOf(answer: AllOrganizationsAnswer | null | undefined): { content: OrganizationItem[]; totalElements: number | null } {
  if (Array.isArray(answer)) return { content: answer, totalElements: answer.length };
  const page = answer && 'organizationApiList' in answer ? answer.organizationApiList : (answer as Paged<OrganizationItem> | null | undefined);
  const content = page?.content ?? [];
  return { content, totalElements: page?.totalElements ?? null };
}

/**
 * Every organisation, for the platform organisation's switch list (SPEC §6: organisation 1 sees all).
 * Pages through GET /api/organization/getAllOrganization until totalElements rows are read.
 */
export async function fetchAllOrganizations(): Promise<OrganizationItem[]> {
  const all: OrganizationItem[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data } = await apiClient.get<AllOrganizationsAnswer>('/api/organization/getAllOrganization', {
      params: { page, size: ALL_ORGANIZATIONS_PAGE_SIZE },
    });
    const { content, totalElements } = organizationsOf(data);
    all.push(...content);
    // A plain list is everything; a page shorter than asked, or reaching the total, is the last one.
    if (Array.isArray(data) || content.length < ALL_ORGANIZATIONS_PAGE_SIZE || (totalElements !== null && all.length >= totalElements)) break;
  }
  return dedupeOrganizations(all.map(normalizeOrganization));
}

/** GET /api/organization/getOrgByUser?userId= — the organisations a user belongs to (SPEC §7). */
export async function fetchOrganizationsOfUser(userId: number): Promise<OrganizationItem[]> {
  const { data } = await apiClient.get<OrganizationItem[]>('/api/organization/getOrgByUser', { params: { userId } });
  return dedupeOrganizations((Array.isArray(data) ? data : []).map(normalizeOrganization));
}
