import { validateCatalogueItem, validateDiscountCodeForm } from './owner-rules';

const valid = { code: 'SAVE10', type: 'PERCENTAGE', value: '10', validFrom: '2026-01-01T00:00', validTo: '2026-02-01T00:00' };

describe('catalogue entry', () => {
  it('a name is required and less than 64 characters', () => {
    expect(validateCatalogueItem({ name: 'Truck' })).toEqual({});
    expect(validateCatalogueItem({ name: ' ' }).name?.key).toBe('validation.required');
    expect(validateCatalogueItem({ name: 'a'.repeat(64) }).name?.key).toBe('validation.nameMaxLength');
  });
});

describe('discount code form', () => {
  it('accepts a valid percentage code', () => {
    expect(validateDiscountCodeForm(valid)).toEqual({});
  });
  it('discount code 6 to 50 alphanumeric characters', () => {
    expect(validateDiscountCodeForm({ ...valid, code: 'AB-12' }).code?.key).toBe('validation.discountCode');
    expect(validateDiscountCodeForm({ ...valid, code: '' }).code?.key).toBe('validation.required');
  });
  it('percentage not over 100', () => {
    expect(validateDiscountCodeForm({ ...valid, value: '101' }).value?.key).toBe('validation.percentageMax');
    expect(validateDiscountCodeForm({ ...valid, value: '100' }).value).toBeUndefined();
  });
  it('a fixed amount is more than 0 and may exceed 100', () => {
    expect(validateDiscountCodeForm({ ...valid, type: 'FIXED', value: '0' }).value?.key).toBe('validation.invalidNumber');
    expect(validateDiscountCodeForm({ ...valid, type: 'FIXED', value: '250' }).value).toBeUndefined();
  });
  it('the window ends after it starts', () => {
    expect(validateDiscountCodeForm({ ...valid, validTo: valid.validFrom }).validTo?.key).toBe('validation.endAfterStart');
    expect(validateDiscountCodeForm({ ...valid, validFrom: '' }).validFrom?.key).toBe('validation.required');
  });
});

describe('discount code limits (optional: uses per code, total value, cap per booking)', () => {
  const base = { code: 'SAVE10', type: 'PERCENTAGE', value: '10', validFrom: '2026-01-01T00:00', validTo: '2026-02-01T00:00' };
  it('blank limits are no limit', () => expect(validateDiscountCodeForm({ ...base, maxUsesPerCode: '', totalValue: '', maxCap: '' })).toEqual({}));
  it('uses are a whole number from 1', () => {
    expect(validateDiscountCodeForm({ ...base, maxUsesPerCode: '0' }).maxUsesPerCode?.key).toBe('validation.invalidNumber');
    expect(validateDiscountCodeForm({ ...base, maxUsesPerCode: '2.5' }).maxUsesPerCode?.key).toBe('validation.invalidNumber');
    expect(validateDiscountCodeForm({ ...base, maxUsesPerCode: '25' }).maxUsesPerCode).toBeUndefined();
  });
  it('the total value and the cap are amounts above 0 with at most 2 decimals', () => {
    expect(validateDiscountCodeForm({ ...base, totalValue: '12.345' }).totalValue?.key).toBe('validation.invalidNumber');
    expect(validateDiscountCodeForm({ ...base, maxCap: '0' }).maxCap?.key).toBe('validation.invalidNumber');
    expect(validateDiscountCodeForm({ ...base, totalValue: '5000', maxCap: '25.50' })).toEqual({});
  });
});
