import { isPlatformOrganization } from '@haulstop/shared/constants';
import { ruleError } from './messages';

/**
 * An open account pays at a lot when the lot's owner granted it, or the platform did (its accounts
 * are good at every lot). The reserve page's choices and the API's charge ask this one rule.
 */
export function openAccountPaysAt(account: { grantedByOrgId: number }, lotOwnerOrgId: number): boolean {
  return account.grantedByOrgId === lotOwnerOrgId || isPlatformOrganization(account.grantedByOrgId);
}

/** The card number's digits, spaces and dashes dropped. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The Luhn check digit test every card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card number typed in: 13 to 19 digits (spaces and dashes allowed) that pass the Luhn check.
 * The gateway and the payment forms apply the same test.
 * @example validateCardNumber('4242 4242 4242 4241')?.message // 'Enter a valid card number'
 */
export function validateCardNumber(cardNumber: string | null | undefined) {
  const number = cardDigits(cardNumber ?? '');
  if (!number) return ruleError('validation.required');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) return ruleError('validation.cardNumber');
  return null;
}
