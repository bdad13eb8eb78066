import { formatAmounts, formatChange, formatHours, percentChange } from './report-format';

describe('report figures (each KPI beside the previous period with the change in %; per currency, never summed)', () => {
  it('the change is against the previous period, to one decimal; from nothing it is no percentage', () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(75, 100)).toBe(-25);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('a change reads signed, in the language', () => {
    expect(formatChange(20, 'en')).toBe('+20%');
    expect(formatChange(-12.5, 'en')).toBe('−12.5%');
    expect(formatChange(-12.5, 'fr').replace(/\s/g, ' ')).toBe('−12,5 %');
    expect(formatChange(0, 'en')).toBe('0%');
    expect(formatChange(null, 'en')).toBe('—');
  });

  it('amounts in two currencies are shown side by side, never added', () => {
    expect(
      formatAmounts(
        [
          { currency: 'USD', amountMinor: 12000 },
          { currency: 'CAD', amountMinor: 8000 },
        ],
        'en',
      ),
    ).toBe('CA$80.00 · US$120.00');
    expect(formatAmounts([], 'en')).toBe('—');
  });

  it('hours in the language', () => {
    expect(formatHours(12.5, 'en')).toBe('12.5');
    expect(formatHours(12.5, 'fr')).toBe('12,5');
    expect(formatHours(null, 'en')).toBe('—');
  });
});
