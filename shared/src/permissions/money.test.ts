import type { OrgType } from '@haulstop/shared/constants';
import { canAccess } from './access';
import type { PermissionContext } from './context';
import { eachCallerMay } from '../testing/access-cases';

const ctx = (orgType: OrgType, saasOrgId: number, role: string): PermissionContext => ({
  orgType,
  saasOrgId,
  role,
  isOrgNetworkConfigEnabled: orgType === 'CARRIER',
});

const PLATFORM = ctx('ADMIN', 1, 'admin');
const CARRIER = ctx('CARRIER', 3, 'admin');
const CARRIER_USER = ctx('CARRIER', 3, 'user');
const CARRIER_MANAGER = ctx('CARRIER', 3, 'Manager');
const BROKER = ctx('BROKER', 4, 'admin');
const BROKER_MANAGER = ctx('BROKER', 4, 'Manager');
const OWNER = ctx('PARKING_LOT_OWNER', 2, 'admin');

describe("consolidated invoices ('Consolidated invoice | carrier, broker | hidden from Manager')", () => {
  eachCallerMay('consolidatedInvoices', 'view', [
    ['a carrier admin', CARRIER, true],
    ['a carrier user', CARRIER_USER, true],
    ['a broker', BROKER, true],
    ['the platform (it issues them)', PLATFORM, true],
    ['a carrier Manager', CARRIER_MANAGER, false],
    ['a broker Manager', BROKER_MANAGER, false],
    ['a lot owner', OWNER, false],
  ]);

  test('the /consolidatedInvoice route agrees with the rule for fleet organisations and Managers', () => {
    for (const who of [CARRIER, CARRIER_USER, BROKER, CARRIER_MANAGER, BROKER_MANAGER, OWNER]) {
      expect(canAccess({ resource: '/consolidatedInvoice', action: 'view', ctx: who })).toBe(
        canAccess({ resource: 'consolidatedInvoices', action: 'view', ctx: who }),
      );
    }
  });

  test('no one edits or deletes a consolidated invoice', () => {
    expect(canAccess({ resource: 'consolidatedInvoices', action: 'edit', ctx: PLATFORM })).toBe(false);
    expect(canAccess({ resource: 'consolidatedInvoices', action: 'delete', ctx: CARRIER })).toBe(false);
  });
});

describe('paying an invoice: the billed organisation, never the platform (the payee) nor a Manager', () => {
  eachCallerMay(
    'invoicePayments',
    'create',
    [
      ['a carrier', CARRIER, true],
      ['a broker', BROKER, true],
      ['a lot owner (discount-code, subscription invoices)', OWNER, true],
      ['the platform', PLATFORM, false],
      ['a Manager', CARRIER_MANAGER, false],
    ],
    'pay',
  );
});

describe('running month-end on demand (POST /api/billing/monthEnd) is the platform’s', () => {
  eachCallerMay(
    'monthEnd',
    'create',
    [
      ['the platform', PLATFORM, true],
      ['a carrier', CARRIER, false],
      ['a lot owner', OWNER, false],
    ],
    'run',
  );
});

describe('the platform is told by its id alone (isPlatformOrganization), as the API tells it', () => {
  test('the platform before its organisation type is known reads consolidated invoices and pays none', () => {
    const loading: PermissionContext = { orgType: null, saasOrgId: 1, role: 'admin', isOrgNetworkConfigEnabled: false };
    expect(canAccess({ resource: 'consolidatedInvoices', action: 'view', ctx: loading })).toBe(true);
    expect(canAccess({ resource: 'invoicePayments', action: 'create', ctx: loading })).toBe(false);
  });

  test('an organisation of type ADMIN under another id is not the platform: it does not read the consolidated invoices', () => {
    expect(canAccess({ resource: 'consolidatedInvoices', action: 'view', ctx: ctx('ADMIN', 9, 'admin') })).toBe(false);
  });
});
