import { discountMinor, type DiscountTerms } from './discount-rules';

const percent = (percentage: number, extra: Partial<DiscountTerms> = {}): DiscountTerms => ({
  discountType: 'percentage',
  percentage,
  amountMinor: null,
  maxCapMinor: null,
  remainingValueMinor: null,
  ...extra,
});
const fixed = (amountMinor: number, extra: Partial<DiscountTerms> = {}): DiscountTerms => ({
  discountType: 'fixed',
  percentage: null,
  amountMinor,
  maxCapMinor: null,
  remainingValueMinor: null,
  ...extra,
});

describe('a discount code applied to a booking (type percentage or fixed, max cap, total value)', () => {
  test('a percentage of the subtotal, rounded once half away from zero', () => {
    expect(discountMinor(percent(10), 4500)).toBe(450);
    expect(discountMinor(percent(15), 1999)).toBe(300); // 299.85 → 300
    expect(discountMinor(percent(10), 1995)).toBe(200); // 199.5 → 200
  });
  test('a fixed amount off', () => {
    expect(discountMinor(fixed(2500), 9000)).toBe(2500);
  });
  test('never more than the cap per booking', () => {
    expect(discountMinor(percent(50, { maxCapMinor: 1000 }), 9000)).toBe(1000);
  });
  test("never more than what is left of the code's total value", () => {
    expect(discountMinor(fixed(2500, { remainingValueMinor: 700 }), 9000)).toBe(700);
    expect(discountMinor(fixed(2500, { remainingValueMinor: 0 }), 9000)).toBe(0);
  });
  test('never more than the subtotal: a booking does not cost less than nothing', () => {
    expect(discountMinor(fixed(2500), 1800)).toBe(1800);
    expect(discountMinor(percent(100), 1800)).toBe(1800);
  });
});
