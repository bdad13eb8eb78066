import { isPeriod, periodOf, periodRange, previousPeriod, recentPeriods, shiftPeriod } from './periods';

describe('billing periods (issue 10: statements per month, YYYY-MM, UTC)', () => {
  test.each([
    ['2026-10', true],
    ['2026-01', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['26-10', false],
    ['2026-10-01', false],
  ])('isPeriod(%s) is %s', (value, expected) => {
    expect(isPeriod(value)).toBe(expected);
  });

  test('a period is the UTC month of an instant', () => {
    expect(periodOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(periodOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });

  test('shifting crosses years both ways', () => {
    expect(shiftPeriod('2026-01', 1)).toBe('2025-12');
    expect(shiftPeriod('2025-12', -1)).toBe('2026-01');
    expect(shiftPeriod('2026-03', 14)).toBe('2025-01');
  });

  test('the default statement is last month; the picker offers the current month, then the last 12 finished months, newest first', () => {
    const now = new Date('2026-01-15T10:00:00Z');
    expect(previousPeriod(now)).toBe('2025-12');
    const periods = recentPeriods(now);
    expect(periods).toHaveLength(13);
    expect(periods[0]).toBe('2026-01');
    expect(periods[1]).toBe('2025-12');
    expect(periods[12]).toBe('2025-01');
  });

  test('a period is the half-open range from its first instant to the next month’s', () => {
    expect(periodRange('2024-02')).toEqual({ start: new Date('2024-02-01T00:00:00Z'), end: new Date('2024-03-01T00:00:00Z') });
    expect(periodRange('2025-12').end).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(() => periodRange('2025-13')).toThrow(RangeError);
  });
});
