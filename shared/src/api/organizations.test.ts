import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@haulstop/shared/auth';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { sessionStore } from '@haulstop/shared/session';
import { fetchAllOrganizations, fetchOrganization, fetchOrganizationsOfUser, organizationsOf } from './organizations';

/** A fake axios adapter: answers each call from `answer` and records what was asked. */
const calls: InternalAxiosRequestConfig[] = [];
function answerWith(answer: (config: InternalAxiosRequestConfig) => unknown): void {
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
}

const org = (orgId: number) => ({ orgId, orgName: `Org ${orgId}`, saasOrgId: orgId, usageType: 'CARRIER' });

beforeEach(() => {
  calls.length = 0;
});

describe('organisation calls', () => {
  it('GET /api/organization/{saasOrgId}', async () => {
    answerWith(() => ({ orgId: 2, saasOrgId: 2, orgName: 'Prairie Truck Stops', usageType: 'PARKING_LOT_OWNER' }));
    await expect(fetchOrganization(2)).resolves.toMatchObject({ usageType: 'PARKING_LOT_OWNER' });
    expect(calls[0].url).toBe('/api/organization/2');
  });

  it('getAllOrganization: the response is either a list or organizationApiList.content', () => {
    expect(organizationsOf([org(1)]).content).toEqual([org(1)]);
    expect(organizationsOf({ organizationApiList: [org(3)] }).content).toEqual([org(3)]);
    expect(organizationsOf({ organizationApiList: { content: [org(2)], totalElements: 1 } }).content).toEqual([org(2)]);
    expect(organizationsOf(null).content).toEqual([]);
  });

  it('SPEC §3: saasOrgId falls back to orgId; usageType falls back to orgType', () => {
    expect(
      organizationsOf([{ orgId: 5, orgName: 'Five', orgType: 'BROKER', orgStatus: 'Active', isOrgApproved: 'Approved', isReferred: false }]).content[0],
    ).toMatchObject({ saasOrgId: 5, usageType: 'BROKER' });
  });

  it('getAllOrganization is paged through until totalElements rows are read', async () => {
    const all = Array.from({ length: 130 }, (_, i) => org(i + 1));
    answerWith((config) => {
      const { page, size } = config.params as { page: number; size: number };
      return { organizationApiList: { content: all.slice(page * size, (page + 1) * size), totalElements: all.length, page, size } };
    });
    const list = await fetchAllOrganizations();
    expect(list).toHaveLength(130);
    expect(calls.map((c) => c.params)).toEqual([
      { page: 0, size: 100 },
      { page: 1, size: 100 },
    ]);
    expect(calls[0].url).toBe('/api/organization/getAllOrganization');
  });

  it('getAllOrganization answering a plain list is read once; saasOrgId falls back to orgId', async () => {
    answerWith(() => [
      { orgId: 7, orgName: 'Seven' },
      { orgId: 7, orgName: 'Seven' },
    ]);
    await expect(fetchAllOrganizations()).resolves.toEqual([{ orgId: 7, orgName: 'Seven', saasOrgId: 7, usageType: null }]);
    expect(calls).toHaveLength(1);
  });

  it('getAllOrganization is asked as the platform organisation, whatever organisation the platform acts in', async () => {
    sessionStore.setState({ saasOrgId: 2 });
    try {
      answerWith(() => [org(1), org(2)]);
      await fetchAllOrganizations();
      expect(calls[0].headers.get('X-Org-Id')).toBe(String(PLATFORM_ORG_ID));
    } finally {
      sessionStore.setState({ saasOrgId: null });
    }
  });

  it('getOrgByUser?userId= de-duplicated by orgId', async () => {
    answerWith(() => [
      { orgId: 3, orgName: 'Northline Freight' },
      { orgId: 3, orgName: 'Northline Freight' },
      { orgId: 4, orgName: 'Eastbound Brokerage' },
    ]);
    const list = await fetchOrganizationsOfUser(4);
    expect(list.map((o) => o.orgId)).toEqual([3, 4]);
    expect(calls[0]).toMatchObject({ url: '/api/organization/getOrgByUser', params: { userId: 4 } });
  });
});
