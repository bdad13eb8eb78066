import { useState, type ReactElement, type ReactNode } from 'react';
import { configure, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { UiProvider } from '@haulstop/shared/ui';
import { QueryProvider, createQueryClient, type QueryClient } from '@haulstop/shared/query';
import { testI18n } from './texts';

// The first render of the design system is slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

/** Shows the current path, so a test sees where a navigate() went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export type TestProvidersProps = {
  children: ReactNode;
  /** the address the memory router starts at; default '/' */
  route?: string;
  /** render `<output data-testid="location">` with the current path */
  probeLocation?: boolean;
  /** the query cache to use, for a test that fills it before rendering; default a fresh one per render */
  queryClient?: QueryClient;
};

/** The providers the host puts around every page: i18n (English), the query cache (a fresh one per render, so no answer leaks between tests), the design system, a router. */
export function TestProviders({ children, route = '/', probeLocation = false, queryClient }: TestProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryProvider client={client}>
      <I18nextProvider i18n={testI18n()}>
        <UiProvider>
          <MemoryRouter initialEntries={[route]}>
            {children}
            {probeLocation ? <LocationProbe /> : null}
          </MemoryRouter>
        </UiProvider>
      </I18nextProvider>
    </QueryProvider>
  );
}

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & Omit<TestProvidersProps, 'children'>;

/**
 * render() inside the providers the host mounts a page in.
 * @example renderWithProviders(<CarrierNetworkCard saasOrgId={1} enabled={false} />)
 */
export function renderWithProviders(ui: ReactElement, { route, probeLocation, ...options }: RenderWithProvidersOptions = {}): RenderResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders route={route} probeLocation={probeLocation}>
      {children}
    </TestProviders>
  );
  return render(ui, { wrapper, ...options });
}

/**
 * A render or renderHook wrapper inside the providers, reading `queryClient`: for a test that fills the
 * cache first (a prefetch) and then shows what the page's hooks find there.
 */
export const providersWith = (queryClient: QueryClient) =>
  function Providers({ children }: { children: ReactNode }) {
    return <TestProviders queryClient={queryClient}>{children}</TestProviders>;
  };
