import { validateNetworkCarrier } from './network-rules';

describe('validateNetworkCarrier', () => {
  test('a DOT number of 8 to 12 digits, a name and a valid e-mail pass', () => {
    expect(validateNetworkCarrier({ dotNumber: '123456789012', orgName: 'Ridgeway', email: 'a@b.test' })).toEqual({});
  });

  test('DOT number 8 to 12 digits', () => {
    expect(validateNetworkCarrier({ dotNumber: '1234567', orgName: 'A', email: 'a@b.test' }).dotNumber?.message).toBe('DOT number must be 8 to 12 digits');
    expect(validateNetworkCarrier({ dotNumber: '1234567890123', orgName: 'A', email: 'a@b.test' }).dotNumber?.key).toBe('validation.dotNumber');
    expect(validateNetworkCarrier({ dotNumber: '', orgName: 'A', email: 'a@b.test' }).dotNumber?.message).toBe('Enter DOT Number');
  });

  test('organisation name required and under 65 characters; e-mail required and well formed', () => {
    const errors = validateNetworkCarrier({ dotNumber: '12345678', orgName: 'x'.repeat(65), email: 'nope' });
    expect(errors.orgName?.message).toBe('Organization name must be less than 65 characters');
    expect(errors.email?.message).toBe('Enter a valid email address');
  });

  test('only the fields asked for are checked (the edit form has no e-mail)', () => {
    expect(validateNetworkCarrier({ dotNumber: '12345678', orgName: 'A' }, ['dotNumber', 'orgName'])).toEqual({});
  });
});
