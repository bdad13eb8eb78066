import { canAccess, type AccessAction } from './access';
import type { PermissionContext } from './context';

const carrier: PermissionContext = { orgType: 'CARRIER', saasOrgId: 3, role: 'admin', isOrgNetworkConfigEnabled: true };
const owner: PermissionContext = { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'admin', isOrgNetworkConfigEnabled: false };
const booking = (status: string, bookedByOrgId: number | null = null) => ({ orgId: 3, bookedByOrgId, status });

type Row = [rule: string, action: AccessAction, record: unknown, ctx: PermissionContext, allowed: boolean];

const ROWS: Row[] = [
  ['everyone who can open a booking sees it', 'view', booking('Booked'), owner, true],
  ['issue 9 "extend (same lot)": the customer extends a Booked booking', 'edit', booking('Booked'), carrier, true],
  ['the customer extends an Upcoming booking', 'edit', booking('Upcoming'), carrier, true],
  ['a Cancelled booking is not extended', 'edit', booking('Cancelled'), carrier, false],
  ['a booking whose payment failed is not extended', 'edit', booking('Payment Failed'), carrier, false],
  ['issue 9 "cancel, partial cancel": the customer cancels an Upcoming booking', 'delete', booking('Upcoming'), carrier, true],
  ['the customer cancels a booking whose payment failed', 'delete', booking('Payment Failed'), carrier, true],
  ['a Completed booking is not cancelled', 'delete', booking('Completed'), carrier, false],
  ['issue 9 "the owner\'s view of the same booking": the lot owner does not cancel it', 'delete', booking('Upcoming'), owner, false],
  ['the lot owner does not extend it', 'edit', booking('Upcoming'), owner, false],
  ['an owner who booked it for the fleet cancels it', 'delete', booking('Upcoming', 2), owner, true],
  ['no record: refused', 'delete', undefined, carrier, false],
  ['no create rule: refused', 'create', booking('Upcoming'), carrier, false],
];

describe('canAccess reservation (issue 9 actions by status)', () => {
  test.each(ROWS)('%s', (_rule, action, record, ctx, allowed) => {
    expect(canAccess({ resource: 'reservation', action, record, ctx })).toBe(allowed);
  });
});
