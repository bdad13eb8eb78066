import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { actingIn, apiClient } from '@haulstop/shared/auth';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import type { NetworkConfiguration, OrganizationDetail, OrganizationListItem, Page } from '@haulstop/shared/contracts';
import { dedupeOrganizations, normalizeOrganization, type OrganizationItem } from '@haulstop/shared/permissions';
import { toPage, usePagedQuery, type PageRequest } from '@haulstop/shared/query';
import { useSession } from '@haulstop/shared/session';

/** Cache keys of the organisation domain; invalidate `organizationKeys.all` after any organisation write. */
export const organizationKeys = {
  all: ['organizations'] as const,
  detail: (saasOrgId: number | null) => ['organizations', 'detail', saasOrgId] as const,
  allList: (search: string, approval?: string) => ['organizations', 'all', { search, approval }] as const,
};

type AllOrganizationsAnswer =
  OrganizationListItem[] | { organizationApiList?: Page<OrganizationListItem> | OrganizationListItem[] } | Page<OrganizationListItem>;

/** The list item read tolerantly: saasOrgId falls back to orgId and usageType to orgType. */
export type OrganizationRow = Omit<OrganizationListItem, 'saasOrgId' | 'usageType' | 'orgType'> & {
  saasOrgId?: number | null;
  usageType?: string | null;
  orgType?: string | null;
};

/** The answer is either a list or `organizationApiList.content`; a plain page is accepted too. */
export function organizationsOf(value: unknown): { content: OrganizationRow[]; totalElements: number | null } {
  // Read tolerantly: the answer's shape varies, and so may its rows.
  const answer = value as AllOrganizationsAnswer | null | undefined;
  const normalise = (o: OrganizationRow): OrganizationRow => ({ ...o, saasOrgId: o.saasOrgId ?? o.orgId, usageType: o.usageType ?? o.orgType ?? null });
  if (Array.isArray(answer)) return { content: answer.map(normalise), totalElements: answer.length };
  const inner = answer && 'organizationApiList' in answer ? answer.organizationApiList : (answer as Page<OrganizationListItem> | null | undefined);
  if (Array.isArray(inner)) return { content: inner.map(normalise), totalElements: inner.length };
  return { content: (inner?.content ?? []).map(normalise), totalElements: inner?.totalElements ?? null };
}

/** GET /api/organization/{saasOrgId}. */
export async function fetchOrganization(saasOrgId: number, signal?: AbortSignal): Promise<OrganizationDetail> {
  const { data } = await apiClient.get<OrganizationDetail>(`/api/organization/${saasOrgId}`, { signal });
  return data;
}

const organizationQuery = (saasOrgId: number | null) =>
  queryOptions({ queryKey: organizationKeys.detail(saasOrgId), queryFn: ({ signal }) => fetchOrganization(saasOrgId as number, signal) });

/** One organisation's detail; nothing is fetched while the id is null. */
export function useOrganization(saasOrgId: number | null) {
  return useQuery({ ...organizationQuery(saasOrgId), enabled: saasOrgId !== null });
}

/** Starts one organisation's detail into the cache `useOrganization` reads; resolves to it (a failure rejects). */
export const prefetchOrganization = (client: QueryClient, saasOrgId: number): Promise<OrganizationDetail> => client.fetchQuery(organizationQuery(saasOrgId));

/** One page of GET /api/organization/getAllOrganization (platform only), searchable. */
export async function fetchAllOrganizationsPage(search: string, request: PageRequest, approval?: string): Promise<Page<OrganizationRow>> {
  const { data } = await apiClient.get<AllOrganizationsAnswer>('/api/organization/getAllOrganization', {
    params: { page: request.page, size: request.size, ...(search ? { search } : {}), ...(approval ? { isOrgApproved: approval } : {}) },
    signal: request.signal,
  });
  const { content, totalElements } = organizationsOf(data);
  return totalElements === null || Array.isArray(data)
    ? toPage(content, request.page, request.size)
    : { content, totalElements, page: request.page, size: request.size };
}

/** The /organizationDetails list: every organisation (or those in one approval state), 10 a page. */
export const useAllOrganizationsPage = (search: string, approval?: string) =>
  usePagedQuery(organizationKeys.allList(search, approval), (request) => fetchAllOrganizationsPage(search, request, approval));

/** The API caps a page at 100 rows; the switch list pages through them all. */
const ALL_PAGE_SIZE = 100;
/** A guard against an answer whose totals never add up (it would otherwise page forever). */
const MAX_PAGES = 200;

/**
 * Every organisation, for the platform's switch list (organisation 1 sees all), paged through.
 * Asked as the platform organisation: the list is the platform's to read, and a platform member
 * acting inside another organisation (whose rules refuse it) still switches from there.
 */
export async function fetchAllOrganizations(): Promise<OrganizationItem[]> {
  const all: OrganizationRow[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data } = await apiClient.get<AllOrganizationsAnswer>('/api/organization/getAllOrganization', {
      params: { page, size: ALL_PAGE_SIZE },
      ...actingIn(PLATFORM_ORG_ID),
    });
    const { content, totalElements } = organizationsOf(data);
    all.push(...content);
    // A plain list is everything; a page shorter than asked, or reaching the total, is the last one.
    if (Array.isArray(data) || content.length < ALL_PAGE_SIZE || (totalElements !== null && all.length >= totalElements)) break;
  }
  return dedupeOrganizations(all.map(normalizeOrganization));
}

/** GET /api/organization/getOrgByUser?userId= — the organisations a user belongs to. */
export async function fetchOrganizationsOfUser(userId: number): Promise<OrganizationItem[]> {
  const { data } = await apiClient.get<OrganizationItem[]>('/api/organization/getOrgByUser', { params: { userId } });
  return dedupeOrganizations((Array.isArray(data) ? data : []).map(normalizeOrganization));
}

/** POST /api/organization/orgNetworkConfiguration: saves the carrier network setting. */
export async function saveNetworkConfiguration(configuration: NetworkConfiguration): Promise<void> {
  await apiClient.post('/api/organization/orgNetworkConfiguration', configuration);
}

/**
 * The current organisation's accounting zone (its setting): the zone whose calendar every period
 * it reads is cut in — report presets, statement months, the dashboard. Null until it is known.
 * @example const zone = useAccountingZone(); const today = zone ? dayAt(Date.now(), zone) : null;
 */
export function useAccountingZone(): string | null {
  const saasOrgId = useSession((s) => s.saasOrgId);
  return useOrganization(saasOrgId ?? null).data?.timeZone ?? null;
}
