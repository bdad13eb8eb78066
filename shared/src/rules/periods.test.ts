import { isPeriod, periodOf, periodRange, previousPeriod, recentPeriods, shiftPeriod } from './periods';

describe('billing periods (statements per month, YYYY-MM, UTC)', () => {
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

describe('periods in an accounting zone (one calendar per organisation)', () => {
  const evening = new Date('2026-12-01T00:30:00Z'); // 6:30 PM on Nov 30 in Edmonton
  it('"6:30 PM on Nov 30 in Edmonton is November" there, December in UTC', () => {
    expect(periodOf(evening, 'America/Edmonton')).toBe('2026-11');
    expect(periodOf(evening)).toBe('2026-12');
    expect(previousPeriod(evening, 'America/Edmonton')).toBe('2026-10');
    expect(recentPeriods(evening, 'America/Edmonton', 1)).toEqual(['2026-11', '2026-10']);
  });
  it("a month runs between the zone's midnights, daylight saving and the 2026 change included", () => {
    expect(periodRange('2026-11', 'America/Edmonton')).toEqual({ start: new Date('2026-11-01T06:00:00Z'), end: new Date('2026-12-01T06:00:00Z') });
    expect(periodRange('2026-11', 'America/Toronto')).toEqual({ start: new Date('2026-11-01T04:00:00Z'), end: new Date('2026-12-01T05:00:00Z') });
    expect(() => periodRange('2026-11', 'Mars/Olympus')).toThrow(RangeError);
  });
});
