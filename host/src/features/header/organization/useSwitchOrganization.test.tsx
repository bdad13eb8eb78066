import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { notify } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { Providers } from '../../../test/render';
import { signIn } from '../../../test/session';
import { useSwitchOrganization } from './useSwitchOrganization';

const wrapper = ({ children }: { children: ReactNode }) => <Providers route="/reservations">{children}</Providers>;

beforeEach(() => {
  jest.spyOn(notify, 'warning').mockImplementation(() => null);
});

describe('organisation context', () => {
  it("the organisation already loaded is not switched to: warning 'The selected organisation is already loaded'", () => {
    signIn('carrier');
    const before = sessionStore.getState();
    const { result } = renderHook(() => useSwitchOrganization(), { wrapper });
    let switched = true;
    act(() => {
      switched = result.current.switchTo({ orgId: 3, orgName: 'Northline Freight' });
    });
    expect(switched).toBe(false);
    expect(notify.warning).toHaveBeenCalledWith('The selected organisation is already loaded');
    expect(sessionStore.getState().saasOrgId).toBe(before.saasOrgId);
  });

  it('switching saves the chosen organisation id and name', () => {
    signIn('carrier');
    const { result } = renderHook(() => useSwitchOrganization(), { wrapper });
    act(() => {
      result.current.switchTo({ orgId: 4, orgName: 'Eastbound Brokerage' });
    });
    expect(sessionStore.getState()).toMatchObject({ saasOrgId: 4, orgName: 'Eastbound Brokerage' });
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('Back to Admin restores organisation 1 for the internal admin', () => {
    signIn('admin');
    sessionStore.getState().switchOrganization(2, 'Prairie Truck Stops');
    const { result } = renderHook(() => useSwitchOrganization(), { wrapper });
    act(() => result.current.backToAdmin());
    expect(sessionStore.getState()).toMatchObject({ saasOrgId: 1, selectedInternalOrg: null });
  });
});

afterEach(() => jest.restoreAllMocks());
