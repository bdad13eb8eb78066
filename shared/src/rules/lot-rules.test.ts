import { validateAccessCode, validateParkingLot, type ParkingLotValues } from './lot-rules';

const VALID: ParkingLotValues = {
  name: 'Regina East Yard',
  address: '1 Ring Rd',
  city: 'Regina',
  region: 'SK',
  postalCode: 'S4N 0A1',
  country: 'CA',
  latitude: '50.45',
  longitude: '-104.6',
  timeZone: 'CST',
  currency: 'CAD',
  totalSlots: '40',
  instructions: 'Gate on the east side',
  images: ['orgs/2/public/a.png'],
};
const messageOf = (changes: ParkingLotValues, field: keyof ParkingLotValues) => validateParkingLot({ ...VALID, ...changes })[field]?.message;

describe('validateParkingLot (the lot editor)', () => {
  test('a complete lot has no errors', () => expect(validateParkingLot(VALID)).toEqual({}));
  test('SPEC §5: at least 1 image', () => expect(messageOf({ images: [] }, 'images')).toBe('Add at least 1 image'));
  test('SPEC §5: instructions at most 1000 characters (1000 pass, 1001 fail)', () => {
    expect(messageOf({ instructions: 'x'.repeat(1000) }, 'instructions')).toBeUndefined();
    expect(messageOf({ instructions: 'x'.repeat(1001) }, 'instructions')).toBe('Instructions cannot be more than 1000 characters');
  });
  test('name, address, city and region are required; names under 64 characters', () => {
    expect(messageOf({ name: '  ' }, 'name')).toBe('This field is required');
    expect(messageOf({ address: '' }, 'address')).toBe('This field is required');
    expect(messageOf({ city: 'c'.repeat(64) }, 'city')).toBe('Must be less than 64 characters');
    expect(messageOf({ region: null }, 'region')).toBe('This field is required');
  });
  test('coordinates in range, typed as text or numbers', () => {
    expect(messageOf({ latitude: '91' }, 'latitude')).toBe('Latitude must be a number from -90 to 90');
    expect(messageOf({ latitude: 'north' }, 'latitude')).toBe('Latitude must be a number from -90 to 90');
    expect(messageOf({ longitude: -180.5 }, 'longitude')).toBe('Longitude must be a number from -180 to 180');
    expect(messageOf({ latitude: -90, longitude: 180 }, 'latitude')).toBeUndefined();
  });
  test('SPEC §9: time zones MST/CST/EST/PST only; USD for US lots, CAD for Canadian lots', () => {
    expect(messageOf({ timeZone: 'AST' }, 'timeZone')).toBe('Choose one of the options');
    expect(messageOf({ currency: 'USD' }, 'currency')).toBe('Lots in the US are priced in USD, lots in Canada in CAD');
    expect(messageOf({ country: 'US', currency: 'USD' }, 'currency')).toBeUndefined();
    expect(messageOf({ country: 'MX' }, 'country')).toBe('Choose one of the options');
  });
  test('slots: a whole number from 1 to 10000', () => {
    expect(messageOf({ totalSlots: '0' }, 'totalSlots')).toBe('Slots must be a whole number from 1 to 10000');
    expect(messageOf({ totalSlots: '2.5' }, 'totalSlots')).toBe('Slots must be a whole number from 1 to 10000');
    expect(messageOf({ totalSlots: 10001 }, 'totalSlots')).toBe('Slots must be a whole number from 1 to 10000');
    expect(messageOf({ totalSlots: '10000' }, 'totalSlots')).toBeUndefined();
  });
  test('"a US address takes state ZZ and postal code !!!": a US lot needs a state code and a ZIP code, a Canadian one a province and a postal code', () => {
    const us = { country: 'US', currency: 'USD', region: 'ND', postalCode: '58103' };
    expect(validateParkingLot({ ...VALID, ...us })).toEqual({});
    expect(messageOf({ ...us, region: 'ZZ' }, 'region')).toBe('Enter a US state as its 2-letter code (e.g. ND)');
    expect(messageOf({ ...us, postalCode: '!!!' }, 'postalCode')).toBe('Enter a ZIP code of 5 digits (or 5+4)');
    expect(messageOf({ region: 'ND' }, 'region')).toBe('Enter a Canadian province as its 2-letter code (e.g. AB)');
    expect(messageOf({ postalCode: '58103' }, 'postalCode')).toBe('Enter a postal code like T2P 1J9');
  });
  test('"a lot name is cut silently at 63 characters": a longer name is refused with a message saying the limit', () => {
    expect(messageOf({ name: 'n'.repeat(63) }, 'name')).toBeUndefined();
    expect(messageOf({ name: 'n'.repeat(64) }, 'name')).toBe('Lot name must be less than 64 characters');
  });
});

describe('validateAccessCode', () => {
  const ok = { code: 'GATE2026', validFrom: '2026-12-01T08:00:00Z', validTo: '2026-12-31T08:00:00Z' };
  test('a code under 32 characters with a window is valid', () => expect(validateAccessCode(ok)).toEqual({}));
  test('SPEC §5: code less than 32 characters (31 pass, 32 fail)', () => {
    expect(validateAccessCode({ ...ok, code: 'x'.repeat(31) }).code).toBeUndefined();
    expect(validateAccessCode({ ...ok, code: 'x'.repeat(32) }).code?.message).toBe('Code must be less than 32 characters');
  });
  test('the end must be after the start (equal is refused)', () => {
    expect(validateAccessCode({ ...ok, validTo: ok.validFrom }).validTo?.message).toBe('The end must be after the start');
    expect(validateAccessCode({ ...ok, validTo: 'soon' }).validTo?.message).toBe('Enter a valid date');
    expect(validateAccessCode({ ...ok, code: '' }).code?.message).toBe('This field is required');
  });
});
