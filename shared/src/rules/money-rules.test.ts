import { minorToMoneyText, moneyToMinor, validateOptionalMoney, validateOptionalPrice, validatePriceMinor } from './money-rules';

describe('money typed in major units', () => {
  test('text becomes exact minor units (no floating point)', () => {
    expect(moneyToMinor('18')).toBe(1800);
    expect(moneyToMinor('18.5')).toBe(1850);
    expect(moneyToMinor(' 0.29 ')).toBe(29);
    expect(moneyToMinor('9999999.99')).toBe(999999999);
  });
  test('anything else is not an amount', () => {
    for (const text of ['', '-1', '1.005', '1,000', 'abc', '10000000', '.5']) expect(moneyToMinor(text)).toBeNull();
  });
  test('minor units show with 2 decimals', () =>
    expect([minorToMoneyText(1850), minorToMoneyText(5), minorToMoneyText(120000)]).toEqual(['18.50', '0.05', '1200.00']));
  test('an optional amount may be blank; a bad one says "Enter a valid number"', () => {
    expect(validateOptionalMoney('  ')).toBeNull();
    expect(validateOptionalMoney('12.345')?.message).toBe('Enter a valid number');
  });
});

describe('prices ("a price of 0 is accepted")', () => {
  it('a price is more than 0; blank means the duration is not offered', () => {
    expect(validateOptionalPrice('0')?.key).toBe('validation.priceAboveZero');
    expect(validateOptionalPrice('0.00')?.key).toBe('validation.priceAboveZero');
    expect(validateOptionalPrice('0.01')).toBeNull();
    expect(validateOptionalPrice('')).toBeNull();
    expect(validateOptionalPrice('abc')?.key).toBe('validation.invalidNumber');
    expect(validatePriceMinor(0)?.message).toBe('A price must be more than 0');
    expect(validatePriceMinor(1)).toBeNull();
  });
});
