import { BOOKING_HORIZON_DAYS } from '@haulstop/shared/constants';
import { RULE_MESSAGES } from './messages';
import {
  bookingWindow,
  canRecur,
  slotsRefundMinor,
  cancelsWholeBooking,
  validateEntriesFitSlots,
  validateHorizon,
  validateReserveSearch,
  validateSlots,
  validateStartAt,
} from './reserve-rules';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('the /reserve search rules (the API applies the same)', () => {
  it('a start in the past is refused, beyond a 15-minute grace', () => {
    expect(validateStartAt('2026-11-23T11:30:00Z', NOW)?.message).toBe('The start cannot be in the past');
    expect(validateStartAt('2026-11-23T11:50:00Z', NOW)).toBeNull();
    expect(validateStartAt('2026-11-24T08:00:00Z', NOW)).toBeNull();
  });

  it('bookings years ahead are refused: the start is at most 365 days ahead (the truck-stop chains allow about 30 days to a year)', () => {
    expect(BOOKING_HORIZON_DAYS).toBe(365);
    expect(validateStartAt('2999-01-01T00:00:00Z', NOW)?.message).toBe('The start cannot be more than 365 days ahead');
    expect(validateStartAt('2027-11-23T12:01:00Z', NOW)?.key).toBe('validation.startTooFarAhead');
    expect(validateStartAt('2027-11-23T12:00:00Z', NOW)).toBeNull();
    expect(validateHorizon(new Date('2027-11-23T12:01:00Z'), NOW)?.key).toBe('validation.startTooFarAhead');
    expect(validateHorizon(new Date('2020-01-01T00:00:00Z'), NOW)).toBeNull();
  });

  it('the window the date picker offers is the one the rule holds: from now less the grace to 365 days ahead', () => {
    const { earliest, latest } = bookingWindow(NOW);
    expect(earliest.toISOString()).toBe('2026-11-23T11:45:00.000Z');
    expect(latest.toISOString()).toBe('2027-11-23T12:00:00.000Z');
    expect(validateStartAt(earliest.toISOString(), NOW)).toBeNull();
    expect(validateStartAt(new Date(earliest.getTime() - 1).toISOString(), NOW)?.key).toBe('validation.startInPast');
    expect(RULE_MESSAGES['validation.startTooFarAhead']).toContain(String(BOOKING_HORIZON_DAYS));
  });

  it('a missing or unreadable start is refused', () => {
    expect(validateStartAt('', NOW)?.message).toBe('This field is required');
    expect(validateStartAt('tomorrow', NOW)?.message).toBe('Enter a valid date');
  });

  it('slots: a whole number from 1 to 1000', () => {
    expect(validateSlots('0')?.message).toBe('Slots must be a whole number from 1 to 1000');
    expect(validateSlots('1.5')).not.toBeNull();
    expect(validateSlots('1001')).not.toBeNull();
    expect(validateSlots(3)).toBeNull();
  });

  it('the duration must be one of SPEC §9 (6 hrs, 12 hrs, 24 hrs, 36 hrs, Weekly, Monthly, Yearly)', () => {
    expect(validateReserveSearch({ startAt: '2026-11-24T08:00:00Z', duration: '2 days', slots: '1' }, NOW).duration?.message).toBe('Choose one of the options');
    expect(validateReserveSearch({ startAt: '2026-11-24T08:00:00Z', duration: 'Weekly', slots: '1' }, NOW)).toEqual({});
  });

  it('recurring only for weekly, monthly and yearly', () => {
    expect(['6 hrs', '24 hrs', 'Weekly', 'Monthly', 'Yearly'].map(canRecur)).toEqual([false, false, true, true, true]);
  });
});

describe('an entry is a slot: it holds a driver, a truck or both', () => {
  it('a driver and his truck are one entry of one slot', () => {
    expect(validateEntriesFitSlots([{ driverId: 7, assetId: 9 }], 1)).toBeNull();
    expect(validateEntriesFitSlots([{ driverId: 7 }, { assetId: 9 }], 2)).toBeNull();
  });

  it('more entries than slots are refused: a driver and his truck in two entries of one slot', () => {
    expect(validateEntriesFitSlots([{ driverId: 7 }, { assetId: 9 }], 1)?.message).toBe(
      'More entries than slots: each entry is one slot, holding a driver, a truck or both',
    );
    expect(validateEntriesFitSlots([{}, {}], 1)?.key).toBe('validation.moreEntriesThanSlots');
  });

  it('a driver or a truck in two slots is refused', () => {
    expect(validateEntriesFitSlots([{ driverId: 7, assetId: 9 }, { driverId: '7' }], 2)?.key).toBe('validation.entryRepeated');
    expect(validateEntriesFitSlots([{ assetId: 9 }, { driverId: 8, assetId: 9 }], 2)?.key).toBe('validation.entryRepeated');
    expect(validateEntriesFitSlots([{ driverId: null }, { driverId: null }], 2)).toBeNull();
  });
});

describe('cancelling slots', () => {
  it('refunds what was paid and not refunded, pro rata of the slots given up, rounded once', () => {
    expect(slotsRefundMinor(6300, 1, 2)).toBe(3150);
    expect(slotsRefundMinor(1000, 1, 3)).toBe(333);
    expect(slotsRefundMinor(1000, 2, 3)).toBe(667);
  });

  it('every slot cancels the booking and refunds all of it; none refunds nothing', () => {
    expect(cancelsWholeBooking(2, 2)).toBe(true);
    expect(cancelsWholeBooking(1, 2)).toBe(false);
    expect(slotsRefundMinor(7001, 3, 3)).toBe(7001);
    expect(slotsRefundMinor(7001, 0, 3)).toBe(0);
    expect(slotsRefundMinor(-5, 1, 3)).toBe(0);
  });
});
