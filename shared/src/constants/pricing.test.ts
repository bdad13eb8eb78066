import { dailyRates } from './pricing';

describe('dailyRates (the pricing screen: a mispriced tier shows)', () => {
  test('SPEC §9 lengths: 6 hrs is a quarter day, weekly 7 days, monthly 30, yearly 365', () => {
    const rates = dailyRates([
      { duration: 'Yearly', amountMinor: 365_000 },
      { duration: '6 hrs', amountMinor: 1_000 },
      { duration: 'Monthly', amountMinor: 60_000 },
      { duration: 'Weekly', amountMinor: 21_000 },
    ]);
    expect(rates.map((rate) => [rate.duration, rate.dailyRateMinor])).toEqual([
      ['6 hrs', 4_000],
      ['Weekly', 3_000],
      ['Monthly', 2_000],
      ['Yearly', 1_000],
    ]);
    expect(rates.every((rate) => !rate.dearerPerDayThanShorter)).toBe(true);
  });

  test('a longer tier dearer per day than any shorter one is flagged, even when the tier just before is dearer still', () => {
    const rates = dailyRates([
      { duration: '24 hrs', amountMinor: 4_000 },
      { duration: '36 hrs', amountMinor: 9_000 }, // 60.00 a day against 40.00: flagged
      { duration: 'Weekly', amountMinor: 30_100 }, // 43.00 a day: dearer than 24 hrs, flagged
      { duration: 'Monthly', amountMinor: 90_000 }, // 30.00 a day: fine
    ]);
    expect(rates.map((rate) => rate.dearerPerDayThanShorter)).toEqual([false, true, true, false]);
  });

  test('equal daily rates are not flagged; no prices give no rates', () => {
    expect(
      dailyRates([
        { duration: '12 hrs', amountMinor: 2_000 },
        { duration: '24 hrs', amountMinor: 4_000 },
      ]).map((r) => r.dearerPerDayThanShorter),
    ).toEqual([false, false]);
    expect(dailyRates([])).toEqual([]);
  });
});
