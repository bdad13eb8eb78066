import {
  validateDotNumber,
  validateEmailFormat,
  validateName,
  validateOrganizationName,
  validatePasswordLength,
  validatePasswordMatch,
  validateRequired,
} from './field-rules';
import { isRole } from '@haulstop/shared/constants';
import type { FormErrors } from './form-rules';
import { ruleError, type RuleError } from './messages';

/** Organisation types a person may sign up as (the platform organisation is not one). */
export const SIGNUP_ORG_TYPES = ['CARRIER', 'BROKER', 'PARKING_LOT_OWNER'] as const;
export type SignupOrgType = (typeof SIGNUP_ORG_TYPES)[number];

export type SignupValues = {
  orgName: string;
  orgType: SignupOrgType;
  dotNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

export const EMPTY_SIGNUP: SignupValues = {
  orgName: '',
  orgType: 'CARRIER',
  dotNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export type SignupErrors = Partial<Record<keyof SignupValues, RuleError>>;

const first = (...results: (RuleError | null)[]) => results.find((r): r is RuleError => r !== null) ?? undefined;

/**
 * Sign-up rules, all from @haulstop/shared/rules, each message in the SPEC §5 style
 * ('Enter …'); the sign-up page and POST /api/auth/signup apply them both: names under 64, organisation name under 35, DOT 8 to 12 digits (carriers only: a
 * DOT number identifies a motor carrier), a password of 8 to 64 characters typed twice alike.
 * @example validateSignup({ ...EMPTY_SIGNUP }).firstName?.key === 'validation.enterFirstName'
 */
export function validateSignup(v: SignupValues): SignupErrors {
  const errors: SignupErrors = {
    orgName: first(validateRequired(v.orgName, 'validation.enterOrganizationName'), validateOrganizationName(v.orgName)),
    dotNumber: v.orgType === 'CARRIER' ? first(validateRequired(v.dotNumber, 'validation.enterDotNumber'), validateDotNumber(v.dotNumber)) : undefined,
    firstName: first(validateRequired(v.firstName, 'validation.enterFirstName'), validateName(v.firstName)),
    lastName: first(validateRequired(v.lastName, 'validation.enterLastName'), validateName(v.lastName)),
    email: first(validateRequired(v.email, 'validation.enterEmail'), validateEmailFormat(v.email), validateName(v.email)),
    password: first(validateRequired(v.password, 'validation.enterPassword'), validatePasswordLength(v.password, 'validation.accountPasswordLength')),
    confirmPassword: first(validateRequired(v.confirmPassword, 'validation.enterConfirmPassword'), validatePasswordMatch(v.password, v.confirmPassword)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as SignupErrors;
}

export type InvitationValues = { loginId?: string | null; role?: string | null };
export type InvitationField = keyof InvitationValues;

/** An invitation: an e-mail address (the login), and a role of SPEC §6 (admin, Manager, user). */
export function validateInvitation(v: InvitationValues): FormErrors<InvitationField> {
  const errors: FormErrors<InvitationField> = {};
  const loginId = validateRequired(v.loginId, 'validation.enterEmail') ?? validateEmailFormat(v.loginId);
  if (loginId) errors.loginId = loginId;
  if (!isRole(v.role ?? '')) errors.role = ruleError('validation.chooseOption');
  return errors;
}
