import { UiProvider } from '@haulstop/shared/ui';
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../../shared/locales/en/common.json';
import reserve from '../../../shared/locales/en/reserve.json';

/** An i18n instance with the real English texts, so tests query what people read. */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  // The host serves all areas merged into one file; common.json holds the shared texts.
  resources: { en: { translation: { ...common, ...reserve } } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <I18nextProvider i18n={testI18n}>{children}</I18nextProvider>
    </UiProvider>
  );
}

/** render() inside the design system and i18n, as the host mounts a remote page. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
