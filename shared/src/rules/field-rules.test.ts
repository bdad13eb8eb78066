import {
  validateAbaRouting,
  validateCode,
  validateDiscountCode,
  validateDotNumber,
  validateEmailFormat,
  validateExpiryDate,
  validateImages,
  validateInstitutionNumber,
  validateInstructions,
  validateMakeYear,
  validateMaxLength15,
  validateName,
  validatePasswordLength,
  validateOrganizationName,
  validatePasswordMatch,
  validatePercentage,
  validatePhone,
  validatePostalCode,
  validateRegion,
  validateRequired,
  validateTaxId,
  validateTransitNumber,
  validateVin,
  vinCheckDigit,
} from './field-rules';
import { RULE_MESSAGES, ruleError } from './messages';

const key = (e: { key: string } | null) => e?.key ?? null;

describe('rules named by message keys', () => {
  // Each rule: the values it lets through, and the values it refuses with its message key.
  it.each<[rule: string, check: (value: string) => { key: string } | null, passes: string[], fails: string[], refusal: string]>([
    ['names (first, last, e-mail) under 64 characters', validateName, ['a'.repeat(63)], ['a'.repeat(64)], 'validation.nameMaxLength'],
    ['organisation name under 35', validateOrganizationName, ['a'.repeat(34)], ['a'.repeat(35)], 'validation.orgNameMaxLength35'],
    ['organisation name under 65', (value) => validateOrganizationName(value, 65), ['a'.repeat(64)], ['a'.repeat(65)], 'validation.orgNameMaxLength65'],
    [
      'DOT number 8 to 12 digits',
      validateDotNumber,
      ['12345678', '123456789012'],
      ['1234567', '1234567890123', '1234567a', '12 345678'],
      'validation.dotNumber',
    ],
    [
      'discount code 6 to 50 alphanumeric characters',
      validateDiscountCode,
      ['SAVE10', 'A'.repeat(50)],
      ['SAVE1', 'A'.repeat(51), 'SAVE-10', 'SAVE 10'],
      'validation.discountCode',
    ],
    ['VIN exactly 17 characters', validateVin, ['1HGBH41JXMN109186'], ['1HGBH41JXMN10918', '1HGBH41JXMN1091866'], 'validation.vin'],
    ['ABA routing exactly 9 digits', validateAbaRouting, ['021000021'], ['02100002', '0210000210'], 'validation.abaRouting'],
    ['transit 5 digits', validateTransitNumber, ['12345'], ['1234'], 'validation.transitNumber'],
    ['financial institution 3 digits', validateInstitutionNumber, ['003'], ['03'], 'validation.institutionNumber'],
    ['tax id 9 digits', validateTaxId, ['123456789', '12-3456789'], ['12345678'], 'validation.taxId'],
    ['phone 9 or 10 digits', validatePhone, ['403555010', '(403) 555-0100'], ['40355501', '14035550100', '403555010x'], 'validation.phone'],
    ['a code under 32 characters', validateCode, ['a'.repeat(31)], ['a'.repeat(32)], 'validation.codeMaxLength'],
    ['password match', (value) => validatePasswordMatch('x', value), ['x'], ['x '], 'validation.passwordsDoNotMatch'],
    ['maximum length 15', validateMaxLength15, ['a'.repeat(15)], ['a'.repeat(16)], 'validation.maxLength15'],
    ['instructions limited to 1000 characters', validateInstructions, ['a'.repeat(1000)], ['a'.repeat(1001)], 'validation.instructionsMaxLength'],
  ])('%s', (_rule, check, passes, fails, refusal) => {
    for (const value of passes) expect(check(value)).toBeNull();
    for (const value of fails) expect(key(check(value))).toBe(refusal);
  });
  it('percentage not over 100', () => {
    expect(validatePercentage(100)).toBeNull();
    expect(validatePercentage('0')).toBeNull();
    expect(key(validatePercentage(100.01))).toBe('validation.percentageMax');
    expect(key(validatePercentage('abc'))).toBe('validation.invalidNumber');
    expect(key(validatePercentage(-1))).toBe('validation.invalidNumber');
  });
  it('make year 4 digits', () => {
    expect(validateMakeYear('2021')).toBeNull();
    expect(validateMakeYear(2021)).toBeNull();
    expect(key(validateMakeYear('21'))).toBe('validation.makeYear');
    expect(key(validateMakeYear('20211'))).toBe('validation.makeYear');
  });
  it('expiry date not before signed date', () => {
    expect(validateExpiryDate('2026-01-01', '2026-01-01')).toBeNull();
    expect(validateExpiryDate(new Date('2026-01-01'), '2027-01-01')).toBeNull();
    expect(key(validateExpiryDate('2026-01-02', '2026-01-01'))).toBe('validation.expiryBeforeSigned');
    expect(key(validateExpiryDate('not a date', '2026-01-01'))).toBe('validation.invalidDate');
    expect(validateExpiryDate(null, '2026-01-01')).toBeNull();
  });
  it('at least 1 image', () => {
    expect(validateImages([{ imagePath: 'a.png' }])).toBeNull();
    expect(key(validateImages([]))).toBe('validation.imageRequired');
    expect(key(validateImages(undefined))).toBe('validation.imageRequired');
  });
});

describe('new password length (API password policy)', () => {
  it("'New password must be 8 to 64 characters': 8 and 64 pass, 7 and 65 fail", () => {
    expect(validatePasswordLength('a'.repeat(8))).toBeNull();
    expect(validatePasswordLength('a'.repeat(64))).toBeNull();
    expect(validatePasswordLength('a'.repeat(7))).toEqual({ key: 'validation.passwordLength', message: 'New password must be 8 to 64 characters' });
    expect(validatePasswordLength('a'.repeat(65))?.key).toBe('validation.passwordLength');
  });
  it('counts the password as typed (spaces are characters) and lets an empty value pass', () => {
    expect(validatePasswordLength(' abcdef ')).toBeNull();
    expect(validatePasswordLength('')).toBeNull();
    expect(validatePasswordLength(undefined)).toBeNull();
  });
});

describe('format rules and required', () => {
  it('format rules let an empty optional value pass', () => {
    for (const v of ['', null, undefined]) {
      expect(validateDotNumber(v)).toBeNull();
      expect(validatePhone(v)).toBeNull();
      expect(validateVin(v)).toBeNull();
    }
  });
  it('required rejects blank strings and empty lists, with a chosen key', () => {
    expect(key(validateRequired(' '))).toBe('validation.required');
    expect(key(validateRequired([], 'validation.imageRequired'))).toBe('validation.imageRequired');
    expect(validateRequired(0)).toBeNull();
  });
  it('e-mail shape', () => {
    expect(validateEmailFormat('owner@haulstop.test')).toBeNull();
    expect(key(validateEmailFormat('owner@'))).toBe('validation.invalidEmail');
  });
  it('every error carries its English message', () => {
    for (const k of Object.keys(RULE_MESSAGES) as (keyof typeof RULE_MESSAGES)[]) expect(ruleError(k)).toEqual({ key: k, message: RULE_MESSAGES[k] });
  });
});

describe('the smaller defects a real user met: checks a person can trust', () => {
  it('"a VIN\'s check digit and the letters I, O, Q are checked"', () => {
    expect(validateVin('1M8GDM9AXKP042788')).toBeNull(); // check digit X
    expect(validateVin('1hgbh41jxmn109186')).toBeNull(); // typed in lower case
    expect(key(validateVin('1M8GDM9A1KP042788'))).toBe('validation.vinCheckDigit');
    expect(key(validateVin('1HGBH41JXMN1O9186'))).toBe('validation.vinLetters');
    expect(key(validateVin('IHGBH41JXMN109186'))).toBe('validation.vinLetters');
    expect(key(validateVin('1QGBH41JXMN109186'))).toBe('validation.vinLetters');
    expect(vinCheckDigit('1HGBH41J?MN109186')).toBe('X');
  });
  it('"ABA routing numbers are checksum-checked"', () => {
    expect(validateAbaRouting('021000021')).toBeNull();
    expect(validateAbaRouting('011000015')).toBeNull();
    expect(key(validateAbaRouting('021000022'))).toBe('validation.abaRoutingChecksum');
    expect(key(validateAbaRouting('123456789'))).toBe('validation.abaRoutingChecksum');
  });
  it('"a US address takes state ZZ and postal code !!!": refused; US states and Canadian provinces by code', () => {
    expect(key(validateRegion('US', 'ZZ'))).toBe('validation.usState');
    expect(validateRegion('US', 'nd')).toBeNull();
    expect(validateRegion('US', 'DC')).toBeNull();
    expect(key(validateRegion('US', 'AB'))).toBe('validation.usState');
    expect(validateRegion('CA', 'AB')).toBeNull();
    expect(key(validateRegion('CA', 'ND'))).toBe('validation.caProvince');
    expect(key(validatePostalCode('US', '!!!'))).toBe('validation.usZip');
    expect(validatePostalCode('US', '58103')).toBeNull();
    expect(validatePostalCode('US', '58103-1234')).toBeNull();
    expect(key(validatePostalCode('US', '5810'))).toBe('validation.usZip');
    expect(validatePostalCode('CA', 'T2P 1J9')).toBeNull();
    expect(validatePostalCode('CA', 's4n7a7')).toBeNull();
    expect(key(validatePostalCode('CA', '58103'))).toBe('validation.caPostalCode');
    expect(key(validatePostalCode('CA', 'D2P 1J9'))).toBe('validation.caPostalCode'); // D is never a first letter
    expect(validatePostalCode('US', '')).toBeNull(); // optional when blank
  });
});
