import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18n } from '@haulstop/shared/i18n';
import { UiProvider } from '@haulstop/shared/ui';
import common from '@haulstop/shared/locales/en/common.json';
import host from '@haulstop/shared/locales/en/host.json';

// The English texts the console ships, loaded synchronously for the shell's unit tests.
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: { ...common, ...host } } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
} else {
  i18n.addResourceBundle('en', 'translation', { ...common, ...host }, true, true);
}

/** Shows the current path and history position, so a test sees where a navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `ui` at `route` inside the host's providers; `/` shows a 'login' marker. */
export function renderAt(ui: ReactElement, route: string, path = '*'): RenderResult {
  return render(
    <Providers route={route}>
      <Routes>
        <Route path="/" element={<p>login page</p>} />
        <Route path={path} element={ui} />
      </Routes>
    </Providers>,
  );
}

export function Providers({ children, route }: { children: ReactNode; route: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </UiProvider>
    </I18nextProvider>
  );
}
