// Test helpers for the data pieces: one Chakra context and a small i18n instance, like the console has.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { UiProvider } from '../UiProvider';

export const TEST_RESOURCES: Resource = {
  en: {
    translation: {
      status: { active: 'Active', paymentSuccess: 'Payment Success', paid: 'Paid', pendingApproval: 'Pending Approval' },
      table: { pagination: 'Pagination', previous: 'Previous', next: 'Next', pageOf: 'Page {{page}} of {{pages}}', empty: 'No records found', loadError: 'The list could not be loaded.' },
      common: { retry: 'Retry', loading: 'Loading...' },
    },
  },
  fr: {
    translation: {
      status: { active: 'Actif', paymentSuccess: 'Paiement réussi' },
      table: { pagination: 'Pagination', previous: 'Précédent', next: 'Suivant', pageOf: 'Page {{page}} sur {{pages}}', empty: 'Aucun enregistrement', loadError: 'La liste n’a pas pu être chargée.' },
      common: { retry: 'Réessayer', loading: 'Chargement...' },
    },
  },
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
