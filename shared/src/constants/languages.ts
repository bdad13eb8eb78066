/** UI languages; English is the default. */
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** File each language is served from under `/i18n/`. */
export const LANGUAGE_FILES: Readonly<Record<Language, string>> = {
  en: 'language.json',
  fr: 'french.json',
  es: 'Spanish.json',
};

/** Type guard: `isLanguage('fr') === true`, `isLanguage('de') === false`. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
