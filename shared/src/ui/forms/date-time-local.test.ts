import { dateTimeLocalBounds, toDateTimeLocal } from './date-time-local';

describe('datetime-local values for the start pickers', () => {
  it('a moment is written in the browser time, to the minute', () => {
    const at = new Date(2026, 10, 25, 9, 5, 42);
    expect(toDateTimeLocal(at)).toBe('2026-11-25T09:05');
  });

  it('the bounds lie inside the window: the earliest rounded up to the minute, the latest down', () => {
    const bounds = dateTimeLocalBounds({ earliest: new Date(2026, 10, 25, 9, 5, 1), latest: new Date(2027, 10, 25, 9, 20, 59) });
    expect(bounds).toEqual({ min: '2026-11-25T09:06', max: '2027-11-25T09:20' });
  });
});
