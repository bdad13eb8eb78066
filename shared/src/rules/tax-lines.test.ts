import { CANADIAN_TAX_RATES, canadianTaxRates } from '@haulstop/shared/constants';
import { taxLinesFor } from './tax-lines';

describe('Canadian taxes by province, as separate tax lines', () => {
  test('every province and territory is in the table; HST replaces GST where harmonised', () => {
    expect(Object.keys(CANADIAN_TAX_RATES).sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    for (const [region, rates] of Object.entries(CANADIAN_TAX_RATES)) {
      const names = rates.map((rate) => rate.name);
      expect([region, names.includes('HST') && names.includes('GST')]).toEqual([region, false]);
    }
  });
  test('Alberta: GST 5 % only', () => {
    expect(taxLinesFor({ country: 'CA', region: 'AB' }, 10_000)).toEqual([{ name: 'GST', rate: 50_000, amountMinor: 500 }]);
  });
  test('Ontario: HST 13 %', () => {
    expect(taxLinesFor({ country: 'CA', region: 'ON' }, 10_000)).toEqual([{ name: 'HST', rate: 130_000, amountMinor: 1300 }]);
  });
  test('Saskatchewan: GST 5 % and PST 6 % as two lines', () => {
    expect(taxLinesFor({ country: 'CA', region: 'SK' }, 4_550).map((line) => [line.name, line.amountMinor])).toEqual([
      ['GST', 228],
      ['PST', 273],
    ]);
  });
  test('Quebec: GST 5 % and QST 9.975 %, each rounded once half away from zero', () => {
    // 1999 × 5 % = 99.95 → 100; 1999 × 9.975 % = 199.40 → 199.
    expect(taxLinesFor({ country: 'CA', region: 'qc' }, 1_999).map((line) => line.amountMinor)).toEqual([100, 199]);
  });
  test('no tax lines outside Canada; an unknown Canadian region pays GST', () => {
    expect(taxLinesFor({ country: 'US', region: 'ND' }, 10_000)).toEqual([]);
    expect(canadianTaxRates('CA', 'XX')).toEqual([{ name: 'GST', rate: 50_000 }]);
  });
});
