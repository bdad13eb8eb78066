import { NEW_CARD, basisPointsToPercent, percentToBasisPoints, validateSalesAgent, validateSubscribe, validateSubscriptionPlan } from './subscription-rules';

const agent = { name: 'Dana Whitfield', phone: '(403) 555-0142', email: 'dana@agents.test', commissionPercentage: 12.5 };

describe('sales agent (name, phone, e-mail, commission percentage)', () => {
  test('a complete agent passes', () => expect(validateSalesAgent(agent)).toEqual({}));
  test('name, e-mail, phone and commission are required', () => {
    const errors = validateSalesAgent({});
    expect(Object.keys(errors).sort()).toEqual(['commissionPercentage', 'email', 'name', 'phone']);
    expect(errors.email?.message).toBe('Enter Email');
  });
  test('phone 9 or 10 digits', () => expect(validateSalesAgent({ ...agent, phone: '12345' }).phone?.message).toBe('Phone number must be 9 or 10 digits'));
  test('commission percentage not over 100, not negative, at most 2 decimals', () => {
    expect(validateSalesAgent({ ...agent, commissionPercentage: 100.5 }).commissionPercentage?.message).toBe('Percentage cannot be more than 100');
    expect(validateSalesAgent({ ...agent, commissionPercentage: -1 }).commissionPercentage?.message).toBe('Enter a valid number');
    expect(validateSalesAgent({ ...agent, commissionPercentage: '7.125' }).commissionPercentage?.message).toBe('Enter a valid number');
    expect(validateSalesAgent({ ...agent, commissionPercentage: '100' })).toEqual({});
  });
  test('a percentage is kept in basis points and read back unchanged', () => {
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(basisPointsToPercent(1250)).toBe(12.5);
  });
});

describe('subscription plan', () => {
  test('name required and price a whole, non-negative number of minor units', () => {
    expect(validateSubscriptionPlan({ name: 'Fleet', priceMinor: 4900 })).toEqual({});
    expect(Object.keys(validateSubscriptionPlan({ name: '', priceMinor: -5 })).sort()).toEqual(['name', 'priceMinor']);
    expect(validateSubscriptionPlan({ name: 'Fleet', priceMinor: '49.5' }).priceMinor?.message).toBe('Enter a valid number');
  });
});

describe('subscribe form', () => {
  test('a plan and a card are required; a new card needs a 13–19 digit number and an expiry month and year', () => {
    expect(Object.keys(validateSubscribe({})).sort()).toEqual(['paymentMethodId', 'planId']);
    expect(validateSubscribe({ planId: '1', paymentMethodId: '7' })).toEqual({});
    expect(Object.keys(validateSubscribe({ planId: '1', paymentMethodId: NEW_CARD, cardNumber: '4242', expMonth: '13', expYear: '' })).sort()).toEqual([
      'cardNumber',
      'expMonth',
      'expYear',
    ]);
    expect(validateSubscribe({ planId: '1', paymentMethodId: NEW_CARD, cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: '2030' })).toEqual({});
  });
});
