import { isLanguage } from '@haulstop/shared/constants';
import { ruleError } from './messages';
import { isBlank, validateEmailFormat, validateMakeYear, validateName, validatePhone, validateRequired, validateVin } from './field-rules';
import { errorsOf, type FormErrors } from './form-rules';

/*
 * Fleet forms: the driver and asset forms and the API
 * apply these same functions.
 */

export type DriverValues = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  employeeId?: string | null;
  driverType?: string | null;
  language?: string | null;
};
export type DriverField = keyof DriverValues;

/**
 * Driver: first and last name required and under 64 characters; e-mail under 64 and well formed;
 * phone 9 or 10 digits; driver type required; language, when given, one of the UI languages (the
 * driver's trip-link mail and SMS are written in it).
 * @example validateDriver({ firstName: 'Ann', lastName: 'Lee', phone: '12345', driverType: 'Company' }).phone?.message
 *   // 'Phone number must be 9 or 10 digits'
 */
export function validateDriver(values: DriverValues): FormErrors<DriverField> {
  const firstName = validateRequired(values.firstName, 'validation.enterFirstName') ?? validateName(values.firstName);
  const lastName = validateRequired(values.lastName, 'validation.enterLastName') ?? validateName(values.lastName);
  const email = validateName(values.email) ?? validateEmailFormat(values.email);
  const phone = validatePhone(values.phone);
  const driverType = validateRequired(values.driverType);
  const language = isBlank(values.language) || isLanguage(values.language) ? null : ruleError('validation.chooseOption');
  return errorsOf<DriverField>({ firstName, lastName, email, phone, driverType, language });
}

/** The digits of a phone number as stored (separators dropped): `normalizePhone('(403) 555-0100') === '4035550100'`. */
export function normalizePhone(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return value.replace(/[\s.()-]/g, '');
}

export type AssetValues = {
  vin?: string | null;
  licensePlate?: string | null;
  makeYear?: string | null;
  assetTypeId?: number | string | null;
};
export type AssetField = keyof AssetValues;

/**
 * Asset: VIN required and exactly 17 letters or digits; licence plate and asset type required;
 * make year 4 digits.
 * @example validateAsset({ vin: '123', licensePlate: 'AB1', assetTypeId: 1 }).vin?.message // 'VIN must be exactly 17 characters'
 */
export function validateAsset(values: AssetValues): FormErrors<AssetField> {
  const vin = validateRequired(values.vin) ?? validateVin(values.vin);
  const licensePlate = validateRequired(values.licensePlate);
  const makeYear = validateMakeYear(values.makeYear);
  const assetTypeId = validateRequired(values.assetTypeId === 0 ? null : values.assetTypeId);
  return errorsOf<AssetField>({ vin, licensePlate, makeYear, assetTypeId });
}

/** A VIN as stored: trimmed and upper-cased (SPEC: "checked, and upper-cased"). */
export const normalizeVin = (vin: string): string => vin.trim().toUpperCase();

/**
 * The root of a DOT number: SPEC §8 refuses a sub-carrier whose DOT has "the same root" as one
 * already registered. We read the root as the first 8 digits (the shortest valid DOT number), so
 * 12345678 and 1234567801 share a root.
 * @example dotRoot('1234567801') === '12345678'
 */
export const dotRoot = (dotNumber: string): string => dotNumber.trim().slice(0, 8);
