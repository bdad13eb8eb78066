// Renders a piece as the console does: one Chakra context and the i18n texts of the language files.
import type { ReactElement, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { UiProvider } from '@haulstop/shared/ui';
import common from '@haulstop/shared/locales/en/common.json';
import area from '@haulstop/shared/locales/en/finance.json';

// The first render of the design system is slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

export function renderWithUi(ui: ReactElement) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { ...common, ...area } } }, interpolation: { escapeValue: false }, initAsync: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <UiProvider>{children}</UiProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

export type FakeCall = { method?: string; url?: string; params: Record<string, unknown>; data: unknown };

/** A fake transport for apiClient: records calls, answers with `answer(call)` (status ≥ 400 rejects like axios). */
export function fakeAdapter(answer: (call: FakeCall) => { status?: number; data: unknown }) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = { method: config.method, url: config.url, params: { ...(config.params as object) }, data: config.data ? JSON.parse(String(config.data)) : undefined };
    calls.push(call);
    const { status = 200, data } = answer(call);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  return { adapter, calls };
}
