// Test helpers for the data pieces: one Chakra context and a small i18n instance, like the console has.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { UiProvider } from '../UiProvider';
import enCommon from '../../../locales/en/common.json';
import frCommon from '../../../locales/fr/common.json';

// The real common.json texts, so tests fail when a key the pieces use is missing.
export const TEST_RESOURCES: Resource = {
  en: { translation: enCommon },
  fr: { translation: frCommon },
};

export function makeTestI18n(language = 'en', resources: Resource = TEST_RESOURCES) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources, interpolation: { escapeValue: false }, initAsync: false });
  return instance;
}

export function renderWithUi(ui: ReactElement, { language = 'en', resources }: { language?: string; resources?: Resource } = {}) {
  const i18n = makeTestI18n(language, resources);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <UiProvider>{children}</UiProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper }), i18n };
}
