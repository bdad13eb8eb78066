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
  it('names (first, last, e-mail) under 64 characters', () => {
    expect(validateName('a'.repeat(63))).toBeNull();
    expect(key(validateName('a'.repeat(64)))).toBe('validation.nameMaxLength');
  });
  it('organisation name under 35', () => {
    expect(validateOrganizationName('a'.repeat(34))).toBeNull();
    expect(key(validateOrganizationName('a'.repeat(35)))).toBe('validation.orgNameMaxLength35');
  });
  it('organisation name under 65', () => {
    expect(validateOrganizationName('a'.repeat(64), 65)).toBeNull();
    expect(key(validateOrganizationName('a'.repeat(65), 65))).toBe('validation.orgNameMaxLength65');
  });
  it('DOT number 8 to 12 digits', () => {
    expect(validateDotNumber('12345678')).toBeNull();
    expect(validateDotNumber('123456789012')).toBeNull();
    for (const bad of ['1234567', '1234567890123', '1234567a', '12 345678']) expect(key(validateDotNumber(bad))).toBe('validation.dotNumber');
  });
  it('discount code 6 to 50 alphanumeric characters', () => {
    expect(validateDiscountCode('SAVE10')).toBeNull();
    expect(validateDiscountCode('A'.repeat(50))).toBeNull();
    for (const bad of ['SAVE1', 'A'.repeat(51), 'SAVE-10', 'SAVE 10']) expect(key(validateDiscountCode(bad))).toBe('validation.discountCode');
  });
  it('percentage not over 100', () => {
    expect(validatePercentage(100)).toBeNull();
    expect(validatePercentage('0')).toBeNull();
    expect(key(validatePercentage(100.01))).toBe('validation.percentageMax');
    expect(key(validatePercentage('abc'))).toBe('validation.invalidNumber');
    expect(key(validatePercentage(-1))).toBe('validation.invalidNumber');
  });
  it('VIN exactly 17 characters', () => {
    expect(validateVin('1HGBH41JXMN109186')).toBeNull();
    expect(key(validateVin('1HGBH41JXMN10918'))).toBe('validation.vin');
    expect(key(validateVin('1HGBH41JXMN1091866'))).toBe('validation.vin');
  });
  it('make year 4 digits', () => {
    expect(validateMakeYear('2021')).toBeNull();
    expect(validateMakeYear(2021)).toBeNull();
    expect(key(validateMakeYear('21'))).toBe('validation.makeYear');
    expect(key(validateMakeYear('20211'))).toBe('validation.makeYear');
  });
  it('ABA routing exactly 9 digits', () => {
    expect(validateAbaRouting('021000021')).toBeNull();
    expect(key(validateAbaRouting('02100002'))).toBe('validation.abaRouting');
    expect(key(validateAbaRouting('0210000210'))).toBe('validation.abaRouting');
  });
  it('transit 5 digits', () => {
    expect(validateTransitNumber('12345')).toBeNull();
    expect(key(validateTransitNumber('1234'))).toBe('validation.transitNumber');
  });
  it('financial institution 3 digits', () => {
    expect(validateInstitutionNumber('003')).toBeNull();
    expect(key(validateInstitutionNumber('03'))).toBe('validation.institutionNumber');
  });
  it('tax id 9 digits', () => {
    expect(validateTaxId('123456789')).toBeNull();
    expect(validateTaxId('12-3456789')).toBeNull();
    expect(key(validateTaxId('12345678'))).toBe('validation.taxId');
  });
  it('phone 9 or 10 digits', () => {
    expect(validatePhone('403555010')).toBeNull();
    expect(validatePhone('(403) 555-0100')).toBeNull();
    expect(key(validatePhone('40355501'))).toBe('validation.phone');
    expect(key(validatePhone('14035550100'))).toBe('validation.phone');
    expect(key(validatePhone('403555010x'))).toBe('validation.phone');
  });
  it('a code under 32 characters', () => {
    expect(validateCode('a'.repeat(31))).toBeNull();
    expect(key(validateCode('a'.repeat(32)))).toBe('validation.codeMaxLength');
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
  it('password match', () => {
    expect(validatePasswordMatch('x', 'x')).toBeNull();
    expect(key(validatePasswordMatch('x', 'x '))).toBe('validation.passwordsDoNotMatch');
  });
  it('maximum length 15', () => {
    expect(validateMaxLength15('a'.repeat(15))).toBeNull();
    expect(key(validateMaxLength15('a'.repeat(16)))).toBe('validation.maxLength15');
  });
  it('instructions limited to 1000 characters', () => {
    expect(validateInstructions('a'.repeat(1000))).toBeNull();
    expect(key(validateInstructions('a'.repeat(1001)))).toBe('validation.instructionsMaxLength');
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
