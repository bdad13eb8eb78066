import { validateDotNumber, validateEmailFormat, validateName, validateOrganizationName, validateRequired } from './field-rules';
import type { FormErrors } from './form-rules';

/*
 * Carrier network: the add-sub-carrier form and the API apply these same
 * functions. The SPEC names the refusals by message key without their wording; the wording is ours.
 */

/** SPEC §8 refusals of a sub-carrier, by error code: the API answers them, the screens show them. */
export const NETWORK_REFUSALS = {
  DOT_ALREADY_REGISTERED: 'DOT number is already registered',
  DOT_SAME_ROOT: 'A DOT number with the same root cannot be added',
  PARKING_LOT_OWNER_NOT_CARRIER: 'A parking lot owner cannot be added as a carrier',
} as const;

export type NetworkCarrierValues = { dotNumber?: string | null; orgName?: string | null; email?: string | null };
export type NetworkCarrierField = keyof NetworkCarrierValues;

/**
 * Sub-carrier: DOT number required, 8 to 12 digits; organisation name required, under 65
 * characters; contact e-mail required, well formed, under 64 characters.
 * @example validateNetworkCarrier({ dotNumber: '123', orgName: 'A', email: 'a@b.test' }).dotNumber?.message // 'DOT number must be 8 to 12 digits'
 */
export function validateNetworkCarrier(
  values: NetworkCarrierValues,
  fields: readonly NetworkCarrierField[] = ['dotNumber', 'orgName', 'email'],
): FormErrors<NetworkCarrierField> {
  const errors: FormErrors<NetworkCarrierField> = {};
  const checks: Record<NetworkCarrierField, () => ReturnType<typeof validateRequired>> = {
    dotNumber: () => validateRequired(values.dotNumber?.trim(), 'validation.enterDotNumber') ?? validateDotNumber(values.dotNumber?.trim()),
    orgName: () => validateRequired(values.orgName?.trim(), 'validation.enterOrganizationName') ?? validateOrganizationName(values.orgName?.trim(), 65),
    email: () =>
      validateRequired(values.email?.trim(), 'validation.enterEmail') ?? validateEmailFormat(values.email?.trim()) ?? validateName(values.email?.trim()),
  };
  for (const field of fields) {
    const error = checks[field]();
    if (error) errors[field] = error;
  }
  return errors;
}
