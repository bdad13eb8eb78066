import type { LotPrice } from '@haulstop/shared/contracts';

/** The lowest price of a lot (its "from" price), or undefined when it has none. */
export function cheapestPrice(prices: readonly LotPrice[]): LotPrice | undefined {
  return prices.reduce<LotPrice | undefined>((best, price) => (best === undefined || price.amountMinor < best.amountMinor ? price : best), undefined);
}
