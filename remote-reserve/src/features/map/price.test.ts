import { cheapestPrice } from './price';

describe('the "from" price of a lot', () => {
  it('is the cheapest duration, whatever the order the API lists them in', () => {
    const prices = [
      { duration: '24 hrs', amountMinor: 4000, currency: 'USD' },
      { duration: '6 hrs', amountMinor: 1500, currency: 'USD' },
      { duration: '12 hrs', amountMinor: 2500, currency: 'USD' },
    ];
    expect(cheapestPrice(prices)?.duration).toBe('6 hrs');
  });

  it('is absent when the lot has no prices', () => {
    expect(cheapestPrice([])).toBeUndefined();
  });
});
