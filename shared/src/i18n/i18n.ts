import { useEffect, useState } from 'react';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_FILES, isLanguage, type Language } from '@haulstop/shared/constants';
import { takeEarlyFetch } from '@haulstop/shared/config';
import { SESSION_KEYS, sessionStore } from '@haulstop/shared/session';

/**
 * THE i18next instance of the console (host and remotes share it through the federated
 * `@haulstop/shared/i18n` and react-i18next singletons). Use `useTranslation()` in components.
 */
export const i18n = i18next.createInstance();

export type InitI18nOptions = {
  /** where the language files are served; default `<host origin>/i18n/` */
  baseUrl?: string;
  /** the language to start in; default the persisted one, else English */
  language?: Language;
  fetchImpl?: typeof fetch;
};

const loaded = new Set<Language>();
let settings: Required<Pick<InitI18nOptions, 'baseUrl'>> & { fetchImpl?: typeof fetch } = { baseUrl: '' };
let initializing: Promise<typeof i18n> | null = null;

function defaultBaseUrl(): string {
  return typeof window === 'undefined' ? '/i18n/' : `${window.location.origin}/i18n/`;
}

/** Random cache-buster so a deploy's new texts show at once ("random query"). */
function rand(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/** A base URL with its trailing slash, so a file name can follow. */
const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/**
 * THE fetch of a texts file, host's or remote's: fresh every time (a random query), the
 * answer must be a JSON object, and it is merged into `language`. A failure is logged with
 * `failure` and answers false; the texts already held stay.
 */
async function fetchLanguageFile(file: string, language: Language, failure: string): Promise<boolean> {
  const url = `${file}?rand=${rand()}`;
  try {
    // The host's files at start were begun by the page itself (early-fetch.ts).
    const response = await (takeEarlyFetch(file) ?? (settings.fetchImpl ?? fetch)(url, { cache: 'no-store' }));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const data: unknown = await response.json();
    if (!data || typeof data !== 'object') throw new Error(`${url} is not a JSON object`);
    i18n.addResourceBundle(language, 'translation', data, true, true);
    return true;
  } catch (error) {
    console.error(failure, error);
    return false;
  }
}

/**
 * Fetches one language file (language.json, french.json or Spanish.json) into the instance.
 * On failure the texts already held stay (English at least: see initI18n).
 */
export async function loadLanguage(language: Language): Promise<boolean> {
  if (loaded.has(language)) return true;
  const file = LANGUAGE_FILES[language];
  const done = await fetchLanguageFile(`${withSlash(settings.baseUrl)}${file}`, language, `Language file ${file} could not be loaded`);
  if (done) loaded.add(language);
  return done;
}

/**
 * language.json could not be loaded: its English built into the console (english-fallback.ts), a
 * chunk of its own, so the console never shows raw keys. Only then: every visit downloads
 * language.json anyway, and a copy in the first-load code cost each visit ~9 KB compressed.
 */
async function addBundledEnglish(): Promise<void> {
  try {
    const { ENGLISH_AREAS } = await import(/* webpackChunkName: "english-fallback" */ './english-fallback');
    for (const area of ENGLISH_AREAS) i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', area, true, false);
  } catch (error) {
    console.error('The built-in English texts could not be loaded', error);
  }
}

function persistedLanguage(): Language {
  const fromSession = sessionStore.getState().language;
  let stored: string | null;
  try {
    stored = globalThis.localStorage?.getItem(SESSION_KEYS.language) ?? null;
  } catch {
    stored = null; // storage blocked: English
  }
  if (fromSession !== DEFAULT_LANGUAGE) return fromSession;
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Sets up the one i18n instance with react-i18next and loads English plus the persisted language
 *. Safe to call more than once: later calls return the first call's promise.
 * @example await initI18n(); // then render
 */
export function initI18n(options: InitI18nOptions = {}): Promise<typeof i18n> {
  if (initializing) return initializing;
  settings = { baseUrl: options.baseUrl ?? defaultBaseUrl(), fetchImpl: options.fetchImpl };
  const language = options.language ?? persistedLanguage();
  initializing = (async () => {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'fr', 'es'],
      interpolation: { escapeValue: false }, // React escapes already
      // Files added after the first render (a language chosen later) re-render the texts.
      react: { bindI18nStore: 'added' },
    });
    const wanted: Language[] = language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE, language];
    await Promise.all(wanted.map(loadLanguage));
    if (!loaded.has(DEFAULT_LANGUAGE)) await addBundledEnglish();
    markDocument(language);
    return i18n;
  })();
  return initializing;
}

/**
 * Switches the UI language, loading its file first, and persists the choice.
 * @example await changeLanguage('fr')
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  sessionStore.getState().setLanguage(language);
  markDocument(language);
}

/** Translation outside React (interceptors, plain functions), with the English text as default. */
export function translate(key: string, english: string): string {
  return i18n.isInitialized ? i18n.t(key, { defaultValue: english }) : english;
}

/**
 * Where a remote's page texts are: its area (for messages) and the URL its build was served from
 * (its i18n/<lang>.json sit there). Each remote declares one, in src/texts.ts.
 */
export type RemoteTexts = { area: string; baseUrl: string };

const remoteLoads = new Map<string, Promise<boolean>>();
const remoteLoaded = new Set<string>();
const remoteKey = (texts: RemoteTexts, language: Language) => `${texts.baseUrl}|${language}`;

/**
 * Loads one remote's texts in one language into the shared instance (once; a failure is logged,
 * And tried again on the next call). Texts added later re-render what uses them.
 * @example await loadRemoteTexts({ area: 'admin', baseUrl: 'http://127.0.0.1:8083/' }, 'fr')
 */
export function loadRemoteTexts(texts: RemoteTexts, language: Language): Promise<boolean> {
  const key = remoteKey(texts, language);
  const pending = remoteLoads.get(key);
  if (pending) return pending;
  // Already held (tests load every file up front): nothing to fetch.
  if (i18n.isInitialized && i18n.getResource(language, 'translation', texts.area) !== undefined) {
    remoteLoaded.add(key);
    return Promise.resolve(true);
  }
  const load = fetchLanguageFile(
    `${withSlash(texts.baseUrl)}i18n/${language}.json`,
    language,
    `The ${texts.area} texts (${language}) could not be loaded`,
  ).then((done) => {
    if (done) remoteLoaded.add(key);
    else remoteLoads.delete(key);
    return done;
  });
  remoteLoads.set(key, load);
  return load;
}

/** The languages a remote's page needs: English (the fallback) and `language`. */
function languagesFor(language: Language): Language[] {
  return language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE, language];
}

/**
 * Starts a remote's texts in the current language (and English) before its page renders: the host
 * calls it while the page's entry and chunk load (fetched after the page, the texts came
 * last and the page redrew with longer words, moving what was below). Same files and cache as
 * useRemoteTexts. True when all are in.
 * @example void preloadRemoteTexts({ area: 'reserve', baseUrl: 'http://127.0.0.1:8081/' })
 */
export function preloadRemoteTexts(texts: RemoteTexts): Promise<boolean> {
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return Promise.all(languagesFor(language).map((lang) => loadRemoteTexts(texts, lang))).then((done) => done.every(Boolean));
}

/**
 * A remote page's texts, suspense-free: loads English and the current language, again on every
 * language change, and tells whether they are in (the page may show its skeleton until then).
 * @example const textsReady = useRemoteTexts(TEXTS);
 */
export function useRemoteTexts(texts: RemoteTexts): boolean {
  const { i18n: instance } = useTranslation();
  const language: Language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  const isIn = (lang: Language) => remoteLoaded.has(remoteKey(texts, lang)) && remoteLoaded.has(remoteKey(texts, DEFAULT_LANGUAGE));
  const [readyFor, setReadyFor] = useState<Language | null>(() => (isIn(language) ? language : null));
  useEffect(() => {
    let live = true;
    void Promise.all(languagesFor(language).map((lang) => loadRemoteTexts(texts, lang))).then((done) => {
      if (live && done.every(Boolean)) setReadyFor(language);
    });
    return () => {
      live = false;
    };
  }, [texts, language]);
  return readyFor === language || isIn(language);
}

/** Resets the module for tests: forget loaded files and the first init. */
export function resetI18nForTests(): void {
  remoteLoads.clear();
  remoteLoaded.clear();
  loaded.clear();
  initializing = null;
}

/** i18n keys of the language names in the Language submenu. */
export const LANGUAGE_LABEL_KEYS: Readonly<Record<Language, string>> = { en: 'header.english', fr: 'header.french', es: 'header.spanish' };
