import { applyRateMinor, divideRoundHalfAwayFromZero, percentToRate, sumLinesMinor } from './money-rounding';

describe('money is rounded once per line, half away from zero', () => {
  test('halves go away from zero, both signs', () => {
    expect([5, 15, 25, -5, -15, -25].map((n) => divideRoundHalfAwayFromZero(n, 10))).toEqual([1, 2, 3, -1, -2, -3]);
  });
  test('below a half rounds toward zero, above away', () => {
    expect([14, 16, -14, -16, 0].map((n) => divideRoundHalfAwayFromZero(n, 10))).toEqual([1, 2, -1, -2, 0]);
  });
  test('rejects a zero denominator and non-integers', () => {
    expect(() => divideRoundHalfAwayFromZero(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfAwayFromZero(1.5, 2)).toThrow(RangeError);
  });
  test('percentages become exact rates (no floating point)', () => {
    expect([percentToRate('5'), percentToRate('9.975'), percentToRate('13'), percentToRate('0.1')]).toEqual([50000, 99750, 130000, 1000]);
    expect([percentToRate('abc'), percentToRate('1.23456'), percentToRate('-5')]).toEqual([null, null, null]);
  });
  test('Canadian taxes on a line: GST 5 % and QST 9.975 % of 1999 cents', () => {
    // 1999 × 5 % = 99.95 → 100; 1999 × 9.975 % = 199.40025 → 199.
    expect([applyRateMinor(1999, 50000), applyRateMinor(1999, 99750)]).toEqual([100, 199]);
  });
  test('a refund line rounds symmetrically with its charge', () => {
    expect(applyRateMinor(-1999, 50000)).toBe(-applyRateMinor(1999, 50000));
  });
  test('the total is the sum of the rounded lines', () => {
    const lines = [1999, applyRateMinor(1999, 50000), applyRateMinor(1999, 99750)].map((amountMinor) => ({ amountMinor }));
    expect(sumLinesMinor(lines)).toBe(1999 + 100 + 199);
  });
});
