import { isBlank, validateDiscountCode, validateName, validatePercentage, validateRequired } from './field-rules';
import type { FormErrors } from './form-rules';
import { ruleError } from './messages';
import { moneyToMinor, validateOptionalMoney } from './money-rules';

export type CatalogueItemValues = { name?: string | null };
export type CatalogueItemField = keyof CatalogueItemValues;

/**
 * A catalogue entry (amenity, asset type, equipment type): a name is required and, like every
 * name, less than 64 characters.
 * @example validateCatalogueItem({ name: '' }).name?.key // 'validation.required'
 */
export function validateCatalogueItem(values: CatalogueItemValues): FormErrors<CatalogueItemField> {
  const name = validateRequired(values.name) ?? validateName(values.name);
  return name ? { name } : {};
}

export type DiscountCodeValues = {
  code?: string | null;
  type?: string | null;
  /** PERCENTAGE: the percentage; FIXED: the amount (the form's text in major units, the API's minor units) */
  value?: string | number | null;
  validFrom?: string | null;
  validTo?: string | null;
  /** optional limits, as typed: a whole number of uses, amounts in major units */
  maxUsesPerCode?: string | null;
  totalValue?: string | null;
  maxCap?: string | null;
};
export type DiscountCodeField = keyof DiscountCodeValues;

/**
 * A discount code: the code 6 to 50 letters or digits; a percentage not over 100, a
 * fixed amount more than 0; the window's end after its start.
 * @example validateDiscountCodeForm({ code: 'SAVE10', type: 'PERCENTAGE', value: '120', validFrom: '2026-01-01', validTo: '2026-02-01' }).value?.key // 'validation.percentageMax'
 */
export function validateDiscountCodeForm(values: DiscountCodeValues): FormErrors<DiscountCodeField> {
  const errors: FormErrors<DiscountCodeField> = {};
  const code = validateRequired(values.code) ?? validateDiscountCode(values.code);
  if (code) errors.code = code;
  const type = validateRequired(values.type);
  if (type) errors.type = type;
  let value = validateRequired(values.value);
  if (!value) {
    const n = Number(String(values.value).trim());
    if (!Number.isFinite(n) || n <= 0) value = ruleError('validation.invalidNumber');
    else if (values.type === 'PERCENTAGE') value = validatePercentage(n);
  }
  if (value) errors.value = value;
  const uses = (values.maxUsesPerCode ?? '').trim();
  if (uses !== '' && !/^[1-9]\d{0,8}$/.test(uses)) errors.maxUsesPerCode = ruleError('validation.invalidNumber');
  for (const field of ['totalValue', 'maxCap'] as const) {
    const money = validateOptionalMoney(values[field]) ?? (moneyToMinor(values[field]) === 0 ? ruleError('validation.invalidNumber') : null);
    if (money) errors[field] = money;
  }
  const from = validateRequired(values.validFrom);
  const to = validateRequired(values.validTo);
  if (from) errors.validFrom = from;
  if (to) errors.validTo = to;
  if (!from && !to && !isBlank(values.validFrom) && !isBlank(values.validTo)) {
    const start = new Date(String(values.validFrom)).getTime();
    const end = new Date(String(values.validTo)).getTime();
    if (Number.isNaN(start)) errors.validFrom = ruleError('validation.invalidDate');
    else if (Number.isNaN(end)) errors.validTo = ruleError('validation.invalidDate');
    else if (end <= start) errors.validTo = ruleError('validation.endAfterStart');
  }
  return errors;
}
