import { canAccess, canSeeAssistant } from './access';
import type { PermissionContext } from './context';

const platform: PermissionContext = { orgType: 'ADMIN', saasOrgId: 1, role: 'admin', isOrgNetworkConfigEnabled: false, loginId: 'admin@haulstop.test' };
const manager: PermissionContext = { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'Manager', isOrgNetworkConfigEnabled: false, loginId: 'manager@haulstop.test' };
const broker: PermissionContext = { orgType: 'BROKER', saasOrgId: 4, role: 'admin', isOrgNetworkConfigEnabled: false, loginId: 'broker@haulstop.test' };

describe('assistant entry (SPEC §2.5, §6): only one specific internal admin login', () => {
  it('admin@haulstop.test sees the assistant', () => expect(canSeeAssistant('admin@haulstop.test')).toBe(true));
  it('the login id is compared case-insensitively and trimmed', () => expect(canSeeAssistant(' Admin@Haulstop.test ')).toBe(true));
  it.each(['owner@haulstop.test', '', null, undefined])('%p does not', (id) => expect(canSeeAssistant(id)).toBe(false));
  it('/finai is allowed only for that login', () => {
    expect(canAccess({ resource: '/finai', ctx: platform })).toBe(true);
    expect(canAccess({ resource: '/finai', ctx: { ...platform, loginId: 'other@haulstop.test' } })).toBe(false);
  });
});

describe('canAccess: routes follow the filtered menu', () => {
  it('the paths /signup, /SignUpPage, /haulstopRegistration and /globaldashboard are always allowed', () => {
    for (const r of ['/signup', '/SignUpPage', '/haulstopRegistration', '/globaldashboard']) expect(canAccess({ resource: r, ctx: broker })).toBe(true);
  });
  it('the landing page /mapDashboard is open to every signed-in user (landing after switching)', () =>
    expect(canAccess({ resource: '/mapDashboard', ctx: broker })).toBe(true));
  it('a Manager cannot open /soiDashboard or /discountCode', () => {
    expect(canAccess({ resource: '/soiDashboard', ctx: manager })).toBe(false);
    expect(canAccess({ resource: '/discountCode', ctx: manager })).toBe(false);
  });
  it('a Manager can open /parkingLot and its inner /parkingInfo', () => {
    expect(canAccess({ resource: '/parkingLot', ctx: manager })).toBe(true);
    expect(canAccess({ resource: '/parkingInfo', ctx: manager })).toBe(true);
  });
  it('detail routes follow their page: /reservations/42, /reservationparkdetails/42', () => {
    expect(canAccess({ resource: '/reservations/42', ctx: broker })).toBe(true);
    expect(canAccess({ resource: '/reservationparkdetails/42', ctx: broker })).toBe(true);
  });
  it('platform-only (view admin) routes are closed to others: /amenities, /assetType, /drivers', () => {
    for (const r of ['/amenities', '/assetType', '/drivers']) {
      expect(canAccess({ resource: r, ctx: broker })).toBe(false);
      expect(canAccess({ resource: r, ctx: platform })).toBe(true);
    }
  });
  it('carrier network routes need the network enabled: /carrierOrganization, /editCarrierDetails', () => {
    expect(canAccess({ resource: '/carrierOrganization', ctx: broker })).toBe(false);
    expect(canAccess({ resource: '/editCarrierDetails', ctx: { ...broker, isOrgNetworkConfigEnabled: true } })).toBe(true);
  });
  it('the platform opens /companyProfile through /organizationDetails (its inner route)', () =>
    expect(canAccess({ resource: '/companyProfile', ctx: platform })).toBe(true));
  it('the platform opens /organizationdetails/{orgId} and /organizationDetails/editOrganization', () => {
    expect(canAccess({ resource: '/organizationdetails/7', ctx: platform })).toBe(true);
    expect(canAccess({ resource: '/organizationDetails/editOrganization', ctx: platform })).toBe(true);
    expect(canAccess({ resource: '/organizationDetails', ctx: manager })).toBe(false);
  });
  it('an unknown route is not allowed', () => expect(canAccess({ resource: '/nowhere', ctx: platform })).toBe(false));
});
