/**
 * The SPEC §5 rules as the API applies them. Rules and wording come from
 * `@haulstop/shared/rules`, the same functions the screens use; this file only picks which
 * apply to an API payload.
 */
import { RULE_LIMITS, RULE_MESSAGES, validateChangePassword, validateProfile, validateStartAt, type RuleError } from '@haulstop/shared/rules';
import { badRequest } from './errors';

/** "names (first, last, e-mail) under 64 characters" */
export const NAME_LIMIT = RULE_LIMITS.nameMaxExclusive;

/** Messages for a required field that is missing, by field name (SPEC §5 wording), used by schema validation. */
export const requiredFieldMessages: Readonly<Record<string, string>> = {
  oldPassword: RULE_MESSAGES['validation.enterOldPassword'],
  newPassword: RULE_MESSAGES['validation.enterNewPassword'],
  email: RULE_MESSAGES['validation.enterEmail'],
  firstName: RULE_MESSAGES['validation.enterFirstName'],
  lastName: RULE_MESSAGES['validation.enterLastName'],
};

/**
 * First failed rule of the Change Password payload, or undefined. The API receives no
 * confirmation field (SPEC §7 payload: newPassword, oldPassword, userId): the form checked it.
 */
export function passwordChangeError(input: { oldPassword?: string; newPassword?: string }): string | undefined {
  const errors = validateChangePassword({ ...input, confirmnewPassword: input.newPassword });
  return (errors.oldPassword ?? errors.newPassword)?.message;
}

/** First failed rule of the My Profile payload (SPEC §5), in form order, or undefined. */
export function profileError(input: { email?: string; firstName?: string; lastName?: string }): string | undefined {
  const errors = validateProfile(input);
  return (errors.email ?? errors.firstName ?? errors.lastName)?.message;
}

const START_CODES: Partial<Record<RuleError['key'], string>> = {
  'validation.startInPast': 'START_IN_PAST',
  'validation.startTooFarAhead': 'START_TOO_FAR_AHEAD',
};

/** The 400 of a start outside the booking window (shared validateStartAt / validateHorizon): START_IN_PAST or START_TOO_FAR_AHEAD. */
export const startRefusal = (error: RuleError) => badRequest(error.message, START_CODES[error.key]);

/**
 * The start of a booking, a quote or a search: a date, from now (less a few minutes' grace) to
 * BOOKING_HORIZON_DAYS ahead, as the /reserve form says; otherwise a 400.
 */
export function bookingStart(startAt: string, now: Date = new Date()): Date {
  const start = new Date(startAt);
  if (Number.isNaN(start.getTime())) throw badRequest('startAt must be a date and time (ISO 8601)');
  const refused = validateStartAt(startAt, now);
  if (refused) throw startRefusal(refused);
  return start;
}
