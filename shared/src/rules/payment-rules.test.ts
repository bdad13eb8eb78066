import { passesLuhn, validateCardNumber } from './payment-rules';

describe('card numbers (the gateway and the payment forms)', () => {
  it('the DESIGN §7 sandbox cards pass; a changed digit fails the Luhn check', () => {
    expect(['4242424242424242', '4000000000000002', '4000000000009995'].every(passesLuhn)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('spaces and dashes are allowed; too short, letters or a bad check digit are refused', () => {
    expect(validateCardNumber('4242 4242-4242 4242')).toBeNull();
    expect(validateCardNumber('4242')?.message).toBe('Enter a valid card number');
    expect(validateCardNumber('4242 4242 4242 424x')?.message).toBe('Enter a valid card number');
    expect(validateCardNumber('4242 4242 4242 4241')?.message).toBe('Enter a valid card number');
    expect(validateCardNumber('')?.message).toBe('This field is required');
  });
});
