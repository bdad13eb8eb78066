/**
 * SPEC §5 validation rules the API applies. The single place to switch to
 * `@haulstop/shared/rules` once that module exists, so the UI and the API share one wording.
 */
export const NAME_LIMIT = 64; // "names (first, last, e-mail) under 64 characters"
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const messages = {
  enterOldPassword: 'Enter Old Password',
  enterNewPassword: 'Enter New Password',
  enterEmail: 'Enter Email',
  enterFirstName: 'Enter First Name',
  enterLastName: 'Enter Last Name',
  passwordLength: `New password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  invalidEmail: 'Enter a valid email address',
  underLimit: (field: string, limit: number) => `${field} must be under ${limit} characters`,
} as const;

/** Messages for a required field that is missing or blank, by field name (SPEC §5 wording). */
export const requiredFieldMessages: Readonly<Record<string, string>> = {
  oldPassword: messages.enterOldPassword,
  newPassword: messages.enterNewPassword,
  email: messages.enterEmail,
  firstName: messages.enterFirstName,
  lastName: messages.enterLastName,
};

const isBlank = (value: string | undefined | null) => value === undefined || value === null || value.trim() === '';

// A pragmatic address check: something@something.tld with no spaces; delivery proves the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** First failed rule of the Change Password form (SPEC §5), or undefined when valid. */
export function passwordChangeError(input: { oldPassword?: string; newPassword?: string }): string | undefined {
  if (isBlank(input.oldPassword)) return messages.enterOldPassword;
  if (isBlank(input.newPassword)) return messages.enterNewPassword;
  const length = input.newPassword!.length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return messages.passwordLength;
  return undefined;
}

/** First failed rule of the My Profile form (SPEC §5), or undefined when valid. */
export function profileError(input: { email?: string; firstName?: string; lastName?: string }): string | undefined {
  if (isBlank(input.email)) return messages.enterEmail;
  if (isBlank(input.firstName)) return messages.enterFirstName;
  if (isBlank(input.lastName)) return messages.enterLastName;
  if (input.email!.trim().length >= NAME_LIMIT) return messages.underLimit('email', NAME_LIMIT);
  if (input.firstName!.trim().length >= NAME_LIMIT) return messages.underLimit('firstName', NAME_LIMIT);
  if (input.lastName!.trim().length >= NAME_LIMIT) return messages.underLimit('lastName', NAME_LIMIT);
  if (!EMAIL.test(input.email!.trim())) return messages.invalidEmail;
  return undefined;
}
