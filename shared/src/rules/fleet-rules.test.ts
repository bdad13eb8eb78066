import { dotRoot, normalizePhone, normalizeVin, validateAsset, validateDriver } from './fleet-rules';

describe('validateDriver', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '4035550100', employeeId: 'E1', driverType: 'Company' };

  test('a complete driver passes', () => {
    expect(validateDriver(valid)).toEqual({});
  });

  test('SPEC §5: first and last name are required ("Enter First Name", "Enter Last Name")', () => {
    const errors = validateDriver({ ...valid, firstName: ' ', lastName: '' });
    expect(errors.firstName?.message).toBe('Enter First Name');
    expect(errors.lastName?.message).toBe('Enter Last Name');
  });

  test('SPEC §5: names under 64 characters', () => {
    expect(validateDriver({ ...valid, lastName: 'x'.repeat(64) }).lastName?.key).toBe('validation.nameMaxLength');
    expect(validateDriver({ ...valid, lastName: 'x'.repeat(63) }).lastName).toBeUndefined();
  });

  test('SPEC §5: phone 9 or 10 digits', () => {
    expect(validateDriver({ ...valid, phone: '12345678' }).phone?.key).toBe('validation.phone');
    expect(validateDriver({ ...valid, phone: '12345678901' }).phone?.key).toBe('validation.phone');
    expect(validateDriver({ ...valid, phone: '123456789' }).phone).toBeUndefined();
    expect(validateDriver({ ...valid, phone: '(403) 555-0100' }).phone).toBeUndefined();
  });

  test("a driver's language is optional and, when given, 'en', 'fr' or 'es'", () => {
    for (const language of ['en', 'fr', 'es', '', null, undefined]) expect(validateDriver({ ...valid, language }).language).toBeUndefined();
    expect(validateDriver({ ...valid, language: 'de' }).language?.key).toBe('validation.chooseOption');
  });

  test('a malformed e-mail is refused, an empty one allowed', () => {
    expect(validateDriver({ ...valid, email: 'nope' }).email?.key).toBe('validation.invalidEmail');
    expect(validateDriver({ ...valid, email: '' }).email).toBeUndefined();
  });

  test('phone numbers are stored as digits', () => {
    expect(normalizePhone('(403) 555-0100')).toBe('4035550100');
    expect(normalizePhone(' ')).toBeNull();
  });
});

describe('validateAsset', () => {
  const valid = { vin: '1FUJGLDR3CLBP8834', licensePlate: 'AB123', makeYear: '2020', assetTypeId: 1 };

  test('a complete asset passes', () => {
    expect(validateAsset(valid)).toEqual({});
  });

  test('SPEC §5: VIN exactly 17 characters', () => {
    expect(validateAsset({ ...valid, vin: '1FUJGLDR5CLBP883' }).vin?.message).toBe('VIN must be exactly 17 characters');
    expect(validateAsset({ ...valid, vin: '1FUJGLDR3CLBP88345' }).vin?.key).toBe('validation.vin');
    expect(validateAsset({ ...valid, vin: '' }).vin?.key).toBe('validation.required');
  });

  test('SPEC §5: make year 4 digits', () => {
    expect(validateAsset({ ...valid, makeYear: '20' }).makeYear?.message).toBe('Year must be 4 digits');
    expect(validateAsset({ ...valid, makeYear: '' }).makeYear).toBeUndefined();
  });

  test('licence plate and asset type are required', () => {
    const errors = validateAsset({ ...valid, licensePlate: '', assetTypeId: null });
    expect(errors.licensePlate?.key).toBe('validation.required');
    expect(errors.assetTypeId?.key).toBe('validation.required');
  });

  test('a VIN is stored upper-cased', () => {
    expect(normalizeVin(' 1fujgldr3clbp8834 ')).toBe('1FUJGLDR3CLBP8834');
  });
});

describe('dotRoot', () => {
  test('SPEC §8: DOT numbers sharing their first 8 digits have the same root', () => {
    expect(dotRoot('1234567801')).toBe(dotRoot('12345678'));
    expect(dotRoot('123456789012')).toBe('12345678');
    expect(dotRoot('87654321')).not.toBe(dotRoot('12345678'));
  });
});
