import type { FormErrors } from './form-rules';
import { ruleError } from './messages';
import { moneyToMinor } from './money-rules';
import { validateCardNumber } from './payment-rules';

export type InvoicePaymentField = 'amount' | 'cardNumber';

export type InvoicePaymentValues = {
  /** major units as typed: "120.50" */
  amount: string;
  /** what pays: 'card' (a typed card number) or a saved method's id */
  source: string;
  cardNumber: string;
  /** the invoice's open balance, minor units as text (the form carries it so the rule is pure) */
  balanceMinor: string;
};

/** The typed-card source of the pay form; any other source is a saved method's id. */
export const NEW_CARD_SOURCE = 'card';

/**
 * Paying an invoice ("Partially Paid when short"): an amount of at least one cent with
 * at most 2 decimals, not above the balance (the API refuses more: AMOUNT_OVER_BALANCE); a typed
 * card is checked as every typed card is (validateCardNumber: 13 to 19 digits, Luhn).
 * @example validateInvoicePayment({ amount: '50', source: 'card', cardNumber: '4242 4242 4242 4242', balanceMinor: '4000' }).amount?.key
 *   // 'validation.amountOverBalance'
 */
export function validateInvoicePayment(values: InvoicePaymentValues): FormErrors<InvoicePaymentField> {
  const errors: FormErrors<InvoicePaymentField> = {};
  const amount = moneyToMinor(values.amount);
  if ((values.amount ?? '').trim() === '') errors.amount = ruleError('validation.required');
  else if (amount === null || amount < 1) errors.amount = ruleError('validation.invalidNumber');
  else if (amount > Number(values.balanceMinor)) errors.amount = ruleError('validation.amountOverBalance');
  if (values.source === NEW_CARD_SOURCE) {
    const card = validateCardNumber(values.cardNumber);
    if (card) errors.cardNumber = card;
  }
  return errors;
}
