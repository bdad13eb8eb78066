import type { LotAvailability, OpenAccount, SavedPaymentMethod } from '@haulstop/shared/contracts';
import { openAccountPaysAt, ruleError, validateCardNumber, type FormErrors } from '@haulstop/shared/rules';
import type { BookingData } from './reserveState';

export type PaymentOption = { value: string; label: string };

/** The select's value of the booking data's payment ('' until one is chosen). */
export function choiceOf(booking: BookingData): string {
  if (!booking.method) return '';
  if (booking.method === 'PAY_LATER') return 'PAY_LATER';
  return `${booking.method}:${booking.paymentMethodId ?? 'new'}`;
}

/** The booking data of a select value; the typed card number is kept only for a new card. */
export function bookingOfChoice(value: string, booking: BookingData): Partial<BookingData> {
  if (value === '') return { method: undefined, paymentMethodId: undefined, payLater: false };
  if (value === 'PAY_LATER') return { method: 'PAY_LATER', paymentMethodId: undefined, payLater: true };
  const [method, id] = value.split(':') as [BookingData['method'], string];
  return {
    method,
    paymentMethodId: id === 'new' ? undefined : Number(id),
    payLater: false,
    paymentCardNumber: id === 'new' ? booking.paymentCardNumber : undefined,
  };
}

/**
 * The ways to pay at this lot: saved cards, another card, saved bank accounts, the open accounts
 * granted by this lot's owner (or the platform) in its currency with credit left, and pay later.
 */
export function paymentOptions(
  lot: Pick<LotAvailability, 'ownerOrgId' | 'currency'>,
  methods: readonly SavedPaymentMethod[],
  accounts: readonly OpenAccount[],
  labels: {
    newCard: string;
    payLater: string;
    card: (m: SavedPaymentMethod) => string;
    bank: (m: SavedPaymentMethod) => string;
    account: (a: OpenAccount, leftMinor: number) => string;
  },
): PaymentOption[] {
  const cards = methods.filter((m) => m.type === 'CARD').map((m) => ({ value: `CARD:${m.paymentMethodId}`, label: labels.card(m) }));
  const banks = methods.filter((m) => m.type === 'BANK').map((m) => ({ value: `BANK:${m.paymentMethodId}`, label: labels.bank(m) }));
  const open = accounts
    .filter((a) => a.status === 'Active' && a.currency === lot.currency && openAccountPaysAt(a, lot.ownerOrgId))
    .filter((a) => a.creditLimitMinor - a.usedMinor > 0)
    .map((a) => ({ value: `OPEN_ACCOUNT:${a.openAccountId}`, label: labels.account(a, a.creditLimitMinor - a.usedMinor) }));
  return [...cards, { value: 'CARD:new', label: labels.newCard }, ...banks, ...open, { value: 'PAY_LATER', label: labels.payLater }];
}

/** The payment fields of the payment step and of the payment retry, as the form kit holds them. */
export type PaymentValues = { payment: string; cardNumber: string; couponCode: string };
export type PaymentField = keyof PaymentValues;

/** The select's value of a card typed in (not a saved one). */
export const NEW_CARD_CHOICE = 'CARD:new';

/** A way to pay is chosen; a card typed in is a card number (13 to 19 digits, Luhn). */
export function validatePaymentChoice(values: PaymentValues): FormErrors<PaymentField> {
  if (values.payment === '') return { payment: ruleError('validation.chooseOption') };
  if (values.payment !== NEW_CARD_CHOICE) return {};
  const card = validateCardNumber(values.cardNumber);
  return card ? { cardNumber: card } : {};
}

/**
 * The API's names (errorField) of what these forms hold, where they differ: the payment's saved
 * method, open account or kind are the "Pay with" select.
 */
export const PAYMENT_FIELD_OF: Partial<Record<string, PaymentField>> = { paymentMethodId: 'payment', method: 'payment', payment: 'payment' };

/** The field of the payment step an API refusal of a booking is about; null when it is about another step or none. */
export function paymentFieldOf(apiField: string): PaymentField | null {
  const field = PAYMENT_FIELD_OF[apiField] ?? apiField;
  return field === 'payment' || field === 'cardNumber' || field === 'couponCode' ? field : null;
}
