import { requestLanguage, translate } from '../../src/lib/i18n';

describe('requestLanguage (Accept-Language)', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['de', undefined],
    ['fr', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,es;q=0.7,en;q=0.5', 'es'],
    ['en;q=0.4,es;q=0.9', 'es'],
    ['fr;q=0,en', 'en'],
    ['ES-mx', 'es'],
  ])('%j → %j', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});

describe('translate', () => {
  test('fills {{params}} and falls back to English, then to the key', () => {
    expect(translate('fr', 'apiErrors.vinUsed', { vin: 'X1' })).toBe('Un équipement avec le NIV X1 est déjà enregistré');
    expect(translate('es', 'validation.vinCheckDigit')).toMatch(/VIN/);
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
});
