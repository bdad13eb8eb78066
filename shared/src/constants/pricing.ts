import { DURATION_HOURS, RESERVATION_DURATIONS, type Duration } from './reservation';

export type TierPrice = { duration: Duration; amountMinor: number };

export type TierRate = TierPrice & {
  /** the price of one day at this tier (minor units, rounded): amount ÷ (hours ÷ 24) */
  dailyRateMinor: number;
  /** a longer stay that costs more per day than a shorter one: usually a mispriced tier */
  dearerPerDayThanShorter: boolean;
};

/**
 * The effective daily rate of each priced duration (SPEC §9 lengths: weekly 7 days, monthly 30,
 * yearly 365), in duration order, each flagged when it costs more per day than a shorter tier.
 * @example dailyRates([{ duration: '24 hrs', amountMinor: 4000 }, { duration: 'Weekly', amountMinor: 35000 }])
 *   // Weekly: dailyRateMinor 5000, dearerPerDayThanShorter true (50.00 a day against 40.00)
 */
export function dailyRates(prices: readonly TierPrice[]): TierRate[] {
  const ordered = RESERVATION_DURATIONS.flatMap((duration) => prices.filter((price) => price.duration === duration));
  let cheapestShorter = Number.POSITIVE_INFINITY;
  return ordered.map((price) => {
    const exact = price.amountMinor / (DURATION_HOURS[price.duration] / 24);
    const rate = { ...price, dailyRateMinor: Math.round(exact), dearerPerDayThanShorter: exact > cheapestShorter };
    cheapestShorter = Math.min(cheapestShorter, exact);
    return rate;
  });
}

/** A number of stays of one duration in a combination. */
export type PricePart = { duration: Duration; count: number; amountMinor: number };

export type BestPrice = {
  /** the stay asked for, in hours */
  stayHours: number;
  /** the cheapest combination covering the stay, longest durations first */
  parts: PricePart[];
  totalMinor: number;
  /** the hours the combination covers (at least the stay) */
  coveredHours: number;
  /** the cheapest way with one duration only (repeated as needed), to compare with */
  singleDuration: PricePart;
  /** what the combination saves against that (0 when one duration is already the cheapest) */
  savingMinor: number;
};

/** Every duration is a whole number of 6-hour blocks. */
const BLOCK_HOURS = 6;
/** Stays longer than two years are not priced here. */
export const BEST_PRICE_MAX_HOURS = 2 * DURATION_HOURS.Yearly;

/**
 * "best price": for a stay that is not exactly one duration (e.g. 30 hours), the cheapest
 * combination of the lot's priced durations that covers it (1 × 24 hrs + 1 × 6 hrs rather than
 * 1 × 36 hrs or 2 × 24 hrs), compared with the cheapest single duration repeated. Covering, not
 * matching: a longer stay may cost less (a week can be cheaper than 6 days of 24 hrs). Exact in
 * minor units; null when the lot has no price or the stay is not between 1 hour and two years.
 * @example bestPrice([{ duration: '6 hrs', amountMinor: 1500 }, { duration: '24 hrs', amountMinor: 4000 }, { duration: '36 hrs', amountMinor: 6500 }], 30)
 *   // parts 1 × 24 hrs + 1 × 6 hrs, totalMinor 5500; singleDuration 1 × 36 hrs 6500; savingMinor 1000
 */
export function bestPrice(prices: readonly { duration: string; amountMinor: number }[], stayHours: number): BestPrice | null {
  if (!Number.isFinite(stayHours) || stayHours <= 0 || stayHours > BEST_PRICE_MAX_HOURS) return null;
  const tiers = RESERVATION_DURATIONS.flatMap((duration) => {
    const price = prices.find((p) => p.duration === duration);
    return price && price.amountMinor >= 0 ? [{ duration, blocks: DURATION_HOURS[duration] / BLOCK_HOURS, amountMinor: price.amountMinor }] : [];
  });
  if (tiers.length === 0) return null;
  const need = Math.ceil(stayHours / BLOCK_HOURS);
  // cost[b]: the cheapest way to cover b blocks; pick[b]: the tier that starts it.
  const cost = new Array<number>(need + 1).fill(Number.POSITIVE_INFINITY);
  const pick = new Array<number>(need + 1).fill(-1);
  cost[0] = 0;
  for (let b = 1; b <= need; b++) {
    tiers.forEach((tier, index) => {
      const total = tier.amountMinor + cost[Math.max(0, b - tier.blocks)];
      if (total < cost[b]) [cost[b], pick[b]] = [total, index];
    });
  }
  const counts = new Map<number, number>();
  for (let b = need; b > 0; b = Math.max(0, b - tiers[pick[b]].blocks)) counts.set(pick[b], (counts.get(pick[b]) ?? 0) + 1);
  const parts = [...counts]
    .sort(([a], [b]) => b - a)
    .map(([index, count]) => ({ duration: tiers[index].duration, count, amountMinor: tiers[index].amountMinor * count }));
  const singles = tiers.map((tier) => {
    const count = Math.ceil(need / tier.blocks);
    return { duration: tier.duration, count, amountMinor: tier.amountMinor * count };
  });
  const singleDuration = singles.reduce((best, option) => (option.amountMinor < best.amountMinor ? option : best));
  const coveredHours = parts.reduce((sum, part) => sum + DURATION_HOURS[part.duration] * part.count, 0);
  return { stayHours, parts, totalMinor: cost[need], coveredHours, singleDuration, savingMinor: singleDuration.amountMinor - cost[need] };
}
