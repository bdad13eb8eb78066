import { canAccess, type AccessAction } from './access';
import { canCancelPartOfReservation, canRetryReservationPayment } from './reservations';
import type { PermissionContext } from './context';

const carrier: PermissionContext = { orgType: 'CARRIER', saasOrgId: 3, role: 'admin', isOrgNetworkConfigEnabled: true };
const owner: PermissionContext = { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'admin', isOrgNetworkConfigEnabled: false };
const booking = (status: string, bookedByOrgId: number | null = null) => ({ orgId: 3, bookedByOrgId, status });

type Row = [rule: string, action: AccessAction, record: unknown, ctx: PermissionContext, allowed: boolean];

const ROWS: Row[] = [
  ['everyone who can open a booking sees it', 'view', booking('Booked'), owner, true],
  ['"extend (same lot)": the customer extends a Booked booking', 'edit', booking('Booked'), carrier, true],
  ['the customer extends an Upcoming booking', 'edit', booking('Upcoming'), carrier, true],
  ['a Cancelled booking is not extended', 'edit', booking('Cancelled'), carrier, false],
  ['a booking whose payment failed is not extended', 'edit', booking('Payment Failed'), carrier, false],
  ['"cancel, partial cancel": the customer cancels an Upcoming booking', 'delete', booking('Upcoming'), carrier, true],
  ['"a booking whose card was declined holds no slot, yet today it offers Cancel": not cancelled', 'delete', booking('Payment Failed'), carrier, false],
  ['a Partial Cancel booking is cancelled whole', 'delete', booking('Partial Cancel'), carrier, true],
  ['a Completed booking is not cancelled', 'delete', booking('Completed'), carrier, false],
  ['"the owner\'s view of the same booking": the lot owner does not cancel it', 'delete', booking('Upcoming'), owner, false],
  ['the lot owner does not extend it', 'edit', booking('Upcoming'), owner, false],
  ['an owner who booked it for the fleet cancels it', 'delete', booking('Upcoming', 2), owner, true],
  ['no record: refused', 'delete', undefined, carrier, false],
  ['no create rule: refused', 'create', booking('Upcoming'), carrier, false],
];

describe('canAccess reservation', () => {
  test.each(ROWS)('%s', (_rule, action, record, ctx, allowed) => {
    expect(canAccess({ resource: 'reservation', action, record, ctx })).toBe(allowed);
  });
});

describe("who changes a booking: canAccess 'reservationChanges' (the console's buttons and the API's changes)", () => {
  const platform: PermissionContext = { orgType: 'ADMIN', saasOrgId: 1, role: 'admin', isOrgNetworkConfigEnabled: false };
  test.each([
    ['its customer', booking('Upcoming'), carrier, true],
    ['the owner who booked it for the fleet', booking('Upcoming', 2), owner, true],
    ["the lot's owner otherwise: read only", booking('Upcoming'), owner, false],
    ['the platform acting as itself: read only (it switches into the customer to act)', booking('Upcoming'), platform, false],
    ['no record: refused', undefined, carrier, false],
  ] as [string, unknown, PermissionContext, boolean][])('%s', (_who, record, ctx, allowed) => {
    expect(canAccess({ resource: 'reservationChanges', action: 'edit', record, ctx })).toBe(allowed);
  });
});

describe('actions by status beside cancel and extend', () => {
  test('a declined booking is paid again; one that holds its slots is not', () => {
    expect(canRetryReservationPayment(booking('Payment Failed'), carrier)).toBe(true);
    expect(canRetryReservationPayment(booking('Upcoming'), carrier)).toBe(false);
    expect(canRetryReservationPayment(booking('Payment Failed'), owner)).toBe(false);
  });
  test('some entries are cancelled from a paid or owed booking that holds them, not while a bank payment settles', () => {
    expect(canCancelPartOfReservation(booking('Partial Cancel'), carrier)).toBe(true);
    expect(canCancelPartOfReservation(booking('Payment Pending'), carrier)).toBe(false);
  });
});
