import { BEST_PRICE_MAX_HOURS, bestPrice, type TierPrice } from './pricing';

// A lot's price list in cents (the seeded shape): per-day rates fall with the length of the stay.
const PRICES: TierPrice[] = [
  { duration: '6 hrs', amountMinor: 1500 },
  { duration: '12 hrs', amountMinor: 2500 },
  { duration: '24 hrs', amountMinor: 4000 },
  { duration: '36 hrs', amountMinor: 6500 },
  { duration: 'Weekly', amountMinor: 24000 },
  { duration: 'Monthly', amountMinor: 90000 },
  { duration: 'Yearly', amountMinor: 900000 },
];

describe('bestPrice: the cheapest combination of durations for a stay ("best price")', () => {
  it('30 hours: 1 × 24 hrs + 1 × 6 hrs (55.00) rather than 1 × 36 hrs (65.00), saving 10.00', () => {
    const best = bestPrice(PRICES, 30)!;
    expect(best.parts).toEqual([
      { duration: '24 hrs', count: 1, amountMinor: 4000 },
      { duration: '6 hrs', count: 1, amountMinor: 1500 },
    ]);
    expect(best).toMatchObject({ totalMinor: 5500, coveredHours: 30, singleDuration: { duration: '36 hrs', count: 1, amountMinor: 6500 }, savingMinor: 1000 });
  });

  it('covers rather than matches: 6½ days is one week (240.00), cheaper than any combination of shorter stays', () => {
    const best = bestPrice(PRICES, 156)!;
    expect(best.parts).toEqual([{ duration: 'Weekly', count: 1, amountMinor: 24000 }]);
    expect(best.coveredHours).toBe(168);
  });

  it('5½ days: 5 × 24 hrs + 1 × 12 hrs (225.00) beats a week (240.00)', () => {
    const best = bestPrice(PRICES, 132)!;
    expect(best.parts).toEqual([
      { duration: '24 hrs', count: 5, amountMinor: 20000 },
      { duration: '12 hrs', count: 1, amountMinor: 2500 },
    ]);
    expect(best.savingMinor).toBe(24000 - 22500);
  });

  it('a stay of exactly one duration priced best alone saves nothing', () => {
    const best = bestPrice(PRICES, 24)!;
    expect(best.parts).toEqual([{ duration: '24 hrs', count: 1, amountMinor: 4000 }]);
    expect(best.savingMinor).toBe(0);
  });

  it('hours round up to the 6-hour block every duration is made of', () => {
    expect(bestPrice(PRICES, 1)!.parts).toEqual([{ duration: '6 hrs', count: 1, amountMinor: 1500 }]);
    expect(bestPrice(PRICES, 7)!.totalMinor).toBe(2500);
  });

  it('uses only the durations the lot prices', () => {
    const best = bestPrice([{ duration: '24 hrs', amountMinor: 4000 }], 30)!;
    expect(best.parts).toEqual([{ duration: '24 hrs', count: 2, amountMinor: 8000 }]);
    expect(best.savingMinor).toBe(0);
  });

  it('no price, no stay, or a stay beyond two years: null', () => {
    expect(bestPrice([], 30)).toBeNull();
    expect(bestPrice(PRICES, 0)).toBeNull();
    expect(bestPrice(PRICES, Number.NaN)).toBeNull();
    expect(bestPrice(PRICES, BEST_PRICE_MAX_HOURS + 1)).toBeNull();
  });

  it('the total is the sum of its parts, always at least the stay', () => {
    for (const hours of [5, 30, 50, 100, 200, 1000, 5000]) {
      const best = bestPrice(PRICES, hours)!;
      expect(best.parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(best.totalMinor);
      expect(best.coveredHours).toBeGreaterThanOrEqual(hours);
      expect(best.totalMinor).toBeLessThanOrEqual(best.singleDuration.amountMinor);
    }
  });
});
