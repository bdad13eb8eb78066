import { canRecur, validateReserveSearch, validateSlots, validateStartAt } from './reserve-rules';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('the /reserve search rules (the API applies the same)', () => {
  it('a start in the past is refused, beyond a 15-minute grace', () => {
    expect(validateStartAt('2026-11-23T11:30:00Z', NOW)?.message).toBe('The start cannot be in the past');
    expect(validateStartAt('2026-11-23T11:50:00Z', NOW)).toBeNull();
    expect(validateStartAt('2026-11-24T08:00:00Z', NOW)).toBeNull();
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
