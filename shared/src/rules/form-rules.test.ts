import { isFormValid, validateChangePassword, validateProfile, validateSwitchOrganization } from './form-rules';

const msg = (e: { message: string } | undefined) => e?.message;

describe('Change Password form', () => {
  const ok = { oldPassword: 'old#Pass1', newPassword: 'New#Pass2', confirmnewPassword: 'New#Pass2' };

  it("oldPassword required: 'Enter Old Password'", () => {
    const e = validateChangePassword({ ...ok, oldPassword: '' });
    expect(e.oldPassword).toEqual({ key: 'validation.enterOldPassword', message: 'Enter Old Password' });
  });
  it("newPassword required: 'Enter New Password'", () => {
    expect(msg(validateChangePassword({ ...ok, newPassword: undefined }).newPassword)).toBe('Enter New Password');
  });
  it("newPassword 8 to 64 characters: 'New password must be 8 to 64 characters'", () => {
    expect(msg(validateChangePassword({ ...ok, newPassword: 'short', confirmnewPassword: 'short' }).newPassword)).toBe(
      'New password must be 8 to 64 characters',
    );
    expect(validateChangePassword({ ...ok, newPassword: 'x'.repeat(65), confirmnewPassword: 'x'.repeat(65) }).newPassword?.key).toBe(
      'validation.passwordLength',
    );
  });
  it("confirmnewPassword required: 'Enter Confirmed New Password'", () => {
    expect(msg(validateChangePassword({ ...ok, confirmnewPassword: null }).confirmnewPassword)).toBe('Enter Confirmed New Password');
  });
  it("confirmnewPassword must equal newPassword: 'Your passwords do not match.'", () => {
    const e = validateChangePassword({ ...ok, confirmnewPassword: 'New#Pass3' });
    expect(e.confirmnewPassword).toEqual({ key: 'validation.passwordsDoNotMatch', message: 'Your passwords do not match.' });
  });
  it('an empty form reports all three required messages', () => {
    expect(Object.fromEntries(Object.entries(validateChangePassword({})).map(([k, v]) => [k, v?.message]))).toEqual({
      oldPassword: 'Enter Old Password',
      newPassword: 'Enter New Password',
      confirmnewPassword: 'Enter Confirmed New Password',
    });
  });
  it('a complete, matching form is valid', () => {
    expect(validateChangePassword(ok)).toEqual({});
    expect(isFormValid(validateChangePassword(ok))).toBe(true);
  });
  it('whitespace-only counts as empty', () => {
    expect(msg(validateChangePassword({ ...ok, oldPassword: '   ' }).oldPassword)).toBe('Enter Old Password');
  });
});

describe('My Profile form', () => {
  const ok = { email: 'owner@haulstop.test', firstName: 'Olive', lastName: 'Owner' };
  it("email required ('Enter Email')", () => expect(msg(validateProfile({ ...ok, email: '' }).email)).toBe('Enter Email'));
  it("firstName required: 'Enter First Name'", () => expect(msg(validateProfile({ ...ok, firstName: '' }).firstName)).toBe('Enter First Name'));
  it("lastName required: 'Enter Last Name'", () => expect(msg(validateProfile({ ...ok, lastName: ' ' }).lastName)).toBe('Enter Last Name'));
  it('names (first, last, e-mail) under 64 characters', () => {
    const e = validateProfile({ email: `${'a'.repeat(60)}@x.io`, firstName: 'a'.repeat(64), lastName: 'b'.repeat(63) });
    expect(e.email?.key).toBe('validation.nameMaxLength');
    expect(e.firstName?.key).toBe('validation.nameMaxLength');
    expect(e.lastName).toBeUndefined();
  });
  it('a valid profile has no errors', () => expect(validateProfile(ok)).toEqual({}));
});

describe('Switch Organization form', () => {
  it('no rules', () => expect(validateSwitchOrganization({ orgId: undefined })).toEqual({}));
});
