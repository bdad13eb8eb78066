import { emptySession, sessionStore, type LoginOrganization, type SessionData } from '@haulstop/shared/session';

const PLATFORM_ORGS: LoginOrganization[] = [{ orgId: 1, orgName: 'Haulstop Platform', saasOrgId: 1, orgType: 'ADMIN', usageType: 'ADMIN', role: 'admin' }];
const CARRIER_ORGS: LoginOrganization[] = [
  { orgId: 3, orgName: 'Northline Freight', saasOrgId: 3, orgType: 'CARRIER', usageType: 'CARRIER', role: 'admin', isOrgNetworkConfigEnabled: true },
  { orgId: 4, orgName: 'Eastbound Brokerage', saasOrgId: 4, orgType: 'BROKER', usageType: 'BROKER', role: 'admin' },
];
const OWNER_ORGS: LoginOrganization[] = [
  { orgId: 2, orgName: 'Prairie Truck Stops', saasOrgId: 2, orgType: 'PARKING_LOT_OWNER', usageType: 'PARKING_LOT_OWNER', role: 'admin' },
];

/** Signs a demo user in, as the login answer would (DESIGN.md §5). */
export function signIn(who: 'admin' | 'carrier' | 'owner', overrides: Partial<SessionData> = {}): void {
  const users = {
    admin: { user: { userId: 1, loginId: 'admin@haulstop.test', firstName: 'Ada', lastName: 'Admin' }, organizations: PLATFORM_ORGS },
    carrier: { user: { userId: 4, loginId: 'carrier@haulstop.test', firstName: 'Cara', lastName: 'Carrier' }, organizations: CARRIER_ORGS },
    owner: { user: { userId: 2, loginId: 'owner@haulstop.test', firstName: 'Owen', lastName: 'Owner' }, organizations: OWNER_ORGS },
  }[who];
  sessionStore.getState().setLoginResult({ token: 't', refreshToken: 'r', ...users });
  if (Object.keys(overrides).length > 0) sessionStore.setState(overrides);
}

export function signOut(): void {
  sessionStore.setState(emptySession());
}
