import { canadianTaxRates } from '@haulstop/shared/constants';
import { applyRateMinor } from './money-rounding';

export interface TaxLine {
  name: string;
  /** parts per million: 5 % = 50000 */
  rate: number;
  amountMinor: number;
}

/** One tax line per tax of the lot's province, each rounded once, half away from zero. */
export function taxLinesFor(lot: { country: string; region: string }, taxableMinor: number): TaxLine[] {
  return canadianTaxRates(lot.country, lot.region).map(({ name, rate }) => ({ name, rate, amountMinor: applyRateMinor(taxableMinor, rate) }));
}
