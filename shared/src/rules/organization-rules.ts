import {
  isBlank,
  validateAbaRouting,
  validateDotNumber,
  validateExpiryDate,
  validateInstitutionNumber,
  validateName,
  validateOrganizationName,
  validatePhone,
  validatePostalCode,
  validateRegion,
  validateRequired,
  validateTaxId,
  validateTransitNumber,
} from './field-rules';
import type { FormErrors } from './form-rules';
import { ruleError, type RuleError } from './messages';
import { isAccountingTimeZone } from '@haulstop/shared/time';

type Text = string | null | undefined;

export type OrganizationProfileValues = {
  orgName?: Text;
  dotNumber?: Text;
  taxId?: Text;
  phone?: Text;
  address?: Text;
  city?: Text;
  region?: Text;
  postalCode?: Text;
  country?: Text;
  timeZone?: Text;
};
export type OrganizationProfileField = keyof OrganizationProfileValues;

const first = (...errors: (RuleError | null)[]) => errors.find((error) => error !== null) ?? null;
const optional = (value: Text, rule: (value: Text) => RuleError | null) => (isBlank(value) ? null : rule(value));

/**
 * The company record: the name required and under 35 characters (the sign-up form's
 * rule, so a name that signed up can be saved again), DOT 8–12 digits (required of a carrier),
 * tax id 9 digits, phone 9–10 digits, country US or Canada, and for those a state or province
 * code and a ZIP or postal code of the country; the accounting zone UTC or a lot's zone.
 * @example validateOrganizationProfile({ orgName: 'Prairie', phone: '12' }, 'PARKING_LOT_OWNER').phone?.key // 'validation.phone'
 */
export function validateOrganizationProfile(values: OrganizationProfileValues, orgType: string | null | undefined): FormErrors<OrganizationProfileField> {
  const errors: FormErrors<OrganizationProfileField> = {};
  const set = (field: OrganizationProfileField, error: RuleError | null) => {
    if (error) errors[field] = error;
  };
  set('orgName', first(validateRequired(values.orgName, 'validation.enterOrganizationName'), validateOrganizationName(values.orgName)));
  set(
    'dotNumber',
    orgType === 'CARRIER'
      ? first(validateRequired(values.dotNumber, 'validation.enterDotNumber'), validateDotNumber(values.dotNumber))
      : optional(values.dotNumber, validateDotNumber),
  );
  set('taxId', optional(values.taxId, validateTaxId));
  set('phone', optional(values.phone, validatePhone));
  set('city', optional(values.city, validateName));
  set('region', first(optional(values.region, validateName), validateRegion(values.country, values.region)));
  set('postalCode', validatePostalCode(values.country, values.postalCode));
  set('country', isBlank(values.country) || values.country === 'US' || values.country === 'CA' ? null : ruleError('validation.chooseOption'));
  set('timeZone', isBlank(values.timeZone) || isAccountingTimeZone(values.timeZone) ? null : ruleError('validation.chooseOption'));
  return errors;
}

export type BankDetailsValues = {
  accountHolderName?: Text;
  accountNumber?: Text;
  country?: Text;
  abaRoutingNumber?: Text;
  transitNumber?: Text;
  institutionNumber?: Text;
  swiftCode?: Text;
};
export type BankDetailsField = keyof BankDetailsValues;

/**
 * Bank details: the holder named (under 64), the account 4–17 digits; in the US an ABA
 * routing number of exactly 9 digits, in Canada a transit number of 5 digits and a financial
 * institution number of 3; a SWIFT code, when given, 8 or 11 letters and digits.
 */
export function validateBankDetails(values: BankDetailsValues): FormErrors<BankDetailsField> {
  const errors: FormErrors<BankDetailsField> = {};
  const set = (field: BankDetailsField, error: RuleError | null) => {
    if (error) errors[field] = error;
  };
  set('accountHolderName', first(validateRequired(values.accountHolderName), validateName(values.accountHolderName)));
  set(
    'accountNumber',
    first(validateRequired(values.accountNumber), /^\d{4,17}$/.test(String(values.accountNumber ?? '').trim()) ? null : ruleError('validation.accountNumber')),
  );
  set('country', values.country === 'US' || values.country === 'CA' ? null : ruleError('validation.chooseOption'));
  if (values.country === 'US') set('abaRoutingNumber', first(validateRequired(values.abaRoutingNumber), validateAbaRouting(values.abaRoutingNumber)));
  if (values.country === 'CA') {
    set('transitNumber', first(validateRequired(values.transitNumber), validateTransitNumber(values.transitNumber)));
    set('institutionNumber', first(validateRequired(values.institutionNumber), validateInstitutionNumber(values.institutionNumber)));
  }
  set(
    'swiftCode',
    optional(values.swiftCode, (v) => (/^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(String(v).trim()) ? null : ruleError('validation.swiftCode'))),
  );
  return errors;
}

export type OrganizationDocumentValues = { kind?: Text; signedDate?: Text; expiryDate?: Text; filePath?: Text };
export type OrganizationDocumentField = keyof OrganizationDocumentValues;

/** A document: insurance or agreement, signed and expiry dates, the expiry not before the signing, a file. */
export function validateOrganizationDocument(values: OrganizationDocumentValues): FormErrors<OrganizationDocumentField> {
  const errors: FormErrors<OrganizationDocumentField> = {};
  if (values.kind !== 'insurance' && values.kind !== 'agreement') errors.kind = ruleError('validation.chooseOption');
  const signed = validateRequired(values.signedDate);
  if (signed) errors.signedDate = signed;
  const expiry = validateRequired(values.expiryDate) ?? (signed ? null : validateExpiryDate(values.signedDate, values.expiryDate));
  if (expiry) errors.expiryDate = expiry;
  if (isBlank(values.filePath)) errors.filePath = ruleError('validation.fileRequired');
  return errors;
}
