import { BOOKING_HORIZON_DAYS } from '@haulstop/shared/constants';
import { RULE_MESSAGES } from './messages';
import {
  bookingWindow,
  canRecur,
  slotsNeeded,
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

describe('one slot, one truck: a slot holds one truck (tractor, with its trailer) and its driver', () => {
  const driver = {};
  const tractor = { assetType: 'Tractor' };
  const truck = { assetType: 'Truck' };
  const trailer = { assetType: 'Trailer' };

  it('a driver with their own truck uses one slot', () => {
    expect(slotsNeeded([driver, tractor])).toBe(1);
    expect(validateEntriesFitSlots([driver, tractor], 1)).toBeNull();
  });

  it('a truck with its trailer and its drivers uses one slot', () => {
    expect(slotsNeeded([driver, driver, tractor, trailer])).toBe(1);
    expect(slotsNeeded([{ assetType: 'Tractor' }, { assetType: 'reefer' }])).toBe(1);
  });

  it('refuse more trucks than slots, not more entries than slots', () => {
    expect(validateEntriesFitSlots([truck, tractor], 1)?.message).toBe('More trucks than slots: one slot holds one truck with its trailer and its drivers');
    expect(validateEntriesFitSlots([truck, tractor], 2)).toBeNull();
    expect(validateEntriesFitSlots([driver, driver, driver], 1)).toBeNull();
  });

  it('a trailer beyond the trucks parks alone and needs a slot of its own', () => {
    expect(slotsNeeded([tractor, trailer, { assetType: 'Flatbed' }])).toBe(2);
    expect(validateEntriesFitSlots([trailer, { assetType: 'Tanker' }], 1)?.key).toBe('validation.moreTrucksThanSlots');
  });

  it('an asset type the platform adds is a truck unless its name says trailer', () => {
    expect(slotsNeeded([tractor, { assetType: 'Day cab' }])).toBe(2);
    expect(slotsNeeded([tractor, { assetType: 'Dump trailer' }])).toBe(1);
  });
});
