import { englishTexts, testI18n } from '@haulstop/shared/testing';

describe('test texts: the English the console serves (every area merged)', () => {
  it('holds common.json keys and each area’s keys, as language.json does', () => {
    const texts = englishTexts();
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['validation', 'admin', 'finance', 'reports', 'reserve']));
    expect(testI18n().t('validation.passwordLength')).toBe('New password must be 8 to 64 characters');
  });
});
