import {
  decideGateEvent,
  gateCodeFrom,
  gateTransition,
  gateWindow,
  isGateCodeVisible,
  normalizePlate,
  pickSlotForEvent,
  tripLinkExpiry,
  windowOutcome,
} from './gate-rules';

const start = '2026-03-10T12:00:00.000Z';
const end = '2026-03-11T12:00:00.000Z';
const booking = (over: Partial<Parameters<typeof decideGateEvent>[0]['booking'] & object> = {}) => ({
  lotId: 7,
  live: true,
  startAt: start,
  endAt: end,
  gateStatus: 'NOT_ARRIVED' as const,
  ...over,
});

describe("the gate code's window", () => {
  test('opens codeVisibleBeforeMinutes before the start and closes at the end', () => {
    expect(gateCodeFrom(start).toISOString()).toBe('2026-03-10T11:00:00.000Z');
    expect(gateWindow(start, end, { codeVisibleBeforeMinutes: 15 })).toEqual({ from: new Date('2026-03-10T11:45:00.000Z'), to: new Date(end) });
    expect(isGateCodeVisible(start, end, '2026-03-10T10:59:59.999Z')).toBe(false);
    expect(isGateCodeVisible(start, end, '2026-03-10T11:00:00.000Z')).toBe(true);
    expect(isGateCodeVisible(start, end, '2026-03-11T11:59:59.999Z')).toBe(true);
    expect(isGateCodeVisible(start, end, end)).toBe(false);
    expect(windowOutcome(start, end, '2026-03-10T11:59:00Z', { codeVisibleBeforeMinutes: 0 })).toBe('NOT_YET_OPEN');
    expect(windowOutcome(start, end, end)).toBe('ENDED');
  });

  test('a trip link lasts until 24 h after the end', () => {
    expect(tripLinkExpiry(end).toISOString()).toBe('2026-03-12T12:00:00.000Z');
  });
});

describe('gate status transitions', () => {
  test.each([
    ['NOT_ARRIVED', 'CHECK_IN', 'ON_LOT', null],
    ['ON_LOT', 'CHECK_IN', 'ON_LOT', 'SECOND_CHECK_IN'],
    ['OVERSTAY', 'CHECK_IN', 'OVERSTAY', 'SECOND_CHECK_IN'],
    ['LEFT', 'CHECK_IN', 'ON_LOT', null],
    ['NO_SHOW', 'CHECK_IN', 'ON_LOT', 'CHECK_IN_AFTER_NO_SHOW'],
    ['ON_LOT', 'CHECK_OUT', 'LEFT', null],
    ['OVERSTAY', 'CHECK_OUT', 'LEFT', null],
    ['NOT_ARRIVED', 'CHECK_OUT', 'LEFT', 'CHECK_OUT_WITHOUT_CHECK_IN'],
    ['NO_SHOW', 'CHECK_OUT', 'NO_SHOW', 'CHECK_OUT_WITHOUT_CHECK_IN'],
    ['LEFT', 'CHECK_OUT', 'LEFT', 'SECOND_CHECK_OUT'],
  ] as const)('%s + %s → %s (anomaly %s)', (current, kind, next, anomaly) => {
    expect(gateTransition(current, kind)).toEqual({ next, anomaly });
  });
});

describe('the decision at the gate', () => {
  const now = '2026-03-10T13:00:00Z';
  test('an unknown code or plate is refused and named', () => {
    expect(decideGateEvent({ kind: 'CHECK_IN', lotId: 7, booking: null, by: 'CODE', now })).toEqual({
      decision: 'REFUSED',
      reason: 'UNKNOWN_CODE',
      anomaly: 'UNKNOWN_VEHICLE',
      next: null,
    });
    expect(decideGateEvent({ kind: 'CHECK_OUT', lotId: 7, booking: null, by: 'PLATE', now }).reason).toBe('UNKNOWN_PLATE');
  });

  test("another lot's code is refused as an anomaly; a cancelled booking is refused", () => {
    expect(decideGateEvent({ kind: 'CHECK_IN', lotId: 8, booking: booking(), by: 'CODE', now })).toMatchObject({
      decision: 'REFUSED',
      reason: 'OTHER_LOT',
      anomaly: 'OTHER_LOT_CODE',
    });
    expect(decideGateEvent({ kind: 'CHECK_IN', lotId: 7, booking: booking({ live: false }), by: 'CODE', now })).toMatchObject({
      decision: 'REFUSED',
      reason: 'CANCELLED',
    });
  });

  test('a check-in is refused before the window and after it, allowed inside', () => {
    expect(decideGateEvent({ kind: 'CHECK_IN', lotId: 7, booking: booking(), by: 'CODE', now: '2026-03-10T10:00:00Z' }).reason).toBe('NOT_YET_OPEN');
    expect(decideGateEvent({ kind: 'CHECK_IN', lotId: 7, booking: booking(), by: 'CODE', now: end }).reason).toBe('ENDED');
    expect(decideGateEvent({ kind: 'CHECK_IN', lotId: 7, booking: booking(), by: 'LINK', now })).toEqual({
      decision: 'ALLOWED',
      reason: null,
      anomaly: null,
      next: 'ON_LOT',
    });
  });

  test('a truck on the lot always leaves, even after the end or a cancel', () => {
    expect(
      decideGateEvent({ kind: 'CHECK_OUT', lotId: 7, booking: booking({ gateStatus: 'OVERSTAY', live: false }), by: 'PLATE', now: '2026-03-12T00:00:00Z' }),
    ).toEqual({
      decision: 'ALLOWED',
      reason: null,
      anomaly: null,
      next: 'LEFT',
    });
  });

  test('a booking named without a slot is decided on its window alone', () => {
    expect(decideGateEvent({ kind: 'CHECK_IN', lotId: 7, booking: booking({ gateStatus: null }), by: 'CODE', now })).toEqual({
      decision: 'ALLOWED',
      reason: null,
      anomaly: null,
      next: null,
    });
  });
});

describe('the slot a gate code names', () => {
  const slots = [
    { sno: 2, gateStatus: 'ON_LOT' as const },
    { sno: 1, gateStatus: 'LEFT' as const },
    { sno: 3, gateStatus: 'NOT_ARRIVED' as const },
  ];
  test('a check-in takes the first slot not arrived, a check-out the first on the lot', () => {
    expect(pickSlotForEvent(slots, 'CHECK_IN')?.sno).toBe(3);
    expect(pickSlotForEvent(slots, 'CHECK_OUT')?.sno).toBe(2);
    expect(pickSlotForEvent([], 'CHECK_IN')).toBeNull();
  });
  test('plates compare without case, spaces or dashes', () => {
    expect(normalizePlate(' ab-12 34 ')).toBe('AB1234');
  });
});
