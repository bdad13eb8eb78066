import { RULE_LIMITS } from './limits';
import { ruleError, type RuleError, type RuleKey } from './messages';

/*
 * Single-field validators. Each returns null when the value passes. Format rules let an empty
 * value pass (a field may be optional); pair them with `validateRequired` where it is mandatory.
 */

type Text = string | null | undefined;
type DateInput = Date | string | number | null | undefined;

/** True for null, undefined and blank strings. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Required field: `validateRequired('', 'validation.enterEmail')` → the 'Enter Email' error. */
export function validateRequired(value: unknown, key: RuleKey = 'validation.required'): RuleError | null {
  if (isBlank(value)) return ruleError(key);
  if (Array.isArray(value) && value.length === 0) return ruleError(key);
  return null;
}

function pattern(value: Text, re: RegExp, key: RuleKey): RuleError | null {
  if (isBlank(value)) return null;
  return re.test(String(value).trim()) ? null : ruleError(key);
}

function maxExclusive(value: Text, limit: number, key: RuleKey): RuleError | null {
  if (isBlank(value)) return null;
  return String(value).trim().length < limit ? null : ruleError(key);
}

/** Names (first, last, e-mail) under 64 characters: `validateName('a'.repeat(64))` fails. */
export function validateName(value: Text): RuleError | null {
  return maxExclusive(value, RULE_LIMITS.nameMaxExclusive, 'validation.nameMaxLength');
}

/**
 * A new password is 8 to 64 characters, counted as typed (spaces count):
 * `validatePasswordLength('short')` → 'New password must be 8 to 64 characters'.
 */
export function validatePasswordLength(value: Text, key: RuleKey = 'validation.passwordLength'): RuleError | null {
  if (isBlank(value)) return null;
  const { length } = String(value);
  const { min, max } = RULE_LIMITS.passwordLength;
  return length < min || length > max ? ruleError(key) : null;
}

/** E-mail shape (something@something.tld); length is checked by validateName. */
export function validateEmailFormat(value: Text): RuleError | null {
  return pattern(value, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.invalidEmail');
}

/** Organisation name under 35 (short form, default) or under 65 (long form) characters. */
export function validateOrganizationName(value: Text, variant: 35 | 65 = 35): RuleError | null {
  return variant === 35
    ? maxExclusive(value, RULE_LIMITS.orgNameMaxExclusive.short, 'validation.orgNameMaxLength35')
    : maxExclusive(value, RULE_LIMITS.orgNameMaxExclusive.long, 'validation.orgNameMaxLength65');
}

/** DOT number 8 to 12 digits: `validateDotNumber('12345678') === null`. */
export function validateDotNumber(value: Text): RuleError | null {
  return pattern(value, /^\d{8,12}$/, 'validation.dotNumber');
}

/** Discount code 6 to 50 letters or digits: `validateDiscountCode('SAVE10')=== null`. */
export function validateDiscountCode(value: Text): RuleError | null {
  return pattern(value, /^[A-Za-z0-9]{6,50}$/, 'validation.discountCode');
}

/** Percentage not over 100 (and a non-negative number): `validatePercentage(100.5)` fails. */
export function validatePercentage(value: number | string | null | undefined): RuleError | null {
  if (isBlank(value)) return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n) || n < 0) return ruleError('validation.invalidNumber');
  return n <= RULE_LIMITS.percentageMax ? null : ruleError('validation.percentageMax');
}

const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// A VIN letter's value in the check-digit sum (ISO 3779 / 49 CFR 565): I, O and Q have none.
const VIN_LETTER_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((letter, index) => [letter, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][index]]),
);

/**
 * The check digit (9th character) a 17-character VIN must carry: '0'–'9' or 'X'.
 * @example vinCheckDigit('1M8GDM9AXKP042788') === 'X'
 */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin.toUpperCase()].reduce(
    (total, char, index) => total + (/\d/.test(char) ? Number(char) : (VIN_LETTER_VALUES[char] ?? 0)) * VIN_WEIGHTS[index],
    0,
  );
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * VIN: exactly 17 letters or digits, never I, O or Q (they read as 1 and 0), and the 9th character
 * the check digit of the others: `validateVin('1M8GDM9AXKP042788') === null`.
 */
export function validateVin(value: Text): RuleError | null {
  if (isBlank(value)) return null;
  const vin = String(value).trim().toUpperCase();
  if (!/^[A-Z0-9]{17}$/.test(vin)) return ruleError('validation.vin');
  if (/[IOQ]/.test(vin)) return ruleError('validation.vinLetters');
  return vin[8] === vinCheckDigit(vin) ? null : ruleError('validation.vinCheckDigit');
}

/** Make year: 4 digits. */
export function validateMakeYear(value: Text | number): RuleError | null {
  return pattern(value === null || value === undefined ? value : String(value), /^\d{4}$/, 'validation.makeYear');
}

/**
 * ABA routing number: exactly 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10:
 * `validateAbaRouting('021000021') === null`, `validateAbaRouting('021000022')` fails.
 */
export function validateAbaRouting(value: Text): RuleError | null {
  const format = pattern(value, /^\d{9}$/, 'validation.abaRouting');
  if (format || isBlank(value)) return format;
  const digits = [...String(value).trim()].map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * [3, 7, 1][index % 3], 0);
  return sum % 10 === 0 ? null : ruleError('validation.abaRoutingChecksum');
}

/** Transit number: 5 digits. */
export function validateTransitNumber(value: Text): RuleError | null {
  return pattern(value, /^\d{5}$/, 'validation.transitNumber');
}

/** Financial institution number: 3 digits. */
export function validateInstitutionNumber(value: Text): RuleError | null {
  return pattern(value, /^\d{3}$/, 'validation.institutionNumber');
}

/** Tax id: 9 digits; a hyphen (EIN style 12-3456789) or spaces are tolerated as separators. */
export function validateTaxId(value: Text): RuleError | null {
  if (isBlank(value)) return null;
  return /^\d{9}$/.test(String(value).replace(/[\s-]/g, '')) ? null : ruleError('validation.taxId');
}

/** Phone 9 or 10 digits; spaces, dots, dashes and brackets are separators: `validatePhone('(403) 555-0100') === null`. */
export function validatePhone(value: Text): RuleError | null {
  if (isBlank(value)) return null;
  return /^\d{9,10}$/.test(String(value).replace(/[\s.()-]/g, '')) ? null : ruleError('validation.phone');
}

/** A code (e.g. an access code) under 32 characters. */
export function validateCode(value: Text): RuleError | null {
  return maxExclusive(value, RULE_LIMITS.codeMaxExclusive, 'validation.codeMaxLength');
}

function toTime(value: DateInput): number {
  return value instanceof Date ? value.getTime() : new Date(value as string | number).getTime();
}

/** Expiry date not before the signed date (the same day is fine); skipped when either is missing. */
export function validateExpiryDate(signed: DateInput, expiry: DateInput): RuleError | null {
  if (isBlank(signed) || isBlank(expiry)) return null;
  const s = toTime(signed);
  const e = toTime(expiry);
  if (Number.isNaN(s) || Number.isNaN(e)) return ruleError('validation.invalidDate');
  return e >= s ? null : ruleError('validation.expiryBeforeSigned');
}

/** At least 1 image: `validateImages([])` fails. */
export function validateImages(images: readonly unknown[] | null | undefined): RuleError | null {
  return (images?.length ?? 0) >= RULE_LIMITS.minImages ? null : ruleError('validation.imageRequired');
}

/** Password match: the confirmation equals the password (compared exactly, no trimming). */
export function validatePasswordMatch(password: Text, confirmation: Text): RuleError | null {
  return (password ?? '') === (confirmation ?? '') ? null : ruleError('validation.passwordsDoNotMatch');
}

/** Maximum length 15. */
export function validateMaxLength15(value: Text): RuleError | null {
  if (isBlank(value)) return null;
  return String(value).length <= RULE_LIMITS.maxLength15 ? null : ruleError('validation.maxLength15');
}

/** Instructions limited to 1000 characters. */
export function validateInstructions(value: Text): RuleError | null {
  if (isBlank(value)) return null;
  return String(value).length <= RULE_LIMITS.instructionsMax ? null : ruleError('validation.instructionsMaxLength');
}

/** US states, the District of Columbia and the inhabited territories, by their USPS codes. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;

/** Canadian provinces and territories, by their Canada Post codes. */
export const CA_PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/**
 * The state (US) or province (Canada) of an address, as its 2-letter code: `validateRegion('US', 'ZZ')`
 * fails, `validateRegion('CA', 'ab') === null`. Another or no country: not checked here.
 */
export function validateRegion(country: Text, value: Text): RuleError | null {
  if (isBlank(value)) return null;
  const code = String(value).trim().toUpperCase();
  if (country === 'US') return (US_STATE_CODES as readonly string[]).includes(code) ? null : ruleError('validation.usState');
  if (country === 'CA') return (CA_PROVINCE_CODES as readonly string[]).includes(code) ? null : ruleError('validation.caProvince');
  return null;
}

/**
 * The postal code of an address: a US ZIP code (12345 or 12345-6789) or a Canadian postal code
 * (A1A 1A1, the space optional): `validatePostalCode('US', '!!!')` fails.
 */
export function validatePostalCode(country: Text, value: Text): RuleError | null {
  if (country === 'US') return pattern(value, /^\d{5}(-\d{4})?$/, 'validation.usZip');
  if (country === 'CA') return pattern(value, /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, 'validation.caPostalCode');
  return validateMaxLength15(value);
}
