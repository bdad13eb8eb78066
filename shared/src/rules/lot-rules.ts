import { CURRENCIES } from '@haulstop/shared/constants';
import { lotTimeZoneOf } from '@haulstop/shared/time';
import { validateCode, validateImages, validateInstructions, validateName, validatePostalCode, validateRegion, validateRequired } from './field-rules';
import type { FormErrors } from './form-rules';
import { RULE_LIMITS } from './limits';
import { ruleError, type RuleError } from './messages';

/** The lot editor's values; numbers may arrive as typed text. */
export type ParkingLotValues = {
  name?: string | null;
  address?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  timeZone?: string | null;
  currency?: string | null;
  totalSlots?: number | string | null;
  instructions?: string | null;
  images?: readonly unknown[] | null;
};
export type ParkingLotField = keyof ParkingLotValues;

export const LOT_COUNTRIES = ['US', 'CA'] as const;

const isBlankValue = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const numberIn = (value: unknown, min: number, max: number) => {
  if (isBlankValue(value)) return false;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max;
};
const oneOf = (value: unknown, options: readonly string[]): RuleError | null =>
  validateRequired(value) ?? (options.includes(String(value)) ? null : ruleError('validation.chooseOption'));

/**
 * The lot editor: name, address, city and region required (under 64; the name's limit
 * said as a message, never cut silently); a US state or Canadian province code and a ZIP or postal
 * code of that country; coordinates in range; a time zone (one of LOT_TIME_ZONES, or
 * MST/CST/EST/PST resolved by the lot's country and region: lotTimeZoneOf); USD for US lots and CAD for Canadian ones; 1 to 10000
 * slots; instructions at most 1000 characters; at least 1 image. The API applies the same rules.
 * @example validateParkingLot({ ...lot, images: [] }).images?.message // 'Add at least 1 image'
 */
export function validateParkingLot(values: ParkingLotValues): FormErrors<ParkingLotField> {
  const errors: FormErrors<ParkingLotField> = {};
  const text = (field: 'name' | 'address' | 'city' | 'region') => validateRequired(values[field]) ?? validateName(values[field]);
  const found: FormErrors<ParkingLotField> = {
    name: validateRequired(values.name) ?? (validateName(values.name) ? ruleError('validation.lotNameMaxLength') : null) ?? undefined,
    address: validateRequired(values.address) ?? undefined,
    city: text('city') ?? undefined,
    region: text('region') ?? validateRegion(values.country, values.region) ?? undefined,
    postalCode: validatePostalCode(values.country, values.postalCode) ?? undefined,
    country: oneOf(values.country, LOT_COUNTRIES) ?? undefined,
    latitude: numberIn(values.latitude, -90, 90) ? undefined : ruleError('validation.latitude'),
    longitude: numberIn(values.longitude, -180, 180) ? undefined : ruleError('validation.longitude'),
    timeZone:
      validateRequired(values.timeZone) ??
      (lotTimeZoneOf(values.timeZone, values.country, values.region) ? null : ruleError('validation.chooseOption')) ??
      undefined,
    currency:
      oneOf(values.currency, CURRENCIES) ??
      (values.country && values.currency !== (values.country === 'CA' ? 'CAD' : 'USD') ? ruleError('validation.currencyForCountry') : null) ??
      undefined,
    totalSlots:
      numberIn(values.totalSlots, RULE_LIMITS.totalSlots.min, RULE_LIMITS.totalSlots.max) && Number.isInteger(Number(values.totalSlots))
        ? undefined
        : ruleError('validation.totalSlots'),
    instructions: validateInstructions(values.instructions) ?? undefined,
    images: validateImages(values.images) ?? undefined,
  };
  for (const [field, error] of Object.entries(found) as [ParkingLotField, RuleError | undefined][]) if (error) errors[field] = error;
  return errors;
}

export type AccessCodeValues = { code?: string | null; validFrom?: string | null; validTo?: string | null };
export type AccessCodeField = keyof AccessCodeValues;

/**
 * A gate access code: the code required and under 32 characters; a validity window
 * whose end is after its start.
 * @example validateAccessCode({ code: 'GATE-2026', validFrom: '2026-12-01T00:00', validTo: '2026-11-01T00:00' }).validTo?.message
 *   // 'The end must be after the start'
 */
export function validateAccessCode(values: AccessCodeValues): FormErrors<AccessCodeField> {
  const errors: FormErrors<AccessCodeField> = {};
  const code = validateRequired(values.code) ?? validateCode(values.code);
  if (code) errors.code = code;
  const from = validateRequired(values.validFrom) ?? (Number.isNaN(Date.parse(String(values.validFrom))) ? ruleError('validation.invalidDate') : null);
  const to = validateRequired(values.validTo) ?? (Number.isNaN(Date.parse(String(values.validTo))) ? ruleError('validation.invalidDate') : null);
  if (from) errors.validFrom = from;
  if (to) errors.validTo = to;
  else if (!from && Date.parse(String(values.validTo)) <= Date.parse(String(values.validFrom))) errors.validTo = ruleError('validation.endAfterStart');
  return errors;
}
