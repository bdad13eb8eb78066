// The Node build: the browser's keeps a MessageChannel open, and the build's process never ended.
import { renderToStaticMarkup } from 'react-dom/server.node';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@haulstop/shared/constants';
import { paths } from '../config/paths';
import { LoginPage } from '../pages/LoginPage';

/**
 * The login page as React draws it for a visitor, in one language, as static markup.
 * @example loginCopy('fr', { fr: { translation: texts } }) // '<main class="hs-public">…'
 */
export function loginCopy(language: Language, resources: Resource): string {
  const i18n = createInstance();
  // Synchronous: the resources are given and initAsync is off, so the texts are there for the render.
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[paths.login.path]}>
        <Routes>
          <Route path={paths.login.path} element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/**
 * index.html's copies of the login page, one `<template>` per language (the login page's
 * largest paint waited for ~150 KB of script to arrive and run on a slow phone). Run at build time
 * (public/index.html requires this module); the page's start script shows the visitor's language
 * once the configuration is fetched, and React's page replaces it, looking the same.
 * `texts` are the merged language files the browser loads (scripts/merge-locales.cjs).
 */
export function loginCopies(texts: Record<Language, Resource[string]['translation']>): string {
  const resources: Resource = Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: texts[lang] }]));
  return LANGUAGES.map((lang) => `<template id="hs-login-${lang}">${loginCopy(lang, resources)}</template>`).join('');
}
