import { EMPTY_SIGNUP, validateInvitation, validateSignup } from './signup-rules';

const FILLED = { ...EMPTY_SIGNUP, orgName: 'Acme', firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Strong#2026', confirmPassword: 'Strong#2026' };

describe('sign-up form rules', () => {
  it("every required field says 'Enter …' in the SPEC §5 style — never 'This field is required'", () => {
    const errors = validateSignup(EMPTY_SIGNUP);
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      orgName: 'Enter Organization Name',
      dotNumber: 'Enter DOT Number',
      firstName: 'Enter First Name',
      lastName: 'Enter Last Name',
      email: 'Enter Email',
      password: 'Enter Password',
      confirmPassword: 'Enter Confirm Password',
    });
  });

  it('a 1-character password gets the length message (8 to 64)', () => {
    expect(validateSignup({ ...FILLED, dotNumber: '12345678', password: 'x', confirmPassword: 'x' }).password?.message).toBe(
      'Password must be 8 to 64 characters',
    );
    expect(validateSignup({ ...FILLED, dotNumber: '12345678', password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }).password?.key).toBe(
      'validation.accountPasswordLength',
    );
  });

  it("the confirmation must equal the password: 'Your passwords do not match.'", () => {
    expect(validateSignup({ ...FILLED, dotNumber: '12345678', confirmPassword: 'Strong#2027' }).confirmPassword?.message).toBe('Your passwords do not match.');
  });

  it('DOT number 8 to 12 digits, asked of carriers only', () => {
    expect(validateSignup({ ...FILLED, dotNumber: '1234' }).dotNumber?.key).toBe('validation.dotNumber');
    expect(validateSignup({ ...FILLED, dotNumber: '12345678' })).toEqual({});
    expect(validateSignup({ ...FILLED, orgType: 'BROKER' })).toEqual({});
  });

  it('organisation name under 35 characters', () => {
    expect(validateSignup({ ...EMPTY_SIGNUP, orgName: 'x'.repeat(35) }).orgName?.key).toBe('validation.orgNameMaxLength35');
  });
});

describe('invitation', () => {
  it('needs an e-mail address and a role of SPEC §6', () => {
    expect(validateInvitation({ loginId: 'new.driver@northline.test', role: 'user' })).toEqual({});
    expect(validateInvitation({ loginId: '', role: 'user' }).loginId?.key).toBe('validation.enterEmail');
    expect(validateInvitation({ loginId: 'not-an-email', role: 'user' }).loginId?.key).toBe('validation.invalidEmail');
    expect(validateInvitation({ loginId: 'a@b.test', role: 'manager' }).role?.key).toBe('validation.chooseOption');
  });
});
