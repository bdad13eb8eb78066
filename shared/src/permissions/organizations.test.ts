import {
  backToAdminDisabled,
  backToAdminVisible,
  canSwitchOrganization,
  dedupeOrganizations,
  isOrganizationAlreadyLoaded,
  normalizeOrganization,
  switchButtonDisabled,
  visibleOrganizations,
} from './organizations';

const org = (orgId: number, orgName = `Org ${orgId}`) => ({ orgId, orgName });

describe('organisation list', () => {
  it('saasOrgId falls back to orgId; usageType falls back to orgType', () => {
    expect(normalizeOrganization({ orgId: 7, orgName: 'A', orgType: 'CARRIER' })).toMatchObject({ saasOrgId: 7, usageType: 'CARRIER' });
    expect(normalizeOrganization({ orgId: 7, orgName: 'A', saasOrgId: 9, orgType: 'CARRIER', usageType: 'BROKER' })).toMatchObject({
      saasOrgId: 9,
      usageType: 'BROKER',
    });
  });
  it('the list is de-duplicated by orgId, keeping the first', () =>
    expect(dedupeOrganizations([org(2, 'a'), org(3), org(2, 'b')])).toEqual([org(2, 'a'), org(3)]));
  it('de-duplicating nothing gives an empty list', () => expect(dedupeOrganizations(undefined)).toEqual([]));
  it('organisation 1 sees all organisations', () =>
    expect(visibleOrganizations({ loggedInSaasOrgId: 1, userOrganizations: [org(1)], allOrganizations: [org(1), org(2), org(3), org(2)] })).toEqual([
      org(1),
      org(2),
      org(3),
    ]));
  it('others see only the organisations that belong to the user', () =>
    expect(visibleOrganizations({ loggedInSaasOrgId: 3, userOrganizations: [org(3), org(4)], allOrganizations: [org(1), org(2), org(3), org(4)] })).toEqual([
      org(3),
      org(4),
    ]));
});

describe('Switch Organization item', () => {
  it('shown to organisation 1', () => expect(canSwitchOrganization({ loggedInSaasOrgId: 1, organizations: [org(1)] })).toBe(true));
  it('shown to any user belonging to more than one organisation', () =>
    expect(canSwitchOrganization({ loggedInSaasOrgId: 3, organizations: [org(3), org(4)] })).toBe(true));
  it('hidden for a user of one organisation', () => expect(canSwitchOrganization({ loggedInSaasOrgId: 2, organizations: [org(2)] })).toBe(false));
  it('the count uses the list de-duplicated by orgId', () =>
    expect(canSwitchOrganization({ loggedInSaasOrgId: 2, organizations: [org(2), org(2, 'again')] })).toBe(false));
});

describe('Switch and Back to Admin buttons', () => {
  it('the Switch button is disabled until a selection exists', () => {
    expect(switchButtonDisabled({ selectedOrgId: null, currentOrgId: 1 })).toBe(true);
    expect(switchButtonDisabled({ selectedOrgId: undefined, currentOrgId: 1 })).toBe(true);
    expect(switchButtonDisabled({ selectedOrgId: '', currentOrgId: 1 })).toBe(true);
  });
  it('the Switch button is disabled when the selection equals the current organisation', () => {
    expect(switchButtonDisabled({ selectedOrgId: 3, currentOrgId: 3 })).toBe(true);
    expect(switchButtonDisabled({ selectedOrgId: '3', currentOrgId: 3 })).toBe(true);
  });
  it('the Switch button is enabled for another organisation', () => expect(switchButtonDisabled({ selectedOrgId: 4, currentOrgId: 3 })).toBe(false));
  it('if the selected organisation is already the loaded one, a warning is shown instead', () => {
    expect(isOrganizationAlreadyLoaded({ selectedOrgId: 3, currentOrgId: 3 })).toBe(true);
    expect(isOrganizationAlreadyLoaded({ selectedOrgId: 4, currentOrgId: 3 })).toBe(false);
  });
  it('the internal admin (loggedInSaasOrgId is 1) can press Back to Admin', () => {
    expect(backToAdminVisible({ loggedInSaasOrgId: 1 })).toBe(true);
    expect(backToAdminDisabled({ loggedInSaasOrgId: 1, saasOrgId: 3 })).toBe(false);
  });
  it('Back to Admin is disabled when organisation 1 is already current', () => expect(backToAdminDisabled({ loggedInSaasOrgId: 1, saasOrgId: 1 })).toBe(true));
  it('Back to Admin is not offered to others', () => {
    expect(backToAdminVisible({ loggedInSaasOrgId: 3 })).toBe(false);
    expect(backToAdminDisabled({ loggedInSaasOrgId: 3, saasOrgId: 4 })).toBe(true);
  });
});
