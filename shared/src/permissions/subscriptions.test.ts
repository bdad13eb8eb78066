import { canAccess } from './access';
import type { PermissionContext } from './context';

const ctx = (saasOrgId: number, role: string, orgType: PermissionContext['orgType'] = 'CARRIER'): PermissionContext => ({
  saasOrgId,
  role,
  orgType,
  isOrgNetworkConfigEnabled: true,
});

describe('subscriptions: an admin or Manager of a subscribing organisation subscribes, retries, cancels', () => {
  test.each([
    ['carrier admin', ctx(3, 'admin'), true, true],
    ['broker Manager', ctx(4, 'Manager', 'BROKER'), true, true],
    ['carrier user view', ctx(3, 'user'), false, false],
    ['the platform itself subscribes to nothing but cancels any subscription', ctx(1, 'admin', 'ADMIN'), false, true],
    ['the platform acting in a carrier', ctx(8, 'admin'), true, true],
  ])('%s → %s', (_who, who, allowed, cancels) => {
    for (const action of ['create', 'edit'] as const) expect(canAccess({ resource: 'subscriptions', action, ctx: who })).toBe(allowed);
    expect(canAccess({ resource: 'subscriptions', action: 'delete', ctx: who })).toBe(cancels);
    expect(canAccess({ resource: 'subscriptions', action: 'view', ctx: who })).toBe(true);
  });
});

describe("plans and sales agents are the platform organisation's", () => {
  test.each([
    [ctx(1, 'admin', 'ADMIN'), true],
    [ctx(3, 'admin'), false],
    [ctx(2, 'Manager', 'PARKING_LOT_OWNER'), false],
  ])('saasOrgId %#', (who, allowed) => {
    expect(canAccess({ resource: 'salesAgents', action: 'view', ctx: who })).toBe(allowed);
    expect(canAccess({ resource: 'salesAgents', action: 'create', ctx: who })).toBe(allowed);
    expect(canAccess({ resource: 'subscriptionPlans', action: 'edit', ctx: who })).toBe(allowed);
    expect(canAccess({ resource: 'subscriptionPlans', action: 'view', ctx: who })).toBe(true);
  });
});
