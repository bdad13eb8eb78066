import { NEW_CARD_SOURCE, validateInvoicePayment, type InvoicePaymentValues } from './invoice-payment-rules';

const base: InvoicePaymentValues = { amount: '40.00', source: NEW_CARD_SOURCE, cardNumber: '4242 4242 4242 4242', balanceMinor: '4000' };
const keys = (values: Partial<InvoicePaymentValues>) =>
  Object.fromEntries(Object.entries(validateInvoicePayment({ ...base, ...values })).map(([field, error]) => [field, error?.key]));

describe('paying an invoice: an amount up to the balance (partial allowed), a card number when typed', () => {
  test('the whole balance, or part of it ("Partially Paid when short"), is accepted', () => {
    expect(keys({})).toEqual({});
    expect(keys({ amount: '0.01' })).toEqual({});
    expect(keys({ amount: '12.5' })).toEqual({});
  });
  test('more than the balance is refused', () => {
    expect(keys({ amount: '40.01' })).toEqual({ amount: 'validation.amountOverBalance' });
  });
  test('a blank amount is required; zero, a negative or 3 decimals are not a valid amount', () => {
    expect(keys({ amount: ' ' })).toEqual({ amount: 'validation.required' });
    expect(keys({ amount: '0' })).toEqual({ amount: 'validation.invalidNumber' });
    expect(keys({ amount: '-5' })).toEqual({ amount: 'validation.invalidNumber' });
    expect(keys({ amount: '1.005' })).toEqual({ amount: 'validation.invalidNumber' });
  });
  test('a typed card is checked as every typed card (13 to 19 digits, Luhn); a saved method needs no number', () => {
    expect(keys({ cardNumber: '' })).toEqual({ cardNumber: 'validation.required' });
    expect(keys({ cardNumber: '4242 4242' })).toEqual({ cardNumber: 'validation.cardNumber' });
    expect(keys({ cardNumber: '4242-4242-4242-4241' })).toEqual({ cardNumber: 'validation.cardNumber' });
    expect(keys({ cardNumber: '4242-4242-4242-4242' })).toEqual({});
    expect(keys({ source: '17', cardNumber: '' })).toEqual({});
  });
});
