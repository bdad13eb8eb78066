import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TestProviders, renderWithProviders } from '@haulstop/shared/testing';

/** The host's providers, starting at `route`, with `<output data-testid="location">` showing the path. */
export function Providers({ children, route = '/mapDashboard' }: { children: ReactNode; route?: string }) {
  return (
    <TestProviders route={route} probeLocation>
      {children}
    </TestProviders>
  );
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

/** Renders inside the providers the host gives the header. */
export function renderInShell(ui: ReactElement, route = '/mapDashboard'): RenderResult {
  return renderWithProviders(ui, { route, probeLocation: true });
}
