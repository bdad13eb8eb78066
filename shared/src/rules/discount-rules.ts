import { applyRateMinor } from './money-rounding';

/** What a discount code allows, as the API reads it from its row. */
export interface DiscountTerms {
  discountType: 'percentage' | 'fixed';
  /** percentage codes: 1–100 */
  percentage: number | null;
  /** fixed codes: minor units off each booking */
  amountMinor: number | null;
  /** the most one booking gets off (max cap) */
  maxCapMinor: number | null;
  /** what is left of the code's total value; null when it has none */
  remainingValueMinor: number | null;
}

/**
 * The minor units a code takes off a booking's subtotal: the percentage (rounded once, half away
 * from zero) or the fixed amount, then at most the cap per booking, what is left of the code's
 * total value, and the subtotal itself (a booking never costs less than nothing).
 */
export function discountMinor(terms: DiscountTerms, subtotalMinor: number): number {
  const raw = terms.discountType === 'percentage' ? applyRateMinor(subtotalMinor, (terms.percentage ?? 0) * 10_000) : (terms.amountMinor ?? 0);
  const limits = [raw, subtotalMinor, terms.maxCapMinor, terms.remainingValueMinor].filter((limit): limit is number => limit !== null);
  return Math.max(0, Math.min(...limits));
}
