import en from '@haulstop/shared/locales/en/common.json';
import fr from '@haulstop/shared/locales/fr/common.json';
import es from '@haulstop/shared/locales/es/common.json';
import ownEn from '../../locales/en.json';
import ownFr from '../../locales/fr.json';
import ownEs from '../../locales/es.json';
import { DEFAULT_LANGUAGE, type Language } from '@haulstop/shared/constants';

/**
 * The API's texts in the console's languages: the console's own language files
 * (shared/locales/<lang>/common.json), so a message the API answers and the one a form shows are
 * the same words, and the texts only the API says (api/locales/<lang>.json: its refusals, its
 * documents' sentences, report names, the trip SMS). Those stay out of the browser's language
 * file, which every page fetches before its first paint and no page would read them from. The two
 * hold different areas (locale-files.test.ts), so merging their top levels loses nothing.
 * No i18next: a key is a dotted path and `{{name}}` is replaced by its value.
 */
type Tree = { [key: string]: string | Tree };
const TEXTS: Record<Language, Tree> = {
  en: { ...(en as Tree), ...(ownEn as Tree) },
  fr: { ...(fr as Tree), ...(ownFr as Tree) },
  es: { ...(es as Tree), ...(ownEs as Tree) },
};

export type MessageParams = Record<string, string | number>;

/** The text of `key` in `language`, or undefined when no file has it. */
export function lookup(language: Language, key: string): string | undefined {
  let node: string | Tree | undefined = TEXTS[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** `key` in `language` (English when that language lacks it; the key itself when none has it), with `{{params}}` filled in. */
export function translate(language: Language, key: string, params: MessageParams = {}): string {
  const text = lookup(language, key) ?? lookup(DEFAULT_LANGUAGE, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const SUPPORTED: readonly Language[] = ['en', 'fr', 'es'];

/**
 * The language a request asks for (Accept-Language, q-values honoured: `fr-CA,fr;q=0.9,en;q=0.8`
 * → fr), or undefined when it names none of ours (or sends no header).
 */
export function requestLanguage(header: string | string[] | undefined): Language | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find((language): language is Language => SUPPORTED.includes(language as Language));
}

/** A field's label (shared locale files, `fields.<name>`), or undefined for a field without one. */
export const fieldLabel = (language: Language, name: string): string | undefined => lookup(language, `fields.${name}`);

/**
 * The days [from, to) in a language, `to` exclusive as every range of the API: ('fr',
 * '2026-11-16', '2026-11-23') → "16–22 novembre 2026"; one day → "25 novembre 2026".
 */
export function dateRangeText(language: Language, from: string, to: string): string {
  const last = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).formatRange(new Date(`${from}T00:00:00Z`), last);
}

/** The language to answer a request in: the one it asks for (Accept-Language), else English. */
export const languageOf = (request: { headers: { 'accept-language'?: string | string[] } }): Language =>
  requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
