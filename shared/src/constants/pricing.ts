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
