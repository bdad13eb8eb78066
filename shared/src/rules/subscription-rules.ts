import { validateEmailFormat, validateMakeYear, validateName, validatePercentage, validatePhone, validateRequired } from './field-rules';
import { errorsOf, type FormErrors } from './form-rules';
import { ruleError } from './messages';

/*
 * Sales agents and subscription plans: the platform's forms and the API apply these same functions.
 */

export type SalesAgentValues = {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  commissionPercentage?: number | string | null;
};
export type SalesAgentField = keyof SalesAgentValues;

/** At most two decimals: a commission is kept in hundredths of a percent. */
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/**
 * Sales agent: name required, under 64 characters; e-mail required and well formed; phone 9 or 10
 * digits; commission percentage required, 0–100 with at most 2 decimals.
 * @example validateSalesAgent({ name: 'Ann', email: 'ann@x.test', phone: '4035550100', commissionPercentage: 101 }).commissionPercentage?.message
 *   // 'Percentage cannot be more than 100'
 */
export function validateSalesAgent(values: SalesAgentValues): FormErrors<SalesAgentField> {
  const name = validateRequired(values.name) ?? validateName(values.name);
  const email = validateRequired(values.email, 'validation.enterEmail') ?? validateName(values.email) ?? validateEmailFormat(values.email);
  const phone = validateRequired(values.phone) ?? validatePhone(values.phone);
  const raw = values.commissionPercentage;
  const commission = validateRequired(raw) ?? validatePercentage(raw) ?? (TWO_DECIMALS.test(String(raw).trim()) ? null : ruleError('validation.invalidNumber'));
  return errorsOf<SalesAgentField>({ name, email, phone, commissionPercentage: commission });
}

/** A percentage with at most 2 decimals as hundredths of a percent (basis points): `percentToBasisPoints(12.5) === 1250`. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);

/** Basis points back to a percentage: `basisPointsToPercent(1250) === 12.5`. */
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

export type SubscriptionPlanValues = { name?: string | null; priceMinor?: number | string | null };
export type SubscriptionPlanField = keyof SubscriptionPlanValues;

/** Plan: name required, under 64 characters; price a whole number of minor units, not negative. */
export function validateSubscriptionPlan(values: SubscriptionPlanValues): FormErrors<SubscriptionPlanField> {
  const name = validateRequired(values.name) ?? validateName(values.name);
  const price = validateRequired(values.priceMinor) ?? (/^\d{1,9}$/.test(String(values.priceMinor).trim()) ? null : ruleError('validation.invalidNumber'));
  return errorsOf<SubscriptionPlanField>({ name, priceMinor: price });
}

export type SubscribeValues = {
  planId?: string | null;
  paymentMethodId?: string | null;
  cardNumber?: string | null;
  expMonth?: string | null;
  expYear?: string | null;
};
export type SubscribeField = keyof SubscribeValues;

/** The /sinvoice subscribe form's choice of a new card (instead of a saved one). */
export const NEW_CARD = 'new';

/**
 * Subscribe: a plan and a card are required; a new card needs its number (13–19 digits, spaces
 * allowed) and its expiry month (1–12) and year (4 digits); the gateway checks the rest.
 */
export function validateSubscribe(values: SubscribeValues): FormErrors<SubscribeField> {
  const errors: FormErrors<SubscribeField> = {};
  const planId = validateRequired(values.planId, 'validation.chooseOption');
  const paymentMethodId = validateRequired(values.paymentMethodId, 'validation.chooseOption');
  if (planId) errors.planId = planId;
  if (paymentMethodId) errors.paymentMethodId = paymentMethodId;
  if (values.paymentMethodId === NEW_CARD) {
    const digits = (values.cardNumber ?? '').replace(/\s/g, '');
    const cardNumber = validateRequired(values.cardNumber) ?? (/^\d{13,19}$/.test(digits) ? null : ruleError('validation.invalidNumber'));
    const month = Number(values.expMonth);
    const expMonth = validateRequired(values.expMonth) ?? (Number.isInteger(month) && month >= 1 && month <= 12 ? null : ruleError('validation.invalidNumber'));
    const expYear = validateRequired(values.expYear) ?? validateMakeYear(values.expYear);
    if (cardNumber) errors.cardNumber = cardNumber;
    if (expMonth) errors.expMonth = expMonth;
    if (expYear) errors.expYear = expYear;
  }
  return errors;
}
