import type { QueryClient } from '@tanstack/react-query';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import type { OrganizationDetail, OrganizationListItem, Page } from '@haulstop/shared/contracts';
import { ORGANIZATIONS_CACHE } from '@haulstop/shared/contracts/cache-keys';
import { getOrganization, listAllOrganizations, listOrganizationsOfUser } from '@haulstop/shared/contracts/organizations';
import { dedupeOrganizations, normalizeOrganization, type OrganizationItem } from '@haulstop/shared/permissions';
import { currentOrgKey, toPage, usePagedQuery, type PageRequest } from '@haulstop/shared/query';
import { useSession } from '@haulstop/shared/session';
import { callEndpoint, endpointKey, useEndpointQuery } from './endpoint';

// The organisations' reads, derived from their definitions (@haulstop/shared/contracts/organizations).
// Writes need nothing here: a page calls useEndpointMutation(saveNetworkConfiguration), which makes stale what the definition names.

/** Cache keys of the organisation domain: every organisation read is under `organizationKeys.all`, which each organisation write makes stale. */
export const organizationKeys = {
  all: ORGANIZATIONS_CACHE,
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
export const fetchOrganization = (saasOrgId: number, signal?: AbortSignal): Promise<OrganizationDetail> =>
  callEndpoint(getOrganization, { params: { saasOrgId }, signal });

/** One organisation's detail; nothing is fetched while the id is null. */
export const useOrganization = (saasOrgId: number | null) =>
  useEndpointQuery(getOrganization, { params: { saasOrgId: saasOrgId ?? 0 } }, { enabled: saasOrgId !== null });

/** Starts one organisation's detail into the cache `useOrganization` reads; resolves to it (a failure rejects). */
export const prefetchOrganization = (client: QueryClient, saasOrgId: number): Promise<OrganizationDetail> =>
  client.fetchQuery({
    queryKey: currentOrgKey(...endpointKey(getOrganization, { params: { saasOrgId } })),
    queryFn: ({ signal }) => fetchOrganization(saasOrgId, signal),
  });

/** One page of GET /api/organization/getAllOrganization (platform only), searchable. */
export async function fetchAllOrganizationsPage(search: string, request: PageRequest, approval?: string): Promise<Page<OrganizationRow>> {
  const data: unknown = await callEndpoint(listAllOrganizations, {
    query: { page: request.page, size: request.size, search, isOrgApproved: approval },
    signal: request.signal,
  });
  const { content, totalElements } = organizationsOf(data);
  return totalElements === null || Array.isArray(data)
    ? toPage(content, request.page, request.size)
    : { content, totalElements, page: request.page, size: request.size };
}

/** The /organizationDetails list: every organisation (or those in one approval state), 10 a page. */
export const useAllOrganizationsPage = (search: string, approval?: string) =>
  usePagedQuery(endpointKey(listAllOrganizations, { query: { search, isOrgApproved: approval } }), (request) =>
    fetchAllOrganizationsPage(search, request, approval),
  );

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
    const data: unknown = await callEndpoint(listAllOrganizations, { query: { page, size: ALL_PAGE_SIZE }, actingIn: PLATFORM_ORG_ID });
    const { content, totalElements } = organizationsOf(data);
    all.push(...content);
    // A plain list is everything; a page shorter than asked, or reaching the total, is the last one.
    if (Array.isArray(data) || content.length < ALL_PAGE_SIZE || (totalElements !== null && all.length >= totalElements)) break;
  }
  return dedupeOrganizations(all.map(normalizeOrganization));
}

/** GET /api/organization/getOrgByUser?userId= — the organisations a user belongs to. */
export async function fetchOrganizationsOfUser(userId: number): Promise<OrganizationItem[]> {
  const data: unknown = await callEndpoint(listOrganizationsOfUser, { query: { userId } });
  return dedupeOrganizations((Array.isArray(data) ? (data as OrganizationItem[]) : []).map(normalizeOrganization));
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
