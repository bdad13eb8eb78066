import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { PermissionContext } from '@haulstop/shared/permissions';
import { UiProvider } from '@haulstop/shared/ui';
import { testI18n } from '@haulstop/shared/testing';
import { guardDecision } from './guard-decision';
import { RouteGuard } from './RouteGuard';

const i18n = testI18n();

const ctx: PermissionContext = { orgType: 'PARKING_LOT_OWNER', saasOrgId: 2, role: 'admin', isOrgNetworkConfigEnabled: false };

/** Where the router is and how it got there (PUSH / REPLACE). */
function Probe() {
  const { pathname } = useLocation();
  return <output data-testid="where">{`${pathname} ${useNavigationType()}`}</output>;
}

function renderGuard(path: string, token: string | null, enteredAt?: number) {
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
          <Routes>
            <Route path="/" element={<p>login page</p>} />
            <Route path="/mapDashboard" element={<p>landing page</p>} />
            <Route
              path="*"
              element={
                <RouteGuard decide={(pathname) => guardDecision({ pathname, token, ctx })} enteredAt={enteredAt}>
                  <p>guarded page</p>
                </RouteGuard>
              }
            />
          </Routes>
          <Probe />
        </MemoryRouter>
      </UiProvider>
    </I18nextProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('RouteGuard (SPEC §2.2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("the guard waits 1 second showing 'Loading...' before deciding", () => {
    renderGuard('/invoiceDashboard', 'token');
    expect(screen.getByText('Loading...')).toBeTruthy();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText('guarded page')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('guarded page')).toBeTruthy();
  });

  it('the 1 second counts from entering the guarded area: time spent loading its code is part of it, not added', () => {
    renderGuard('/invoiceDashboard', 'token', performance.now() - 600);
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByText('guarded page')).toBeNull();
    expect(screen.getByText('Loading...')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('guarded page')).toBeTruthy();
  });

  it('without a token the user is redirected to / (replacing history)', () => {
    renderGuard('/invoiceDashboard', null);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('login page')).toBeTruthy();
    expect(where()).toBe('/ REPLACE');
  });

  it('/signup, /SignUpPage, /haulstopRegistration and /globaldashboard are always allowed', () => {
    renderGuard('/globaldashboard', null);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('guarded page')).toBeTruthy();
  });

  it('a signed-in user on a page their organisation cannot open lands on /mapDashboard', () => {
    renderGuard('/consolidatedInvoice', 'token');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('landing page')).toBeTruthy();
    expect(where()).toBe('/mapDashboard REPLACE');
  });
});
