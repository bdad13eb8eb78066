import { selectOrganizations, type OrganizationListItem } from './types';

const item = (orgId: number, extra: Partial<OrganizationListItem> = {}): OrganizationListItem => ({
  orgId,
  orgName: `Org ${orgId}`,
  orgStatus: 'Active',
  isOrgApproved: 'Approved',
  isReferred: false,
  ...extra,
});

describe('getAllOrganization answer (SPEC §7: "response is either a list or organizationApiList.content")', () => {
  it('reads organizationApiList as a page', () => {
    const page = selectOrganizations({ organizationApiList: { content: [item(1, { saasOrgId: 1, usageType: 'ADMIN' })], totalElements: 11, page: 0, size: 10 } });
    expect(page).toEqual({ content: [item(1, { saasOrgId: 1, usageType: 'ADMIN' })], totalElements: 11, page: 0, size: 10 });
  });
  it('reads a plain list', () => expect(selectOrganizations([item(2, { saasOrgId: 2, usageType: 'CARRIER' })])).toEqual([item(2, { saasOrgId: 2, usageType: 'CARRIER' })]));
  it('saasOrgId falls back to orgId; usageType falls back to orgType (SPEC §3)', () => {
    expect(selectOrganizations([item(5, { orgType: 'BROKER' })])).toEqual([item(5, { orgType: 'BROKER', saasOrgId: 5, usageType: 'BROKER' })]);
  });
  it('anything else is an empty list', () => expect(selectOrganizations(null)).toEqual([]));
});
