import { EMPTY_SIGNUP, validateSignup } from './signup-form';

describe('sign-up form rules (SPEC §5)', () => {
  it('required names and e-mail use the SPEC messages', () => {
    const errors = validateSignup(EMPTY_SIGNUP);
    expect(errors.firstName?.message).toBe('Enter First Name');
    expect(errors.lastName?.message).toBe('Enter Last Name');
    expect(errors.email?.message).toBe('Enter Email');
  });

  it('DOT number 8 to 12 digits, asked of carriers only', () => {
    const filled = { ...EMPTY_SIGNUP, orgName: 'Acme', firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'x' };
    expect(validateSignup({ ...filled, dotNumber: '1234' }).dotNumber?.key).toBe('validation.dotNumber');
    expect(validateSignup({ ...filled, dotNumber: '12345678' })).toEqual({});
    expect(validateSignup({ ...filled, orgType: 'BROKER' })).toEqual({});
  });

  it('organisation name under 35 characters', () => {
    expect(validateSignup({ ...EMPTY_SIGNUP, orgName: 'x'.repeat(35) }).orgName?.key).toBe('validation.orgNameMaxLength35');
  });
});
