import './jsdom-polyfills';
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18n } from '@haulstop/shared/i18n';
import { emptySession, sessionStore, type SessionData } from '@haulstop/shared/session';
import { UiProvider } from '@haulstop/shared/ui';
import common from '@haulstop/shared/locales/en/common.json';
import header from '@haulstop/shared/locales/en/header.json';

/*
 * Test support for the header, its dialogs and the organisation hooks: the English texts the
 * console ships, the providers the host wraps around the header and a signed-in session.
 */

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: { ...common, ...header } } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

export const PLATFORM_ORGS = [
  { orgId: 1, orgName: 'Haulstop Platform', saasOrgId: 1, orgType: 'ADMIN', usageType: 'ADMIN', role: 'admin' },
];
export const CARRIER_ORGS = [
  { orgId: 3, orgName: 'Northline Freight', saasOrgId: 3, orgType: 'CARRIER', usageType: 'CARRIER', role: 'admin', isOrgNetworkConfigEnabled: true },
  { orgId: 4, orgName: 'Eastbound Brokerage', saasOrgId: 4, orgType: 'BROKER', usageType: 'BROKER', role: 'admin' },
];
export const OWNER_ORGS = [{ orgId: 2, orgName: 'Prairie Truck Stops', saasOrgId: 2, orgType: 'PARKING_LOT_OWNER', usageType: 'PARKING_LOT_OWNER', role: 'admin' }];

/** Signs a demo user in, as the login answer would (DESIGN.md §5). */
export function signIn(who: 'admin' | 'carrier' | 'owner', overrides: Partial<SessionData> = {}): void {
  const users = {
    admin: { user: { userId: 1, loginId: 'admin@haulstop.test', firstName: 'Ada', lastName: 'Admin' }, organizations: PLATFORM_ORGS },
    carrier: { user: { userId: 4, loginId: 'carrier@haulstop.test', firstName: 'Cara', lastName: 'Carrier' }, organizations: CARRIER_ORGS },
    owner: { user: { userId: 2, loginId: 'owner@haulstop.test', firstName: 'Owen', lastName: 'Owner' }, organizations: OWNER_ORGS },
  }[who];
  sessionStore.getState().setLoginResult({ token: 't', refreshToken: 'r', ...users });
  if (Object.keys(overrides).length > 0) sessionStore.setState(overrides);
}

export function signOut(): void {
  sessionStore.setState(emptySession());
}

/** Shows the current path, so a test can see where a navigate() went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function Providers({ children, route = '/mapDashboard' }: { children: ReactNode; route?: string }) {
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

/** Renders inside the providers the host gives the header. */
export function renderInShell(ui: ReactElement, route?: string): RenderResult {
  return render(<Providers route={route}>{ui}</Providers>);
}
