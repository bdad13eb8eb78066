/**
 * Rounding of money (DESIGN §3 Money): amounts are integer minor units, and a fraction of a minor
 * unit appears only when a rate applies (a tax, a fee, a discount percentage). It is rounded ONCE,
 * per line, half away from zero (2.5 → 3, -2.5 → -3), and invoice totals are sums of the rounded
 * lines, so a total always equals what its lines show. Integer arithmetic only: no floating point.
 */

/** numerator / denominator rounded half away from zero; denominator must be a positive integer. */
export function divideRoundHalfAwayFromZero(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideRoundHalfAwayFromZero needs safe integers and a positive denominator');
  }
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}

/** Rates are parts per RATE_SCALE (one million): 5 % GST = 50000, 9.975 % QST = 99750. */
export const RATE_SCALE = 1_000_000;

/** A rate written as a percentage with up to 4 decimals ("9.975") as parts per RATE_SCALE (99750), or null. */
export function percentToRate(percent: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) return null;
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** One line's share of an amount at a rate (parts per RATE_SCALE), rounded once, half away from zero. */
export const applyRateMinor = (amountMinor: number, rate: number): number => divideRoundHalfAwayFromZero(amountMinor * rate, RATE_SCALE);

/** The total of lines already rounded: the only way an invoice total is computed. */
export const sumLinesMinor = (lines: readonly { amountMinor: number }[]): number => lines.reduce((total, line) => total + line.amountMinor, 0);
