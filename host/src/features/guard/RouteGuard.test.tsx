import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { PermissionContext } from '@haulstop/shared/permissions';
import { notify } from '@haulstop/shared/feedback';
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
                  <GuardedPage />
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

/** The guarded page, counting its effects (a hidden page runs none). */
let pageEffects = 0;
function GuardedPage() {
  useEffect(() => {
    pageEffects += 1;
  }, []);
  return <p>guarded page</p>;
}

/** On screen: in the document, and no ancestor hidden (a hidden Activity sets display: none). */
function shown(text: string): boolean {
  let node: HTMLElement | null = screen.queryByText(text);
  if (!node) return false;
  for (; node; node = node.parentElement) if (node.style.display === 'none') return false;
  return true;
}

describe('RouteGuard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("the guard waits 1 second showing 'Loading...' before deciding", () => {
    renderGuard('/invoiceDashboard', 'token');
    expect(screen.getByText('Loading...')).toBeTruthy();
    act(() => jest.advanceTimersByTime(999));
    expect(shown('guarded page')).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(shown('guarded page')).toBe(true);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('with a session, the page is rendered hidden during the wait and runs its effects only once shown', () => {
    pageEffects = 0;
    renderGuard('/invoiceDashboard', 'token');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('guarded page')).not.toBeNull();
    expect(shown('guarded page')).toBe(false);
    expect(pageEffects).toBe(0);
    act(() => jest.advanceTimersByTime(500));
    expect(shown('guarded page')).toBe(true);
    expect(pageEffects).toBe(1);
  });

  it('without a session, nothing of the page is rendered during the wait', () => {
    pageEffects = 0;
    renderGuard('/invoiceDashboard', null);
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText('guarded page')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('guarded page')).toBeNull();
    expect(pageEffects).toBe(0);
  });

  it('the 1 second counts from entering the guarded area: time spent loading its code is part of it, not added', () => {
    renderGuard('/invoiceDashboard', 'token', performance.now() - 600);
    act(() => jest.advanceTimersByTime(399));
    expect(shown('guarded page')).toBe(false);
    expect(screen.getByText('Loading...')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(shown('guarded page')).toBe(true);
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
    expect(shown('guarded page')).toBe(true);
  });

  it('a signed-in user on a page their organisation cannot open lands on /mapDashboard', () => {
    renderGuard('/consolidatedInvoice', 'token');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('landing page').textContent).toBe('landing page');
    expect(where()).toBe('/mapDashboard REPLACE');
  });

  it('a person sent away from a page their role may not open is told why, once', () => {
    const warning = jest.spyOn(notify, 'warning').mockReturnValue(null);
    try {
      renderGuard('/consolidatedInvoice', 'token');
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByText('landing page').textContent).toBe('landing page');
      expect(warning).toHaveBeenCalledWith(i18n.t('host.guard.notForRole'), expect.objectContaining({ toastId: expect.any(String) }));
      expect(new Set(warning.mock.calls.map(([, options]) => options?.toastId)).size).toBe(1);
    } finally {
      warning.mockRestore();
    }
  });

  it('a page the person may open says nothing', () => {
    const warning = jest.spyOn(notify, 'warning').mockReturnValue(null);
    try {
      renderGuard('/invoiceDashboard', 'token');
      act(() => jest.advanceTimersByTime(1000));
      expect(shown('guarded page')).toBe(true);
      expect(warning).not.toHaveBeenCalled();
    } finally {
      warning.mockRestore();
    }
  });
});
