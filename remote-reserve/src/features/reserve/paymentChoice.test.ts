import type { OpenAccount, SavedPaymentMethod } from '@haulstop/shared/contracts';
import { bookingOfChoice, choiceOf, paymentFieldOf, paymentOptions, validatePaymentChoice } from './paymentChoice';

const card = { paymentMethodId: 3, type: 'CARD', brand: 'Visa', last4: '4242' } as SavedPaymentMethod;
const bank = { paymentMethodId: 4, type: 'BANK', last4: '7766' } as SavedPaymentMethod;
const account = (over: Partial<OpenAccount>) =>
  ({
    openAccountId: 9,
    grantedByOrgId: 2,
    currency: 'CAD',
    status: 'Active',
    creditLimitMinor: 100_000,
    usedMinor: 0,
    accountName: 'Prairie credit',
    ...over,
  }) as OpenAccount;
const labels = {
  newCard: 'Another card',
  payLater: 'Pay later',
  card: (m: SavedPaymentMethod) => `${m.brand} ${m.last4}`,
  bank: (m: SavedPaymentMethod) => `Bank ${m.last4}`,
  account: (a: OpenAccount, left: number) => `${a.accountName} ${left}`,
};

describe('the ways to pay at a lot', () => {
  it('saved cards, another card, banks, the lot owner’s open accounts with credit left in the lot’s currency, pay later', () => {
    const accounts = [
      account({}),
      account({ openAccountId: 10, grantedByOrgId: 5 }),
      account({ openAccountId: 11, currency: 'USD' }),
      account({ openAccountId: 12, usedMinor: 100_000 }),
      account({ openAccountId: 13, grantedByOrgId: 1, usedMinor: 40_000 }),
    ];
    expect(paymentOptions({ ownerOrgId: 2, currency: 'CAD' }, [card, bank], accounts, labels).map((o) => o.value)).toEqual([
      'CARD:3',
      'CARD:new',
      'BANK:4',
      'OPEN_ACCOUNT:9',
      'OPEN_ACCOUNT:13',
      'PAY_LATER',
    ]);
  });

  it('a choice round-trips through the booking data; a new card keeps its typed number', () => {
    expect(choiceOf({ ...bookingOfChoice('OPEN_ACCOUNT:9', {}) })).toBe('OPEN_ACCOUNT:9');
    expect(bookingOfChoice('CARD:new', { paymentCardNumber: '4242' })).toMatchObject({ method: 'CARD', paymentMethodId: undefined, paymentCardNumber: '4242' });
    expect(bookingOfChoice('PAY_LATER', {})).toMatchObject({ method: 'PAY_LATER', payLater: true });
    expect(choiceOf({})).toBe('');
  });
});

describe('the payment fields (payment step and payment retry)', () => {
  it('asks for a way to pay, and for a valid number only when a card is typed in', () => {
    expect(validatePaymentChoice({ payment: '', cardNumber: '', couponCode: '' }).payment?.key).toBe('validation.chooseOption');
    expect(validatePaymentChoice({ payment: 'CARD:new', cardNumber: '4242 4242 4242 4241', couponCode: '' }).cardNumber?.key).toBe('validation.cardNumber');
    expect(validatePaymentChoice({ payment: 'CARD:new', cardNumber: '4242 4242 4242 4242', couponCode: '' })).toEqual({});
    expect(validatePaymentChoice({ payment: 'CARD:3', cardNumber: '', couponCode: '' })).toEqual({});
  });

  it("puts the API's refusal of a booking under the payment step's field it names; others are not the step's", () => {
    expect(['paymentMethodId', 'method', 'cardNumber', 'couponCode', 'duration', 'entrySnos'].map(paymentFieldOf)).toEqual([
      'payment',
      'payment',
      'cardNumber',
      'couponCode',
      null,
      null,
    ]);
  });
});
