import { canAccess } from './access';
import type { PermissionContext } from './context';
import { eachCallerMay } from '../testing/access-cases';

const who = (orgType: PermissionContext['orgType'], role: string, saasOrgId: number): PermissionContext => ({
  orgType,
  role,
  saasOrgId,
  isOrgNetworkConfigEnabled: false,
});

// SPEC §2.3 "/soiDashboard | Statement of Income | owner | hidden from Manager",
// "/discountcodeinvoice | Discount code invoice | owner | hidden from Manager".
describe.each(['statements', 'discountCodeInvoices'] as const)('canAccess %s (owner, never Manager; the platform reads all)', (resource) => {
  eachCallerMay(resource, 'view', [
    ['an owner admin', who('PARKING_LOT_OWNER', 'admin', 2), true],
    ['an owner user', who('PARKING_LOT_OWNER', 'user', 2), true],
    ['an owner Manager ("Manager is hidden from … statement of income … discount invoice")', who('PARKING_LOT_OWNER', 'Manager', 2), false],
    ['a carrier', who('CARRIER', 'admin', 3), false],
    ['a broker', who('BROKER', 'admin', 4), false],
    ['the platform organisation', who('ADMIN', 'admin', 1), true],
  ]);

  test('they are read-only: no create, edit or delete, even for an owner', () => {
    for (const action of ['create', 'edit', 'delete'] as const) expect(canAccess({ resource, action, ctx: who('PARKING_LOT_OWNER', 'admin', 2) })).toBe(false);
  });
});

describe('the pages follow the menu rule', () => {
  test.each([
    ['/soiDashboard', who('PARKING_LOT_OWNER', 'admin', 2), true],
    ['/soiDashboard', who('PARKING_LOT_OWNER', 'Manager', 2), false],
    ['/soiDashboard', who('CARRIER', 'admin', 3), false],
    ['/discountcodeinvoice', who('PARKING_LOT_OWNER', 'admin', 2), true],
    ['/discountcodeinvoice', who('PARKING_LOT_OWNER', 'Manager', 2), false],
    ['/discountcodeinvoice', who('BROKER', 'admin', 4), false],
  ])('%s for %o: %s', (route, ctx, allowed) => {
    expect(canAccess({ resource: route, action: 'view', ctx })).toBe(allowed);
  });
});
