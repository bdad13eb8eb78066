import { ruleError, type RuleError } from './messages';

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * An amount typed in major units ("18", "18.5", "18.50") as minor units (1850), or null when it
 * is not such an amount. Parsed as text, never through floating point, so 0.29 is 29 cents exactly.
 */
export function moneyToMinor(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (!MONEY.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units as the text a price field shows: 1850 → "18.50". */
export const minorToMoneyText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** An optional amount: blank is fine; otherwise at most 2 decimals, from 0 to 9,999,999.99. */
export function validateOptionalMoney(text: string | null | undefined): RuleError | null {
  if ((text ?? '').trim() === '') return null;
  return moneyToMinor(text) === null ? ruleError('validation.invalidNumber') : null;
}

/** A price in minor units is more than 0 (a free tier is no price): `validatePriceMinor(0)?.key === 'validation.priceAboveZero'`. */
export function validatePriceMinor(minor: number): RuleError | null {
  return minor > 0 ? null : ruleError('validation.priceAboveZero');
}

/** An optional price typed in: blank is fine (the duration is not offered); otherwise an amount more than 0. */
export function validateOptionalPrice(text: string | null | undefined): RuleError | null {
  const format = validateOptionalMoney(text);
  if (format || (text ?? '').trim() === '') return format;
  return validatePriceMinor(moneyToMinor(text) as number);
}
