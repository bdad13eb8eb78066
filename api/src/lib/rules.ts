/**
 * The SPEC §5 rules as the API applies them. Rules and wording come from
 * `@haulstop/shared/rules`, the same functions the screens use; this file only picks which
 * apply to an API payload.
 */
import { RULE_LIMITS, RULE_MESSAGES, validateChangePassword, validateProfile, validateStartAt, type RuleError, type RuleKey } from '@haulstop/shared/rules';
import { badRequest, text, type Text } from './errors';

/** What a shared rule answers for one field: an error with the SPEC §5 message, or nothing. */
type Verdict = { key?: string; message: string } | null | undefined;

/**
 * The one way a shared rule's refusal becomes an answer: 400 VALIDATION_FAILED with the first
 * failed rule's message. `errors` is a rule's field-to-error map, or single verdicts in the order
 * to report them. Options: `order`, the fields in the form's order (default: the rule's own);
 * `describe`, a sentence for the API instead of the form's (which sits beside its field), a `Text`
 * so it is answered in the request's language too, or undefined to keep the rule's;
 * `errorCode`, when a client tells this refusal from the others.
 */
export function refuseInvalid<F extends string>(
  errors: Partial<Record<F, Verdict>> | readonly Verdict[],
  options: { order?: readonly F[]; describe?: (field: F, error: NonNullable<Verdict>) => Text | undefined; errorCode?: string } = {},
): void {
  const byField = errors as Record<string, Verdict>;
  const field = (options.order ?? Object.keys(byField)).find((name) => byField[name]);
  if (field === undefined) return;
  const error = byField[field]!;
  const described = options.describe?.(field as F, error);
  // Both the rule's own message (its key) and a described one are answered in the request's language.
  const message = described ?? (error.key ? text(error.key) : error.message);
  throw badRequest(message, options.errorCode, Array.isArray(errors) ? {} : { field });
}

/** "names (first, last, e-mail) under 64 characters" */
export const NAME_LIMIT = RULE_LIMITS.nameMaxExclusive;

/** The message key of a required field that is missing, by field name, used by schema validation. */
export const requiredFieldKeys: Readonly<Record<string, RuleKey>> = {
  oldPassword: 'validation.enterOldPassword',
  newPassword: 'validation.enterNewPassword',
  email: 'validation.enterEmail',
  firstName: 'validation.enterFirstName',
  lastName: 'validation.enterLastName',
};

/** Messages for a required field that is missing, by field name. */
export const requiredFieldMessages: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(requiredFieldKeys).map(([field, key]) => [field, RULE_MESSAGES[key]]),
);

/**
 * The Change Password rules. The API receives no confirmation field (SPEC §7 payload:
 * newPassword, oldPassword, userId): the form checked it.
 */
export function checkPasswordChange(input: { oldPassword?: string; newPassword?: string }): void {
  refuseInvalid(validateChangePassword({ ...input, confirmnewPassword: input.newPassword }), { order: ['oldPassword', 'newPassword'] });
}

/** The My Profile rules, in form order. */
export function checkProfile(input: { email?: string; firstName?: string; lastName?: string }): void {
  refuseInvalid(validateProfile(input), { order: ['email', 'firstName', 'lastName'] });
}

const START_CODES: Partial<Record<RuleError['key'], string>> = {
  'validation.startInPast': 'START_IN_PAST',
  'validation.startTooFarAhead': 'START_TOO_FAR_AHEAD',
};

/** The 400 of a start outside the booking window (shared validateStartAt / validateHorizon): START_IN_PAST or START_TOO_FAR_AHEAD. */
export const startRefusal = (error: RuleError) => badRequest(text(error.key), START_CODES[error.key], { field: 'startAt' });

/**
 * The start of a booking, a quote or a search: a date, from now (less a few minutes' grace) to
 * BOOKING_HORIZON_DAYS ahead, as the /reserve form says; otherwise a 400.
 */
export function bookingStart(startAt: string, now: Date = new Date()): Date {
  const start = new Date(startAt);
  if (Number.isNaN(start.getTime())) throw badRequest(text('apiErrors.startAtNotDate'), undefined, { field: 'startAt' });
  const refused = validateStartAt(startAt, now);
  if (refused) throw startRefusal(refused);
  return start;
}
