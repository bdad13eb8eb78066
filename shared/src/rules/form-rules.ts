import { validateEmailFormat, validateName, validatePasswordLength, validatePasswordMatch, validateRequired } from './field-rules';
import type { RuleError } from './messages';

export type FormErrors<F extends string> = Partial<Record<F, RuleError>>;

export type ChangePasswordValues = { oldPassword?: string | null; newPassword?: string | null; confirmnewPassword?: string | null };
export type ChangePasswordField = keyof ChangePasswordValues;

export type ProfileValues = { email?: string | null; firstName?: string | null; lastName?: string | null };
export type ProfileField = keyof ProfileValues;

/** A form's errors from each field's check: the fields whose check found an error, with it. */
export function errorsOf<F extends string>(checked: Partial<Record<F, RuleError | null | undefined>>): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [field, error] of Object.entries(checked) as [F, RuleError | null | undefined][]) if (error) errors[field] = error;
  return errors;
}

/** True when a form has no errors: `isFormValid(validateProfile(v))`. */
export function isFormValid(errors: Partial<Record<string, RuleError>>): boolean {
  return Object.values(errors).every((e) => e === undefined);
}

/**
 * Change Password form: each field required; the new password 8 to 64 characters (the
 * API's password policy, checked here too so the form says it before the call); the confirmation
 * must equal the new password.
 * @example validateChangePassword({ oldPassword: 'a', newPassword: 'New#Pass1', confirmnewPassword: 'c' })
 *   // { confirmnewPassword: { key: 'validation.passwordsDoNotMatch', message: 'Your passwords do not match.' } }
 */
export function validateChangePassword(values: ChangePasswordValues): FormErrors<ChangePasswordField> {
  const oldPassword = validateRequired(values.oldPassword, 'validation.enterOldPassword');
  const newPassword = validateRequired(values.newPassword, 'validation.enterNewPassword') ?? validatePasswordLength(values.newPassword);
  const confirm =
    validateRequired(values.confirmnewPassword, 'validation.enterConfirmedNewPassword') ?? validatePasswordMatch(values.newPassword, values.confirmnewPassword);
  return errorsOf<ChangePasswordField>({ oldPassword, newPassword, confirmnewPassword: confirm });
}

/**
 * My Profile form: email, firstName and lastName required; names under 64 characters.
 * @example validateProfile({ email: 'a@b.co', firstName: '', lastName: 'Doe' }).firstName?.message // 'Enter First Name'
 */
export function validateProfile(values: ProfileValues): FormErrors<ProfileField> {
  const email = validateRequired(values.email, 'validation.enterEmail') ?? validateName(values.email) ?? validateEmailFormat(values.email);
  const firstName = validateRequired(values.firstName, 'validation.enterFirstName') ?? validateName(values.firstName);
  const lastName = validateRequired(values.lastName, 'validation.enterLastName') ?? validateName(values.lastName);
  return errorsOf<ProfileField>({ email, firstName, lastName });
}

export type EmailChangeValues = { newEmail?: string | null; password?: string | null };
export type EmailChangeField = keyof EmailChangeValues;

/** Change of login e-mail: a new address (the profile's e-mail rules) and the current password (checked by the API). */
export function validateEmailChange(values: EmailChangeValues): FormErrors<EmailChangeField> {
  const newEmail = validateProfile({ email: values.newEmail, firstName: '-', lastName: '-' }).email;
  const password = validateRequired(values.password, 'validation.enterPassword');
  return errorsOf<EmailChangeField>({ newEmail, password });
}

/** Switch Organization form: no rules; kept so every dialog validates the same way. */
export function validateSwitchOrganization(_values: unknown): FormErrors<never> {
  return {};
}
