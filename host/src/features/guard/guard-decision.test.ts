import type { PermissionContext } from '@haulstop/shared/permissions';
import { guardDecision } from './guard-decision';

const owner: PermissionContext = { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'admin', isOrgNetworkConfigEnabled: false };
const manager: PermissionContext = { ...owner, role: 'Manager' };
const nobody: PermissionContext = { orgType: null, saasOrgId: null, role: null, isOrgNetworkConfigEnabled: false };

describe('route guard decision', () => {
  it('access is allowed when a non-empty token is stored', () => {
    expect(guardDecision({ pathname: '/invoiceDashboard', token: 'eyJ', ctx: owner })).toBe('allow');
  });

  it.each([null, undefined, '', []])('otherwise the user is redirected to login (token %j)', (token) => {
    expect(guardDecision({ pathname: '/invoiceDashboard', token, ctx: nobody })).toBe('login');
  });

  it.each(['/signup', '/SignUpPage', '/haulstopRegistration', '/globaldashboard'])('%s is always allowed, token or not', (pathname) => {
    expect(guardDecision({ pathname, token: null, ctx: nobody })).toBe('allow');
  });

  it('a route the menu hides for this organisation sends a signed-in user to the landing page (Manager → /soiDashboard)', () => {
    expect(guardDecision({ pathname: '/soiDashboard', token: 't', ctx: manager })).toBe('landing');
  });

  it('inner and detail routes of a visible page are allowed (/parkingInfo, /reservationparkdetails/7)', () => {
    expect(guardDecision({ pathname: '/parkingInfo', token: 't', ctx: owner })).toBe('allow');
    expect(guardDecision({ pathname: '/reservationparkdetails/7', token: 't', ctx: owner })).toBe('allow');
  });

  it('the landing page /mapDashboard is open to every signed-in user (a carrier too)', () => {
    expect(guardDecision({ pathname: '/mapDashboard', token: 't', ctx: { ...owner, orgType: 'CARRIER' } })).toBe('allow');
  });
});
